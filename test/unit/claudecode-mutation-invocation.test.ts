/**
 * Issue 36, claudecode part: the Claude Code command line and environment (pure), and the
 * workspace helpers of the executor. The child's environment is an allow-list: a fixed set of
 * switches, PATH, the per-run folders, only the named extra variables (never GITHUB_TOKEN, GH_TOKEN
 * or ACTIONS_*), and the credential the caller gives (the key proxy's placeholder in real runs).
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readdir, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  BUILTIN_PLUGINS,
  DEFAULT_ANTHROPIC_BASE_URL,
  DISALLOWED_TOOLS,
  buildInvocation,
  ensureOwnGitRoot,
  isolationSettings,
  snapshotFiles,
  userSkillDir,
  type ClaudeCodeSettings
} from '../../src/run/claude-code/executor.js'

const dirs = { config: '/s/config', tmp: '/s/tmp', home: '/s/home' }
type Req = Parameters<typeof buildInvocation>[0]
const req = (o: Partial<Req> = {}): Req => ({ spec: { model: 'claude-x' }, prompt: 'Do it.', bash: false, maxTurns: 5, ...o })
const build = (o: Partial<Req> = {}, s: ClaudeCodeSettings = {}) => buildInvocation(req(o), { sourceEnv: { PATH: '/bin' }, ...s }, dirs, 'sid-1')
const SETTINGS = '{"disableAllHooks":true,"disableBundledSkills":true,"enabledPlugins":{"cc-plugin-plugin-authoring@builtin":false,"cc-plugin-agents-md@builtin":false,"cc-plugin-privacy@builtin":false}}'
const BASE_ENV = {
  PATH: '/bin', HOME: '/s/home', TMPDIR: '/s/tmp', LANG: 'C.UTF-8', CLAUDE_CONFIG_DIR: '/s/config', CLAUDE_CODE_TMPDIR: '/s/tmp',
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', DISABLE_ERROR_REPORTING: '1',
  CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1', CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1', CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1', CLAUDE_CODE_MAX_RETRIES: '2'
}

describe('constants and settings', () => {
  test('the isolation settings, the built-in plugins and the tools never offered', () => {
    expect(JSON.stringify(isolationSettings())).toBe(SETTINGS)
    expect(BUILTIN_PLUGINS).toEqual(['cc-plugin-plugin-authoring@builtin', 'cc-plugin-agents-md@builtin', 'cc-plugin-privacy@builtin'])
    expect(DISALLOWED_TOOLS).toEqual(['WebFetch', 'WebSearch'])
    expect(DEFAULT_ANTHROPIC_BASE_URL).toBe('https://api.anthropic.com')
    expect(userSkillDir('/c', 'demo')).toBe('/c/skills/demo')
  })
})

describe('buildInvocation: the command line', () => {
  test('a with-skill run, argument by argument', () => {
    const inv = build({ skill: { name: 'demo' }, otherSkills: ['helper'] })
    expect(inv.args).toEqual([
      '-p', '--output-format', 'stream-json', '--verbose', '--setting-sources', 'user', '--settings', SETTINGS, '--strict-mcp-config', '--permission-mode', 'acceptEdits',
      '--max-turns', '5', '--model', 'claude-x', '--session-id', 'sid-1', '--no-session-persistence',
      '--add-dir', '/s/config/skills/demo', '--add-dir', '/s/config/skills/helper',
      '--allowedTools=Skill(demo)', '--disallowedTools=WebFetch,WebSearch,Bash', '--', 'Do it.'
    ])
    expect(inv.notes).toEqual([
      "skill: demo (user skill copied from the workspace's .claude/skills/demo to the run's CLAUDE_CONFIG_DIR; --allowedTools Skill(demo))",
      'isolation: own CLAUDE_CONFIG_DIR/CLAUDE_CODE_TMPDIR/HOME, --setting-sources user (nothing in the workspace is read as configuration), --strict-mcp-config, bundled skills and built-in plugins off, retries 2',
      'tools: allowed Skill(demo); disallowed WebFetch, WebSearch, Bash'
    ])
  })

  test('a baseline run: no --allowedTools at all, no --add-dir of its own; Skill removed only for no-skill-tool', () => {
    const a = build()
    expect(a.args.filter((x) => x.startsWith('--allowedTools') || x === '--add-dir')).toEqual([])
    expect(a.args.slice(-3)).toEqual(['--disallowedTools=WebFetch,WebSearch,Bash', '--', 'Do it.'])
    expect(a.notes[0]).toBe('skill: none (Skill tool kept, nothing listed)')
    expect(a.notes[2]).toBe('tools: allowed default; disallowed WebFetch, WebSearch, Bash')
    const b = build({}, { baseline: 'no-skill-tool' })
    expect(b.args.slice(-3)).toEqual(['--disallowedTools=WebFetch,WebSearch,Skill,Bash', '--', 'Do it.'])
    expect(b.notes[0]).toBe('skill: none (Skill tool removed)')
    const c = build({}, { baseline: 'empty-listing' })
    expect(c.args).toContain('--disallowedTools=WebFetch,WebSearch,Bash')
    // a with-skill run keeps its Skill tool whatever the baseline setting
    const d = build({ skill: { name: 'demo' } }, { baseline: 'no-skill-tool' })
    expect(d.args).toContain('--disallowedTools=WebFetch,WebSearch,Bash')
    expect(d.args).toContain('--allowedTools=Skill(demo)')
  })

  test('Bash allowed only when enabled; extra allowed tools appended in order', () => {
    const a = build({ bash: true, skill: { name: 'demo' } }, { allowedTools: ['Bash(npm test)', 'Read'] })
    expect(a.args).toContain('--allowedTools=Skill(demo),Bash,Bash(npm test),Read')
    expect(a.args).toContain('--disallowedTools=WebFetch,WebSearch')
    expect(a.notes[2]).toBe('tools: allowed Skill(demo), Bash, Bash(npm test), Read; disallowed WebFetch, WebSearch')
    const b = build({}, { allowedTools: ['Read'] })
    expect(b.args).toContain('--allowedTools=Read')
    expect(b.args).toContain('--disallowedTools=WebFetch,WebSearch,Bash')
  })

  test('--max-turns is a whole number of at least 1', () => {
    const turns = (n: number) => { const a = build({ maxTurns: n }).args; return a[a.indexOf('--max-turns') + 1] }
    expect(turns(0)).toBe('1')
    expect(turns(-3)).toBe('1')
    expect(turns(1)).toBe('1')
    expect(turns(1.9)).toBe('1')
    expect(turns(2.9)).toBe('2')
    expect(turns(12)).toBe('12')
  })

  test('other skills each get an --add-dir, after the skill under test; the prompt is always after --', () => {
    const inv = build({ otherSkills: ['a', 'b'], prompt: '--help' })
    expect(inv.args.filter((_, i, all) => all[i - 1] === '--add-dir')).toEqual(['/s/config/skills/a', '/s/config/skills/b'])
    expect(inv.args.slice(-2)).toEqual(['--', '--help'])
  })
})

describe('buildInvocation: the environment', () => {
  test('exactly the allow-list, with the credentials given', () => {
    const inv = build({}, { apiKey: 'sk-placeholder', authToken: 'tok', baseUrl: 'http://127.0.0.1:9', maxRetries: 0 })
    expect(inv.env).toStrictEqual({ ...BASE_ENV, CLAUDE_CODE_MAX_RETRIES: '0', ANTHROPIC_API_KEY: 'sk-placeholder', ANTHROPIC_AUTH_TOKEN: 'tok', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' })
    expect(inv.notes[1]).toBe('isolation: own CLAUDE_CONFIG_DIR/CLAUDE_CODE_TMPDIR/HOME, --setting-sources user (nothing in the workspace is read as configuration), --strict-mcp-config, bundled skills and built-in plugins off, retries 0')
  })

  test('no credentials: none set; empty ones are not set either', () => {
    expect(build().env).toStrictEqual(BASE_ENV)
    expect(build({}, { apiKey: '', authToken: '', baseUrl: '' }).env).toStrictEqual(BASE_ENV)
    expect(build({}, { maxRetries: 7 }).env.CLAUDE_CODE_MAX_RETRIES).toBe('7')
  })

  test('passEnv: only the named variables that are set; never GITHUB_TOKEN, GH_TOKEN or ACTIONS_* (any case)', () => {
    const sourceEnv = {
      PATH: '/bin', HTTPS_PROXY: 'http://p', EMPTY: '', GITHUB_TOKEN: 'g1', GH_TOKEN: 'g2', ACTIONS_RUNTIME_TOKEN: 'a1', actions_id_token_request_url: 'a2', github_token: 'g3',
      MY_GITHUB_TOKEN: 'ok1', GITHUB_TOKEN_X: 'ok2', XACTIONS_Y: 'ok3', NOT_NAMED: 'n'
    }
    const inv = build({}, {
      sourceEnv,
      passEnv: ['HTTPS_PROXY', 'EMPTY', 'UNSET', 'GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'actions_id_token_request_url', 'github_token', 'MY_GITHUB_TOKEN', 'GITHUB_TOKEN_X', 'XACTIONS_Y']
    })
    expect(inv.env).toStrictEqual({ ...BASE_ENV, HTTPS_PROXY: 'http://p', EMPTY: '', MY_GITHUB_TOKEN: 'ok1', GITHUB_TOKEN_X: 'ok2', XACTIONS_Y: 'ok3' })
  })

  test('PATH and passEnv come from the process environment when no source is given; a fixed PATH when there is none', () => {
    const saved = { PATH: process.env.PATH, CCM_PASS: process.env.CCM_PASS }
    try {
      process.env.PATH = '/proc/path'
      process.env.CCM_PASS = 'from-process'
      const a = buildInvocation(req(), { passEnv: ['CCM_PASS'] }, dirs, 's')
      expect(a.env.PATH).toBe('/proc/path')
      expect(a.env.CCM_PASS).toBe('from-process')
      expect(buildInvocation(req(), { sourceEnv: {} }, dirs, 's').env.PATH).toBe('/proc/path')
      delete process.env.PATH
      expect(buildInvocation(req(), { sourceEnv: {} }, dirs, 's').env.PATH).toBe('/usr/local/bin:/usr/bin:/bin')
      expect(buildInvocation(req(), { sourceEnv: { CCM_PASS: 'from-source' }, passEnv: ['CCM_PASS'] }, dirs, 's').env.CCM_PASS).toBe('from-source')
    } finally {
      process.env.PATH = saved.PATH
      if (saved.CCM_PASS === undefined) delete process.env.CCM_PASS
      else process.env.CCM_PASS = saved.CCM_PASS
    }
  })

  test('extraEnv is added last, verbatim, over everything else', () => {
    const inv = build({}, { apiKey: 'k', passEnv: ['X'], sourceEnv: { PATH: '/bin', X: 'from-pass' }, extraEnv: { X: 'extra', ANTHROPIC_API_KEY: 'override', HOME: '/h' } })
    expect(inv.env).toMatchObject({ X: 'extra', ANTHROPIC_API_KEY: 'override', HOME: '/h' })
  })
})

describe('ensureOwnGitRoot', () => {
  const made: string[] = []
  afterEach(async () => {
    for (const d of made.splice(0)) await rm(d, { recursive: true, force: true })
  })
  const temp = async (): Promise<string> => {
    const d = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ccm-git-')))
    made.push(d)
    return d
  }
  const withoutGit = async <T>(fn: () => Promise<T>): Promise<T> => {
    const saved = process.env.PATH
    process.env.PATH = '/nonexistent-ccm'
    try {
      return await fn()
    } finally {
      process.env.PATH = saved
    }
  }

  test('an existing .git is left alone (no git init)', async () => {
    const ws = await temp()
    await mkdir(path.join(ws, '.git'))
    expect(await ensureOwnGitRoot(ws)).toBeUndefined()
    expect(await readdir(path.join(ws, '.git'))).toEqual([])
  })

  test('a workspace without .git becomes a git root', async () => {
    const ws = await temp()
    expect(await ensureOwnGitRoot(ws)).toBeUndefined()
    expect(await readdir(path.join(ws, '.git'))).toContain('HEAD')
  })

  test('without git: an error only when an ancestor holds .claude/skills, naming both', async () => {
    const base = await temp()
    const ws = path.join(base, 'a', 'ws')
    await mkdir(ws, { recursive: true })
    expect(await withoutGit(() => ensureOwnGitRoot(ws))).toBeUndefined()
    await mkdir(path.join(base, '.claude'), { recursive: true })
    expect(await withoutGit(() => ensureOwnGitRoot(ws))).toBeUndefined() // .claude without skills
    await mkdir(path.join(base, '.claude', 'skills'))
    expect(await withoutGit(() => ensureOwnGitRoot(ws))).toBe(`the workspace ${ws} is not a git root (git unavailable) and ${base} holds .claude/skills, which Claude Code would load`)
    await mkdir(path.join(base, 'a', '.claude', 'skills'), { recursive: true })
    expect(await withoutGit(() => ensureOwnGitRoot(ws))).toBe(`the workspace ${ws} is not a git root (git unavailable) and ${path.join(base, 'a')} holds .claude/skills, which Claude Code would load`)
    // the workspace's own .claude/skills is not an ancestor's
    const ws2 = path.join(base, 'b', 'ws')
    await mkdir(path.join(ws2, '.claude', 'skills'), { recursive: true })
    await rm(path.join(base, '.claude'), { recursive: true })
    expect(await withoutGit(() => ensureOwnGitRoot(ws2))).toBeUndefined()
  })
})

describe('snapshotFiles', () => {
  const made: string[] = []
  afterEach(async () => {
    for (const d of made.splice(0)) await rm(d, { recursive: true, force: true })
  })

  test('size:mtime:ino of every regular file, nested paths with /, the top .git left out, links not followed', async () => {
    const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ccm-snap-')))
    made.push(root)
    await mkdir(path.join(root, '.git'), { recursive: true })
    await writeFile(path.join(root, '.git', 'HEAD'), 'x')
    await mkdir(path.join(root, 'sub', '.git'), { recursive: true })
    await writeFile(path.join(root, 'sub', '.git', 'c'), 'nested')
    await writeFile(path.join(root, 'a.txt'), 'hello')
    await writeFile(path.join(root, 'sub', 'b.txt'), 'bb')
    await symlink(path.join(root, 'a.txt'), path.join(root, 'link'))
    await utimes(path.join(root, 'a.txt'), 1000, 1000)
    const snap = await snapshotFiles(root)
    expect([...snap.keys()].sort()).toEqual(['a.txt', 'sub/.git/c', 'sub/b.txt'])
    expect(snap.get('a.txt')).toMatch(/^5:1000000:\d+$/)
    expect(snap.get('sub/b.txt')).toMatch(/^2:\d+(\.\d+)?:\d+$/)
  })

  test('a missing folder is an empty snapshot; the limit stops the walk at exactly that many files', async () => {
    expect((await snapshotFiles('/nonexistent-ccm-snap')).size).toBe(0)
    const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ccm-snap-')))
    made.push(root)
    for (const n of ['a', 'b', 'c']) await writeFile(path.join(root, n), n)
    await mkdir(path.join(root, 'd'))
    await writeFile(path.join(root, 'd', 'e'), 'e')
    expect((await snapshotFiles(root)).size).toBe(4)
    expect((await snapshotFiles(root, 4)).size).toBe(4)
    expect((await snapshotFiles(root, 3)).size).toBe(3)
    expect((await snapshotFiles(root, 1)).size).toBe(1)
  })
})
