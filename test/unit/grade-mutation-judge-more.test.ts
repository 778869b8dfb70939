/**
 * Survivors of the first run over the judge, grading.json and summaries (issue 23: mutation
 * testing of the grade part): a reply without usage, a failed request with a type but no status,
 * an empty non-error evidence, summaries of look-alike run ids.
 */
import { describe, test, expect } from '@jest/globals'
import type Anthropic from '@anthropic-ai/sdk'
import { judgeAssertion, type JudgeInput } from '../../src/grade/judge.js'
import { expectationEntry, summarise, type GradingJson } from '../../src/grade/grading-json.js'
import { summariseAll } from '../../src/grade/summary.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { RunId } from '../../src/types.js'

const spec: RunId = { runId: 'sk/iteration-1/eval-1-x/with_skill/run-1', skill: 'sk', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'm' }
const input: JudgeInput = { assertion: 'a', task: 't', material: { response: 'r', transcript: '', files: [] } }

describe('judge votes', () => {
  test('a reply without usage still votes, and adds no tokens', async () => {
    const send: SendFn = async () => ({
      message: { content: [{ type: 'text', text: '{"evidence":"ok","passed":true}' }], stop_reason: 'end_turn' } as unknown as Anthropic.Message,
      cached: false,
      retries: 0,
    })
    const v = await judgeAssertion(send, input, { model: 'claude-haiku-5-5', spec })
    expect(v.status).toBe('pass')
    expect(v.usage).toMatchObject({ calls: 1, apiCalls: 1, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0, spentUsd: 0 })
  })

  test('a failed request with an error type but no status names the type alone', async () => {
    const err = Object.assign(new Error('Connection error.'), { name: 'APIConnectionError' })
    const v = await judgeAssertion(async () => Promise.reject(err), input, { model: 'm', spec })
    expect(v.evidence).toBe('ERROR: the judge request failed: connection_error: Connection error.')
  })
})

describe('grading.json entries', () => {
  test('an empty evidence stays empty unless the status is error', () => {
    expect(expectationEntry('t', 'pass', '', 'check').evidence).toBe('')
    expect(expectationEntry('t', 'fail', '  ', 'judge').evidence).toBe('')
    expect(expectationEntry('t', 'error', '', 'judge').evidence).toBe('ERROR: could not be graded')
  })
})

describe('summaries', () => {
  const grading = (run_id: string, status: 'pass' | 'fail'): GradingJson => {
    const expectations = [expectationEntry('x', status, 'e', 'check')]
    const [skill, , , configuration] = run_id.split('/')
    return {
      expectations,
      summary: summarise(expectations),
      execution_metrics: {},
      timing: { executor_duration_seconds: 0, grader_duration_seconds: 0, total_duration_seconds: 0 },
      run: { run_id, skill: skill!, eval_id: 1, configuration: configuration as 'with_skill', trial: 1, model: 'm', run_status: 'completed', skill_used: true, status, assertion_errors: 0 },
      judge: { model: 'j', judges: 1, prompt_hash: 'h', calls: 0, cached_calls: 0, api_calls: 0, retries: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, cost_usd: 0, spent_usd: 0 },
      grader: { name: 'skill-evals', version: '0', graded_at: 'now' },
    }
  }
  test('run ids whose parts read the same when run together are still different evals', () => {
    const s = summariseAll([grading('ab/iteration-1/eval-1-x/with_skill/run-1', 'pass'), grading('a/biteration-1/eval-1-x/with_skill/run-1', 'fail')])
    expect(s).toHaveLength(2)
    expect(s.map((x) => [x.skill, x.trials])).toEqual([
      ['ab', 1],
      ['a', 1],
    ])
  })
})
