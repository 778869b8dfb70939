/**
 * Issue 33, row K: a pull request commits a symbolic link and points `cache-dir` at it (or makes the
 * default `.skill-evals` folder a link). Before: the response cache's packs (and the results) were
 * written and read outside the repository, wherever the link pointed. Now the cache and results
 * folders refuse a path with a link from their root down (and a cache pack that is itself a link is
 * never read): a clear error naming the link, exit 2, nothing written at the link's target.
 * The real CLI (dist/cli.js) against the loopback fake Messages API, as root and unprivileged.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, realpath, rename, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply } from '../fakes/anthropic-server.js'
import { ensureTraversable, harnessUsers, type HarnessUser } from '../helpers/as-user.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { readRunsJsonl, SENTINEL_KEY } from '../helpers/run-engine-fixtures.js'

const CLI = join(PROJECT_ROOT, 'dist/cli.js')
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

function cli(user: HarnessUser, cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [cmd, argv] = user.wrap(process.execPath, [CLI, ...args])
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
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

const hello = [
  { text: 'says hello', check: { kind: 'regex', pattern: 'hello', in: 'response' } },
  { text: 'says it in lower case', check: { kind: 'regex', pattern: '^[a-z ]+$', in: 'response' } },
]
const suite = { skill_name: 'brief', evals: [1, 2].map((id) => ({ id, prompt: `Say hello (${id}).`, expectations: hello })) }

async function setup(extra: Record<string, string> = {}) {
  const repo = await makeRepo({ 'skills/brief/SKILL.md': skillMd('brief'), 'skills/brief/evals/evals.json': JSON.stringify(suite), ...extra })
  cleanups.push(repo.dispose)
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-k-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  await mkdir(join(base, 'outside'))
  await mkdir(join(base, 'tmp'))
  const fake = await startFakeAnthropic({ handler: () => textReply('hello') })
  cleanups.push(() => fake.close())
  const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: join(base, 'tmp'), XDG_CONFIG_HOME: join(base, 'cfg') }
  return { root: repo.root, base, env, fake }
}

describe('row K: cache and results folders refuse symbolic links', () => {
  for (const user of harnessUsers()) {
    test(`cache-dir pointed at a committed link: refused by name, nothing written at its target (${user.name})`, async () => {
      const { root, base, env, fake } = await setup({ 'evals/config.yaml': 'cache-dir: cache-link/packs\n' })
      await symlink(join(base, 'outside'), join(root, 'cache-link'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const r = await cli(user, root, ['run', '--root', root, '--out', join(base, 'out'), '--cache', 'read-write'], env)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`${join(root, 'cache-link')} is a symbolic link`)
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /)
      expect(fake.messageRequests).toHaveLength(0)
      expect(await readdir(join(base, 'outside'))).toEqual([])
    }, 60_000)

    test(`a committed .skill-evals link: the results folder and the cache under it are refused (${user.name})`, async () => {
      const { root, base, env } = await setup()
      await symlink(join(base, 'outside'), join(root, '.skill-evals'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      // The default results folder of the action, relative to the workspace.
      const r = await cli(user, root, ['run', '--root', '.', '--out', '.skill-evals/results'], env)
      expect(r.code).toBe(2)
      expect(r.stderr).toContain(`The results folder ${join(root, '.skill-evals/results')}: ${join(root, '.skill-evals')} is a symbolic link`)
      // The default cache folder (.skill-evals/cache) with a results folder elsewhere.
      const c = await cli(user, root, ['run', '--root', '.', '--out', join(base, 'out'), '--cache', 'read-write'], env)
      expect(c.code).toBe(2)
      expect(c.stderr).toContain(`cache-dir ${join(root, '.skill-evals/cache')}: ${join(root, '.skill-evals')} is a symbolic link`)
      // grade on a results folder through the link is refused too.
      const g = await cli(user, root, ['grade', '--root', '.', '--out', '.skill-evals/results'], env)
      expect(g.code).toBe(2)
      expect(g.stderr).toContain('is a symbolic link')
      expect(await readdir(join(base, 'outside'))).toEqual([])
    }, 60_000)

    test(`a cache pack that is a link is never read or followed (${user.name})`, async () => {
      const { root, base, env, fake } = await setup({ 'evals/config.yaml': 'cache-dir: .cache/packs\n' })
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const args = ['run', '--root', '.', '--cache', 'read-write', '--no-grade']
      // A genuine pack (this user's own key), moved outside the repository and linked back in.
      const first = await cli(user, root, [...args, '--out', join(base, 'out1')], env)
      expect(first.code).toBe(0)
      const packs = join(root, '.cache/packs')
      const [pack] = await readdir(packs)
      await rename(join(packs, pack!), join(base, 'outside', pack!))
      await symlink(join(base, 'outside', pack!), join(packs, pack!))
      const calls = fake.messageRequests.length
      const r = await cli(user, root, [...args, '--out', join(base, 'out2')], env)
      expect(r.code).toBe(0)
      expect(r.stdout).toMatch(/, 0 cache hits/)
      expect(fake.messageRequests.length).toBe(2 * calls)
      expect((await readRunsJsonl(join(base, 'out2'))).every((x) => x.status === 'completed' && !x.cached)).toBe(true)
      // This run's own pack is a real file in the real folder; the link's target is untouched.
      expect((await readdir(packs)).filter((n) => n !== pack)).toHaveLength(1)
      expect(await readdir(join(base, 'outside'))).toEqual([pack])
    }, 60_000)
  }
})
