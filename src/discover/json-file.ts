/**
 * What the JSON-file loaders of `discover/` (eval suites, pipeline scenarios) share: reading a
 * file with a size cap, parsing it with source positions, and turning schema errors into
 * findings at the offending value. Nothing here throws for a bad file; problems become findings.
 */
import * as fs from './sync-fs.js'
import path from 'node:path'
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Finding } from '../types.js'
import { describeSchemaError, parseJsonWithPositions, type JsonSource } from './json-source.js'
import { isObject, type JsonObject as Json } from '../text/object.js'
import { leavesFolder } from '../paths.js'
export { isObject, type Json }

export const toPosix = (p: string): string => p.split(path.sep).join('/')

export function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p)
  return rel === '' || !leavesFolder(rel)
}

/** Report a finding at a JSON pointer of the file (at the key instead of the value with `key`). */
export type Push = (severity: Finding['severity'], rule: string, pointer: string, message: string, key?: boolean) => void

/** A validator compiled on first use; undefined when the schema does not compile. */
export function lazyValidator(compile: () => ValidateFunction): () => ValidateFunction | undefined {
  let validator: ValidateFunction | undefined
  let failed = false
  return () => {
    if (!validator && !failed) {
      try {
        validator = compile()
      } catch {
        failed = true
      }
    }
    return validator
  }
}

export interface JsonFileOptions {
  /** Repo-relative POSIX path, used in findings. */
  rel: string
  maxBytes: number
  /** Rule of read problems, e.g. `suite.read`. */
  readRule: string
  /** Prefix of JSON syntax rules, e.g. `suite.json`. */
  jsonRulePrefix: string
  /** What the files are, plural, for the size message ("eval suites"). */
  what: string
  /** Report a path that is not a regular file (otherwise it is skipped silently). */
  reportNotFile: boolean
  /** Skip a file that does not exist silently (otherwise it is reported). */
  ignoreMissing: boolean
}

export interface JsonFile {
  src: JsonSource
  /** The parsed document. */
  doc: unknown
  push: Push
}

/**
 * Read and parse one JSON file. Read and syntax problems go to `findings`; undefined when
 * there is no document to look at.
 */
export async function loadJsonFile(abs: string, o: JsonFileOptions, findings: Finding[]): Promise<JsonFile | undefined> {
  const { rel } = o
  let bytes: Buffer
  try {
    const st = await fs.stat(abs)
    if (!st.isFile()) {
      if (o.reportNotFile) findings.push({ severity: 'error', file: rel, rule: o.readRule, message: `${rel} is not a regular file.` })
      return undefined
    }
    if (st.size > o.maxBytes) {
      findings.push({
        severity: 'error',
        file: rel,
        rule: o.readRule,
        message: `${rel} is ${st.size} bytes; ${o.what} larger than ${o.maxBytes} bytes are not read.`,
      })
      return undefined
    }
    bytes = await fs.readCapped(abs, o.maxBytes, o.what) // issue 33: no link out, fstat before reading
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | undefined)?.code
    if (o.ignoreMissing && (code === 'ENOENT' || code === 'ENOTDIR')) return undefined
    findings.push({ severity: 'error', file: rel, rule: o.readRule, message: `Could not read ${rel}: ${e instanceof Error ? e.message : String(e)}` })
    return undefined
  }

  const src = parseJsonWithPositions(bytes, rel, { rulePrefix: o.jsonRulePrefix })
  findings.push(...src.findings) // (at most 101: the parser caps them)
  if (src.value === undefined) return undefined
  const push: Push = (severity, rule, pointer, message, key = false) => {
    const p = key ? src.locateKey(pointer) : src.locate(pointer)
    findings.push({ severity, file: rel, line: p.line, column: p.column, rule, message })
  }
  return { src, doc: src.value, push }
}

const MAX_SCHEMA_FINDINGS = 100

export interface SchemaReportOptions {
  rel: string
  /** Rule of schema errors, e.g. `suite.schema`; unknown keys are warnings `<rule>.unknown-key`. */
  rule: string
  push: Push
  /** Filter or reorder ajv's errors before they are reported. */
  prepare?: (errors: ErrorObject[]) => ErrorObject[]
  /** Per error: `'skip'` to drop it, or an error finding of its own instead of the generic one. */
  override?: (err: ErrorObject) => 'skip' | { pointer: string; message: string } | undefined
}

/**
 * Validate `doc` and report its schema errors (at most 100, then one "more errors" finding).
 * A missing validator or one that crashes reports nothing: the loaders' own checks still run.
 */
export function reportSchemaErrors(validate: ValidateFunction | undefined, doc: unknown, o: SchemaReportOptions): void {
  if (!validate) return
  let ok = false
  try {
    ok = validate(doc) as boolean
  } catch {
    ok = true // a validator crash must not hide the rest
  }
  if (ok) return
  const errors = validate.errors ?? []
  let count = 0
  for (const err of o.prepare ? o.prepare(errors) : errors) {
    const own = o.override?.(err)
    if (own === 'skip') continue
    if (own) {
      if (++count > MAX_SCHEMA_FINDINGS) break
      o.push('error', o.rule, own.pointer, own.message)
      continue
    }
    const d = describeSchemaError(err, doc)
    if (!d) continue
    if (++count > MAX_SCHEMA_FINDINGS) {
      o.push('error', o.rule, '', `More schema errors in ${o.rel} were not reported.`)
      break
    }
    if (d.unknownProperty !== undefined) o.push('warning', `${o.rule}.unknown-key`, d.pointer, `${d.message} It is ignored.`, true)
    else o.push('error', o.rule, d.pointer, d.message, d.atKey)
  }
}
