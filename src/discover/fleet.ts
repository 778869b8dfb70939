/**
 * Fleet checks over all skills' descriptions (the text the agent routes on):
 * - two descriptions that overlap too much (Jaccard similarity of their lowercase word sets,
 *   stop-words and generic routing words removed, ≥ threshold, default 0.6) → a warning on each
 *   SKILL.md: the agent cannot tell the skills apart (one warning per SKILL.md, naming the other
 *   skill, or the five most similar and how many more);
 * - a description without "when to use" guidance (no "use when", "use this when", "when the
 *   user", "use for", "trigger", …) → a warning: the agent learns what the skill does but not
 *   when to reach for it.
 * Findings point at the `description:` line of SKILL.md when it can be found.
 *
 * The threshold is a parameter; `loadRepo` passes the config's `description-overlap` (default
 * DEFAULT_OVERLAP_THRESHOLD, 0.6).
 */
import { readFile } from './sync-fs.js'
import path from 'node:path'
import type { Finding, Skill } from '../types.js'

export const DEFAULT_OVERLAP_THRESHOLD = 0.6
/** How many overlapping skills one warning names (the most similar; the rest are counted). */
export const MAX_OVERLAPS_NAMED = 5

/** English stop-words plus words nearly every description uses for routing ("use when the user asks"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours ' +
    'use used uses using user users ask asks asked want wants wanted need needs skill skills e.g eg etc via whenever'
  ).split(/\s+/).filter(Boolean)
)

/** Lowercase word tokens (letters, digits, inner `-`/`'`), without stop-words. */
export function descriptionTokens(text: string): Set<string> {
  const out = new Set<string>()
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const w = m[0].replace(/['’]s$/, '')
    if (w.length < 2 || STOP_WORDS.has(w)) continue
    out.add(w)
  }
  return out
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0
  let inter = 0
  for (const x of a) if (b.has(x)) inter++
  return inter / (a.size + b.size - inter)
}

/** The when-to-use phrasings the heuristic recognises; `label` is how a warning names them. */
export const WHEN_TO_USE_PATTERNS: ReadonlyArray<{ label: string; re: RegExp }> = [
  { label: '"use when/for/if/before…"', re: /\b(?:use|run) (?:it |this(?: skill)? |me |proactively )?(?:when|whenever|for|if|to|on|in|before|after|while|during)\b/i },
  { label: '"when the user/you…", "when asked…"', re: /\bwhen(?:ever)? (?:the |a |an )?(?:user|users|you|someone|asked|requested|needed|prompted|there)\b/i },
  { label: '"when <doing something>" (e.g. "when building…")', re: /\bwhen(?:ever)? (?:\p{L}+ )?\p{L}{2,}ing\b/iu },
  { label: '"before/after/while <something>" (e.g. "before any creative work")', re: /\b(?:before|after|while|during) (?:any|every|each|all|a|an|the|you|your|starting|\p{L}{2,}ing)\b/iu },
  { label: '"trigger(s/ed) on…"', re: /\btrigger(?:s|ed)?\b/i },
  { label: '"invoke/apply/load/activate when…"', re: /\b(?:invoke|apply|load|activate|call) (?:it |this(?: skill)? )?(?:when|whenever|for|if|before)\b/i },
  { label: '"useful/helpful/designed for…"', re: /\b(?:useful|helpful|intended|designed|best) (?:for|when)\b/i },
  { label: '"applies when/to…"', re: /\bapplies (?:when|to)\b/i },
  { label: '"if the user…"', re: /\bif (?:the )?user\b/i }
]

/** True when the description says when to use the skill. */
export function hasWhenToUse(description: string): boolean {
  return WHEN_TO_USE_PATTERNS.some((p) => p.re.test(description))
}

async function descriptionLine(root: string, skill: Skill): Promise<number | undefined> {
  try {
    const text = await readFile(path.resolve(root, skill.file), 'utf8')
    const lines = text.split(/\r\n|\n|\r/)
    if (lines[0]?.replace(/^\uFEFF/, '').trim() !== '---') return undefined
    for (let i = 1; i < lines.length && i < 200; i++) {
      if (lines[i]!.trim() === '---') return undefined
      if (/^description\s*:/.test(lines[i]!)) return i + 1
    }
  } catch {
    /* the file-level finding is enough */
  }
  return undefined
}

export interface FleetOptions {
  /** Jaccard similarity at or above which two descriptions overlap too much. Default 0.6. */
  overlapThreshold?: number
}

export async function checkFleet(root: string, skills: readonly Skill[], opts: FleetOptions = {}): Promise<Finding[]> {
  const threshold = opts.overlapThreshold ?? DEFAULT_OVERLAP_THRESHOLD
  const findings: Finding[] = []
  const usable = skills.filter((s) => typeof s.frontmatter?.description === 'string' && s.frontmatter.description.trim() !== '')
  const lines = new Map<string, number | undefined>()
  for (const s of usable) lines.set(s.file, await descriptionLine(root, s))
  const at = (s: Skill): Pick<Finding, 'file' | 'line'> => {
    const line = lines.get(s.file)
    return line !== undefined ? { file: s.file, line } : { file: s.file }
  }

  for (const s of usable) {
    if (!hasWhenToUse(s.frontmatter.description)) {
      findings.push({
        severity: 'warning',
        ...at(s),
        rule: 'fleet.description.when-to-use',
        message: `The description of '${s.name}' says what the skill does but not when to use it (looked for ${WHEN_TO_USE_PATTERNS.map((p) => p.label).join(', ')}; found none); add a clause like "Use when the user asks to …" so the agent knows when to load it.`
      })
    }
  }

  const tokens = usable.map((s) => descriptionTokens(s.frontmatter.description))
  const overlaps: Array<Array<{ other: Skill; sim: number }>> = usable.map(() => [])
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i]!
      const b = usable[j]!
      if (a.name === b.name) continue
      const sim = jaccard(tokens[i]!, tokens[j]!)
      if (sim < threshold) continue
      overlaps[i]!.push({ other: b, sim })
      overlaps[j]!.push({ other: a, sim })
    }
  }
  // One warning per SKILL.md: a fleet of skills that share a template would otherwise get one
  // warning per pair (100 such skills: 9,900 warnings).
  const pct = (sim: number): number => Math.round(sim * 100)
  const limit = `threshold ${pct(threshold)}%`
  for (let i = 0; i < usable.length; i++) {
    const x = usable[i]!
    const list = overlaps[i]!
    if (list.length === 0) continue
    let message: string
    if (list.length === 1) {
      const { other: y, sim } = list[0]!
      message = `The descriptions of '${x.name}' and '${y.name}' (${y.file}) share ${pct(sim)}% of their words (${limit}); the agent may load the wrong one. Say what sets each apart.`
    } else {
      // Most similar first (a stable sort: ties keep discovery order).
      const ranked = [...list].sort((p, q) => q.sim - p.sim)
      const shown = ranked.slice(0, MAX_OVERLAPS_NAMED).map((o) => `'${o.other.name}' (${pct(o.sim)}%)`)
      const more = ranked.length > MAX_OVERLAPS_NAMED ? ` and ${ranked.length - MAX_OVERLAPS_NAMED} more` : ''
      message = `The description of '${x.name}' shares too many of its words with the descriptions of ${ranked.length} other skills: ${shown.join(', ')}${more} (${limit}); the agent may load the wrong one. Say what sets each apart.`
    }
    findings.push({ severity: 'warning', ...at(x), rule: 'fleet.description.overlap', message })
  }
  return findings
}
