/**
 * Issue 36, claudecode part: finding and checking the `claude` binary. An explicit path first
 * (the npm placeholder stub is followed to the real binary beside it), else skill-evals' own
 * node_modules upward (the wrapper, then the platform package), else PATH (absolute entries only,
 * none inside an untrusted folder); then `--version`, run contained with an allow-listed
 * environment in a throwaway folder, at least the oldest supported version and exactly the pinned
 * one when pinned. Fake binaries are small shell scripts in temporary folders.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  CLAUDE_CODE_PACKAGE,
  ClaudeCodeNotFoundError,
  MIN_CLAUDE_CODE_VERSION,
  TESTED_CLAUDE_CODE_VERSION,
  claudeCodeVersion,
  compareVersions,
  harnessDir,
  parseVersionOutput,
  resolveClaudeCode,
  resolveClaudeCodeOnce
} from '../../src/run/claude-code/binary.js'

const made: string[] = []
afterAll(async () => {
  for (const d of made) await rm(d, { recursive: true, force: true })
})
async function temp(prefix = 'ccm-bin-'): Promise<string> {
  const d = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)))
  made.push(d)
  return d
}
/** A fake `claude` at `file` that prints `version` for --version (or runs `body`). */
async function fakeAt(file: string, body: string, mode = 0o755): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `#!/bin/sh\n${body}\n`, { mode })
  await chmod(file, mode)
  return file
}
const says = (version: string): string => `echo "${version} (Claude Code)"`
const STUB = '#!/bin/sh\necho "Error: claude native binary not installed." >&2\nexit 1\n'
const hint = (pin = TESTED_CLAUDE_CODE_VERSION): string =>
  `Install it with 'npm i -g @anthropic-ai/claude-code@${pin}' (or as a devDependency pinned exactly; on Node < 22 pin the exact version, since npm otherwise picks an older release), or point the workflow's claude-code-path input / --claude-code-path at the executable.`
const wrapperIn = (root: string): string => path.join(root, 'node_modules', '@anthropic-ai', 'claude-code', 'bin', 'claude.exe')
const platformIn = (root: string, suffix = ''): string => path.join(root, 'node_modules', '@anthropic-ai', `claude-code-linux-${os.arch()}${suffix}`, 'claude')

describe('versions', () => {
  test('constants', () => {
    expect(MIN_CLAUDE_CODE_VERSION).toBe('2.1.197')
    expect(TESTED_CLAUDE_CODE_VERSION).toBe('2.1.332')
    expect(CLAUDE_CODE_PACKAGE).toBe('@anthropic-ai/claude-code')
  })

  test('compareVersions: numeric parts, first three only, -1/0/1, tags and junk ignored', () => {
    expect(compareVersions('2.1.332', '2.1.332')).toBe(0)
    expect(compareVersions('3.0.0', '1.0.0')).toBe(1)
    expect(compareVersions('1.0.0', '3.0.0')).toBe(-1)
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1)
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1)
    expect(compareVersions('1.2.9', '1.2.10')).toBe(-1)
    expect(compareVersions('1.2', '1.2.0')).toBe(0)
    expect(compareVersions('1.2', '1.2.1')).toBe(-1)
    expect(compareVersions('1.2.3-beta.1', '1.2.3')).toBe(0)
    expect(compareVersions('1.2.3+build', '1.2.3')).toBe(0)
    expect(compareVersions('1.2.3.4', '1.2.3.5')).toBe(0)
    expect(compareVersions('x.0.0', '0.0.0')).toBe(0)
    expect(compareVersions('0.0.0', 'x.y.z')).toBe(0)
  })

  test('parseVersionOutput: the first x.y.z with its pre-release tag', () => {
    expect(parseVersionOutput('2.1.332 (Claude Code)\n')).toBe('2.1.332')
    expect(parseVersionOutput('Claude Code v10.20.30-beta.1 (x)')).toBe('10.20.30-beta.1')
    expect(parseVersionOutput('2.1.332- trailing')).toBe('2.1.332')
    expect(parseVersionOutput('version 2.1')).toBeUndefined()
    expect(parseVersionOutput('')).toBeUndefined()
  })

  test("harnessDir is this source file's own folder", () => {
    expect(harnessDir()).toBe(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'run', 'claude-code'))
  })
})

describe('claudeCodeVersion (contained --version)', () => {
  test('the version it prints', async () => {
    const bin = await fakeAt(path.join(await temp(), 'claude'), 'echo "starting"\necho "2.1.300 (Claude Code)"')
    await expect(claudeCodeVersion(bin)).resolves.toBe('2.1.300')
  })

  test('its only argument, its folder and its environment: a throwaway home, no secret, removed afterwards', async () => {
    const bin = await fakeAt(path.join(await temp(), 'claude'), 'echo "args=$*" >&2\necho "cwd=$(pwd)" >&2\nenv | sort >&2\nexit 3')
    process.env.CCM_SECRET_FOR_VERSION = 'must-not-pass'
    let message = ''
    try {
      await claudeCodeVersion(bin)
    } catch (err) {
      message = (err as Error).message
    } finally {
      delete process.env.CCM_SECRET_FOR_VERSION
    }
    expect(message.startsWith(`'${bin} --version' failed: exit 3\nargs=--version\ncwd=`)).toBe(true)
    const env = Object.fromEntries(message.split('\n').slice(3).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]))
    const home = env.HOME!
    expect(path.basename(home)).toMatch(/^skill-evals-ccv-/)
    expect(path.dirname(home)).toBe(os.tmpdir())
    expect(message).toContain(`\ncwd=${home}\n`)
    const names = Object.keys(env).filter((n) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(n)).sort()
    expect(names).toEqual([
      'CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC', 'CLAUDE_CODE_TMPDIR', 'CLAUDE_CONFIG_DIR', 'DISABLE_AUTOUPDATER', 'DISABLE_ERROR_REPORTING', 'DISABLE_TELEMETRY', 'HOME', 'LANG', 'PATH', 'SKILL_EVALS_STEP', 'TMPDIR'
    ])
    expect(env).toMatchObject({
      PATH: process.env.PATH, TMPDIR: home, LANG: 'C.UTF-8', CLAUDE_CONFIG_DIR: home, CLAUDE_CODE_TMPDIR: home,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1', DISABLE_ERROR_REPORTING: '1'
    })
    expect(existsSync(home)).toBe(false)
  })

  test('a failure without stderr; stderr cut at 2000 characters', async () => {
    const dir = await temp()
    const quiet = await fakeAt(path.join(dir, 'quiet'), 'exit 4')
    await expect(claudeCodeVersion(quiet)).rejects.toThrow(new Error(`'${quiet} --version' failed: exit 4`))
    const loud = await fakeAt(path.join(dir, 'loud'), `printf '  %s  ' "$(head -c 2500 /dev/zero | tr '\\0' e)" >&2\nexit 5`)
    await expect(claudeCodeVersion(loud)).rejects.toThrow(new Error(`'${loud} --version' failed: exit 5\n${'e'.repeat(2000)}`))
  })

  test('no version in its output: the first 200 characters of it', async () => {
    const dir = await temp()
    const none = await fakeAt(path.join(dir, 'none'), `echo "  Claude Code $(head -c 300 /dev/zero | tr '\\0' v)  "`)
    await expect(claudeCodeVersion(none)).rejects.toThrow(new Error(`'${none} --version' printed no version: ${`Claude Code ${'v'.repeat(300)}`.slice(0, 200)}`))
    // stdout is kept only up to 64 KiB: a version printed after that is never seen
    const flood = await fakeAt(path.join(dir, 'flood'), `head -c 300000 /dev/zero | tr '\\0' f\necho\necho "2.1.300 (Claude Code)"`)
    await expect(claudeCodeVersion(flood)).rejects.toThrow(`'${flood} --version' printed no version: ${'f'.repeat(200)}`)
  })

  test('a hung binary is killed at the timeout', async () => {
    const bin = await fakeAt(path.join(await temp(), 'claude'), 'sleep 20')
    const t0 = Date.now()
    await expect(claudeCodeVersion(bin, 300)).rejects.toThrow(new Error(`'${bin} --version' timed out after 300 ms`))
    expect(Date.now() - t0).toBeLessThan(5_000)
  })
})

describe('resolveClaudeCode: an explicit path', () => {
  test('missing, a folder, or not executable: not found, with the resolved path and the install hint', async () => {
    const dir = await temp()
    const rel = path.relative(process.cwd(), path.join(dir, 'missing'))
    await expect(resolveClaudeCode({ path: rel })).rejects.toThrow(
      new ClaudeCodeNotFoundError(`Claude Code CLI not found or not executable at '${path.join(dir, 'missing')}' (the claude-code-path input / --claude-code-path). ${hint()}`)
    )
    await expect(resolveClaudeCode({ path: dir, version: '2.1.250' })).rejects.toThrow(
      `Claude Code CLI not found or not executable at '${dir}' (the claude-code-path input / --claude-code-path). ${hint('2.1.250')}`
    )
    const plain = await fakeAt(path.join(dir, 'plain'), says('2.1.300'), 0o644)
    await expect(resolveClaudeCode({ path: plain })).rejects.toBeInstanceOf(ClaudeCodeNotFoundError)
  })

  test('an executable of a supported version; exactly the oldest supported one too', async () => {
    const dir = await temp()
    const ok = await fakeAt(path.join(dir, 'ok'), says('2.1.400'))
    await expect(resolveClaudeCode({ path: ok })).resolves.toEqual({ path: ok, version: '2.1.400', source: 'path' })
    const min = await fakeAt(path.join(dir, 'min'), says('2.1.197'))
    await expect(resolveClaudeCode({ path: min })).resolves.toEqual({ path: min, version: '2.1.197', source: 'path' })
  })

  test('too old (one below the oldest), not the pinned version, or failing to run', async () => {
    const dir = await temp()
    const old = await fakeAt(path.join(dir, 'old'), says('2.1.196'))
    await expect(resolveClaudeCode({ path: old })).rejects.toThrow(
      new ClaudeCodeNotFoundError(`Claude Code 2.1.196 at '${old}' is older than the oldest supported version 2.1.197. ${hint()}`)
    )
    const newer = await fakeAt(path.join(dir, 'newer'), says('2.1.400'))
    await expect(resolveClaudeCode({ path: newer, version: '2.1.332' })).rejects.toThrow(
      new ClaudeCodeNotFoundError(`Claude Code 2.1.400 at '${newer}' is not the pinned version 2.1.332 (claude-code-version). ${hint('2.1.332')}`)
    )
    await expect(resolveClaudeCode({ path: newer, version: '2.1.400' })).resolves.toMatchObject({ version: '2.1.400' })
    await expect(resolveClaudeCode({ path: newer, version: '2.1.401' })).rejects.toThrow(`Claude Code 2.1.400 at '${newer}' is not the pinned version 2.1.401 (claude-code-version).`)
    const broken = await fakeAt(path.join(dir, 'broken'), 'echo nope >&2\nexit 2')
    await expect(resolveClaudeCode({ path: broken })).rejects.toThrow(new ClaudeCodeNotFoundError(`Could not run the Claude Code CLI at '${broken}': '${broken} --version' failed: exit 2\nnope`))
  })

  test('the npm placeholder stub: the platform binary beside it is used; without one, a clear error', async () => {
    const root = await temp()
    const stub = wrapperIn(root)
    await mkdir(path.dirname(stub), { recursive: true })
    await writeFile(stub, STUB, { mode: 0o755 })
    await expect(resolveClaudeCode({ path: stub })).rejects.toThrow(
      new ClaudeCodeNotFoundError(`'${stub}' is the npm placeholder: the package's postinstall did not place the native binary. ${hint()}`)
    )
    const real = await fakeAt(platformIn(root, '-musl'), says('2.1.333'))
    await expect(resolveClaudeCode({ path: stub })).resolves.toEqual({ path: real, version: '2.1.333', source: 'path' })
  })

  test('what counts as the stub: a #! script of at most 8192 bytes naming the missing native binary (any case)', async () => {
    const root = await temp()
    await fakeAt(platformIn(root), says('2.1.334'))
    const write = async (content: string): Promise<string> => {
      const stub = wrapperIn(root)
      await mkdir(path.dirname(stub), { recursive: true })
      await writeFile(stub, content, { mode: 0o755 })
      return stub
    }
    const pad = (n: number, head: string, tail: string): string => head + '#'.repeat(n - head.length - tail.length) + tail
    // exactly 8192 bytes: still the stub, so the platform binary is found
    let stub = await write(pad(8192, '#!/bin/sh\n', '\necho NATIVE BINARY NOT INSTALLED; exit 1\n'))
    await expect(resolveClaudeCode({ path: stub })).resolves.toMatchObject({ path: platformIn(root), version: '2.1.334' })
    // 8193 bytes: not the stub, so it is run itself (and fails)
    stub = await write(pad(8193, '#!/bin/sh\n', '\necho native binary not installed; exit 1\n'))
    await expect(resolveClaudeCode({ path: stub })).rejects.toThrow(/^Could not run the Claude Code CLI at/)
    // no #! first: not the stub
    stub = await write(' #!/bin/sh\necho native binary not installed\n')
    await expect(resolveClaudeCode({ path: stub })).rejects.toThrow(/^Could not run the Claude Code CLI at/)
    // a script without the words: not the stub
    stub = await write(`#!/bin/sh\n${says('2.1.335')}\n`)
    await expect(resolveClaudeCode({ path: stub })).resolves.toMatchObject({ path: stub, version: '2.1.335' })
  })
})

describe('resolveClaudeCode: node_modules and PATH', () => {
  test('node_modules from the given folders upward: the wrapper first, then the platform package, then the musl one', async () => {
    const root = await temp()
    const deep = path.join(root, 'a', 'b')
    await mkdir(deep, { recursive: true })
    const musl = await fakeAt(platformIn(root, '-musl'), says('2.1.301'))
    await expect(resolveClaudeCode({ searchFrom: [deep], envPath: '' })).resolves.toEqual({ path: musl, version: '2.1.301', source: 'node_modules' })
    const plat = await fakeAt(platformIn(root), says('2.1.302'))
    await expect(resolveClaudeCode({ searchFrom: [deep], envPath: '' })).resolves.toEqual({ path: plat, version: '2.1.302', source: 'node_modules' })
    await writeFile(wrapperIn(root), STUB, { mode: 0o755 }).catch(async () => {
      await mkdir(path.dirname(wrapperIn(root)), { recursive: true })
      await writeFile(wrapperIn(root), STUB, { mode: 0o755 })
    })
    // the stub wrapper is skipped
    await expect(resolveClaudeCode({ searchFrom: [deep], envPath: '' })).resolves.toMatchObject({ path: plat })
    const wrapper = await fakeAt(wrapperIn(root), says('2.1.303'))
    await expect(resolveClaudeCode({ searchFrom: [deep], envPath: '' })).resolves.toEqual({ path: wrapper, version: '2.1.303', source: 'node_modules' })
    // a nearer node_modules wins
    const near = await fakeAt(platformIn(path.join(root, 'a')), says('2.1.304'))
    await expect(resolveClaudeCode({ searchFrom: [deep], envPath: '' })).resolves.toMatchObject({ path: near, version: '2.1.304' })
    // the folders are tried in order; a non-executable platform binary does not count
    const other = await temp()
    await fakeAt(platformIn(other), says('2.1.305'), 0o644)
    await expect(resolveClaudeCode({ searchFrom: [other, deep], envPath: '' })).resolves.toMatchObject({ path: near })
  })

  test('nothing found anywhere: not found, with the install hint', async () => {
    const empty = await temp()
    await expect(resolveClaudeCode({ searchFrom: [empty], envPath: '', version: '2.1.210' })).rejects.toThrow(
      new ClaudeCodeNotFoundError(`Claude Code CLI ('claude') not found beside skill-evals (node_modules) or on PATH. ${hint('2.1.210')}`)
    )
  })

  test("without folders to search, skill-evals' own node_modules is used (never the cwd)", async () => {
    const r = await resolveClaudeCode({ searchFrom: [], envPath: '' })
    expect(r.source).toBe('node_modules')
    expect(r.path.startsWith(path.resolve(harnessDir(), '..', '..', '..', 'node_modules'))).toBe(true)
  }, 20_000)

  test('PATH: absolute entries only, in order, skipping untrusted folders (links resolved) and stubs', async () => {
    const empty = await temp()
    const a = await temp()
    const b = await temp()
    const repo = await temp()
    await fakeAt(path.join(a, 'claude'), says('2.1.310'))
    const inB = await fakeAt(path.join(b, 'claude'), says('2.1.311'))
    const inRepo = await fakeAt(path.join(repo, 'bin', 'claude'), says('2.1.312'))
    await symlink(path.join(repo, 'bin'), path.join(empty, 'linked-bin'))
    const stubDir = await temp()
    await writeFile(path.join(stubDir, 'claude'), STUB, { mode: 0o755 })
    const find = (envPath: string, untrusted?: string[]) => resolveClaudeCode({ searchFrom: [empty], envPath, ...(untrusted ? { untrusted } : {}) })
    await expect(find([path.join(repo, 'bin'), a].join(':'))).resolves.toEqual({ path: inRepo, version: '2.1.312', source: 'PATH' })
    await expect(find(['', 'relative/bin', path.join(repo, 'bin'), b].join(':'), [repo])).resolves.toEqual({ path: inB, version: '2.1.311', source: 'PATH' })
    // a relative entry is never used, even when it leads to a claude from the cwd
    const relDir = await temp()
    await fakeAt(path.join(relDir, 'claude'), says('2.1.313'))
    await expect(find([path.relative(process.cwd(), relDir), b].join(':'))).resolves.toMatchObject({ path: inB })
    await expect(find([path.join(empty, 'linked-bin'), b].join(':'), [repo])).resolves.toMatchObject({ path: inB })
    await expect(find([stubDir, b].join(':'))).resolves.toMatchObject({ path: inB })
    await expect(find([path.join(repo, 'bin')].join(':'), [path.join(repo, 'bin')])).rejects.toThrow(/not found beside skill-evals/)
    // an untrusted folder that only shares a prefix is not the same folder
    await expect(find(path.join(repo, 'bin'), [`${repo}-other`, path.join(repo, 'bi')])).resolves.toMatchObject({ path: inRepo })
    // an untrusted folder below the entry does not make the entry untrusted
    await expect(find(path.join(repo, 'bin'), [path.join(repo, 'bin', 'deeper')])).resolves.toMatchObject({ path: inRepo })
    // a folder of the untrusted repository whose name starts with '..' is inside it
    const dotted = await fakeAt(path.join(repo, '..bin', 'claude'), says('2.1.314'))
    await expect(find(path.join(repo, '..bin'))).resolves.toMatchObject({ path: dotted })
    await expect(find([path.join(repo, '..bin'), b].join(':'), [repo])).resolves.toEqual({ path: inB, version: '2.1.311', source: 'PATH' })
  })

  test('PATH defaults to the process PATH', async () => {
    const empty = await temp()
    const b = await temp()
    const inB = await fakeAt(path.join(b, 'claude'), says('2.1.320'))
    const saved = process.env.PATH
    process.env.PATH = `${b}:${saved}`
    try {
      await expect(resolveClaudeCode({ searchFrom: [empty] })).resolves.toEqual({ path: inB, version: '2.1.320', source: 'PATH' })
    } finally {
      process.env.PATH = saved
    }
  })
})

describe('resolveClaudeCodeOnce', () => {
  test('one lookup per distinct options; a failed lookup is forgotten', async () => {
    const dir = await temp()
    const p = path.join(dir, 'claude')
    const first = resolveClaudeCodeOnce({ path: p })
    await expect(first).rejects.toBeInstanceOf(ClaudeCodeNotFoundError)
    await new Promise((r) => setTimeout(r, 10))
    await fakeAt(p, says('2.1.340'))
    const second = resolveClaudeCodeOnce({ path: p })
    expect(second).not.toBe(first)
    await expect(second).resolves.toEqual({ path: p, version: '2.1.340', source: 'path' })
    expect(resolveClaudeCodeOnce({ path: p })).toBe(second)
    const pinned = resolveClaudeCodeOnce({ path: p, version: '2.1.340' })
    expect(pinned).not.toBe(second)
    await pinned
    const other = await fakeAt(path.join(dir, 'other'), says('2.1.341'))
    await expect(resolveClaudeCodeOnce({ path: other })).resolves.toMatchObject({ version: '2.1.341' })
    const viaPath = resolveClaudeCodeOnce({ searchFrom: [dir], envPath: dir })
    expect(viaPath).not.toBe(resolveClaudeCodeOnce({ searchFrom: [dir], envPath: dir, untrusted: [dir] }))
    expect(viaPath).not.toBe(resolveClaudeCodeOnce({ searchFrom: [dir, dir], envPath: dir }))
    expect(viaPath).not.toBe(resolveClaudeCodeOnce({ searchFrom: [dir], envPath: `${dir}:` }))
    expect(viaPath).toBe(resolveClaudeCodeOnce({ searchFrom: [dir], envPath: dir }))
    await expect(viaPath).resolves.toMatchObject({ path: p, source: 'PATH' })
    await Promise.allSettled([resolveClaudeCodeOnce({ searchFrom: [dir], envPath: dir, untrusted: [dir] }), resolveClaudeCodeOnce({ searchFrom: [dir, dir], envPath: dir }), resolveClaudeCodeOnce({ searchFrom: [dir], envPath: `${dir}:` })])
  })
})
