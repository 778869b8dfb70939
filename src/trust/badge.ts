/**
 * Shields-style ("flat") SVG badges, made locally: no network, no fonts needed at build time.
 * Text widths are estimated from per-character advance widths of Verdana 11px (what shields.io
 * measures with), which is close enough for a badge. Every text is XML-escaped; ids inside the
 * SVG are derived from a hash of the text so several badges can be inlined in one page.
 */
import type { TrustTier } from '../discover/trust-tiers.js'

export const TIER_COLORS: Record<TrustTier, string> = {
  advisory: '#9f9f9f',
  structured: '#007ec6',
  validated: '#a4a61d',
  verified: '#97ca00',
  certified: '#44cc11',
}

export function xmlEscape(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, '') // not allowed in XML 1.0
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const NARROW = new Set([...`iIl.,:;|!'j`])
const SEMI = new Set([...' frt()[]{}/\\-`"'])
const WIDE = new Set([...'mwMW@%'])

/** Estimated width in px of `text` in Verdana 11px. */
export function textWidth(text: string): number {
  let w = 0
  for (const ch of text) {
    if (NARROW.has(ch)) w += 3.4
    else if (SEMI.has(ch)) w += 4.6
    else if (WIDE.has(ch)) w += 10.5
    else if (/[A-Z0-9]/.test(ch)) w += 7.6
    else w += 6.7
  }
  return Math.ceil(w)
}

function hashId(s: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h.toString(16).padStart(8, '0')
}

export interface BadgeOptions {
  label: string
  message: string
  /** Right-hand colour, `#rgb` / `#rrggbb` (anything else becomes grey). */
  color: string
  labelColor?: string
}

/** A flat shields-style badge as a standalone SVG document. */
export function badgeSvg(o: BadgeOptions): string {
  const label = o.label.slice(0, 80)
  const message = o.message.slice(0, 80)
  const color = /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(o.color) ? o.color : '#9f9f9f'
  const labelColor = o.labelColor && /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(o.labelColor) ? o.labelColor : '#555'
  const lw = textWidth(label) + 10
  const mw = textWidth(message) + 10
  const w = lw + mw
  const id = hashId(`${label}\u0000${message}`)
  const l = xmlEscape(label)
  const m = xmlEscape(message)
  const lx = (lw / 2).toFixed(1)
  const mx = (lw + mw / 2).toFixed(1)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${l}: ${m}">`,
    `<title>${l}: ${m}</title>`,
    `<linearGradient id="s${id}" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r${id}"><rect width="${w}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r${id})"><rect width="${lw}" height="20" fill="${labelColor}"/><rect x="${lw}" width="${mw}" height="20" fill="${color}"/><rect width="${w}" height="20" fill="url(#s${id})"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="11">`,
    `<text x="${lx}" y="15" fill="#010101" fill-opacity=".3">${l}</text><text x="${lx}" y="14">${l}</text>`,
    `<text x="${mx}" y="15" fill="#010101" fill-opacity=".3">${m}</text><text x="${mx}" y="14">${m}</text>`,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n')
}

/** The trust badge of one skill: "<skill> | <tier>" in the tier's colour. */
export function trustBadge(skill: string, tier: TrustTier): string {
  return badgeSvg({ label: skill, message: tier, color: TIER_COLORS[tier] })
}

/** A safe file name for a skill's badge (`badges/<name>.svg`). */
export function badgeFileName(skill: string): string {
  const safe = skill.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(0, 100)
  return `${safe || 'skill'}.svg`
}
