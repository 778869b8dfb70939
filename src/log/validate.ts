/**
 * The results log's validators, each made once, on first use, by `compileLogValidator`
 * (./validators.ts: ajv at run time from source; precompiled standalone code in the bundles).
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
import { compileLogValidator, type LogSchema } from './validators.js'

export type Validator = ValidateFunction

/** Which file of the results folder: a runs.jsonl line, summary.json, grading.json, timing.json, eval_metadata.json. */
export type Which = LogSchema

const compiled = new Map<Which, Validator>()

/** The validator of one file kind, made on first use. */
export function validatorOf(which: Which): Validator {
  let v = compiled.get(which)
  if (!v) compiled.set(which, (v = compileLogValidator(which)))
  return v
}

/** Validator of one results-log line (schemas/results-log.schema.json), made on first use. */
export const recordValidator = (): Validator => validatorOf('record')

/** Validator of summary.json (schemas/summary.schema.json), made on first use. */
export const summaryValidator = (): Validator => validatorOf('summary')

/** The first schema error, as one line: `at /usage/input_tokens: must be number`. */
export function describeSchemaError(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0]
  if (!e) return 'does not match the schema'
  const where = e.instancePath || '(top level)'
  const extra = e.keyword === 'enum' ? ` (${(e.params as { allowedValues?: unknown[] }).allowedValues?.map((v) => JSON.stringify(v)).join(', ')})` : ''
  return `at ${where}: ${e.message ?? 'invalid'}${extra}`
}
