/**
 * The `json_schema` check kind. Every JSON document (the response, or each output file matching `in`) is valid
 * against `schema` (inline) or `schema_path` (a file in the skill folder); draft-07 unless `$schema`
 * says 2019-09 or 2020-12.
 */
import { promises as fs, readFileSync } from 'node:fs'
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { evalError, result } from '../kind.js'
import { listNames, q } from '../evidence.js'
import { describeJsonError, insideSkill, isFileSync, jsonDocs } from '../outputs.js'
import { compileJsonSchema, skillRelativeProblem, type CheckProblem } from '../check-schema.js'

interface AjvErr {
  instancePath: string
  message?: string
  keyword: string
  params: Record<string, unknown>
}

function formatAjvError(e: AjvErr): string {
  const where = e.instancePath === '' ? '(root)' : e.instancePath
  let msg = e.message ?? e.keyword
  if (e.keyword === 'enum' && Array.isArray(e.params['allowedValues'])) msg += ` ${q(e.params['allowedValues'])}`
  if (e.keyword === 'additionalProperties' && typeof e.params['additionalProperty'] === 'string') msg += ` '${e.params['additionalProperty']}'`
  if (e.keyword === 'const') msg += ` ${q(e.params['allowedValue'])}`
  return `${where}: ${msg}`
}

async function loadSchema(check: Check, ctx: CheckContext): Promise<{ schema: unknown; label: string } | { error: string }> {
  if ('schema' in check) return { schema: check['schema'], label: 'the inline schema' }
  const rel = check['schema_path'] as string
  const abs = insideSkill(ctx.skillDir, rel)
  if (!abs) return { error: `schema_path '${rel}' escapes the skill folder` }
  let text: string
  try {
    text = await fs.readFile(abs, 'utf8')
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    return { error: code === 'ENOENT' ? `schema_path '${rel}' does not exist in the skill folder (${ctx.skillDir})` : `cannot read schema_path '${rel}': ${(e as Error).message}` }
  }
  try {
    return { schema: JSON.parse(text.replace(/^\uFEFF/, '')), label: rel }
  } catch (e) {
    return { error: `schema_path '${rel}' is not valid JSON: ${describeJsonError(e, text)}` }
  }
}

async function runJsonSchema(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const loaded = await loadSchema(check, ctx)
  if ('error' in loaded) return evalError(loaded.error)
  const compiled = compileJsonSchema(loaded.schema)
  if (!compiled.validate) return evalError(`${loaded.label}: ${compiled.error}`)
  const docs = await jsonDocs(check['in'], ctx)
  if (!docs.ok) return docs.result
  const good: string[] = []
  const bad: string[] = []
  for (const d of docs.docs) {
    if (compiled.validate(d.value)) {
      good.push(d.label)
      continue
    }
    const errs = (compiled.validate.errors ?? []) as AjvErr[]
    const shown = errs.slice(0, 8).map(formatAjvError)
    const more = errs.length > 8 ? `; … ${errs.length - 8} more` : ''
    bad.push(`${d.label} does not match ${loaded.label}: ${shown.join('; ')}${more}`)
  }
  if (bad.length === 0) return result(true, `${listNames(good)} ${good.length === 1 ? 'is' : 'are'} valid against ${loaded.label}`)
  return result(false, bad.join('\n') + (good.length > 0 ? `\n(valid: ${listNames(good)})` : ''))
}

export const json_schema: CheckKindPlugin = {
  required: [],
  fields: { schema: 'any', schema_path: 'string', in: 'string' },
  readsJson: true,
  validate(check, { has, add }) {
    const hasSchema = 'schema' in check
    const hasPath = 'schema_path' in check
    if (hasSchema && hasPath) add('', "a json_schema check takes 'schema' or 'schema_path', not both")
    else if (!hasSchema && !hasPath) add('', "a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)")
    if (hasSchema) {
      const c = compileJsonSchema(check['schema'])
      if (c.error) add('/schema', c.error)
    }
    if (has('schema_path')) {
      const p = skillRelativeProblem(check['schema_path'] as string, "'schema_path'")
      if (p) add('/schema_path', p)
    }
  },
  skillFiles(check: Check, skillDir: string): CheckProblem[] {
    const out: CheckProblem[] = []
    if (typeof check['schema_path'] !== 'string') return out
    const rel = check['schema_path']
    const abs = insideSkill(skillDir, rel)
    if (!abs) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' escapes the skill folder` })
    else if (!isFileSync(abs)) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' does not exist in the skill folder` })
    else {
      const text = readFileSync(abs, 'utf8').replace(/^\uFEFF/, '')
      let schema: unknown
      try {
        schema = JSON.parse(text)
      } catch (e) {
        out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' is not valid JSON: ${describeJsonError(e, text)}` })
        return out
      }
      const c = compileJsonSchema(schema)
      if (c.error) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}': ${c.error}` })
    }
    return out
  },
  run: runJsonSchema,
}
