/**
 * The results log's validators, built in one place so their construction can be swapped (e.g. for
 * ajv standalone code generated at build time) without touching the readers: `compileValidator`.
 * Each is compiled once, on first use.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import recordSchema from '../../schemas/results-log.schema.json' with { type: 'json' }
import summarySchema from '../../schemas/summary.schema.json' with { type: 'json' }
import gradingSchema from '../../schemas/grading.schema.json' with { type: 'json' }
import timingSchema from '../../schemas/timing.schema.json' with { type: 'json' }
import evalMetadataSchema from '../../schemas/eval-metadata.schema.json' with { type: 'json' }

export type Validator = ValidateFunction

/** Which file of the results folder: a runs.jsonl line, summary.json, grading.json, timing.json, eval_metadata.json. */
export type Which = 'record' | 'summary' | 'grading' | 'timing' | 'eval_metadata'
const SCHEMAS: Record<Which, object> = {
  record: recordSchema,
  summary: summarySchema,
  grading: gradingSchema,
  timing: timingSchema,
  eval_metadata: evalMetadataSchema,
}
const compiled = new Map<Which, Validator>()

/** Build one validator of the log: the one function to replace with precompiled (standalone) ones. */
function compileValidator(which: Which): Validator {
  const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: false })
  return ajv.compile(SCHEMAS[which])
}

/** The validator of one file kind, compiled on first use. */
export function validatorOf(which: Which): Validator {
  let v = compiled.get(which)
  if (!v) compiled.set(which, (v = compileValidator(which)))
  return v
}

/** Validator of one results-log line (schemas/results-log.schema.json), compiled on first use. */
export const recordValidator = (): Validator => validatorOf('record')

/** Validator of summary.json (schemas/summary.schema.json), compiled on first use. */
export const summaryValidator = (): Validator => validatorOf('summary')

/** The first schema error, as one line: `at /usage/input_tokens: must be number`. */
export function describeSchemaError(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0]
  if (!e) return 'does not match the schema'
  const where = e.instancePath || '(top level)'
  const extra = e.keyword === 'enum' ? ` (${(e.params as { allowedValues?: unknown[] }).allowedValues?.map((v) => JSON.stringify(v)).join(', ')})` : ''
  return `at ${where}: ${e.message ?? 'invalid'}${extra}`
}
