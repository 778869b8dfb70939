/**
 * Issue 33, row L (and "Must have" 8): bad names are errors, not crashes.
 *
 * - A 300-character eval id: before, `validate` said clean and `run` died with "internal error:
 *   ENAMETOOLONG" (exit 2, so the action gave no verdict). Now the id is a `validate` error at its
 *   file and line (its results folder `eval-<id>-<slug>` would exceed the 255 bytes a file name
 *   may take), and `run` refuses with the same message, exit 1 like every validation error.
 * - YAML nested 100,000 deep (evals/config.yaml, SKILL.md frontmatter): before, "Maximum call
 *   stack size exceeded"; now a clear finding with file and line, measured before parsing.
 * - A 200 MB evals/config.yaml: before, read whole, then refused by the 1 MiB cap; now refused
 *   after an fstat of the open file, before any read (the process never holds the file in memory).
 *
 * The real CLI (dist/cli.js), as root and as an unprivileged user.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, realpath, rm, truncate, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply } from '../fakes/anthropic-server.js'
import { ensureTraversable, harnessUsers, type HarnessUser } from '../helpers/as-user.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { SENTINEL_KEY } from '../helpers/run-engine-fixtures.js'

const CLI = join(PROJECT_ROOT, 'dist/cli.js')
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

function cli(user: HarnessUser, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [cmd, argv] = user.wrap(process.execPath, [CLI, ...args])
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(guard)
      resolve({ code, stdout, stderr })
    })
  })
}

const LONG_ID = 'x'.repeat(300)
const expectations = [
  { text: 'says hello', check: { kind: 'regex', pattern: 'hello', in: 'response' } },
  { text: 'lower case', check: { kind: 'regex', pattern: '^[a-z ]+$', in: 'response' } },
]
const suiteText = (firstId: string | number) =>
  JSON.stringify({ skill_name: 'brief', evals: [{ id: firstId, prompt: 'Say hello.', expectations }, { id: 2, prompt: 'Say hello again.', expectations }] }, null, 2)

async function setup(files: Record<string, string> = {}) {
  const repo = await makeRepo({ 'skills/brief/SKILL.md': skillMd('brief'), 'skills/brief/evals/evals.json': suiteText(1), 'evals/config.yaml': 'trials: 1\n', ...files })
  cleanups.push(repo.dispose)
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-l-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const fake = await startFakeAnthropic({ handler: () => textReply('hello') })
  cleanups.push(() => fake.close())
  const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: base, XDG_CONFIG_HOME: join(base, 'cfg') }
  return { root: repo.root, base, env, fake }
}

interface Finding {
  file: string
  line?: number
  rule: string
  message: string
}
const findingsOf = (stdout: string): Finding[] => (JSON.parse(stdout) as { findings: Finding[] }).findings

describe('row L: names and shapes a file system or a parser cannot take are findings, not crashes', () => {
  for (const user of harnessUsers()) {
    test(`a 300-character eval id: a validate error at file:line, and run refuses with it, exit 1 (${user.name})`, async () => {
      const { root, base, env, fake } = await setup({ 'skills/brief/evals/evals.json': suiteText(LONG_ID) })
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'], env)
      expect(v.code).toBe(1)
      const f = findingsOf(v.stdout).find((x) => x.rule === 'security.name-too-long')
      const idLine = suiteText(LONG_ID).split('\n').findIndex((l) => l.includes(LONG_ID)) + 1
      expect(f).toMatchObject({ file: 'skills/brief/evals/evals.json', line: idLine })
      expect(f!.message).toContain('over the 255 bytes a file system takes')

      const r = await cli(user, ['run', '--root', root, '--out', join(base, 'out')], env)
      expect(r.code).toBe(1)
      expect(r.stderr).toContain(`skills/brief/evals/evals.json:${idLine}:`)
      expect(r.stderr).toContain(f!.message)
      expect(r.stderr + r.stdout).not.toMatch(/internal error|ENAMETOOLONG/)
      expect(fake.messageRequests).toHaveLength(0)
      // The longest id that fits still runs.
      const fits = 'y'.repeat(255 - 'eval--say-hello'.length)
      await writeFile(join(root, 'skills/brief/evals/evals.json'), suiteText(fits))
      const ok = await cli(user, ['run', '--root', root, '--out', join(base, 'out2'), '--no-grade'], env)
      expect(ok.stderr).toBe('')
      expect(ok.code).toBe(0)
    }, 60_000)

    test(`an eval file whose results path would pass PATH_MAX: a validate error at file:line; at the limit and one below it is fine (${user.name})`, async () => {
      // The path the harness builds below the results folder: runOutputsPrefix (skill 'brief',
      // eval 1 'Say hello.') + the listed file; at most MAX_RUN_PATH_BYTES (3072 = 4096 - 1024).
      const prefix = 'brief/iteration-999999/eval-1-say-hello/without_skill/run-9999/outputs/'
      const fileOf = (total: number): string => {
        const n = total - prefix.length // bytes of the listed path
        const dirs = Array.from({ length: Math.floor((n - 20) / 201) }, () => 'd'.repeat(200)).join('/')
        const rest = n - dirs.length - 1
        return `${dirs}/${'f'.repeat(rest)}`
      }
      const suiteWith = (file: string) =>
        JSON.stringify({ skill_name: 'brief', evals: [{ id: 1, prompt: 'Say hello.', files: [file], expectations }, { id: 2, prompt: 'Say hello again.', expectations }] }, null, 2)
      for (const [total, ok] of [[3072, true], [3071, true], [3073, false]] as const) {
        const file = fileOf(total)
        expect(Buffer.byteLength(prefix + file)).toBe(total)
        const { root, base, env } = await setup({ 'skills/brief/evals/evals.json': suiteWith(file), [`skills/brief/${file}`]: 'input\n' })
        user.handOver(root)
        user.handOver(base)
        ensureTraversable(PROJECT_ROOT)
        const v = await cli(user, ['validate', '--root', root, '--format', 'json'], env)
        const f = findingsOf(v.stdout).filter((x) => x.rule === 'security.path-too-long')
        if (ok) {
          expect({ total, code: v.code, f }).toEqual({ total, code: 0, f: [] })
        } else {
          expect(v.code).toBe(1)
          const line = suiteWith(file).split('\n').findIndex((l) => l.includes(file)) + 1
          expect(f).toEqual([expect.objectContaining({ file: 'skills/brief/evals/evals.json', line, message: expect.stringContaining('makes a 3073-byte path below the results folder') })])
          expect(f[0]!.message).toContain('over the 3072 bytes allowed (PATH_MAX is 4096')
          const r = await cli(user, ['run', '--root', root, '--out', join(base, 'out')], env)
          expect(r.code).toBe(1)
          expect(r.stderr).toContain(`skills/brief/evals/evals.json:${line}:`)
          expect(r.stderr + r.stdout).not.toMatch(/internal error|ENAMETOOLONG/)
        }
      }
    }, 90_000)

    test(`YAML nested 100,000 deep: a clear finding with file and line, not a stack overflow (${user.name})`, async () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000)
      const { root, base, env } = await setup({
        'evals/config.yaml': `trials: 1\ngates: ${deep}\n`,
        'skills/deep/SKILL.md': `---\nname: deep\ndescription: Deep things. Use when asked for deep things.\nmetadata: ${deep}\n---\n\n# deep\n`,
      })
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'], env)
      expect(v.code).toBe(1)
      expect(v.stdout + v.stderr).not.toMatch(/call stack|internal error/i)
      const depth = findingsOf(v.stdout).filter((x) => x.rule === 'security.yaml-depth')
      expect(depth).toEqual([
        expect.objectContaining({ file: 'evals/config.yaml', line: 2, message: expect.stringContaining('nests more than 100 levels deep') }),
        expect.objectContaining({ file: 'skills/deep/SKILL.md', line: 4, message: expect.stringContaining('nests more than 100 levels deep') }),
      ])
      const r = await cli(user, ['run', '--root', root, '--out', join(base, 'out')], env)
      expect(r.code).toBe(1)
      expect(r.stderr).toContain('evals/config.yaml:2:')
    }, 60_000)

    test(`a 200 MB evals/config.yaml is refused before it is read (${user.name})`, async () => {
      const { root, base, env } = await setup()
      await truncate(join(root, 'evals/config.yaml'), 200 * 1024 * 1024) // sparse: nothing on disk
      // The harness process reports its peak memory on exit (a preload, as NODE_OPTIONS allows).
      // VmHWM, not resourceUsage().maxRSS: Linux carries maxRSS over from the forking parent across
      // exec, so a child of a 200 MB test worker reported 200 MB whatever it read; VmHWM is the
      // peak of this process image alone.
      const probe = join(base, 'rss.cjs')
      await writeFile(probe, "process.on('exit', () => { const fs = require('fs'); fs.writeFileSync(process.env.RSS_OUT, /VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) })\n")
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const rssOut = join(base, 'rss.txt')
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'], { ...env, NODE_OPTIONS: `--require=${probe}`, RSS_OUT: rssOut })
      expect(v.code).toBe(1)
      expect(findingsOf(v.stdout)).toContainEqual(expect.objectContaining({ file: 'evals/config.yaml', rule: 'config.read', message: 'evals/config.yaml is larger than 1 MiB; it was not read.' }))
      const peakKiB = Number(await readFile(rssOut, 'utf8'))
      expect(peakKiB).toBeGreaterThan(0)
      expect(peakKiB).toBeLessThan(150 * 1024) // reading it would hold 200 MB
    }, 60_000)
  }
})
