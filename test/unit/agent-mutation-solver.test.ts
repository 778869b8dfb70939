/**
 * Issue 36 (mutation part `agent`): the eval solver (src/run/solver.ts), one planned run from
 * its workspace to its record. Which skill each configuration gets (the installed name of a
 * plugin's skill, the base branch's version, none), which workspaces may be pooled and which are
 * git roots, the per-eval switches over the run options, the run's signal (timeout, cancel,
 * both), its price (per response or on the total), the outputs moved out of the workspace and
 * those left out over the cap, the record's fields, and the executor dispatch. The model is
 * played by a scripted `send`; workspaces, the pool, outputs and the run folder are the real ones.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import {
  emptyRecord,
  executorFor,
  finishedRecord,
  folderSnapshots,
  OUTPUTS_SKIPPED_FILE,
  runAgent,
  solveRun,
  workspaceFiles,
  type ExecuteMode,
  type SolveContext,
  type SolverOptions,
} from '../../src/run/solver.js'
import type { ExecuteResult, SendContext, SendFn } from '../../src/run/executor.js'
import { WorkspacePool } from '../../src/run/workspace-pool.js'
import type { Workspace } from '../../src/run/workspace.js'
import type { BaseSkill } from '../../src/run/base-skill.js'
import { costOf } from '../../src/run/cost.js'
import type { Configuration, EvalCase, RunId, Skill } from '../../src/types.js'

const MODEL = 'claude-opus-4-8' // in $5, out $25 per million
const spec = (configuration: Configuration = 'with_skill', over: Partial<RunId> = {}): RunId => ({
  runId: `notes/eval-1-x/${configuration}/run-1`,
  skill: 'notes',
  evalId: 1,
  evalDir: 'eval-1-x',
  configuration,
  trial: 1,
  model: MODEL,
  ...over,
})

type Block = Record<string, unknown>
type Reply = { content?: Block[]; stop_reason?: string; usage?: Record<string, number> | null }
type Step = Reply | ((params: Anthropic.MessageCreateParamsNonStreaming, ctx: SendContext) => Promise<Reply> | Reply)
const text = (t: string): Block => ({ type: 'text', text: t, citations: null })
const use = (name: string, input: unknown, id = `toolu_${name}`): Block => ({ type: 'tool_use', id, name, input })
const USAGE = { input_tokens: 1000, output_tokens: 100, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }

function scripted(steps: Step[]) {
  const requests: any[] = []
  const contexts: SendContext[] = []
  const send: SendFn = async (params, ctx) => {
    requests.push(JSON.parse(JSON.stringify(params)))
    contexts.push(ctx)
    const step = steps[requests.length - 1]
    if (step === undefined) throw new Error(`unexpected request ${requests.length}`)
    const r = typeof step === 'function' ? await step(params, ctx) : step
    const message = {
      id: 'msg',
      type: 'message',
      role: 'assistant',
      model: MODEL,
      content: r.content ?? [],
      stop_reason: r.stop_reason ?? 'end_turn',
      stop_sequence: null,
      ...(r.usage === null ? {} : { usage: r.usage ?? USAGE }),
    } as unknown as Anthropic.Message
    return { message, cached: false, retries: 0 }
  }
  return { send, requests, contexts }
}

/** The real pool, noting what each run asked of it. */
class NotingPool extends WorkspacePool {
  readonly acquired: { kind: string | undefined; dir: string; git: boolean }[] = []
  readonly released: { kind: string | undefined; written: readonly string[]; clean: boolean; dir: string }[] = []
  override async acquire(kind: string | undefined, make: () => Promise<Workspace>): Promise<Workspace> {
    const ws = await super.acquire(kind, make)
    this.acquired.push({ kind, dir: ws.dir, git: existsSync(path.join(ws.dir, '.git')) })
    return ws
  }
  override async release(kind: string | undefined, ws: Workspace, written: readonly string[], clean: boolean): Promise<void> {
    this.released.push({ kind, written: [...written], clean, dir: ws.dir })
    return super.release(kind, ws, written, clean)
  }
}

let tmp: string
let skillDir: string
let outDir: string
let pool: NotingPool
const SKILL_BODY = '# Notes\n\nWrite notes.'

beforeEach(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'agent-solver-')))
  skillDir = path.join(tmp, 'skills', 'notes')
  await mkdir(path.join(skillDir, 'references'), { recursive: true })
  await writeFile(path.join(skillDir, 'SKILL.md'), `---\nname: notes\ndescription: Write notes.\n---\n${SKILL_BODY}`)
  await writeFile(path.join(skillDir, 'references', 'guide.md'), 'guide')
  outDir = path.join(tmp, 'out')
  pool = new NotingPool()
})
afterEach(async () => {
  await pool.close()
  await rm(tmp, { recursive: true, force: true })
})

const skill = (over: Partial<Skill> = {}): Skill =>
  ({
    name: 'notes',
    dir: skillDir,
    relDir: 'skills/notes',
    file: 'skills/notes/SKILL.md',
    frontmatter: { name: 'notes', description: 'Write notes.', metadata: {}, allowedTools: [] },
    body: SKILL_BODY,
    bodyLine: 5,
    ...over,
  }) as Skill
const evalCase = (over: Partial<EvalCase> = {}): EvalCase => ({
  skill: 'notes',
  id: 1,
  prompt: 'Write the notes.',
  files: [],
  resolvedFiles: [],
  assertions: [],
  source: { file: 'skills/notes/evals/evals.json', line: 1, column: 1 },
  ...over,
})
const options = (over: Partial<SolverOptions> = {}): SolverOptions => ({ skillLoading: 'preload', bash: false, maxTurns: 5, maxTokens: 321, runTimeoutSeconds: 30, ...over })
const context = (send: SendFn, over: Partial<SolveContext> = {}): SolveContext => ({ send, outDir, mode: { runTimeout: false }, snapshotOf: folderSnapshots(), pool, ...over })
const systemText = (req: any): string => req.system.map((b: { text: string }) => b.text).join('\n')
const toolNames = (req: any): string[] => req.tools.map((t: { name: string }) => t.name)

// ─── small parts ──────────────────────────────────────────────────────────────────────

describe('executorFor', () => {
  test('the skill\'s own entry, else the run\'s executor, else api', () => {
    expect(executorFor('a', {})).toBe('api')
    expect(executorFor('a', { executor: 'claude-code' })).toBe('claude-code')
    expect(executorFor('a', { executor: 'claude-code', skillExecutors: { a: 'api' } })).toBe('api')
    expect(executorFor('a', { executor: 'api', skillExecutors: { a: 'claude-code' } })).toBe('claude-code')
    expect(executorFor('b', { executor: 'api', skillExecutors: { a: 'claude-code' } })).toBe('api')
    expect(executorFor('b', { skillExecutors: { a: 'claude-code' } })).toBe('api')
  })
  test('names every object inherits are no entry', () => {
    expect(executorFor('toString', { skillExecutors: {} })).toBe('api')
    expect(executorFor('constructor', { executor: 'claude-code', skillExecutors: {} })).toBe('claude-code')
  })
})

describe('emptyRecord and finishedRecord', () => {
  test('an empty record: nothing done, skill used only for the run without it', () => {
    expect(emptyRecord(spec('with_skill'), 'skipped', '2026-01-02T03:04:05.000Z')).toEqual({
      ...spec('with_skill'),
      status: 'skipped',
      skillUsed: false,
      response: '',
      toolCalls: [],
      filesWritten: [],
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      costUsd: 0,
      durationMs: 0,
      turns: 0,
      stopReason: null,
      apiCalls: 0,
      retries: 0,
      cached: false,
      startedAt: '2026-01-02T03:04:05.000Z',
      finishedAt: '2026-01-02T03:04:05.000Z',
    })
    expect(emptyRecord(spec('without_skill'), 'error', 'now').skillUsed).toBe(true)
    expect(emptyRecord(spec('old_skill'), 'error', 'now').skillUsed).toBe(false)
  })

  const result = (over: Partial<ExecuteResult> = {}): ExecuteResult => ({
    response: 'r',
    toolCalls: [{ turn: 1, id: 't', name: 'Glob', input: {}, output: 'o', isError: false }],
    filesWritten: ['a.md'],
    usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 },
    turns: 2,
    stopReason: 'end_turn',
    apiCalls: 3,
    retries: 1,
    cached: false,
    skillUsed: true,
    transcript: 'T',
    ...over,
  })

  test('a finished run: its result\'s fields, its cost, its times; completed without an error', () => {
    const startedAt = new Date('2026-01-02T03:04:05.000Z')
    const before = Date.now()
    const r = finishedRecord(spec(), result(), 0.25, startedAt, performance.now() - 1500)
    const after = Date.now()
    expect(r).toEqual({
      ...spec(),
      status: 'completed',
      skillUsed: true,
      response: 'r',
      toolCalls: result().toolCalls,
      filesWritten: ['a.md'],
      usage: result().usage,
      costUsd: 0.25,
      durationMs: expect.any(Number),
      turns: 2,
      stopReason: 'end_turn',
      apiCalls: 3,
      retries: 1,
      cached: false,
      startedAt: '2026-01-02T03:04:05.000Z',
      finishedAt: expect.any(String),
    })
    expect(r.durationMs).toBeGreaterThanOrEqual(1500)
    expect(r.durationMs).toBeLessThan(3000)
    expect(Number.isInteger(r.durationMs)).toBe(true)
    const finished = Date.parse(r.finishedAt)
    expect(finished).toBeGreaterThanOrEqual(before)
    expect(finished).toBeLessThanOrEqual(after)
  })

  test('a run with an error: status error and the error kept; unknown cost stays null', () => {
    const r = finishedRecord(spec(), result({ error: { message: 'boom', type: 'api_error' }, skillUsed: false, cached: true }), null, new Date(), performance.now())
    expect(r).toMatchObject({ status: 'error', error: { message: 'boom', type: 'api_error' }, costUsd: null, skillUsed: false, cached: true })
    expect('error' in finishedRecord(spec(), result(), 0, new Date(), performance.now())).toBe(false)
  })
})

describe('workspaceFiles', () => {
  test('each input file at the root under its own name; a clash keeps the listed path, or numbers it', () => {
    const e = evalCase({
      files: ['in/a.txt', 'other/a.txt', 'b.txt'],
      resolvedFiles: ['/r/in/a.txt', '/r/other/a.txt', '/r/b.txt', '/r/more/b.txt'],
    })
    expect(workspaceFiles(e)).toEqual([
      { src: '/r/in/a.txt', dest: 'a.txt' },
      { src: '/r/other/a.txt', dest: 'other/a.txt' },
      { src: '/r/b.txt', dest: 'b.txt' },
      { src: '/r/more/b.txt', dest: '3-b.txt' },
    ])
  })
  test('with the repository\'s real path, every file carries it', () => {
    expect(workspaceFiles(evalCase({ files: ['a'], resolvedFiles: ['/r/a'], filesRoot: '/r' }))).toEqual([{ src: '/r/a', dest: 'a', within: '/r' }])
    expect(workspaceFiles(evalCase())).toEqual([])
  })
})

describe('folderSnapshots', () => {
  test('one snapshot per folder, shared by its runs', async () => {
    const snap = folderSnapshots()
    const a = snap(skillDir)
    expect(snap(skillDir)).toBe(a)
    expect(snap(path.join(tmp, 'skills'))).not.toBe(a)
    await a
    expect(folderSnapshots()(skillDir)).not.toBe(a) // each task its own
  })
  test('a failed snapshot is forgotten, so the next run tries again', async () => {
    const snap = folderSnapshots()
    const missing = path.join(tmp, 'not-yet')
    const first = snap(missing)
    await expect(first).rejects.toThrow()
    const second = snap(missing)
    expect(second).not.toBe(first)
    await expect(second).rejects.toThrow()
  })
})

// ─── solveRun ─────────────────────────────────────────────────────────────────────────

describe('solveRun: which skill, which workspace', () => {
  test('with_skill: the skill preloaded and copied in; a pooled workspace without git; priced on the total', async () => {
    const { send, requests } = scripted([
      { content: [use('Read', { file_path: '.claude/skills/notes/references/guide.md' })], stop_reason: 'tool_use' },
      { content: [text('done')] },
    ])
    const { record, transcript } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send))
    expect(systemText(requests[0])).toContain(`<skill name="notes">\n<description>Write notes.</description>\n\n${SKILL_BODY}\n</skill>`)
    expect(toolNames(requests[0])).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
    expect(requests[0].max_tokens).toBe(321)
    expect(requests[0].messages[0].content).toBe('Write the notes.')
    expect(record.toolCalls[0]).toMatchObject({ output: '     1\tguide', isError: false })
    expect(pool.acquired).toEqual([{ kind: `skill\u0000${skillDir}\u0000notes`, dir: expect.any(String), git: false }])
    expect(pool.released).toEqual([{ kind: `skill\u0000${skillDir}\u0000notes`, written: [], clean: true, dir: pool.acquired[0]!.dir }])
    expect(record).toMatchObject({ ...spec(), status: 'completed', skillUsed: true, response: 'done', turns: 2, apiCalls: 2 })
    expect(record.costUsd).toBe(costOf(MODEL, { input_tokens: 2000, output_tokens: 200 }))
    expect(record.costUsd).toBeCloseTo((2000 * 5 + 200 * 25) / 1e6, 12)
    expect(transcript.endsWith('## Final Response\n\ndone\n')).toBe(true)
    expect(existsSync(path.join(outDir, 'notes/eval-1-x/with_skill/run-1/outputs'))).toBe(false)
  })

  test('a second run of the same kind gets the first one\'s workspace back', async () => {
    const a = scripted([{ content: [text('one')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options(), context(a.send))
    const b = scripted([{ content: [text('two')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options(), context(b.send))
    expect(pool.acquired.map((x) => x.dir)).toEqual([pool.acquired[0]!.dir, pool.acquired[0]!.dir])
  })

  test('a plugin\'s skill is installed and named by its own name, not the plugin-qualified one', async () => {
    const { send, requests } = scripted([{ content: [use('Read', { file_path: '.claude/skills/notes/SKILL.md' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const { record } = await solveRun(spec(), evalCase(), skill({ name: 'kit:notes', plugin: 'kit' }), undefined, options({ skillLoading: 'discover' }), context(send))
    expect(systemText(requests[0])).toContain('<name>notes</name>')
    expect(systemText(requests[0])).not.toContain('kit:notes')
    expect(record.skillUsed).toBe(true)
    expect(pool.acquired[0]!.kind).toBe(`skill\u0000${skillDir}\u0000notes`)
  })

  test('old_skill: the base branch\'s version; without a base, no skill at all', async () => {
    const baseDir = path.join(tmp, 'base-notes')
    await mkdir(baseDir)
    await writeFile(path.join(baseDir, 'SKILL.md'), '---\nname: notes\ndescription: Old.\n---\nOld body.')
    const base: BaseSkill = { name: 'notes', description: 'Old description.', body: 'Old body.', dir: baseDir, dispose: async () => {} }
    const a = scripted([{ content: [text('ok')] }])
    const { record } = await solveRun(spec('old_skill'), evalCase(), skill(), base, options(), context(a.send))
    expect(systemText(a.requests[0])).toContain('<skill name="notes">\n<description>Old description.</description>\n\nOld body.\n</skill>')
    expect(pool.acquired[0]!.kind).toBe(`skill\u0000${baseDir}\u0000notes`)
    expect(record.skillUsed).toBe(true)

    const b = scripted([{ content: [text('ok')] }])
    await solveRun(spec('old_skill'), evalCase(), skill(), undefined, options(), context(b.send))
    expect(systemText(b.requests[0])).not.toContain('<skill')
    expect(pool.acquired[1]!.kind).toBe('bare')
  })

  test('without_skill: no skill in the prompt or the workspace; a bare pooled workspace', async () => {
    const { send, requests } = scripted([{ content: [use('Glob', { pattern: '**/*' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const { record } = await solveRun(spec('without_skill'), evalCase({ skillLoading: 'discover' }), skill(), undefined, options(), context(send))
    expect(systemText(requests[0])).not.toContain('skill')
    expect(toolNames(requests[0])).not.toContain('Skill')
    expect(record.toolCalls[0]!.output).toBe('No files found.')
    expect(pool.acquired[0]!.kind).toBe('bare')
    expect(record.skillUsed).toBe(true)
  })

  test('input files: copied to the root, never pooled, no git', async () => {
    const input = path.join(tmp, 'data.csv')
    await writeFile(input, 'a,b\n')
    const { send } = scripted([{ content: [use('Read', { file_path: 'data.csv' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const { record } = await solveRun(spec(), evalCase({ files: ['data.csv'], resolvedFiles: [input] }), skill(), undefined, options(), context(send))
    expect(record.toolCalls[0]!.output).toBe('     1\ta,b')
    expect(pool.acquired[0]).toMatchObject({ kind: undefined, git: false })
  })

  test('Bash (from the run options, or the eval\'s own switch over them): offered, never pooled, a git root', async () => {
    const a = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options({ bash: true }), context(a.send))
    expect(toolNames(a.requests[0])).toContain('Bash')
    expect(pool.acquired[0]).toMatchObject({ kind: undefined, git: true })

    const b = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase({ bash: false }), skill(), undefined, options({ bash: true }), context(b.send))
    expect(toolNames(b.requests[0])).not.toContain('Bash')
    expect(pool.acquired[1]!.kind).toBe(`skill\u0000${skillDir}\u0000notes`)

    const c = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase({ bash: true }), skill(), undefined, options(), context(c.send))
    expect(toolNames(c.requests[0])).toContain('Bash')
  })

  test('the eval\'s skill loading wins over the run\'s', async () => {
    const a = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase({ skillLoading: 'discover' }), skill(), undefined, options({ skillLoading: 'preload' }), context(a.send))
    expect(toolNames(a.requests[0])).toContain('Skill')
    const b = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options({ skillLoading: 'discover' }), context(b.send))
    expect(toolNames(b.requests[0])).toContain('Skill')
    const c = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase({ skillLoading: 'preload' }), skill(), undefined, options({ skillLoading: 'discover' }), context(c.send))
    expect(toolNames(c.requests[0])).not.toContain('Skill')
  })

  test('the run options\' turn limit', async () => {
    const { send, requests } = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }, { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ maxTurns: 1 }), context(send))
    expect(requests).toHaveLength(1)
    expect(record.stopReason).toBe('max_turns')
  })
})

describe('solveRun: a clean run and the pool', () => {
  test('a tool error or a run error makes the workspace unclean', async () => {
    const a = scripted([{ content: [use('Read', { file_path: 'missing.md' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options(), context(a.send))
    expect(pool.released[0]).toMatchObject({ written: [], clean: false })

    const failing: SendFn = async () => {
      throw new Error('down')
    }
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(failing))
    expect(pool.released[1]).toMatchObject({ clean: false })
    expect(record).toMatchObject({ status: 'error', error: { message: 'down' } })
  })
})

describe('solveRun: outputs', () => {
  test('files written are moved into the run folder\'s outputs/', async () => {
    const { send } = scripted([{ content: [use('Write', { file_path: 'notes.md', content: '# N\n' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const { record, transcript } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send))
    const outputs = path.join(outDir, 'notes/eval-1-x/with_skill/run-1/outputs')
    expect(await readFile(path.join(outputs, 'notes.md'), 'utf8')).toBe('# N\n')
    expect(record.filesWritten).toEqual(['notes.md'])
    expect(pool.released[0]).toMatchObject({ written: ['notes.md'], clean: true })
    expect(existsSync(path.join(pool.released[0]!.dir, 'notes.md'))).toBe(false)
    expect(existsSync(path.join(outDir, 'notes/eval-1-x/with_skill/run-1', OUTPUTS_SKIPPED_FILE))).toBe(false)
    expect(transcript).not.toContain('Outputs not copied')
  })

  test('with Bash the outputs are copied, not moved (the workspace is not reused)', async () => {
    const { send } = scripted([{ content: [use('Write', { file_path: 'notes.md', content: 'x' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    let seen = false
    const noting = new (class extends NotingPool {
      override async release(kind: string | undefined, ws: Workspace, written: readonly string[], clean: boolean): Promise<void> {
        seen = existsSync(path.join(ws.dir, 'notes.md'))
        return super.release(kind, ws, written, clean)
      }
    })()
    await solveRun(spec(), evalCase(), skill(), undefined, options({ bash: true }), context(send, { pool: noting }))
    await noting.close()
    expect(seen).toBe(true)
    expect(await readFile(path.join(outDir, 'notes/eval-1-x/with_skill/run-1/outputs/notes.md'), 'utf8')).toBe('x')
  })

  test('over the size cap: the file is listed in outputs-skipped.json and in the transcript', async () => {
    const { send } = scripted([
      { content: [use('Write', { file_path: 'big.md', content: 'x'.repeat(100) }, 'w1'), use('Write', { file_path: 'a.md', content: 'y' }, 'w2')], stop_reason: 'tool_use' },
      { content: [text('ok')] },
    ])
    const { transcript } = await solveRun(spec(), evalCase(), skill(), undefined, options({ outputsMaxBytes: 10 }), context(send, { mode: { runTimeout: false, transcriptNote: '\n(note)\n' } }))
    const folder = path.join(outDir, 'notes/eval-1-x/with_skill/run-1')
    const skipped = JSON.parse(await readFile(path.join(folder, OUTPUTS_SKIPPED_FILE), 'utf8'))
    expect(skipped).toEqual({ max_bytes: 10, skipped: [expect.objectContaining({ path: 'big.md', bytes: 100 })] })
    expect(await readFile(path.join(folder, OUTPUTS_SKIPPED_FILE), 'utf8')).toMatch(/^\{\n {2}"max_bytes": 10,[\s\S]*\}\n$/)
    expect(await readdir(path.join(folder, 'outputs'))).toEqual(['a.md'])
    expect(transcript).toMatch(/## Final Response\n\nok\n\n## Outputs not copied\n\nCap: 0\.0 MB per run \(outputs-max-mb\)\.\n\n- `big\.md` \(0\.0 MB\): [^\n]+\n\n\(note\)\n$/)
  })

  test('the transcript note of the mode comes last', async () => {
    const { send } = scripted([{ content: [text('ok')] }])
    const { transcript } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send, { mode: { runTimeout: false, transcriptNote: '\nBATCH\n' } }))
    expect(transcript.endsWith('## Final Response\n\nok\n\nBATCH\n')).toBe(true)
  })
})

describe('solveRun: price', () => {
  test('priced per response when the mode says so (each reply\'s usage, {} when it has none)', async () => {
    const seen: unknown[] = []
    const mode: ExecuteMode = {
      runTimeout: false,
      priceResponse: (model, usage) => {
        seen.push([model, usage])
        return 0.5
      },
    }
    const { send } = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use', usage: null }, { content: [text('ok')] }])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send, { mode }))
    expect(seen).toEqual([[MODEL, {}], [MODEL, USAGE]])
    expect(record.costUsd).toBe(1)
  })

  test('one response of unknown price makes the run\'s price unknown', async () => {
    const prices = [0.5, null, 0.25]
    const mode: ExecuteMode = { runTimeout: false, priceResponse: () => prices.shift()! }
    const { send } = scripted([
      { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' },
      { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' },
      { content: [text('ok')] },
    ])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send, { mode }))
    expect(record.costUsd).toBeNull()
  })

  test('an unknown model on the total is unknown too', async () => {
    const { send } = scripted([{ content: [text('ok')] }])
    const { record } = await solveRun(spec('with_skill', { model: 'claude-unknown' }), evalCase(), skill(), undefined, options(), context(send))
    expect(record.costUsd).toBeNull()
  })
})

describe('solveRun: the run\'s signal', () => {
  test('no timeout and no cancel: no signal', async () => {
    const { send, contexts } = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send))
    expect(contexts[0]!.signal).toBeUndefined()
  })

  test('a cancel signal alone is passed as it is', async () => {
    const cancel = new AbortController()
    const { send, contexts } = scripted([{ content: [text('ok')] }])
    await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send, { cancel: cancel.signal }))
    expect(contexts[0]!.signal).toBe(cancel.signal)
  })

  const waitForAbort = (onStart?: () => void) => async (_p: unknown, ctx: SendContext): Promise<Reply> => {
    onStart?.()
    await new Promise<void>((resolve) => {
      if (ctx.signal!.aborted) resolve()
      ctx.signal!.addEventListener('abort', () => resolve())
    })
    throw new Error('request aborted')
  }

  test('the run timeout: the run ends as a timeout error naming the limit', async () => {
    const { send } = scripted([waitForAbort()])
    const t0 = Date.now()
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ runTimeoutSeconds: 0.05 }), context(send, { mode: { runTimeout: true } }))
    expect(Date.now() - t0).toBeLessThan(3000)
    expect(record.status).toBe('error')
    expect(record.error).toEqual({ message: 'Run timed out after 0.05 s.', type: 'timeout' })
    expect(pool.released[0]!.clean).toBe(false)
  })

  test('timeout and cancel together: a cancel is not reported as a timeout', async () => {
    const cancel = new AbortController()
    const { send, contexts } = scripted([waitForAbort(() => setTimeout(() => cancel.abort(new Error('user stop')), 5))])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ runTimeoutSeconds: 30 }), context(send, { mode: { runTimeout: true }, cancel: cancel.signal }))
    expect(contexts[0]!.signal).not.toBe(cancel.signal)
    expect(record.status).toBe('error')
    expect(record.error).toEqual({ message: 'run aborted: user stop', type: 'aborted' })
  })

  test('a run cancelled first is not reported as a timeout, even if its timeout passes while it winds down', async () => {
    const cancel = new AbortController()
    const { send } = scripted([async (_p, ctx) => {
      setTimeout(() => cancel.abort(new Error('user stop')), 5)
      await new Promise<void>((resolve) => ctx.signal!.addEventListener('abort', () => resolve()))
      await new Promise((r) => setTimeout(r, 120)) // past the 0.05 s timeout
      throw new Error('request aborted')
    }])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ runTimeoutSeconds: 0.05 }), context(send, { mode: { runTimeout: true }, cancel: cancel.signal }))
    expect(record.error).toEqual({ message: 'run aborted: user stop', type: 'aborted' })
  })

  test('timeout and cancel together: the timeout still ends the run', async () => {
    const cancel = new AbortController()
    const { send } = scripted([waitForAbort()])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ runTimeoutSeconds: 0.05 }), context(send, { mode: { runTimeout: true }, cancel: cancel.signal }))
    expect(record.error).toEqual({ message: 'Run timed out after 0.05 s.', type: 'timeout' })
  })

  test('the mode without a run timeout leaves a long run alone', async () => {
    const { send } = scripted([async () => {
      await new Promise((r) => setTimeout(r, 80))
      return { content: [text('slow but fine')] }
    }])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options({ runTimeoutSeconds: 0.01 }), context(send))
    expect(record).toMatchObject({ status: 'completed', response: 'slow but fine' })
    expect(record.error).toBeUndefined()
  })
})

describe('runAgent', () => {
  test('api: the Messages API loop with the request\'s settings; other skills listed only when there are some', async () => {
    const ws = path.join(tmp, 'ws')
    await mkdir(ws)
    const { send, requests } = scripted([{ content: [text('ok')] }, { content: [text('ok')] }])
    const r = await runAgent(
      { executor: 'api', spec: spec(), prompt: 'P', workspaceDir: ws, skill: { name: 'notes', description: 'D', body: 'B' }, otherSkills: [{ name: 'pdf', description: 'PDF' }], skillLoading: 'discover', bash: true, maxTurns: 3, maxTokens: 99 },
      send,
      {}
    )
    expect('claudeCode' in r).toBe(false)
    expect(requests[0]).toMatchObject({ max_tokens: 99, messages: [{ role: 'user', content: 'P' }] })
    expect(systemText(requests[0])).toContain('<name>pdf</name>')
    expect(toolNames(requests[0])).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash', 'Skill'])
    await runAgent({ executor: 'api', spec: spec(), prompt: 'P', workspaceDir: ws, skill: { name: 'notes', description: 'D', body: 'B' }, otherSkills: [], skillLoading: 'discover', bash: false, maxTurns: 3, maxTokens: 99 }, send, {})
    expect(systemText(requests[1])).not.toContain('<name>pdf</name>')
  })

  test('claude-code: the Claude Code executor with the given settings and the skill by name', async () => {
    // The workspace lacks the skill's SKILL.md: the executor says so before starting the CLI.
    const ws = path.join(tmp, 'ws-cc')
    await mkdir(path.join(ws, '.git'), { recursive: true })
    const { send, requests } = scripted([])
    const r = await runAgent(
      { executor: 'claude-code', spec: spec(), prompt: 'P', workspaceDir: ws, skill: { name: 'notes', description: 'D', body: 'B' }, skillLoading: 'preload', bash: false, maxTurns: 3, maxTokens: 99 },
      send,
      { claudeCode: { binary: { path: '/nonexistent/claude', version: '2.1.400', source: 'path' } } }
    )
    expect(requests).toHaveLength(0)
    expect('claudeCode' in r).toBe(true)
    expect(r.error).toEqual({ message: 'Harness error: .claude/skills/notes/SKILL.md is missing from the workspace.', type: 'harness' })
    expect((r as { claudeCode: { version: string } }).claudeCode.version).toBe('2.1.400')
  })
})

describe('solveRun with Claude Code', () => {
  test('a skill mapped to claude-code: never pooled, a git root, outputs copied, the CLI\'s own cost and facts in the record', async () => {
    // A stand-in CLI: writes a file in its workspace and prints a result line.
    const bin = path.join(tmp, 'claude')
    const result = { type: 'result', subtype: 'success', is_error: false, num_turns: 3, duration_ms: 100, duration_api_ms: 77, session_id: 'sess-1', result: 'done', total_cost_usd: 0.5 }
    await writeFile(bin, `#!/bin/sh\necho made > out.md\necho '${JSON.stringify(result)}'\n`, { mode: 0o755 })
    const { send } = scripted([])
    let left = false
    const noting = new (class extends NotingPool {
      override async release(kind: string | undefined, ws: Workspace, written: readonly string[], clean: boolean): Promise<void> {
        left = existsSync(path.join(ws.dir, 'out.md'))
        return super.release(kind, ws, written, clean)
      }
    })()
    // Not through the gateway (no key proxy): the CLI's own total_cost_usd is the run's cost.
    const opts = options({ skillExecutors: { notes: 'claude-code' }, claudeCodeViaGateway: false, claudeCode: { binary: { path: bin, version: '2.1.400', source: 'path' } } })
    const { record, transcript } = await solveRun(spec(), evalCase(), skill(), undefined, opts, context(send, { pool: noting }))
    await noting.close()
    expect(transcript).not.toContain('through the gateway')
    expect(noting.acquired[0]).toMatchObject({ kind: undefined, git: true })
    expect(record).toMatchObject({ status: 'completed', response: 'done', costUsd: 0.5, filesWritten: ['out.md'] })
    expect(record.claudeCode).toEqual({ version: '2.1.400', sessionId: 'sess-1', numTurns: 3, durationApiMs: 77, costBasis: [] })
    expect(record.skillUseReason).toMatch(/never called the Skill tool for 'notes'/)
    expect(left).toBe(true) // copied, not moved: the CLI's children may still write to the workspace
    expect(await readFile(path.join(outDir, 'notes/eval-1-x/with_skill/run-1/outputs/out.md'), 'utf8')).toBe('made\n')
  })

  test('through the gateway (the default), the CLI\'s calls are the gateway\'s: none here, so no cost', async () => {
    const bin = path.join(tmp, 'claude')
    await writeFile(bin, `#!/bin/sh\necho '${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: 'done', total_cost_usd: 0.5 })}'\n`, { mode: 0o755 })
    const { send } = scripted([])
    const opts = options({ skillExecutors: { notes: 'claude-code' }, claudeCode: { binary: { path: bin, version: '2.1.400', source: 'path' } } })
    const { record, transcript } = await solveRun(spec(), evalCase(), skill(), undefined, opts, context(send))
    expect(record).toMatchObject({ status: 'completed', costUsd: 0 })
    expect(transcript).toContain('sends Messages calls through the gateway')
  })

  test('the API executor\'s records have no Claude Code facts', async () => {
    const { send } = scripted([{ content: [text('ok')] }])
    const { record } = await solveRun(spec(), evalCase(), skill(), undefined, options(), context(send))
    expect(record.claudeCode).toBeUndefined()
    expect(record.skillUseReason).toBeUndefined()
  })
})
