/**
 * The `SkillVersionBump` event (atlas skill-management → hooks/regression-test-runner): one JSON
 * line on stdin,
 *   {"event":"SkillVersionBump","skill","old_version","new_version","timestamp","trigger"}
 * Any other `event` is a no-op (exit 0). Not JSON, or a bump without `skill`, is an error (exit 2).
 */
export interface SkillVersionBumpEvent {
  event: 'SkillVersionBump'
  skill: string
  old_version?: string
  new_version?: string
  timestamp?: string
  trigger?: string
}

export type ParsedEvent = { kind: 'bump'; event: SkillVersionBumpEvent } | { kind: 'other'; name: string } | { kind: 'invalid'; error: string }

const SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export function parseEvent(text: string): ParsedEvent {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '')
  if (line === undefined) return { kind: 'invalid', error: 'no event on stdin (expected one JSON line)' }
  let v: unknown
  try {
    v = JSON.parse(line)
  } catch (err) {
    return { kind: 'invalid', error: `the event is not valid JSON: ${(err as Error).message}` }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return { kind: 'invalid', error: 'the event must be a JSON object' }
  const o = v as Record<string, unknown>
  if (o.event !== 'SkillVersionBump') return { kind: 'other', name: typeof o.event === 'string' ? o.event : JSON.stringify(o.event ?? null) }
  if (typeof o.skill !== 'string' || !SKILL_NAME.test(o.skill)) return { kind: 'invalid', error: "SkillVersionBump needs a 'skill' name" }
  const str = (k: string): string | undefined => (typeof o[k] === 'string' && (o[k] as string) !== '' ? (o[k] as string) : typeof o[k] === 'number' ? String(o[k]) : undefined)
  const event: SkillVersionBumpEvent = { event: 'SkillVersionBump', skill: o.skill }
  for (const [k, val] of [['old_version', str('old_version')], ['new_version', str('new_version')], ['timestamp', str('timestamp')], ['trigger', str('trigger')]] as const) {
    if (val !== undefined) (event as unknown as Record<string, string>)[k] = val
  }
  return { kind: 'bump', event }
}
