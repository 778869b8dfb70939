/**
 * The results folder's validators (a runs.jsonl line, summary.json, grading.json, timing.json,
 * eval_metadata.json), compiled with ajv at run time: what runs from source (tsx, jest). The build
 * (scripts/build.mjs) bundles precompiled standalone validators in this module's place, generated
 * by `standaloneLogValidatorsCode()` in scripts/schema-validators.mjs from the same schemas and
 * LOG_VALIDATOR_OPTIONS, so `grade`, `report` and `view` compile no schema when they read a folder.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv'
import recordSchema from '../../schemas/results-log.schema.json' with { type: 'json' }
import summarySchema from '../../schemas/summary.schema.json' with { type: 'json' }
import gradingSchema from '../../schemas/grading.schema.json' with { type: 'json' }
import timingSchema from '../../schemas/timing.schema.json' with { type: 'json' }
import evalMetadataSchema from '../../schemas/eval-metadata.schema.json' with { type: 'json' }

export type LogSchema = 'record' | 'summary' | 'grading' | 'timing' | 'eval_metadata'

/** The schema of each, by file name under schemas/ (the standalone build reads the same files). */
export const LOG_SCHEMA_FILES: Record<LogSchema, string> = {
  record: 'results-log',
  summary: 'summary',
  grading: 'grading',
  timing: 'timing',
  eval_metadata: 'eval-metadata',
}
const SCHEMAS: Record<LogSchema, object> = {
  record: recordSchema,
  summary: summarySchema,
  grading: gradingSchema,
  timing: timingSchema,
  eval_metadata: evalMetadataSchema,
}

/** Keep in step with LOG_VALIDATOR_OPTIONS in scripts/schema-validators.mjs. */
export const LOG_VALIDATOR_OPTIONS: Options = { allErrors: false, allowUnionTypes: true, strict: false }

/** Build one validator of the results folder (called once per schema by src/log/validate.ts). */
export function compileLogValidator(which: LogSchema): ValidateFunction {
  const ajv = new Ajv(LOG_VALIDATOR_OPTIONS)
  return ajv.compile(SCHEMAS[which])
}
