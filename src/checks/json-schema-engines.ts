/**
 * Ajv's JSON Schema compilers (draft-07, 2019-09, 2020-12) and its formats: what a json_schema
 * check's schema and a skill's output schema are compiled with. Bundled they are about 0.3 MB,
 * needed only when a repository has such a schema, so the build (scripts/build.mjs) puts this
 * module in a side file, dist/side/json-schema-engines.cjs, loaded on first use instead of at
 * every command's start-up. From source (tsx, jest) it is imported as usual.
 */
import { Ajv } from 'ajv'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

type FormatsPlugin = (ajv: Ajv) => Ajv

export interface JsonSchemaEngines {
  Ajv: typeof Ajv
  Ajv2019: typeof Ajv2019
  Ajv2020: typeof Ajv2020
  addFormats: FormatsPlugin
}

const addFormats: FormatsPlugin =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin)

/** The compilers. */
export function jsonSchemaEngines(): JsonSchemaEngines {
  return { Ajv, Ajv2019, Ajv2020, addFormats }
}
