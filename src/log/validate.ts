/**
 * The results log's validators, each made once, on first use, by `compileLogValidator`
 * (./validators.ts: ajv at run time from source; precompiled standalone code in the bundles).
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
import { compileLogValidator, type LogSchema } from './validators.js'

export type Validator = ValidateFunction

const compiled = new Map<LogSchema, Validator>()

function get(which: LogSchema): Validator {
  let v = compiled.get(which)
  if (!v) compiled.set(which, (v = compileLogValidator(which)))
  return v
}

/** Validator of one results-log line (schemas/results-log.schema.json), compiled on first use. */
export const recordValidator = (): Validator => get('record')

/** Validator of summary.json (schemas/summary.schema.json), compiled on first use. */
export const summaryValidator = (): Validator => get('summary')

/** The first schema error, as one line: `at /usage/input_tokens: must be number`. */
export function describeSchemaError(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0]
  if (!e) return 'does not match the schema'
  const where = e.instancePath || '(top level)'
  const extra = e.keyword === 'enum' ? ` (${(e.params as { allowedValues?: unknown[] }).allowedValues?.map((v) => JSON.stringify(v)).join(', ')})` : ''
  return `at ${where}: ${e.message ?? 'invalid'}${extra}`
}
