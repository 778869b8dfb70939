/**
 * Issue 33, row J: a pull request replaces repository files the harness reads (evals/config.yaml,
 * evals/evals.json, a per-skill suite, SKILL.md, a trigger set, a golden set, the skill's output
 * schema, or a whole folder above them) with symbolic links out of the repository. Before: the
 * harness read the link's target, and values from it (here: key names holding a sentinel) came
 * back in `validate`'s messages, so a PR could read files of the machine through the job log.
 *
 * Now every repository file discovery reads is opened only when its real path stays inside the
 * repository (src/discover/sync-fs.ts → src/safe-fs.ts: realpath inside root, O_NOFOLLOW, fstat
 * before reading); the finding names the file, never the target or its content. The real CLI
 * (dist/cli.js), as root and as an unprivileged user.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { ensureTraversable, harnessUsers, type HarnessUser } from '../helpers/as-user.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const CLI = join(PROJECT_ROOT, 'dist/cli.js')
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

function cli(user: HarnessUser, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [cmd, argv] = user.wrap(process.execPath, [CLI, ...args])
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: PROJECT_ROOT, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] })
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

/** What the machine holds outside the repository: each file would echo its sentinel key in a message. */
const SECRET = 'SENTINEL_OUTSIDE_7f3a'
const outsideFiles: Record<string, string> = {
  'config.yaml': `${SECRET}_config: 1\n`,
  'evals.json': JSON.stringify({ skill_name: 'brief', [`${SECRET}_suite`]: 1, evals: [] }),
  'SKILL.md': `---\nname: ${SECRET}_skill\ndescription: x\n---\nbody\n`,
  'triggers.json': JSON.stringify({ skill_name: 'brief', [`${SECRET}_triggers`]: 1, queries: [] }),
  'golden.jsonl': `{"${SECRET}_golden": 1}\n`,
  'output.json': `{"type": "${SECRET}_schema"`,
}

interface Finding {
  file: string
  rule: string
  message: string
}

async function repoWithLinks(links: Record<string, string>) {
  const suite = {
    skill_name: 'brief',
    evals: [1, 2].map((id) => ({ id, prompt: `p${id}`, expectations: [{ text: 'a', check: { kind: 'regex', pattern: 'a', in: 'response' } }, 'b'] })),
  }
  const repo = await makeRepo({
    'skills/brief/SKILL.md': skillMd('brief'),
    'skills/brief/evals/evals.json': JSON.stringify(suite),
    'skills/other/SKILL.md': skillMd('other'),
  })
  cleanups.push(repo.dispose)
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-j-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  for (const [name, text] of Object.entries(outsideFiles)) await writeFile(join(base, name), text)
  for (const [rel, target] of Object.entries(links)) {
    await rm(join(repo.root, rel), { recursive: true, force: true })
    await mkdir(dirname(join(repo.root, rel)), { recursive: true })
    await symlink(join(base, target), join(repo.root, rel))
  }
  return { root: repo.root, base }
}

const LINKS: Record<string, string> = {
  'evals/config.yaml': 'config.yaml',
  'evals/evals.json': 'evals.json',
  'skills/brief/evals/evals.json': 'evals.json',
  'skills/other/SKILL.md': 'SKILL.md',
  'evals/triggers/brief.json': 'triggers.json',
  'evals/skills/brief/golden.jsonl': 'golden.jsonl',
  'skills/brief/schemas/output.json': 'output.json',
}

describe('row J: repository files are never read through a link out of the repository', () => {
  for (const user of harnessUsers()) {
    test(`config, suites, SKILL.md, trigger and golden sets, output schema linked out: named, never echoed (${user.name})`, async () => {
      const { root, base } = await repoWithLinks(LINKS)
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'])
      expect(v.code).toBe(1)
      expect(v.stdout + v.stderr).not.toContain(SECRET)
      const findings = (JSON.parse(v.stdout) as { findings: Finding[] }).findings
      const linkedOut = (file: string) => findings.some((f) => f.file === file && /symbolic link|symlink/.test(f.message) && f.message.includes(file))
      for (const file of ['evals/config.yaml', 'evals/evals.json', 'skills/brief/evals/evals.json', 'skills/other/SKILL.md', 'evals/triggers/brief.json', 'evals/skills/brief/golden.jsonl']) {
        expect([file, linkedOut(file)]).toEqual([file, true])
      }
      // The text output too (what a job log shows), and `run` refuses with the same findings.
      const t = await cli(user, ['validate', '--root', root])
      expect(t.stdout + t.stderr).not.toContain(SECRET)
      const r = await cli(user, ['run', '--root', root, '--out', join(base, 'out'), '--simulate'])
      expect(r.code).toBe(1)
      expect(r.stdout + r.stderr).not.toContain(SECRET)
    }, 60_000)

    test(`a whole folder linked out (evals -> elsewhere): the files below it are not read either (${user.name})`, async () => {
      const { root, base } = await repoWithLinks({})
      const evals = join(base, 'evals-elsewhere')
      await mkdir(evals)
      await writeFile(join(evals, 'config.yaml'), outsideFiles['config.yaml']!)
      await symlink(evals, join(root, 'evals'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)
      const v = await cli(user, ['validate', '--root', root, '--format', 'json'])
      expect(v.stdout + v.stderr).not.toContain(SECRET)
      const findings = (JSON.parse(v.stdout) as { findings: Finding[] }).findings
      expect(findings).toContainEqual(expect.objectContaining({ file: 'evals/config.yaml', rule: 'config.read', message: expect.stringContaining('leads out of the repository') }))
      expect(v.code).toBe(1)
    }, 60_000)
  }
})
