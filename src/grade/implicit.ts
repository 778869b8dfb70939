/**
 * Implicit assertions (issue 11, ADR-056 layers 1 and 2): a skill that ships
 * `schemas/output.json` and/or an executable `scripts/validate-skill.*` gets, on every graded
 * with_skill and old_skill run, one extra expectation per layer in grading.json, graded like any
 * deterministic check (`source: 'check'`) and by the same code:
 *
 *   "Output matches schemas/output.json"                  check_kind json_schema
 *   "Validator scripts/validate-skill.sh passes on the output"  check_kind script
 *
 * The run's JSON output ("primary output"), for both layers:
 *   1. the final response, when it is JSON or holds a fenced block of JSON (the `json_schema`
 *      check's `in: response` rules, reused);
 *   2. else the first `*.json` file of the run's outputs/ (sorted by path; metrics.json and the
 *      other reserved names excluded);
 *   3. else none: the schema assertion FAILS ("no JSON output"), the validator is given the raw
 *      response as a Markdown file instead.
 *
 * Validator contract (the `script` check's sandbox, reused): the program runs with no shell,
 * PATH=/usr/bin:/bin and a temp HOME, cwd = a private copy of the run's outputs/ plus
 * `.skill-evals/response.md` (the final response) and, when the response holds JSON,
 * `.skill-evals/response.json`; argv[1] is the path (relative to the cwd) of the primary output
 * (`.skill-evals/response.json`, the outputs' JSON file, or `.skill-evals/response.md`). Exit 0 =
 * pass, 1 = fail, 2 = skip (the expectation is left out: the validator could not judge), any other
 * exit, a crash, a timeout or a validator that cannot start = `error`.
 *
 * old_skill runs are checked against the head's schema and validator (the skill folder being
 * graded): both sides of a head-vs-base comparison are held to the same contract. without_skill
 * runs get no implicit assertions (nobody promised them a format). Skills without these files get
 * none at all, so their grading.json is unchanged.
 */
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RunRecord } from '../types.js'
import { runCheck, type CheckContext, type CheckResult } from '../checks/checks.js'
import { RESERVED_OUTPUT_NAMES, hasGlobMagic } from '../checks/check-schema.js'
import { expectationEntry, type GradedExpectation } from './grading-json.js'
import type { RunToGrade } from './index.js'
import { OUTPUT_SCHEMA_PATH, findValidator, hasOutputSchema, type ValidatorFile } from '../discover/trust-files.js'

/** The skill-file conventions (schema path, validator names) live with discovery; re-exported for the graders' callers. */
export { OUTPUT_SCHEMA_PATH, VALIDATOR_NAMES, findValidator, hasOutputSchema, isRunnable, type ValidatorFile } from '../discover/trust-files.js'

export const SCHEMA_ASSERTION_TEXT = `Output matches ${OUTPUT_SCHEMA_PATH}`
/** Where the response is put inside the validator's working copy. */
export const RESPONSE_DIR = '.skill-evals'

export function validatorAssertionText(rel: string): string {
  return `Validator ${rel} passes on the output`
}

/** Is this grading.json expectation one of the implicit ones? Which? */
export function implicitKind(text: string): 'schema' | 'validator' | undefined {
  if (text === SCHEMA_ASSERTION_TEXT) return 'schema'
  if (/^Validator scripts\/validate-skill[^\s]* passes on the output$/.test(text)) return 'validator'
  return undefined
}

// ─── The run's JSON output ──────────────────────────────────────────────────────────────

/** The response's JSON (whole text, else the first fenced block that parses, ```json first). */
export function responseJson(response: string): { found: true; value: unknown } | { found: false } {
  try {
    return { found: true, value: JSON.parse(response) }
  } catch {
    // fenced blocks next
  }
  const fences = [...response.matchAll(/```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)```/g)]
  const isJson = (f: RegExpMatchArray): boolean => /^json5?c?$/i.test(f[1]!)
  // ```json blocks first, each group in the order written (the sort is stable).
  const ordered = fences.sort((a, b) => Number(isJson(b)) - Number(isJson(a)))
  for (const f of ordered) {
    try {
      return { found: true, value: JSON.parse(f[2]!) }
    } catch {
      // next
    }
  }
  return { found: false }
}

/** Does the response hold something the json_schema check would try to read (even if broken)? */
function responseLooksJson(response: string): boolean {
  if (responseJson(response).found) return true
  return /```[ \t]*json5?c?[^\n]*\n/i.test(response) // a ```json block that does not parse: let the check say why
}

/** Relative POSIX paths of the `*.json` files under outputs/, sorted; reserved names and links skipped. */
export async function outputJsonFiles(outputsDir: string): Promise<string[]> {
  const found: string[] = []
  const stack = ['']
  let seen = 0
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound for huge output folders; a test would need 20,000 files.
  while (stack.length > 0 && seen < 20000) {
    const rel = stack.pop()!
    let entries: import('node:fs').Dirent[]
    try {
      entries = await fs.readdir(path.join(outputsDir, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries) {
      // Stryker disable next-line UpdateOperator: see the bound above.
      seen++
      const child = rel === '' ? e.name : `${rel}/${e.name}`
      if (rel === '' && RESERVED_OUTPUT_NAMES.includes(e.name)) continue
      if (e.isDirectory()) stack.push(child)
      else if (e.isFile() && e.name.toLowerCase().endsWith('.json')) found.push(child)
    }
  }
  return found.sort()
}

// ─── The implicit assertions ─────────────────────────────────────────────────────────────

export interface ImplicitOptions {
  /** Validator timeout in ms (the `script` check's default when absent). */
  timeoutMs?: number
  transcript?: string
}

/**
 * The implicit expectations of one run, in this order: schema, validator. Empty for
 * without_skill runs, runs that did not complete, and skills with neither file. Never throws.
 */
export async function implicitExpectations(
  run: Pick<RunToGrade, 'runDir' | 'skillDir'> & { record: Pick<RunRecord, 'configuration' | 'status' | 'response' | 'toolCalls'> },
  opts: ImplicitOptions = {}): Promise<GradedExpectation[]> {
  const r = run.record
  if (r.configuration === 'without_skill' || r.status !== 'completed') return []
  const out: GradedExpectation[] = []
  const outputsDir = path.join(run.runDir, 'outputs')
  // The implicit checks (json_schema on the response or a file, the validator script) read
  // neither the transcript nor the tool calls.
  const ctx: CheckContext = {
    response: r.response,
    // Stryker disable next-line all: never read by these checks (above)
    transcript: opts.transcript ?? '',
    outputsDir,
    // Stryker disable next-line all: never read by these checks (above)
    toolCalls: r.toolCalls ?? [],
    skillDir: run.skillDir,
    timeoutMs: opts.timeoutMs, // undefined: the script check's default
  }
  if (hasOutputSchema(run.skillDir)) out.push(await schemaExpectation(ctx))
  const validator = findValidator(run.skillDir)
  if (validator) {
    const e = await validatorExpectation(validator, ctx)
    if (e) out.push(e)
  }
  return out
}

function entry(text: string, res: CheckResult, kind: 'json_schema' | 'script'): GradedExpectation {
  const status = res.error ? 'error' : res.passed ? 'pass' : 'fail'
  return expectationEntry(text, status, res.evidence, 'check', { check_kind: kind })
}

async function schemaExpectation(ctx: CheckContext): Promise<GradedExpectation> {
  try {
    if (responseLooksJson(ctx.response)) {
      return entry(SCHEMA_ASSERTION_TEXT, await runCheck({ kind: 'json_schema', schema_path: OUTPUT_SCHEMA_PATH, in: 'response' }, ctx), 'json_schema')
    }
    const files = (await outputJsonFiles(ctx.outputsDir)).filter((f) => !hasGlobMagic(f))
    const first = files[0]
    if (!first) {
      return expectationEntry(
        SCHEMA_ASSERTION_TEXT,
        'fail',
        `No JSON output to check against ${OUTPUT_SCHEMA_PATH}: the response is not JSON and has no fenced JSON block, and outputs/ holds no .json file.`,
        'check',
        { check_kind: 'json_schema' },
      )
    }
    const res = await runCheck({ kind: 'json_schema', schema_path: OUTPUT_SCHEMA_PATH, in: first }, ctx)
    const why = files.length > 1 ? ` (the first of ${files.length} JSON files)` : ''
    return entry(SCHEMA_ASSERTION_TEXT, { ...res, evidence: `The response holds no JSON; checked outputs/${first}${why}. ${res.evidence}` }, 'json_schema')
  } catch (e) {
    // Stryker disable next-line all: runCheck and outputJsonFiles never throw; this guard only keeps a future bug from reading as a pass.
    return expectationEntry(SCHEMA_ASSERTION_TEXT, 'error', `the schema check crashed: ${e instanceof Error ? e.message : String(e)}`, 'check', { check_kind: 'json_schema' })
  }
}

/** Exit code of a finished `script` check, from its evidence ("<cmd> exited N in S s; output:"). */
export function scriptExitCode(evidence: string): number | undefined {
  const m = / exited (\d+) in [\d.]+ s; output:/.exec(evidence.split('\n')[0]!)
  return m ? Number(m[1]) : undefined
}

async function validatorExpectation(v: ValidatorFile, ctx: CheckContext): Promise<GradedExpectation | undefined> {
  const text = validatorAssertionText(v.rel)
  const work = await fs.mkdtemp(path.join(tmpdir(), 'skill-evals-validator-'))
  try {
    const copy = path.join(work, 'outputs')
    await fs.mkdir(copy)
    try {
      await fs.cp(ctx.outputsDir, copy, {
        recursive: true,
        filter: async (src) => {
          const rel = path.relative(ctx.outputsDir, src)
          // Stryker disable next-line ConditionalExpression,BooleanLiteral: the script check's own copy drops these names again.
          if (RESERVED_OUTPUT_NAMES.includes(rel) || ctx.harnessFiles?.includes(rel)) return false
          // Stryker disable all: lstat fails only for a file that vanished since the listing; no test can time that.
          try {
            return !(await fs.lstat(src)).isSymbolicLink()
          } catch {
            return false
          }
          // Stryker restore all
        },
      })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    }
    await fs.mkdir(path.join(copy, RESPONSE_DIR), { recursive: true })
    await fs.writeFile(path.join(copy, RESPONSE_DIR, 'response.md'), ctx.response)
    const json = responseJson(ctx.response)
    let target: string
    if (json.found) {
      target = `${RESPONSE_DIR}/response.json`
      await fs.writeFile(path.join(copy, RESPONSE_DIR, 'response.json'), JSON.stringify(json.value, null, 2) + '\n')
    } else {
      target = (await outputJsonFiles(ctx.outputsDir))[0] ?? `${RESPONSE_DIR}/response.md`
    }
    const res = await runCheck({ kind: 'script', command: v.rel, args: [target] }, { ...ctx, outputsDir: copy })
    if (res.error || res.passed) return entry(text, res, 'script')
    const code = scriptExitCode(res.evidence)
    if (code === 1) return entry(text, res, 'script')
    if (code === 2) return undefined // skip: the validator could not judge this output
    // Stryker disable next-line ConditionalExpression,StringLiteral: the sandbox wrapper reports a validator killed by a signal as exit 137, so here the code is always known.
    const how = code === undefined ? 'did not exit normally' : `exited ${code}`
    return expectationEntry(text, 'error', `The validator ${how}; validators must exit 0 (pass), 1 (fail) or 2 (skip). ${res.evidence}`, 'check', { check_kind: 'script' })
  } catch (e) {
    return expectationEntry(text, 'error', `the validator could not be run: ${e instanceof Error ? e.message : String(e)}`, 'check', { check_kind: 'script' })
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}
