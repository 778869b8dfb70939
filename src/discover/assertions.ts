/**
 * Assertion lists as eval suites and pipeline scenarios write them: a string is an LLM-judged
 * assertion; `{text, type?, check?}` is one with a deterministic check when `check` is present.
 * Static problems of a check (see checks/check-schema.ts), and files it needs from the skill
 * folder (`schema_path`, script `command`) when the skill is known, are reported at the
 * offending value under `rule`.
 */
import type { Assertion, Check, SourcePosition } from '../types.js'
import { checkSkillFiles, validateCheck } from '../checks/checks.js'
import { regexPatternWarning } from '../checks/check-schema.js'
import { isObject, type Push } from './json-file.js'

export interface AssertionContext {
  /** Rule of invalid checks, e.g. `suite.check.invalid`. */
  rule: string
  /** The skill folder that checks resolve files against, when known. */
  skillDir: string | undefined
  pos: (pointer: string) => SourcePosition
  push: Push
}

/** The assertions of the list at `pointer` (nothing when `raw` is not a list). Entries without text are skipped. */
export function assertionsOf(raw: unknown, pointer: string, c: AssertionContext): Assertion[] {
  const out: Assertion[] = []
  if (!Array.isArray(raw)) return out
  raw.forEach((a, j) => {
    const ap = `${pointer}/${j}`
    if (typeof a === 'string') {
      if (a.trim() !== '') out.push({ text: a, source: c.pos(ap) })
      return
    }
    if (!isObject(a) || typeof a['text'] !== 'string' || a['text'].trim() === '') return
    const item: Assertion = { text: a['text'], source: c.pos(ap) }
    if (typeof a['type'] === 'string') item.type = a['type']
    const check = a['check']
    if (isObject(check) && typeof check['kind'] === 'string' && check['kind'] !== '') {
      item.check = { ...check } as Check
      reportCheckProblems(item.check, `${ap}/check`, c)
    }
    out.push(item)
  })
  return out
}

function reportCheckProblems(check: Check, pointer: string, c: AssertionContext): void {
  const problems = validateCheck(check)
  if (problems.length === 0 && c.skillDir) problems.push(...checkSkillFiles(check, c.skillDir))
  for (const p of problems) {
    c.push('error', c.rule, pointer + p.pointer, `Invalid '${String(check.kind)}' check: ${p.message}.`)
  }
  // A valid pattern with nested quantifiers: matched in linear time all the same, but flagged.
  if (problems.length === 0 && typeof check['pattern'] === 'string') {
    const w = regexPatternWarning(check['pattern'])
    if (w) c.push('warning', 'check.regex.nested-quantifier', `${pointer}/pattern`, `The '${String(check.kind)}' check's pattern: ${w}.`)
  }
}
