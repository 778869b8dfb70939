/**
 * Deterministic checks: the program-graded half of grading. `runCheck` evaluates one check
 * (an assertion's `check`) against one run — its final response, transcript, tool calls and
 * the files it wrote — and returns pass/fail with evidence quoting what was found or missing
 * and where. It never throws: a check that cannot be evaluated (invalid check, unparseable
 * JSON, missing schema file, script that cannot start or times out) fails with
 * `error: true` and evidence saying why.
 *
 * Each kind is a plug-in file in src/checks/kinds/ (its options and its runner), registered in
 * src/checks/kinds/index.ts; the common validation is src/checks/validate.ts.
 *
 * Glob semantics (`in` / `path` over the run's outputs folder):
 * - text searches (`contains`, `regex`): each value must appear in at least one matching
 *   file; `not_contains`: in none. No matching file fails `contains`/`regex` and passes
 *   `not_contains` (the evidence says so).
 * - structural checks (`json_schema`, `json_path`, `frontmatter`): every matching file must
 *   satisfy the check, and at least one file must match.
 */
import type { Check } from '../types.js'
import { globToRegExp, hasGlobMagic, type CheckProblem } from './check-schema.js'
import { evalError, type CheckContext, type CheckResult } from './kind.js'
import { cap, MAX_EVIDENCE } from './evidence.js'
import { CHECK_KINDS, KINDS, normalizeKind, type CheckKind } from './kinds/index.js'
import { validateCheck } from './validate.js'

export { CHECK_KINDS, validateCheck, normalizeKind }
export type { CheckContext, CheckKind, CheckProblem, CheckResult }
export { deepEqual } from './outputs.js'
export { extractFrontmatter } from './kinds/frontmatter.js'

// ─── Entry point ──────────────────────────────────────────────────────────────────────

export async function runCheck(check: Check, ctx: CheckContext): Promise<CheckResult> {
  try {
    const problems = validateCheck(check)
    if (problems.length > 0) {
      return evalError(`Invalid check: ${problems.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message)).join('; ')}`)
    }
    const kind = normalizeKind(check.kind)!
    const plugin = KINDS[kind]
    const r = await plugin.run(check, ctx)
    return { ...r, evidence: cap(r.evidence, plugin.evidenceCap ?? MAX_EVIDENCE) }
  } catch (e) {
    return evalError(`The check could not be evaluated: ${e instanceof Error ? e.message : String(e)}`)
  }
}

// ─── Load-time file checks (used by discovery) ────────────────────────────────────────

/**
 * Problems that need the skill folder: a `schema_path` that does not exist there (or is not
 * valid JSON / a valid schema) and a script `command` that does not exist. Assumes the check
 * passed `validateCheck`. Synchronous; never throws.
 */
export function checkSkillFiles(check: Check, skillDir: string): CheckProblem[] {
  try {
    const kind = normalizeKind(check.kind)
    const plugin = kind ? KINDS[kind] : undefined
    return plugin?.skillFiles?.(check, skillDir) ?? []
  } catch (e) {
    return [{ pointer: '', message: `could not check the files of this check: ${e instanceof Error ? e.message : String(e)}` }]
  }
}

/** Exposed for tests: a fixed glob → regex conversion (see check-schema.ts). */
export { globToRegExp, hasGlobMagic }
