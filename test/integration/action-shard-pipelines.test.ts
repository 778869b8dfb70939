/**
 * Issue 20 (one runner: budget, resume and executor choice for every task kind): the action's
 * pipeline scenarios (`evaluateShard`, shard 1 with `pipeline: true`) spend what the shard's evals
 * left of its budget and run each step by its skill's executor. In process, the real
 * @anthropic-ai/sdk against the loopback fake Messages API, real git and files.
 */
import { afterEach, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { loadRepo } from '../../src/discover/index.js'
import { evaluateShard } from '../../src/action/evaluate.js'
import type { PlanFile } from '../../src/plan/plan.js'
import { resolveClaudeCode } from '../../src/run/claude-code/binary.js'
import { claudeCodeAgent, startFakeAnthropic, textReply, toolUseReply, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const KEY = 'sk-ant-test'

const scenario = (id: string, skill: string, prompt: string) =>
  JSON.stringify({
    id,
    description: `The ${id} scenario.`,
    cost_class: 'low',
    setup: { repo_strategy: 'local-tmp-init', seed: { files: [{ path: 'README.md', content: '# Repo\n' }] } },
    steps: [{ step: 1, skill, prompt, verify: [{ text: 'out.md exists', check: { kind: 'file_exists', path: 'out.md' } }] }],
    final_assertions: [{ text: 'out.md is there', check: { kind: 'file_exists', path: 'out.md' } }]
  })

/** A pipeline step writes out.md then answers; an eval run answers; the judge passes. */
const agentReply = (req: RecordedRequest): Reply => {
  if (req.body?.output_config) return textReply(JSON.stringify({ evidence: 'Seen.', passed: true }))
  const first = JSON.stringify(req.body.messages[0]?.content ?? '')
  if (first.includes('STEP-') && (req.body.messages as unknown[]).length === 1) return toolUseReply('Write', { file_path: 'out.md', content: 'done\n' })
  return textReply('Done.')
}
const byClaudeCode = (req: RecordedRequest) => /^claude-cli\//.test(req.headers['user-agent'] ?? '')

async function world(handler: (req: RecordedRequest) => Reply) {
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan'),
    'skills/adr/SKILL.md': skillMd('adr'),
    'evals/evals.json': JSON.stringify({
      skill_name: 'r',
      evals: ['plan', 'adr'].flatMap((skill) => [1, 2].map((id) => ({ id, skill, prompt: `Eval ${id} of ${skill}.`, expected_output: 'An answer.', assertions: ['An answer exists', 'It names the steps'] })))
    }),
    'evals/config.yaml': 'cache: off\n',
    'evals/pipeline/first.json': scenario('first', 'plan', 'STEP-FIRST: write out.md.'),
    'evals/pipeline/second.json': scenario('second', 'adr', 'STEP-SECOND: write out.md.')
  })
  cleanups.push(r.dispose)
  const fake = await startFakeAnthropic({ handler })
  cleanups.push(() => fake.close())
  const out = await realpath(await mkdtemp(join(os.tmpdir(), 'skill-evals-shard-pipelines-')))
  cleanups.push(() => rm(out, { recursive: true, force: true }))
  const repo = await loadRepo(r.root)
  const client = new Anthropic({ apiKey: KEY, baseURL: fake.url, maxRetries: 0 })
  const plan = (maxCostUsd: number | null) =>
    ({ skills: ['plan'], trials: 1, model: 'claude-sonnet-5-5', maxCostUsd, pipeline: true, baseRef: undefined }) as unknown as PlanFile
  const log = { info: () => {}, warning: () => {} }
  return { repo, client, fake, out, plan, log }
}

test('the scenarios spend what the shard’s evals left of its budget: none left, each is refused without a call', async () => {
  const w = await world(agentReply)
  // A budget the first eval run uses up: the other eval runs and both scenarios are refused.
  const o = await evaluateShard(w.repo, w.plan(1e-9), { index: 1, total: 1 }, w.client, w.out, w.log)
  expect(o.budgetStoppedBy).toBe('max-cost')
  expect(o.pipelines!.results.map((r) => [r.id, r.status, r.reason])).toEqual([
    ['first', 'error', 'Not run: the budget stopped new work (max-cost).'],
    ['second', 'error', 'Not run: the budget stopped new work (max-cost).']
  ])
  expect(w.fake.messageRequests.filter((r) => JSON.stringify(r.body.messages[0]?.content ?? '').includes('STEP-'))).toHaveLength(0)
  // No budget (as before): both scenarios run.
  const w2 = await world(agentReply)
  const o2 = await evaluateShard(w2.repo, w2.plan(null), { index: 1, total: 1 }, w2.client, w2.out, w2.log)
  expect(o2.pipelines!.results.map((r) => [r.id, r.status])).toEqual([['first', 'pass'], ['second', 'pass']])
})

const binary = await resolveClaudeCode({ searchFrom: [process.cwd()], envPath: '' }).catch(() => undefined)

;(binary ? test : test.skip)('each scenario step runs by its skill’s executor (skill-executors: adr on Claude Code)', async () => {
  const cc = claudeCodeAgent({ write: { path: 'out.md', content: 'done\n' }, finalText: 'Wrote out.md.' })
  const w = await world((req) => (byClaudeCode(req) ? (cc(req, undefined as never) as Reply) : agentReply(req)))
  const scratch = await realpath(await mkdtemp(join(os.tmpdir(), 'skill-evals-shard-cc-')))
  cleanups.push(() => rm(scratch, { recursive: true, force: true }))
  const exec = { executor: 'api' as const, skillExecutors: { adr: 'claude-code' as const }, claudeCode: { binary: binary!, apiKey: KEY, baseUrl: w.fake.url, maxRetries: 0, scratchDir: scratch } }
  const o = await evaluateShard(w.repo, w.plan(null), { index: 1, total: 1 }, w.client, w.out, w.log, exec)
  expect(o.pipelines!.results.map((r) => [r.id, r.status])).toEqual([['first', 'pass'], ['second', 'pass']])
  const cli = w.fake.messageRequests.filter(byClaudeCode)
  expect(cli.some((r) => r.rawBody.includes('STEP-SECOND'))).toBe(true)
  expect(cli.some((r) => r.rawBody.includes('STEP-FIRST') || r.rawBody.includes('Eval 1 of plan'))).toBe(false)
}, 120_000)
