/**
 * The hash of an eval's definition: what decides a grade (the prompt, the input file paths, the
 * assertions with their deterministic checks). First 16 hex characters of sha256 over the
 * canonical JSON (object keys sorted) of `{prompt, files, assertions: [{text, check|null}]}`.
 *
 * A run records the hash of the definition it answered (`definitionHash` on its runs.jsonl line),
 * over the assertion TEXTS (`check: null` for each), the same formula older folders give from a
 * run's eval_metadata.json (src/aggregate/definitions.ts `recordedHash`), so runs of any build
 * compare with each other. The repository and the base ref are compared with checks included.
 */
import { createHash } from 'node:crypto'

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical)
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, canonical(o[k])]))
  }
  return v
}

export interface EvalDefinition {
  prompt: string
  files: readonly string[]
  assertions: readonly (string | { text: string; check?: unknown })[]
}

export function definitionHash(d: EvalDefinition): string {
  const body = {
    prompt: d.prompt,
    files: [...d.files],
    assertions: d.assertions.map((a) => (typeof a === 'string' ? { text: a, check: null } : { text: a.text, check: a.check ?? null })),
  }
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex').slice(0, 16)
}

/** The hash a run records for the eval it answered: prompt, input files and the assertions' texts (empty texts left out). */
export function runDefinitionHash(e: { prompt: string; files: readonly string[]; assertions: readonly { text: string }[] }): string {
  return definitionHash({ prompt: e.prompt, files: e.files, assertions: e.assertions.map((a) => a.text).filter(Boolean) })
}
