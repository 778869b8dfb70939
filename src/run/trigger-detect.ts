/**
 * Trigger detection: did the agent pick up the skill under test?
 *
 * A run triggers when, at ANY point of it (not only as its first tool call), the model
 *  - calls the `Skill` tool for the skill (`{"skill": "<name>"}`; case-insensitive, a leading `/`
 *    and a `plugin:` qualifier are tolerated), or
 *  - `Read`s the skill's `SKILL.md` (`.claude/skills/<name>/SKILL.md`, relative, `./`-prefixed or
 *    absolute; Windows separators tolerated).
 * Loading a different skill is not a trigger for this one. This fixes skill-creator's detection
 * bugs (§6: the first non-Skill/Read tool ended the run as "not triggered"; another skill's
 * call completing first did too).
 */

export interface ToolCallLike {
  name: string
  input: unknown
}

function field(input: unknown, key: string): string | undefined {
  if (input === null || typeof input !== 'object') return undefined
  const v = (input as Record<string, unknown>)[key]
  return typeof v === 'string' ? v : undefined
}

/** The skill a `Skill` call names, normalised (lower case, no `/`, no `plugin:` prefix). */
export function skillCallTarget(call: ToolCallLike): string | undefined {
  if (call.name !== 'Skill') return undefined
  const raw = field(call.input, 'skill') ?? field(call.input, 'name') ?? field(call.input, 'command')
  if (raw === undefined) return undefined
  const s = raw.trim().replace(/^\//, '')
  const bare = s.includes(':') ? s.slice(s.lastIndexOf(':') + 1) : s
  return bare.toLowerCase()
}

/** The skill whose SKILL.md a `Read` call reads, lower case; undefined for any other file. */
export function skillFileTarget(call: ToolCallLike): string | undefined {
  if (call.name !== 'Read') return undefined
  const p = field(call.input, 'file_path') ?? field(call.input, 'path')
  if (p === undefined) return undefined
  const m = /(?:^|\/)\.claude\/skills\/([^/]+)\/SKILL\.md$/i.exec(p.trim().replace(/\\/g, '/'))
  return m ? m[1]!.toLowerCase() : undefined
}

/** The skill a tool call loads (Skill tool or a Read of its SKILL.md), if any. */
export function loadedSkill(call: ToolCallLike): string | undefined {
  return skillCallTarget(call) ?? skillFileTarget(call)
}

/** True when any of the calls loads `skillName`. */
export function detectTrigger(calls: readonly ToolCallLike[], skillName: string): boolean {
  const want = skillName.toLowerCase()
  return calls.some((c) => loadedSkill(c) === want)
}

/** What a batch of calls (one assistant message) decided: our skill, another skill, or nothing yet. */
export function decision(calls: readonly ToolCallLike[], skillName: string): 'triggered' | 'other-skill' | undefined {
  if (detectTrigger(calls, skillName)) return 'triggered'
  return calls.some((c) => loadedSkill(c) !== undefined) ? 'other-skill' : undefined
}
