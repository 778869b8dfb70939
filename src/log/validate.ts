/**
 * The results log's validators, built in one place so their construction can be swapped (e.g. for
 * ajv standalone code generated at build time) without touching the readers: `compileValidator`.
 * Each is compiled once, on first use.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import recordSchema from '../../schemas/results-log.schema.json' with { type: 'json' }
import summarySchema from '../../schemas/summary.schema.json' with { type: 'json' }

export type Validator = ValidateFunction

type Which = 'record' | 'summary'
const compiled = new Map<Which, Validator>()

/** Build one validator of the log: the one function to replace with precompiled (standalone) ones. */
function compileValidator(which: Which): Validator {
  const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: false })
  return ajv.compile((which === 'record' ? recordSchema : summarySchema) as object)
}

function get(which: Which): Validator {
  let v = compiled.get(which)
  if (!v) compiled.set(which, (v = compileValidator(which)))
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
