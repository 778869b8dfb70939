/**
 * Each action of this repository (the root action.yml and one folder per step) declares exactly
 * the inputs its step reads and the outputs its step sets, and runs its own entry.
 * What a step reads is recorded by running its settings reader (src/action/inputs.ts) against a
 * recording input source; what it may set is its `STEP_OUTPUTS` list, which the setter enforces.
 */
import { describe, test, expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { STEPS, deprecatedCommand, readSettings, InputError, type Step } from '../../src/action/inputs.js'
import { OUTPUT_NAMES, STEP_OUTPUTS, outputsOf } from '../../src/action/outputs.js'

interface ActionYml {
  name: string
  description: string
  inputs: Record<string, { description: string; default?: unknown; required?: boolean }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string }
}
const folderOf = (step: Step) => (step === 'pr' ? '' : step)
const actionOf = (step: Step) => parse(readFileSync(join(PROJECT_ROOT, folderOf(step), 'action.yml'), 'utf8')) as ActionYml

/** The inputs a step's reader asks for, with `values` given (everything else empty). */
function readNames(step: Step, values: Record<string, string> = {}): string[] {
  const asked = new Set<string>()
  readSettings(step, (name) => {
    asked.add(name)
    return values[name] ?? ''
  })
  return [...asked].sort()
}

describe('the actions, one per step', () => {
  test.each(STEPS.map((s) => [s]))('%s: action.yml declares exactly the inputs its step reads', (step) => {
    const action = actionOf(step)
    const declared = Object.keys(action.inputs).sort()
    // The root action also declares the deprecated `command` (read by deprecatedCommand, not by the step).
    const read = step === 'pr' ? [...readNames(step), 'command'].sort() : readNames(step)
    expect(declared).toEqual(read)
    for (const [name, input] of Object.entries(action.inputs)) {
      expect([name, typeof input.description, input.description.length > 10]).toEqual([name, 'string', true])
      expect([name, typeof input.default]).toEqual([name, 'string'])
    }
  })

  test.each(STEPS.map((s) => [s]))('%s: action.yml declares exactly the outputs its step may set, and runs its own entry', (step) => {
    const action = actionOf(step)
    expect(Object.keys(action.outputs).sort()).toEqual(STEP_OUTPUTS[step].map((k) => OUTPUT_NAMES[k]).sort())
    const main = step === 'pr' ? 'dist/index.js' : `../dist/${step}.js`
    expect(action.runs).toEqual({ using: 'node24', main })
    // The entry source the build bundles to that file.
    expect(existsSync(join(PROJECT_ROOT, step === 'pr' ? 'src/action/index.ts' : `src/action/entries/${step}.ts`))).toBe(true)
    const entry = readFileSync(join(PROJECT_ROOT, step === 'pr' ? 'src/action/index.ts' : `src/action/entries/${step}.ts`), 'utf8')
    // (under mutation testing the file is Stryker's instrumented copy: the call is there, wrapped)
    if (entry.includes('stryMutAct_')) expect([entry.includes('runStep('), entry.includes(`'${step}'`) || entry.includes(`"${step}"`)]).toEqual([true, true])
    else expect(entry).toContain(`runStep('${step}')`)
  })

  test('no step action has more inputs than the old single action minus the ones it does not use; the root has only what a whole evaluation needs', () => {
    const counts = Object.fromEntries(STEPS.map((s) => [s, Object.keys(actionOf(s).inputs).length]))
    for (const s of STEPS) expect([s, counts[s]! <= 17]).toEqual([s, true])
    // Shard-only and merge-only inputs are not the root's business.
    for (const name of ['shard', 'plan-file', 'shards', 'shards-dir', 'shards-result', 'results-dir', 'results-dirs', 'viewer-url', 'api-key-present']) {
      expect([name, name in actionOf('pr').inputs]).toEqual([name, false])
    }
  })

  test('a step cannot set an output its action does not declare', () => {
    expect(() => outputsOf('validate')({ verdict: 'go' })).toThrow("The validate step has no output 'verdict'.")
    expect(() => outputsOf('comment')({ benchmarkFile: 'x' })).toThrow("no output 'benchmark-file'")
  })

  test('settings are typed and validated in one place', () => {
    const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''
    expect(readSettings('plan', get({ shards: '99', trials: '2', models: 'a, b\nc', 'max-cost-usd': '1.5', 'api-key-present': 'TRUE' }))).toMatchObject({
      shards: 64,
      trials: 2,
      models: ['a', 'b', 'c'],
      maxCostUsd: 1.5,
      apiKeyPresent: true,
      root: '.',
      mode: 'auto',
    })
    expect(readSettings('evaluate', get({ executor: 'Claude-Code', 'claude-code-path': ' bin/claude ' }))).toMatchObject({ executor: 'claude-code', claudeCodePath: 'bin/claude' })
    expect(readSettings('merge', get({}))).toMatchObject({ failOnVerdict: true })
    expect(readSettings('cross-model', get({ 'results-dirs': 'a,b\n c \n' }))).toMatchObject({ resultsDirs: ['a,b', 'c'] })
    expect(() => readSettings('validate', get({ 'fail-on-warnings': 'yes' }))).toThrow(InputError)
    expect(() => readSettings('pr', get({ trials: '-1' }))).toThrow("Input 'trials' must be a whole number >= 0")
    expect(() => readSettings('pr', get({ executor: 'docker' }))).toThrow("Input 'executor' must be api or claude-code")
  })

  test('the root action\'s deprecated `command` still selects a step for one release', () => {
    const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''
    expect(deprecatedCommand(get({}))).toBeUndefined()
    expect(deprecatedCommand(get({ command: 'validate' }))).toBe('validate')
    expect(deprecatedCommand(get({ command: 'evaluate' }))).toBe('pr')
    expect(deprecatedCommand(get({ command: 'evaluate', shard: '1/2', 'plan-file': 'p.json' }))).toBe('evaluate')
    expect(deprecatedCommand(get({ command: ' Cross-Model ' }))).toBe('cross-model')
    expect(() => deprecatedCommand(get({ command: 'pr' }))).toThrow("Input 'command' must be one of validate, plan, evaluate, merge, comment, benchmark, cross-model")
    expect(() => deprecatedCommand(get({ command: 'deploy' }))).toThrow(InputError)
  })
})
