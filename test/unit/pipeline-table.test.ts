/** Pure helpers of pipelines: the PR-comment table, when pipelines run, the scenario status. */
import { describe, expect, test } from '@jest/globals'
import { pipelineTable, pipelineTableMarkdown, shouldRunPipelines, PIPELINE_TABLE_HEADER } from '../../src/pipeline/table.js'
import { buildIndex } from '../../src/pipeline/results.js'
import { scenarioStatus } from '../../src/pipeline/scenario.js'
import { stepPrompt } from '../../src/pipeline/step.js'
import type { GradedAssertion, PipelineResult, StepResult } from '../../src/pipeline/types.js'

const g = (status: 'pass' | 'fail' | 'error'): GradedAssertion => ({ text: 't', passed: status === 'pass', evidence: status === 'error' ? 'ERROR: x' : 'e', status, source: 'check' })

function step(n: number, status: StepResult['status'], error?: string): StepResult {
  return {
    n,
    skill: 's',
    prompt: 'p',
    status,
    verify: [],
    diff: '',
    diffTruncated: false,
    diffChars: 0,
    filesChanged: [],
    fileStatus: {},
    commit: null,
    response: '',
    skillUsed: true,
    turns: 1,
    toolCalls: 0,
    stopReason: 'end_turn',
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0.01,
    judge: { calls: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0 },
    durationMs: 5,
    ...(error ? { error: { message: error } } : {}),
    files: { transcript: '', grading: '', diff: '' }
  }
}

function result(id: string, over: Partial<PipelineResult>): PipelineResult {
  return {
    version: 1,
    id,
    description: 'd',
    costClass: 'low',
    file: `evals/pipeline/${id}.json`,
    status: 'pass',
    cancelled: false,
    model: 'm',
    judgeModel: 'j',
    startedAt: '',
    finishedAt: '',
    durationMs: 10,
    seedCommit: 'abc',
    steps: [],
    final: [],
    summary: { stepsTotal: 3, stepsPassed: 3, finalTotal: 2, finalPassed: 2 },
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0.5,
    judge: { calls: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0 },
    ...over
  }
}

describe('pipelineTable', () => {
  const results = [
    result('core-workflow', {}),
    result('full-chain', { costClass: 'high', status: 'fail', summary: { stepsTotal: 3, stepsPassed: 2, finalTotal: 1, finalPassed: 0 } }),
    result('no-final', { status: 'error', cancelled: true, summary: { stepsTotal: 2, stepsPassed: 0, finalTotal: 0, finalPassed: 0 } })
  ]

  test('one row per scenario: scenario | steps passed | final | cost class | status', () => {
    expect(PIPELINE_TABLE_HEADER).toEqual(['Scenario', 'Steps passed', 'Final', 'Cost class', 'Status'])
    expect(pipelineTable(results)).toEqual([
      ['core-workflow', '3/3', '2/2', 'low', '✅ pass'],
      ['full-chain', '2/3', '0/1', 'high 💸', '❌ fail'],
      ['no-final', '0/2', '–', 'low', '⚠️ error (cancelled)']
    ])
    expect(pipelineTable([])).toEqual([])
  })

  test('takes pipelines.json entries too, and renders markdown', () => {
    const index = buildIndex(results, { model: 'm', judgeModel: 'j' })
    expect(pipelineTable(index.scenarios)).toEqual(pipelineTable(results))
    expect(index.totals).toEqual({ scenarios: 3, passed: 1, failed: 1, errors: 1, cost_usd: 1.5 })
    expect(index.scenarios[1]).toMatchObject({ id: 'full-chain', cost_class: 'high', result: 'pipelines/full-chain/result.json' })
    const md = pipelineTableMarkdown(results)
    expect(md.split('\n')[0]).toBe('| Scenario | Steps passed | Final | Cost class | Status |')
    expect(md.split('\n')[1]).toBe('| --- | --- | --- | --- | --- |')
    expect(md).toContain('| full-chain | 2/3 | 0/1 | high 💸 | ❌ fail |')
    expect(pipelineTableMarkdown([])).toBe('')
  })
})

describe('shouldRunPipelines', () => {
  const releaseBranches = ['release', 'release/**']
  test('when asked, always', () => {
    expect(shouldRunPipelines({ requested: true, releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ requested: true, mode: 'changed', branch: 'main', releaseBranches })).toBe(true)
  })
  test('otherwise only in full mode on a release branch', () => {
    expect(shouldRunPipelines({ mode: 'full', branch: 'release/1.2', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'refs/heads/release', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'main', releaseBranches })).toBe(false)
    expect(shouldRunPipelines({ mode: 'changed', branch: 'release/1.2', releaseBranches })).toBe(false)
    expect(shouldRunPipelines({ mode: 'full', releaseBranches })).toBe(false)
    expect(shouldRunPipelines({ mode: 'full', branch: 'releases', releaseBranches })).toBe(false)
  })
})

describe('scenarioStatus', () => {
  test('pass only when every step and final assertion passed', () => {
    expect(scenarioStatus({ steps: [step(1, 'pass'), step(2, 'pass')], final: [g('pass')], cancelled: false })).toEqual({ status: 'pass' })
  })
  test('a failing verify or final assertion → fail', () => {
    expect(scenarioStatus({ steps: [step(1, 'pass'), step(2, 'fail'), step(3, 'pass')], final: [g('pass')], cancelled: false })).toMatchObject({ status: 'fail', reason: expect.stringMatching(/step 2/) })
    expect(scenarioStatus({ steps: [step(1, 'pass')], final: [g('fail')], cancelled: false }).status).toBe('fail')
  })
  test('a step whose run errored, a cancel or a setup error → error (not a fair test)', () => {
    expect(scenarioStatus({ steps: [step(1, 'error', 'API down'), step(2, 'fail')], final: [g('fail')], cancelled: false })).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/step 1 .*API down/)
    })
    expect(scenarioStatus({ steps: [step(1, 'pass')], final: [g('pass')], cancelled: true }).status).toBe('error')
    expect(scenarioStatus({ steps: [], final: [], cancelled: false, setupError: true }).status).toBe('error')
  })
  test('an assertion that could not be graded (no failure) → error', () => {
    expect(scenarioStatus({ steps: [step(1, 'pass')], final: [g('error')], cancelled: false }).status).toBe('error')
    expect(scenarioStatus({ steps: [step(1, 'error')], final: [g('pass')], cancelled: false }).status).toBe('error')
  })
})

describe('stepPrompt', () => {
  test('appends the seeded CLAUDE.md as project instructions after the prompt', () => {
    expect(stepPrompt('Do it.', undefined)).toBe('Do it.')
    expect(stepPrompt('Do it.', '  ')).toBe('Do it.')
    const p = stepPrompt('Do it.', '# Notes\nUse tasks.md.\n')
    expect(p.startsWith('Do it.\n\n<project_instructions source="CLAUDE.md">')).toBe(true)
    expect(p).toContain('Use tasks.md.')
  })
})
