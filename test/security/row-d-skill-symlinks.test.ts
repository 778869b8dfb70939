/**
 * Issue 33, row D: a pull request puts a symbolic link in a skill folder (`references/env ->
 * /proc/self/environ`) or in a folder an eval lists in `files`. Before: `validate` passed it, and
 * copying the skill into each workspace followed the link, so the workspace held the harness's
 * environment (API key, tokens) for the agent's Bash and the checks to read.
 *
 * Now `validate` reports every link that leads out of its folder by name (eval `files`: with the
 * line of the entry), as an error the config cannot turn off; `run` refuses to start; and the copy
 * itself (run/workspace.ts) refuses such a link, so nothing outside the folder ever lands in a
 * workspace. A link that stays inside the folder is copied as the file it points to. The real CLI
 * (dist/cli.js) against the loopback fake Messages API, as root and as an unprivileged user.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler } from '../fakes/anthropic-server.js'
import { ensureTraversable, harnessUsers, type HarnessUser } from '../helpers/as-user.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { assistantTurns, readRunsJsonl, SENTINEL_KEY, walk } from '../helpers/run-engine-fixtures.js'
import { createWorkspace } from '../../src/run/workspace.js'
import { LinkOutOfFolderError } from '../../src/run/folder-snapshot.js'

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

/** The agent lists what the skill folder's references/ holds in the workspace (links marked), into result.md. */
const READ_REFS = 'for f in .claude/skills/leaky/references/*; do if [ -L "$f" ]; then echo "LINK $f"; else echo "FILE $f"; cat "$f"; fi; done > result.md'
const agent: FakeHandler = (req) => (assistantTurns(req) === 0 ? toolUseReply('Bash', { command: READ_REFS }) : textReply('Done.'))

const suite = (files: string[] = []) =>
  JSON.stringify(
    {
      skill_name: 'leaky',
      evals: [1, 2].map((id) => ({
        id,
        prompt: `Read the references (${id}).`,
        files,
        expectations: [
          { text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } },
          { text: 'it lists the guide', check: { kind: 'regex', pattern: 'FILE', in: 'result.md' } },
        ],
      })),
    },
    null,
    2,
  )

async function setup(files: Record<string, string>) {
  const repo = await makeRepo({ 'skills/leaky/SKILL.md': skillMd('leaky'), 'skills/leaky/references/guide.md': 'GUIDE TEXT\n', 'evals/config.yaml': 'bash: true\ntrials: 1\n', ...files })
  cleanups.push(repo.dispose)
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-d-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  await mkdir(join(base, 'tmp'))
  const fake = await startFakeAnthropic({ handler: agent })
  cleanups.push(() => fake.close())
  // The harness's environment holds the sentinel secrets a link to /proc/self/environ would copy.
  const env = {
    PATH: process.env.PATH,
    ANTHROPIC_API_KEY: SENTINEL_KEY,
    GITHUB_TOKEN: 'ghs_SENTINELtoken0123456789',
    ANTHROPIC_BASE_URL: fake.url,
    TMPDIR: join(base, 'tmp'),
    XDG_CONFIG_HOME: join(base, 'cfg'),
  }
  return { root: repo.root, base, env, fake }
}

interface Finding {
  file: string
  line?: number
  rule: string
  message: string
}

describe('row D: links in a skill folder or an eval folder never lead out', () => {
  for (const user of harnessUsers()) {
    test(`references/env -> /proc/self/environ: validate names it, run refuses, nothing is copied (${user.name})`, async () => {
      const { root, base, env, fake } = await setup({ 'skills/leaky/evals/evals.json': suite() })
      await symlink('/proc/self/environ', join(root, 'skills/leaky/references/env'))
      await symlink(join(base, 'tmp'), join(root, 'skills/leaky/references/outdir')) // a folder outside
      await symlink('guide.md', join(root, 'skills/leaky/references/alias.md')) // stays inside: fine
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)

      const v = await cli(user, ['validate', '--root', root, '--format', 'json'], env)
      expect(v.code).toBe(1)
      const findings = (JSON.parse(v.stdout) as { findings: Finding[] }).findings.filter((f) => f.rule === 'security.link-out-of-folder')
      expect(findings.map((f) => f.file)).toEqual(['skills/leaky/references/env', 'skills/leaky/references/outdir'])
      expect(v.stdout).not.toContain('SENTINEL')

      // `severities:` in the PR's config cannot turn the rule off.
      await writeFile(join(root, 'evals/config.yaml'), 'bash: true\nseverities:\n  security.link-out-of-folder: "off"\n')
      const out = join(base, 'out')
      const r = await cli(user, ['run', '--root', root, '--out', out], env)
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/validation found \d+ error/)
      expect(fake.messageRequests).toHaveLength(0)
      if (existsSync(out)) for (const f of await walk(out)) expect(await readFile(f, 'utf8')).not.toContain('SENTINEL')
    }, 60_000)

    test(`a link that stays inside the skill folder is copied as the file it points to (${user.name})`, async () => {
      const { root, base, env } = await setup({ 'skills/leaky/evals/evals.json': suite() })
      await symlink('guide.md', join(root, 'skills/leaky/references/alias.md'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const out = join(base, 'out')
      const r = await cli(user, ['run', '--root', root, '--out', out, '--no-grade'], env)
      expect(r.code).toBe(0)
      const withSkill = (await readRunsJsonl(out)).filter((x) => x.configuration === 'with_skill')
      expect(withSkill).toHaveLength(2)
      for (const rec of withSkill) {
        const text = await readFile(join(out, rec.runId, 'outputs', 'result.md'), 'utf8')
        expect(text).toContain('FILE .claude/skills/leaky/references/alias.md\nGUIDE TEXT')
        expect(text).not.toContain('LINK')
      }
    }, 60_000)

    test(`an eval's files folder holding a link out: validate gives file and line, run refuses (${user.name})`, async () => {
      const { root, base, env, fake } = await setup({
        'skills/leaky/evals/evals.json': suite(['evals/files/data']),
        'skills/leaky/evals/files/data/ok.txt': 'fine\n',
      })
      await symlink('/proc/self/environ', join(root, 'skills/leaky/evals/files/data/env'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'], env)
      expect(v.code).toBe(1)
      const f = (JSON.parse(v.stdout) as { findings: Finding[] }).findings.filter((x) => x.rule === 'security.link-out-of-folder')
      expect(f.length).toBeGreaterThanOrEqual(1)
      expect(f[0]).toMatchObject({ file: 'skills/leaky/evals/evals.json', line: expect.any(Number) })
      expect(f[0]!.message).toContain("'evals/files/data/env', a symbolic link that leads out of the repository")
      const r = await cli(user, ['run', '--root', root, '--out', join(base, 'out')], env)
      expect(r.code).toBe(1)
      expect(fake.messageRequests).toHaveLength(0)
    }, 60_000)
  }

  test('the copy itself refuses a link out of the skill folder or an eval folder (defence in depth)', async () => {
    const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-d-ws-')))
    cleanups.push(() => rm(base, { recursive: true, force: true }))
    await writeFile(join(base, 'secret.txt'), `ANTHROPIC_API_KEY=${SENTINEL_KEY}\n`)
    const skill = join(base, 'skill')
    await mkdir(join(skill, 'references'), { recursive: true })
    await writeFile(join(skill, 'SKILL.md'), skillMd('leaky'))
    await symlink(join(base, 'secret.txt'), join(skill, 'references', 'env'))
    const parentDir = join(base, 'ws')
    await mkdir(parentDir)
    await expect(createWorkspace({ files: [], skill: { name: 'leaky', dir: skill }, parentDir, git: false })).rejects.toBeInstanceOf(LinkOutOfFolderError)
    const data = join(base, 'data')
    await mkdir(data)
    await symlink('/proc/self/environ', join(data, 'env'))
    await expect(createWorkspace({ files: [{ src: data, dest: 'data' }], parentDir, git: false })).rejects.toBeInstanceOf(LinkOutOfFolderError)
    for (const f of await walk(parentDir)) expect(await readFile(f, 'utf8')).not.toContain('SENTINEL')
  })
})
