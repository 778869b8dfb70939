/**
 * The simulated model as an agent: it derives its behaviour from the skill text it is given
 * (output paths, prescribed headings and fields, templates), reads the inputs named in the
 * prompt, behaves generically without a skill, and stays deterministic per conversation start
 * and trial (the n-th identical conversation start on one `fetch` instance is trial n).
 * Driven through the real SDK and the real executor/tools in a temp workspace.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { executeRun, type ExecuteRequest, type SendFn } from '../../src/run/executor.js'
import { createSimulatedFetch, type FetchLike } from '../../src/demo/simulated-model.js'
import type { RunId } from '../../src/types.js'

const spec: RunId = { runId: 'x/eval-1/with_skill/run-1', skill: 'x', evalId: 1, evalDir: 'eval-1', configuration: 'with_skill', trial: 1, model: 'claude-test-1' }

/** A made-up skill (not one of the examples): one section per check, fields, a coverage table. */
const AUDIT = {
  name: 'audit',
  description: 'Turn a checklist into an audit report written to report.md. Use when asked to audit rules.',
  body: [
    '# Auditing a checklist',
    '',
    'Read the checklist the user points at.',
    '',
    '1. Write `report.md` at the workspace root. It starts with `# Audit: <topic>` and has one',
    '   `## Check N: <title>` section per rule.',
    '2. Each check has **Covers** (rule ids), **Effort** (`S`, `M` or `L`) and **Verified by** (a command to run).',
    '3. Finish with a `## Coverage` table mapping each rule to its checks.'
  ].join('\n')
}

/** A made-up skill with a numbered output path and a template in its folder. */
const DECISION = {
  name: 'decision',
  description: 'Record a decision from the template under decisions/. Use when the user wants a decision written down.',
  body: [
    '# Recording a decision',
    '',
    '1. List `decisions/` and take the highest `DEC-NNNN` plus one.',
    '2. Create `decisions/DEC-NNNN-<kebab-title>.md` from `references/template.md`.',
    '3. Fill the frontmatter: `state: draft`, and `owners` if the user named any.'
  ].join('\n')
}
const DECISION_TEMPLATE = ['---', 'state: open', 'owners: []', '---', '', '# DEC-NNNN: <title>', '', '## Options', '', '* <option 1>', '* <option 2>', '', '## Outcome', '', 'Chosen: "<option>", because <justification>.', ''].join('\n')

const CHECKLIST = ['# Checklist: login hardening', '', '- RULE-1: Passwords are hashed with a slow hash.', '- RULE-2: Sessions expire after 8 hours.', '- RULE-3: Login is rate limited per address.', ''].join('\n')

let ws: string

beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sim-ws-')))
})
afterEach(async () => {
  await rm(ws, { recursive: true, force: true })
})

function sendVia(f: FetchLike): SendFn {
  const client = new Anthropic({ apiKey: 'simulated', baseURL: 'http://simulated.invalid', fetch: f, maxRetries: 0 })
  return async (params, ctx) => {
    const { data, request_id } = await client.messages.create(params, { signal: ctx.signal }).withResponse()
    return { message: data, requestId: request_id ?? undefined, cached: false, retries: 0 }
  }
}

/** A fresh workspace with the given files, then one run. */
async function run(f: FetchLike, req: Partial<ExecuteRequest> & { prompt: string }, files: Record<string, string> = {}) {
  await rm(ws, { recursive: true, force: true })
  await mkdir(ws, { recursive: true })
  for (const [p, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(ws, p)), { recursive: true })
    await writeFile(path.join(ws, p), content)
  }
  const r = await executeRun({ spec, workspaceDir: ws, skillLoading: 'preload', bash: false, maxTurns: 10, maxTokens: 2048, ...req }, sendVia(f))
  const written: Record<string, string> = {}
  for (const p of r.filesWritten) written[p] = await readFile(path.join(ws, p), 'utf8')
  return { r, written }
}

describe('simulated agent with and without a skill', () => {
  const prompt = 'Write an audit of the rules in checklist.md.'
  const inputs = { 'checklist.md': CHECKLIST }

  test('with the skill: reads the input, writes the file the skill names, in the shape it prescribes', async () => {
    const { r, written } = await run(createSimulatedFetch(), { prompt, skill: AUDIT }, inputs)
    expect(r.error).toBeUndefined()
    expect(r.toolCalls[0]).toMatchObject({ name: 'Read', input: { file_path: 'checklist.md' } })
    expect(r.filesWritten).toEqual(['report.md']) // from the skill body, not the prompt; the input is untouched
    expect(await readFile(path.join(ws, 'checklist.md'), 'utf8')).toBe(CHECKLIST)
    const doc = written['report.md']
    expect(doc).toMatch(/^# Audit: Login hardening$/m)
    expect(doc).toMatch(/^## Check 1: .+/m)
    expect(doc).toMatch(/RULE-1/)
    expect(doc).toMatch(/simulated model/)
    expect(r.response).toMatch(/^\(simulated model\) Wrote report\.md following the audit skill/)
    expect(r.usage.input_tokens).toBeGreaterThan(0)
    expect(r.usage.output_tokens).toBeGreaterThan(0)
  })

  test('without the skill: a generic note, not the skill’s file or structure', async () => {
    const { r, written } = await run(createSimulatedFetch(), { prompt }, inputs)
    expect(r.toolCalls.map((c) => c.name)).toEqual(['Read', 'Write'])
    expect(r.filesWritten).not.toContain('report.md')
    expect(r.filesWritten).toHaveLength(1)
    const doc = Object.values(written)[0]
    expect(doc).not.toMatch(/## Check \d/)
    expect(doc).not.toMatch(/\*\*Covers\*\*/)
    expect(r.response).toMatch(/^\(simulated model\)/)
  })

  test('a numbered path with placeholders, a template from the skill folder, names from the prompt', async () => {
    const { r, written } = await run(
      createSimulatedFetch(),
      { prompt: 'Record the decision to move from Jenkins to GitHub Actions for CI builds; Mia and Tom agreed.', skill: DECISION },
      { '.claude/skills/decision/references/template.md': DECISION_TEMPLATE }
    )
    expect(r.toolCalls.map((c) => c.name).sort()).toEqual(['Glob', 'Read', 'Write'])
    expect(r.filesWritten).toHaveLength(1)
    const file = r.filesWritten[0]
    expect(file).toMatch(/^decisions\/DEC-0001-[a-z0-9-]+\.md$/)
    expect(file).toContain('github-actions')
    const doc = written[file]
    expect(doc).toMatch(/^# DEC-0001: /m)
    expect(doc).toContain('## Options')
    expect(doc).toContain('Chosen: "GitHub Actions"')
    expect(doc).not.toMatch(/<option|<justification>/)
  })

  test('discover mode: loads the skill with the Skill tool first', async () => {
    const { r } = await run(createSimulatedFetch(), { prompt, skill: AUDIT, skillLoading: 'discover' }, { ...inputs, '.claude/skills/audit/SKILL.md': AUDIT.body })
    expect(r.toolCalls.map((c) => c.name)).toEqual(['Skill', 'Read', 'Write'])
    expect(r.skillUsed).toBe(true)
    expect(r.filesWritten).toEqual(['report.md'])
  })
})

describe('determinism and trials', () => {
  const prompt = 'Write an audit of the rules in checklist.md.'
  const inputs = { 'checklist.md': CHECKLIST }

  test('the same trial gives the same run on a fresh instance; trials of one instance vary', async () => {
    const trials = async (f: FetchLike, n: number): Promise<string[]> => {
      const out: string[] = []
      for (let i = 0; i < n; i++) {
        const { r, written } = await run(f, { prompt, skill: AUDIT }, inputs)
        out.push(JSON.stringify({ response: r.response, calls: r.toolCalls.map((c) => [c.name, c.input]), written }))
      }
      return out
    }
    const a = await trials(createSimulatedFetch(), 6)
    const b = await trials(createSimulatedFetch(), 6)
    expect(b).toEqual(a)
    expect(new Set(a).size).toBeGreaterThan(1) // some trial slips (a missing rule, field or section)
  })

  test('responses are labelled simulated', async () => {
    const f = createSimulatedFetch()
    const res = await f('http://simulated.invalid/v1/messages', {
      method: 'POST',
      body: JSON.stringify({ model: 'm', max_tokens: 100, messages: [{ role: 'user', content: 'Say hi.' }] })
    })
    const msg = (await res.json()) as { id: string; content: { type: string; text: string }[]; usage: { output_tokens: number } }
    expect(res.headers.get('request-id')).toMatch(/^req_sim_/)
    expect(msg.id).toMatch(/^msg_sim_/)
    expect(msg.content[0].text).toMatch(/^\(simulated model\)/)
    expect(msg.usage.output_tokens).toBeGreaterThan(0)
  })
})

describe('simulated judge', () => {
  async function verdict(material: string, expectation: string): Promise<{ passed: boolean; evidence: string }> {
    const f = createSimulatedFetch()
    const content = `<task>\nDo it.\n</task>\n\n<untrusted_material>\n${material}\n</untrusted_material>\n\n<expectation>\n${expectation}\n</expectation>`
    const res = await f('http://simulated.invalid/v1/messages', {
      method: 'POST',
      body: JSON.stringify({ model: 'j', max_tokens: 100, output_config: { format: { type: 'json_schema', schema: {} } }, messages: [{ role: 'user', content }] })
    })
    const msg = (await res.json()) as { content: { text: string }[] }
    return JSON.parse(msg.content[0].text)
  }
  const wrap = (response: string, transcript: string): string =>
    `<agent_response>\n${response}\n</agent_response>\n<transcript>\n${transcript}\n</transcript>\n<workspace_file path="(none)">\n(the agent wrote no files)\n</workspace_file>`

  test('counts the agent’s own words (stemmed), not the eval prompt', async () => {
    const prompt = '## Eval Prompt\n\nWhich option is the cheapest, PostgreSQL or MongoDB?\n\n'
    const good = await verdict(wrap('PostgreSQL was planned as the cheapest option.', prompt), 'The reply names PostgreSQL as the cheapest option it planned')
    expect(good.passed).toBe(true)
    expect(good.evidence).toMatch(/simulated judge/)
    const echo = await verdict(wrap('Done.', prompt), 'The reply names PostgreSQL as the cheapest option')
    expect(echo.passed).toBe(false)
  })
})
