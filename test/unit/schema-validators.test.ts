/**
 * The precompiled (ajv standalone) validators the build bundles in place of
 * src/discover/schema-validators.ts give the same verdicts and the same errors as the validators
 * compiled at run time, on valid and invalid documents of every schema.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { schemaValidator, type SchemaName } from '../../src/discover/schema-validators.js'
import type { LogSchema } from '../../src/log/validators.js'

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..')
// Inside the project, so the generated code's require('ajv/dist/runtime/…') resolves.
const dir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'skill-evals-test', `validators-${process.pid}`)
let standalone: (name: SchemaName) => ValidateFunction | undefined

beforeAll(async () => {
  const gen = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'scripts', 'schema-validators.mjs')).href)) as {
    standaloneValidatorsCode(o: { standalone: boolean }): string
  }
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, 'validators.mjs')
  await writeFile(file, gen.standaloneValidatorsCode({ standalone: true }))
  standalone = ((await import(pathToFileURL(file).href)) as { schemaValidator: typeof standalone }).schemaValidator
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const docs: Record<SchemaName, unknown[]> = {
  config: [{}, { trials: 3, concurrency: 16, cache: 'read-write' }, { trials: 'three', cache: 'sometimes', unknownKey: 1 }, { models: 'claude' }, []],
  evals: [
    { skill_name: 's', evals: [{ id: 1, prompt: 'p', expectations: [{ text: 'x', check: { kind: 'contains', value: 'ok' } }] }] },
    { skill_name: 's', evals: [{ id: 1 }] },
    { evals: 'none' },
    { skill_name: 3, evals: [{ id: {}, prompt: 4, expectations: [{ check: 'x' }] }] },
  ],
  pipeline: [{}, { id: 'a', steps: [] }, { id: 'A B', steps: [{ skill: 3 }] }, 'text'],
  triggers: [[{ query: 'q', should_trigger: true }], [{ query: 3 }], { queries: [] }, [{ query: 'q', should_trigger: 'yes', extra: 1 }]],
}

const errorsOf = (v: ValidateFunction) =>
  (v.errors ?? []).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword, params: e.params, message: e.message, schemaPath: e.schemaPath, data: e.data, parentSchema: e.parentSchema }))

describe('precompiled schema validators', () => {
  for (const name of Object.keys(docs) as SchemaName[]) {
    test(`${name}: same verdicts and errors as ajv at run time`, () => {
      const runtime = schemaValidator(name)!
      const pre = standalone(name)!
      expect(typeof pre).toBe('function')
      let invalid = 0
      for (const doc of docs[name]) {
        const ok = runtime(doc)
        expect(pre(doc)).toBe(ok)
        if (!ok) invalid++
        expect(errorsOf(pre)).toEqual(errorsOf(runtime))
      }
      expect(invalid).toBeGreaterThan(0) // the cases do exercise the error path
    })
  }
})

describe('precompiled results-log validators (src/log/validators.ts)', () => {
  let standaloneLog: (which: LogSchema) => ValidateFunction
  beforeAll(async () => {
    const gen = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'scripts', 'schema-validators.mjs')).href)) as {
      standaloneLogValidatorsCode(o: { standalone: boolean }): string
    }
    const file = path.join(dir, 'log-validators.mjs')
    await writeFile(file, gen.standaloneLogValidatorsCode({ standalone: true }))
    standaloneLog = ((await import(pathToFileURL(file).href)) as { compileLogValidator: typeof standaloneLog }).compileLogValidator
  })
  const record = {
    version: 1, runId: 's/iteration-1/eval-1-x/with_skill/run-1', skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill',
    trial: 1, model: 'claude-haiku-4-5', status: 'completed', response: 'ok', filesWritten: [], toolCalls: [], durationMs: 5,
    usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0, retries: 0,
  }
  const cases: Record<LogSchema, unknown[]> = {
    record: [record, { ...record, configuration: 'sometimes' }, { ...record, usage: { input_tokens: 'x' } }, 'text', []],
    summary: [{}, { verdict: 3 }, [], { skills: 'none' }],
    grading: [{ expectations: [{ text: 't', passed: true, evidence: 'e' }], summary: { passed: 1, failed: 0, total: 1, pass_rate: 1 } }, { expectations: 'none' }, [], { expectations: [{ text: 3 }] }],
    timing: [{ total_tokens: 3, duration_ms: 5, total_duration_seconds: 0.1 }, { total_tokens: 'many' }, 'x'],
    eval_metadata: [{ eval_id: 1, eval_name: 'n', prompt: 'p', assertions: [] }, { eval_id: {} }, 7],
  }
  for (const which of Object.keys(cases) as LogSchema[]) {
    test(`${which}: same verdicts and first error as ajv at run time`, async () => {
      const { compileLogValidator } = await import('../../src/log/validators.js')
      const runtime = compileLogValidator(which)
      const pre = standaloneLog(which)
      expect(typeof pre).toBe('function')
      let invalid = 0
      for (const doc of cases[which]) {
        const ok = runtime(doc)
        expect(pre(doc)).toBe(ok)
        if (!ok) invalid++
        expect(errorsOf(pre)).toEqual(errorsOf(runtime))
      }
      expect(invalid).toBeGreaterThan(0)
    })
  }
})
