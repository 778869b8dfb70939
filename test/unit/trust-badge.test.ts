import { describe, expect, test } from '@jest/globals'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { badgeFileName, badgeSvg, textWidth, TIER_COLORS, trustBadge, xmlEscape } from '../../src/trust/badge.js'
import { TRUST_TIERS } from '../../src/discover/trust-tiers.js'

describe('SVG badges', () => {
  test('every tier badge is well-formed SVG, shields-like (20 px, rounded, two halves, shadowed text)', () => {
    for (const tier of TRUST_TIERS) {
      const svg = trustBadge('changelog', tier)
      expect(XMLValidator.validate(svg)).toBe(true)
      const doc = new XMLParser({ ignoreAttributes: false }).parse(svg)
      expect(doc.svg['@_xmlns']).toBe('http://www.w3.org/2000/svg')
      expect(doc.svg['@_height']).toBe('20')
      expect(doc.svg['@_aria-label']).toBe(`changelog: ${tier}`)
      expect(doc.svg.title).toBe(`changelog: ${tier}`)
      expect(svg).toContain(`fill="${TIER_COLORS[tier]}"`)
      expect(svg).toContain('rx="3"')
      expect(svg.match(/<text /g)).toHaveLength(4)
      // the width is the sum of both halves
      const rects = [...svg.matchAll(/<rect (?:x="\d+" )?width="(\d+)" height="20" fill="#/g)].map((m) => Number(m[1]))
      expect(Number(doc.svg['@_width'])).toBe(rects[0]! + rects[1]!)
    }
  })

  test('text is XML-escaped: no markup injection from labels or messages', () => {
    const svg = badgeSvg({ label: `<script>alert("x")</script> & 'q'`, message: 'a\u0001b', color: 'red;"><script>' })
    expect(XMLValidator.validate(svg)).toBe(true)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos;')
    expect(svg).not.toContain('\u0001')
    expect(svg).toContain('fill="#9f9f9f"') // a colour that is not #rgb/#rrggbb is replaced
    const doc = new XMLParser({ ignoreAttributes: false }).parse(svg)
    expect(doc.svg['@_aria-label']).toContain('<script>alert("x")</script>') // round-trips as text
    expect(xmlEscape(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;')
  })

  test('widths grow with the text; ids differ between badges; safe file names', () => {
    expect(textWidth('certified')).toBeGreaterThan(textWidth('verified'))
    expect(textWidth('WWW')).toBeGreaterThan(textWidth('iii'))
    const a = trustBadge('a', 'verified')
    const b = trustBadge('b', 'verified')
    const id = (s: string) => /id="(s[0-9a-f]{8})"/.exec(s)![1]
    expect(id(a)).not.toBe(id(b))
    expect(badgeFileName('changelog')).toBe('changelog.svg')
    expect(badgeFileName('../../etc/passwd')).toBe('etc-passwd.svg')
    expect(badgeFileName('')).toBe('skill.svg')
  })
})
