/**
 * Issue 36, claudecode part: executeClaudeCodeRun with a fake `claude` (a small Node script in a
 * temporary folder that records its arguments, environment and folder in the run's HOME, prints
 * a prepared stream and does what its steps say). What the harness prepares (user skills, the
 * workspace as its own git root), how the child is started (contained, stdin closed, the real key
 * never in its environment: only the key proxy's placeholder), how it is stopped (timeout, abort,
 * the trigger hook), and how the result is put together (redacted, counted through the proxy or
 * the gateway, the files the run changed). Nothing leaves the loopback.
 */
import { describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, symlink } from 'node:fs/promises'
import path from 'node:path'
import { executeClaudeCodeRun } from '../../src/run/claude-code/executor.js'
import { registerSecret } from '../../src/redact/index.js'
import { detectSandbox, setSandboxForTests } from '../../src/sandbox/index.js'
import { asst, FAKE_CLAUDE_MODEL, nd, note, resultLine, useFakeClaudeCode } from '../helpers/fake-claude-code.js'

const MODEL = FAKE_CLAUDE_MODEL
const sandboxed = detectSandbox().kind === 'bwrap'

const init = { type: 'system', subtype: 'init', session_id: 's-1', model: MODEL, permissionMode: 'acceptEdits', skills: ['demo'], claude_code_version: '2.1.332' }
const fake = useFakeClaudeCode('ccm-run-')
const { folder, workspace, stepsFile, run } = fake

describe('preparing and starting the CLI', () => {
  test('a with-skill run: installed skills copied as user skills (configuration left out), the command line, the environment, the folder', async () => {
    const ws = await workspace({
      '.claude/skills/demo/SKILL.md': '---\nname: demo\n---\n# Demo\n',
      '.claude/skills/demo/ref/guide.md': 'guide',
      '.claude/skills/demo/.claude/settings.json': '{}',
      '.claude/skills/demo/ref/.mcp.json': '{}',
      '.claude/skills/demo/.mcp.json': '{}',
      '.claude/skills/helper/SKILL.md': '# helper',
      '.claude/skills/.hidden/SKILL.md': '# hidden',
      '.claude/skills/no-skill-md/README.md': 'x',
      'input.txt': 'in'
    })
    const { result, scratch, home } = await run([{ out: nd(init, asst('m1', [{ type: 'text', text: 'hi' }]), resultLine()) }], {
      workspaceDir: ws,
      skill: { name: 'demo' },
      otherSkills: ['demo', 'helper', '.hidden', 'no-skill-md', 'bad/name', 'missing']
    })
    const h = await home()
    const runDir = path.join(scratch, (await readdir(scratch))[0]!)
    const config = path.join(runDir, 'config')
    expect((await readdir(path.join(config, 'skills'))).sort()).toEqual(['demo', 'helper'])
    expect((await readdir(path.join(config, 'skills', 'demo'))).sort()).toEqual(['SKILL.md', 'ref'])
    expect(await readdir(path.join(config, 'skills', 'demo', 'ref'))).toEqual(['guide.md'])
    expect(await readFile(path.join(config, 'skills', 'demo', 'ref', 'guide.md'), 'utf8')).toBe('guide')
    expect(await readFile(path.join(config, 'skills', 'helper', 'SKILL.md'), 'utf8')).toBe('# helper')
    expect((await readdir(runDir)).sort()).toEqual(['config', 'home', 'tmp'])
    expect(h.cwd).toBe(ws)
    const addDirs = h.args.filter((_, i) => h.args[i - 1] === '--add-dir')
    expect(addDirs).toEqual([path.join(config, 'skills', 'demo'), path.join(config, 'skills', 'helper')])
    expect(h.args[h.args.indexOf('--session-id') + 1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(h.args[h.args.indexOf('--model') + 1]).toBe(MODEL)
    expect(h.args.slice(-2)).toEqual(['--', 'Do it.'])
    expect(h.env).toMatchObject({ HOME: path.join(runDir, 'home'), TMPDIR: path.join(runDir, 'tmp'), CLAUDE_CONFIG_DIR: config, CLAUDE_CODE_TMPDIR: path.join(runDir, 'tmp') })
    expect(h.env.ANTHROPIC_API_KEY).toBeUndefined()
    expect(h.env.ANTHROPIC_BASE_URL).toBeUndefined()
    expect(h.env.SKILL_EVALS_STEP).toMatch(/^[0-9a-f]{24}$/)
    expect(result.error).toBeUndefined()
    expect(result.response).toBe('Done.')
    expect(result.skillUsed).toBe(false)
    expect(result.claudeCode.version).toBe('2.1.332')
    expect(note(result.transcript, 'binary:')).toBe(`binary: ${fake.binary.path} (2.1.332, from path)`)
    expect(note(result.transcript, 'credentials:')).toBe(`credentials: as given; sandbox: ${sandboxed ? 'bwrap PID namespace, own network' : 'none (process group)'}`)
    expect(note(result.transcript, 'skill:')).toMatch(/^skill: demo \(user skill copied/)
    expect(note(result.transcript, 'wall time:')).toMatch(/^wall time: \d+ ms$/)
    expect(existsSync(path.join(ws, '.git'))).toBe(true) // made its own git root
  })

  test('the files the run changed (whatever wrote them) join the ones the stream reports; unchanged files do not', async () => {
    const ws = await workspace({ 'keep.txt': 'same', 'touch.txt': 'old' })
    const { result } = await run(
      [
        { write: 'touch.txt' },
        { write: 'new-by-bash.txt' },
        { out: nd(init, asst('m1', [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: `${ws}/claimed.md` } }]), { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] } }, resultLine()) }
      ],
      { workspaceDir: ws }
    )
    expect(result.filesWritten).toEqual(['claimed.md', 'new-by-bash.txt', 'touch.txt'])
  })

  test('the workspace is used by its real path (a link to it is resolved)', async () => {
    const ws = await workspace()
    const link = path.join(await folder('links'), 'ws-link')
    await symlink(ws, link)
    const { result, home } = await run(
      [{ out: nd(asst('m1', [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: `${ws}/real.md` } }]), { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] } }, resultLine()) }],
      { workspaceDir: link }
    )
    expect(result.filesWritten).toEqual(['real.md'])
    expect((await home()).cwd).toBe(ws)
  })

  test('the per-run folder is removed afterwards; a missing scratch parent is made', async () => {
    const parent = path.join(await folder('scr'), 'deeper', 'still')
    const ws = await workspace()
    const { result } = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { scratchDir: parent, keepScratch: false })
    expect(result.error).toBeUndefined()
    expect(await readdir(parent)).toEqual([])
  })

  test('the binary is found through the resolve options when none is given', async () => {
    const ws = await workspace()
    const scratch = await folder('scratch')
    const result = await executeClaudeCodeRun(
      { spec: { model: MODEL }, prompt: 'p', workspaceDir: ws, bash: false, maxTurns: 2 },
      { resolve: { path: fake.binary.path }, scratchDir: scratch, extraEnv: { FAKE_STEPS: await stepsFile([{ out: nd(resultLine()) }]) } }
    )
    expect(result.error).toBeUndefined()
    expect(note(result.transcript, 'binary:')).toBe(`binary: ${fake.binary.path} (2.1.332, from path)`)
  })
})

describe('harness errors (the CLI never starts)', () => {
  test('the skill under test is missing from the workspace', async () => {
    const ws = await workspace()
    const scratch = await folder('scratch')
    const { result } = await run([{ out: nd(resultLine()) }], { workspaceDir: ws, skill: { name: 'demo' } }, { scratchDir: scratch })
    expect(result.error).toStrictEqual({ message: 'Harness error: .claude/skills/demo/SKILL.md is missing from the workspace.', type: 'harness' })
    expect(result.stopReason).toBe('aborted')
    expect(result.claudeCode.version).toBe('2.1.332')
    expect(result.skillUsed).toBe(false)
    expect(await readdir(scratch)).toEqual([])
  })

  test('the skill cannot be copied (a link out of its folder): the per-run folder is removed unless kept', async () => {
    const ws = await workspace({ '.claude/skills/demo/SKILL.md': '# demo', 'outside.txt': 'secret' })
    await symlink(path.join(ws, 'outside.txt'), path.join(ws, '.claude', 'skills', 'demo', 'leak.txt'))
    const scratch = await folder('scratch')
    const { result } = await run([{ out: nd(resultLine()) }], { workspaceDir: ws, skill: { name: 'demo' } }, { scratchDir: scratch, keepScratch: false })
    expect(result.error!.type).toBe('harness')
    expect(result.error!.message).toMatch(/^Harness error: could not install the skill for Claude Code: cannot copy .*leak\.txt: a symbolic link that leads out of .*\.$/)
    expect(await readdir(scratch)).toEqual([])
    const kept = await folder('scratch')
    await run([{ out: nd(resultLine()) }], { workspaceDir: ws, skill: { name: 'demo' } }, { scratchDir: kept, keepScratch: true })
    expect((await readdir(kept)).length).toBe(1)
  })

  test('no git and an ancestor holding .claude/skills', async () => {
    const parent = await folder('gitless')
    await mkdir(path.join(parent, '.claude', 'skills'), { recursive: true })
    const ws = path.join(parent, 'ws')
    await mkdir(ws)
    const saved = process.env.PATH
    process.env.PATH = '/nonexistent-ccm'
    let result
    try {
      result = (await run([{ out: nd(resultLine()) }], { workspaceDir: ws })).result
    } finally {
      process.env.PATH = saved
    }
    expect(result.error).toStrictEqual({
      message: `Harness error: the workspace ${ws} is not a git root (git unavailable) and ${parent} holds .claude/skills, which Claude Code would load.`,
      type: 'harness'
    })
  })
})

describe('stopping the CLI', () => {
  test('the wall-clock timeout kills it; the message gives the limit in seconds', async () => {
    const ws = await workspace()
    const t0 = Date.now()
    const { result } = await run([{ out: nd(init) }, { hang: true }], { workspaceDir: ws, timeoutMs: 340 })
    expect(Date.now() - t0).toBeLessThan(6_000)
    expect(result.error).toStrictEqual({ message: 'Run timed out after 0.3 s (Claude Code stopped).', type: 'timeout' })
    expect(result.stopReason).toBe('aborted')
    expect(result.claudeCode.exitCode === 0).toBe(false)
  })

  test('an abort signal, before or during the run, with the reason as detail', async () => {
    const ws = await workspace()
    const before = new AbortController()
    before.abort(new Error('cancelled by user'))
    const t0 = Date.now()
    const a = await run([{ hang: true }], { workspaceDir: ws, signal: before.signal })
    expect(a.result.error).toStrictEqual({ message: 'run aborted: cancelled by user', type: 'aborted' })
    const asText = new AbortController()
    asText.abort('shard cancelled')
    expect((await run([{ hang: true }], { workspaceDir: ws, signal: asText.signal })).result.error).toStrictEqual({ message: 'run aborted: shard cancelled', type: 'aborted' })
    const other = new AbortController()
    other.abort(42)
    expect((await run([{ hang: true }], { workspaceDir: ws, signal: other.signal })).result.error).toStrictEqual({ message: 'run aborted', type: 'aborted' })
    const during = new AbortController()
    setTimeout(() => during.abort(new Error('late')), 300)
    const d = await run([{ out: nd(init) }, { hang: true }], { workspaceDir: ws, signal: during.signal })
    expect(d.result.error).toStrictEqual({ message: 'run aborted: late', type: 'aborted' })
    expect(d.result.stopReason).toBe('aborted')
    expect(Date.now() - t0).toBeLessThan(8_000)
  })

  test('the first reason to stop is the one reported; a CLI that ignores SIGTERM is killed 2 s later', async () => {
    setSandboxForTests({ kind: 'none', reason: 'test' }) // the CLI itself gets the signals (no bwrap in between)
    const ws = await workspace()
    const c = new AbortController()
    let abortedAt = 0
    const t0 = Date.now()
    const { result } = await run([{ ignoreTerm: true }, { out: nd(init) }, { hang: true }], {
      workspaceDir: ws,
      signal: c.signal,
      // fires while the CLI outlives its SIGTERM: after the abort (the first event, once the fake
      // has started, which takes over a second on a loaded machine) and before the SIGKILL 2 s later
      timeoutMs: 1_900,
      onEvent: () => {
        abortedAt = Date.now()
        c.abort(new Error('first'))
      }
    })
    const took = Date.now() - abortedAt
    expect(abortedAt - t0).toBeLessThan(1_900)
    expect(result.error).toStrictEqual({ message: 'run aborted: first', type: 'aborted' })
    expect(result.claudeCode.signal).toBe('SIGKILL')
    expect(took).toBeGreaterThanOrEqual(1_900)
    expect(took).toBeLessThan(6_000)
  })

  test('onEvent: every stream object in order (lines split across writes joined, junk skipped); true stops the run without an error', async () => {
    const ws = await workspace()
    const seen: Record<string, unknown>[] = []
    const t0 = Date.now()
    const first = JSON.stringify(asst('m1', [{ type: 'text', text: 'thinking about it' }]))
    const { result } = await run(
      [
        { out: `${JSON.stringify(init)}\n\n   \nnot json\n5\nnull\n[1]\n${first.slice(0, 20)}` },
        { sleep: 150 },
        { out: `${first.slice(20)}\n${JSON.stringify({ type: 'marker', stop: true })}\n${JSON.stringify({ type: 'after' })}\n` },
        { hang: true }
      ],
      {
        workspaceDir: ws,
        timeoutMs: 15_000,
        onEvent: (e) => {
          seen.push(e)
          return e.stop === true
        }
      }
    )
    expect(Date.now() - t0).toBeLessThan(8_000)
    expect(seen.map((e) => e.type ?? e)).toEqual(['system', [1], 'assistant', 'marker']) // objects only (an array is one)
    expect(result.error).toBeUndefined()
    expect(Object.keys(result)).not.toContain('error')
    expect(result.stopReason).toBe('stopped')
    expect(result.turns).toBe(1)
    expect(result.response).toBe('thinking about it')
  })

  test('once stopped by onEvent, later lines are not passed to it', async () => {
    setSandboxForTests({ kind: 'none', reason: 'test' }) // the CLI itself gets the SIGTERM, and outlives it
    const ws = await workspace()
    const seen: unknown[] = []
    const { result } = await run([{ ignoreTerm: true }, { out: nd({ type: 'stop-here' }) }, { sleep: 200 }, { out: nd({ type: 'later' }) }, { exit: 0 }], {
      workspaceDir: ws,
      onEvent: (e) => {
        seen.push(e.type)
        return e.type === 'stop-here'
      }
    })
    expect(seen).toEqual(['stop-here'])
    expect(result.stopReason).toBe('stopped')
  })

  test('onEvent returning anything but true lets the run finish', async () => {
    const ws = await workspace()
    const seen: unknown[] = []
    const { result } = await run([{ out: nd(init, resultLine()) }], { workspaceDir: ws, onEvent: (e) => void seen.push(e.type) })
    expect(seen).toEqual(['system', 'result'])
    expect(result.stopReason).toBe('end_turn')
  })

  test('an error result of a run stopped by onEvent stays an error', async () => {
    const ws = await workspace()
    const { result } = await run([{ out: nd(resultLine({ is_error: true, subtype: 'error_during_execution', result: 'broke' })) }, { hang: true }], { workspaceDir: ws, onEvent: (e) => e.type === 'result' })
    expect(result.error).toStrictEqual({ message: 'broke', type: 'claude_code_error_during_execution' })
    expect(result.stopReason).toBe('error')
  })
})

describe('what the CLI printed', () => {
  test('no result line: the exit code and the end of stderr', async () => {
    const ws = await workspace()
    const { result } = await run([{ out: nd(init) }, { err: 'line1\nError: unknown option --x\n' }, { exit: 3 }], { workspaceDir: ws })
    expect(result.error).toStrictEqual({ message: 'Claude Code ended without a result line (exit code 3): line1\nError: unknown option --x', type: 'claude_code' })
    expect(result.claudeCode.exitCode).toBe(3)
  })

  test('stderr is kept up to 1 MiB', async () => {
    const ws = await workspace()
    const { result } = await run([{ errBytes: 3 * 1024 * 1024 }, { exit: 1 }], { workspaceDir: ws })
    expect(result.error!.message).not.toContain('T1') // the last lines were past the limit
    expect(result.error!.message).toContain('(exit code 1): eeee')
  })

  test('registered secrets are redacted from stdout and stderr before anything is kept', async () => {
    registerSecret('ccm-secret-value-0123456789')
    const ws = await workspace()
    const { result } = await run([{ out: nd(asst('m1', [{ type: 'text', text: 'the key is ccm-secret-value-0123456789' }])) }, { err: 'stderr has ccm-secret-value-0123456789\n' }, { exit: 1 }], { workspaceDir: ws })
    expect(result.transcript).not.toContain('ccm-secret-value-0123456789')
    expect(result.response).toBe('the key is ***')
    expect(result.error!.message).toBe('Claude Code ended without a result line (exit code 1): stderr has ***')
  })
})
