/**
 * Eval definition hashes, and the eval definitions at a git base ref.
 *
 * Definition = what decides a grade: the prompt, the input file paths, and the assertions (text
 * and deterministic check). Hash = first 16 hex chars of sha256 over canonical JSON (object keys
 * sorted) of `{prompt, files, assertions: [{text, check|null}]}`. `expected_output` and the free
 * assertion `type` are left out (they do not change a grade).
 *
 * Recorded at run time: a run's runs.jsonl line carries `definitionHash` (prompt, files, assertion
 * TEXTS: src/log/definition-hash.ts); folders written before that have an `eval_metadata.json` in
 * every run folder, whose `definition_hash` is used when present, else the same hash computed from
 * it with `check: null` for every assertion. Two runs are compared only with
 * each other's recorded hashes (same formula on both sides); a change of a check's fields alone
 * is invisible there. The repository (head) is compared with the base ref from the suite files
 * themselves, checks included: `git show <ref>:evals/evals.json` and every
 * `<dir>/evals/evals.json` listed by `git ls-tree -r <ref>` (a per-skill suite belongs to the
 * skill named by its `skill_name`, else by its folder).
 */
import type { EvalCase } from '../types.js'
import type { EvalInfo } from './types.js'
import { git as runGit } from '../ports/git.js'
import { definitionHash, type EvalDefinition, type EvalMetadata } from '../log/index.js'

export { definitionHash, type EvalDefinition }

/** The hash a run records: eval_metadata.json's `definition_hash`, else computed from its prompt, files and assertion texts (decoded by src/log/). */
export function recordedHash(meta: EvalMetadata | undefined): string | undefined {
  if (!meta) return undefined
  if (meta.definition_hash) return meta.definition_hash
  if (meta.prompt === undefined) return undefined
  return definitionHash({ prompt: meta.prompt, files: meta.files ?? [], assertions: (meta.assertions ?? []).filter(Boolean) })
}

/** Head definitions from the loaded repository. */
export function evalInfosFromRepo(evals: readonly EvalCase[]): EvalInfo[] {
  return evals.map((e) => ({
    skill: e.skill,
    id: String(e.id),
    critical: e.critical === true,
    definitionHash: definitionHash({ prompt: e.prompt, files: e.files, assertions: e.assertions.map((a) => ({ text: a.text, ...(a.check ? { check: a.check } : {}) })) }),
    assertions: e.assertions.map((a) => ({ text: a.text, ...(a.type ? { type: a.type } : {}), ...(a.check ? { check_kind: String(a.check.kind) } : {}) })),
  }))
}

/** Eval definitions of one suite file's JSON (repo-level when `owner` is undefined). */
export function evalInfosFromSuite(json: unknown, owner: string | undefined): EvalInfo[] {
  // Stryker disable next-line ConditionalExpression: a string, number or boolean has no `evals` array either, so the typeof test only spares a property read
  if (!json || typeof json !== 'object' || !Array.isArray((json as { evals?: unknown }).evals)) return []
  const doc = json as { skill_name?: unknown; evals: unknown[] }
  const named = typeof doc.skill_name === 'string' ? doc.skill_name : undefined
  const out: EvalInfo[] = []
  for (const raw of doc.evals) {
    // Stryker disable next-line ConditionalExpression: a string, number or boolean entry has no string `prompt` either and is skipped just below
    if (!raw || typeof raw !== 'object') continue
    const e = raw as Record<string, unknown>
    if ((typeof e['id'] !== 'number' && typeof e['id'] !== 'string') || typeof e['prompt'] !== 'string') continue
    const skill = owner ? (named ?? owner) : typeof e['skill'] === 'string' ? e['skill'] : named
    if (!skill) continue
    const list = Array.isArray(e['assertions']) ? e['assertions'] : Array.isArray(e['expectations']) ? e['expectations'] : []
    const assertions: { text: string; check?: unknown; type?: string }[] = []
    for (const a of list) {
      if (typeof a === 'string') assertions.push({ text: a })
      else if (typeof (a as { text?: unknown } | null | undefined)?.text === 'string') {
        const o = a as { text: string; check?: unknown; type?: unknown }
        assertions.push({ text: o.text, check: o.check, ...(typeof o.type === 'string' ? { type: o.type } : {}) })
      }
    }
    const files = Array.isArray(e['files']) ? e['files'].filter((f): f is string => typeof f === 'string') : []
    out.push({
      skill,
      id: String(e['id']),
      critical: e['critical'] === true,
      definitionHash: definitionHash({ prompt: e['prompt'], files, assertions }),
      assertions: assertions.map((a) => ({
        text: a.text,
        ...(a.type ? { type: a.type } : {}),
        ...(typeof (a.check as { kind?: unknown } | null | undefined)?.kind === 'string' ? { check_kind: (a.check as { kind: string }).kind } : {}),
      })),
    })
  }
  return out
}

/** Eval definitions at a git ref (see the module comment). Throws when git or the ref fails. */
export async function evalInfosAtRef(root: string, ref: string): Promise<EvalInfo[]> {
  if (ref.startsWith('-')) throw new Error(`invalid git ref '${ref}'`)
  const git = (args: string[]) => runGit(args, { cwd: root })
  const stdout = await git(['ls-tree', '-r', '--name-only', ref])
  const files = stdout.split('\n').filter((f) => f === 'evals/evals.json' || f.endsWith('/evals/evals.json'))
  const out: EvalInfo[] = []
  for (const f of files) {
    let json: unknown
    try {
      json = JSON.parse(await git(['show', `${ref}:${f}`]))
    } catch {
      // Not valid JSON at the base: nothing to compare with (evalInfosFromSuite of undefined is empty).
    }
    // The folder that holds `evals/evals.json` owns the suite; the repository's own suite has none.
    const owner = f.split('/').at(-3)
    out.push(...evalInfosFromSuite(json, owner))
  }
  return out
}
