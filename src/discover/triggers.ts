/**
 * Trigger sets: `evals/triggers/<skill>.json`, skill-creator's eval_set format
 * (`[{query, should_trigger}]`; 20 recommended, 10 and 10). Checked by `validate`:
 * - JSON and schema errors, each with file and line;
 * - a file whose name is not a skill's name → error (the set would never run);
 * - fewer than 8 queries in a class → warning (too few to tell a description change from noise);
 * - the same query twice → warning (skill-creator keys results by query text, so they merge).
 * Never throws: problems become findings.
 */
import { promises as fs } from 'node:fs'
import { readCapped, registerRepoRoot } from './sync-fs.js'
import { skillFolderName } from '../paths.js'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { schemaValidator } from './schema-validators.js'
import type { Finding, Skill } from '../types.js'
import { describeSchemaError, parseJsonWithPositions } from './json-source.js'
import { suggestKey } from './config.js'

/** Repo-relative folder of the trigger sets. */
export const TRIGGERS_DIR = 'evals/triggers'
/** Below this many queries in a class, validate warns. */
export const MIN_QUERIES_PER_CLASS = 8
const MAX_TRIGGER_FILE_BYTES = 1024 * 1024
const MAX_SCHEMA_FINDINGS = 50
/** The JSON pointer of the whole document: where findings about the set as a whole are placed. */
const DOCUMENT = ''

export interface TriggerSetQuery {
  query: string
  should_trigger: boolean
  /** 1-based line of the entry's `{`. */
  line: number
}

export interface TriggerSet {
  skill: string
  /** Repo-relative path, POSIX. */
  file: string
  queries: TriggerSetQuery[]
}

function getValidator(): ValidateFunction | undefined {
  return schemaValidator('triggers')
}

/** Repo-relative path of a skill's trigger set. */
export function triggerSetPath(skill: string): string {
  return `${TRIGGERS_DIR}/${skillFolderName(skill)}.json`
}

/** Parse and check one trigger file. `skill` undefined → the file name names no skill. */
export function checkTriggerFile(bytes: Buffer | string, file: string, skill: string | undefined): { set?: TriggerSet; findings: Finding[] } {
  const findings: Finding[] = []
  const src = parseJsonWithPositions(bytes, file, { rulePrefix: 'triggers.json' })
  findings.push(...src.findings)
  if (src.value === undefined) return { findings }
  const doc = src.value
  const push = (severity: Finding['severity'], rule: string, pointer: string, message: string, key = false): void => {
    const p = key ? src.locateKey(pointer) : src.locate(pointer)
    findings.push({ severity, file, line: p.line, column: p.column, rule, message })
  }

  // Our own schema always compiles (schemaValidator is undefined only for one that does not), and
  // ajv does not throw on a parsed JSON document.
  const validate = getValidator()!
  const schemaOk = validate(doc) as boolean
  if (!schemaOk) {
    let count = 0
    for (const err of validate.errors!) {
      if (++count > MAX_SCHEMA_FINDINGS) {
        push('error', 'triggers.schema', DOCUMENT, `More schema errors in ${file} were not reported.`)
        break
      }
      if (err.keyword === 'pattern') {
        push('error', 'triggers.schema', err.instancePath, 'query must not be blank.')
        continue
      }
      const d = describeSchemaError(err, doc)
      // Stryker disable next-line ConditionalExpression: describeSchemaError skips only 'if' and 'propertyNames' errors, which the trigger schema has none of
      if (!d) continue
      if (d.unknownProperty !== undefined) {
        push('warning', 'triggers.schema.unknown-key', d.pointer, `${d.message} Only 'query' and 'should_trigger' are read; it is ignored.`, true)
      } else {
        push('error', 'triggers.schema', d.pointer, d.message, d.atKey)
      }
    }
  }
  if (!Array.isArray(doc)) return { findings }

  const queries: TriggerSetQuery[] = []
  const seen = new Map<string, number>()
  doc.forEach((e: unknown, i: number) => {
    // (an entry that is not an object has neither key; null has no properties to read)
    const entry = e as { query?: unknown; should_trigger?: unknown } | null
    const q = entry?.query
    const t = entry?.should_trigger
    if (typeof q !== 'string' || q.trim() === '' || typeof t !== 'boolean') return
    const line = src.locate(`/${i}`).line
    const key = q.trim()
    const first = seen.get(key)
    if (first !== undefined) {
      push('warning', 'triggers.duplicate-query', `/${i}/query`, `The same query is already listed on line ${first}; skill-creator merges results by query text. Remove one.`)
    } else seen.set(key, line)
    queries.push({ query: q, should_trigger: t, line })
  })

  if (skill !== undefined && schemaOk) {
    const pos = queries.filter((q) => q.should_trigger).length
    const neg = queries.length - pos
    for (const [n, label] of [
      [pos, 'should trigger (should_trigger: true)'],
      [neg, 'should not trigger (should_trigger: false)']
    ] as const) {
      if (n < MIN_QUERIES_PER_CLASS) {
        push(
          'warning',
          'triggers.class-size',
          DOCUMENT,
          `Only ${n} quer${n === 1 ? 'y' : 'ies'} ${label}; use at least ${MIN_QUERIES_PER_CLASS} (10 and 10 recommended, negatives as realistic near-misses) so trigger rates mean something.`
        )
      }
    }
  }
  return skill !== undefined ? { set: { skill, file, queries }, findings } : { findings }
}

async function readSmall(abs: string, rel: string, findings: Finding[]): Promise<Buffer | undefined> {
  try {
    const st = await fs.stat(abs)
    if (!st.isFile()) {
      findings.push({ severity: 'error', file: rel, rule: 'triggers.read', message: `${rel} is not a regular file.` })
      return undefined
    }
    if (st.size > MAX_TRIGGER_FILE_BYTES) {
      findings.push({ severity: 'error', file: rel, rule: 'triggers.read', message: `${rel} is ${st.size} bytes; trigger sets larger than ${MAX_TRIGGER_FILE_BYTES} bytes are not read.` })
      return undefined
    }
    return await readCapped(abs, MAX_TRIGGER_FILE_BYTES, 'trigger sets') // issue 33: no link out, fstat before reading
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
    findings.push({ severity: 'error', file: rel, rule: 'triggers.read', message: `Could not read ${rel}: ${e instanceof Error ? e.message : String(e)}` })
    return undefined
  }
}

/** Every trigger set of the repo with its findings (for validate). */
export async function loadTriggerSets(repoRoot: string, skills: readonly Skill[]): Promise<{ sets: TriggerSet[]; findings: Finding[] }> {
  registerRepoRoot(repoRoot)
  const root = path.resolve(repoRoot)
  const findings: Finding[] = []
  const sets: TriggerSet[] = []
  let names: string[]
  try {
    names = (await fs.readdir(path.join(root, ...TRIGGERS_DIR.split('/')))).filter((n) => n.toLowerCase().endsWith('.json')).sort()
  } catch {
    return { sets, findings }
  }
  const known = skills.map((s) => s.name)
  for (const name of names) {
    const rel = `${TRIGGERS_DIR}/${name}`
    const skill = name.slice(0, -'.json'.length)
    const owner = known.includes(skill) ? skill : undefined
    if (!owner) {
      const hint = suggestKey(skill, known)
      findings.push({
        severity: 'error',
        file: rel,
        line: 1,
        rule: 'triggers.unknown-skill',
        message: `No skill named '${skill}' for trigger set ${rel}${hint ? ` (did you mean '${hint}'? rename it to ${triggerSetPath(hint)})` : ''}; name the file after a skill: ${TRIGGERS_DIR}/<skill>.json.`
      })
    }
    const bytes = await readSmall(path.join(root, ...rel.split('/')), rel, findings)
    if (bytes === undefined) continue
    const r = checkTriggerFile(bytes, rel, owner)
    findings.push(...r.findings)
    if (r.set) sets.push(r.set)
  }
  return { sets, findings }
}

/** The findings of every trigger set (the call `loadRepo` makes). */
export async function checkTriggerSets(repoRoot: string, skills: readonly Skill[]): Promise<Finding[]> {
  try {
    return (await loadTriggerSets(repoRoot, skills)).findings
  } catch (e) {
    return [{ severity: 'error', file: TRIGGERS_DIR, rule: 'triggers.read', message: `Could not load trigger sets: ${e instanceof Error ? e.message : String(e)}` }]
  }
}

/** One skill's trigger set (for the triggers / optimize-description commands). */
export async function loadTriggerSet(repoRoot: string, skill: string): Promise<{ set?: TriggerSet; findings: Finding[]; missing: boolean }> {
  registerRepoRoot(repoRoot)
  const rel = triggerSetPath(skill)
  const findings: Finding[] = []
  const bytes = await readSmall(path.join(path.resolve(repoRoot), ...rel.split('/')), rel, findings)
  if (bytes === undefined) return { findings, missing: findings.length === 0 }
  return { ...checkTriggerFile(bytes, rel, skill), missing: false }
}
