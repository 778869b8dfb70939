/**
 * `skill-evals regression` and hooks/regression-test-runner as a user runs them: the bundled CLI
 * (dist/cli.js) in a child process, against the loopback fake API or --simulate. Includes the
 * dogfood suite (evals/dogfood: a skills repo describing skill-evals' own behaviour) with its
 * known answers: a harness change that drops the documented behaviours is blocked.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

function spawnIt(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; stdin?: string }): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { PATH: process.env.PATH, ...(opts.env ?? {}) }, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
    child.stdin.end(opts.stdin ?? '')
  })
}

const cli = (args: string[], cwd: string, env?: NodeJS.ProcessEnv) => spawnIt(process.execPath, [join(PROJECT_ROOT, 'dist/cli.js'), ...args], { cwd, ...(env ? { env } : {}) })
const hook = (event: string, cwd: string, args: string[] = [], env?: NodeJS.ProcessEnv) =>
  spawnIt(join(PROJECT_ROOT, 'hooks/regression-test-runner'), args, { cwd, stdin: event, ...(env ? { env } : {}) })

async function dogfood(): Promise<string> {
  const dir = await realpath(await mkdtemp(join(os.tmpdir(), 'skill-evals-dogfood-')))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  await cp(join(PROJECT_ROOT, 'evals/dogfood'), dir, { recursive: true })
  await rm(join(dir, 'evals/baselines'), { recursive: true, force: true })
  await rm(join(dir, '.skill-evals'), { recursive: true, force: true })
  return dir
}

const SKILL = 'skill-evals-harness'
const CI_KEYS = ['verdict', 'skill', 'baseline', 'new_score', 'delta', 'regressed_ids', 'results_file']
const ALL_IDS = ['dry-run-safety-5', 'judge-prompt-rendering-2', 'regression-detection-4', 'schema-validation-1', 'scoring-maths-3']

/** The "broken harness": a new version of the skill that no longer documents the five behaviours. */
async function breakSkill(dir: string): Promise<void> {
  const file = join(dir, `skills/${SKILL}/SKILL.md`)
  const text = await readFile(file, 'utf8')
  await writeFile(file, text.replace('version: 1.0.0', 'version: 1.1.0').slice(0, text.indexOf('## Schema validation')))
}

describe('the hook: hooks/regression-test-runner', () => {
  test('any other event → exit 0, nothing run', async () => {
    const { root, dispose } = await makeRepo({ 'skills/a/SKILL.md': skillMd('a') })
    cleanups.push(dispose)
    const r = await hook('{"event":"SkillCreated","skill":"a"}\n', root)
    expect(r.code).toBe(0)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/not SkillVersionBump/)
  })

  test('no golden dataset or evals for the skill → exit 0 with a warning', async () => {
    const { root, dispose } = await makeRepo({ 'skills/a/SKILL.md': skillMd('a', undefined, 'version: 1.0.1\n') })
    cleanups.push(dispose)
    const r = await hook('{"event":"SkillVersionBump","skill":"a","old_version":"1.0.0","new_version":"1.0.1"}', root, ['--ci'])
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/warning: 'a' has no suite/)
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'NO_SUITE', skill: 'a', baseline: null })
  })

  test('not JSON, or an unknown skill → exit 2', async () => {
    const { root, dispose } = await makeRepo({ 'skills/a/SKILL.md': skillMd('a') })
    cleanups.push(dispose)
    expect((await hook('{oops', root)).code).toBe(2)
    const r = await hook('{"event":"SkillVersionBump","skill":"zzz","new_version":"1"}', root, ['--simulate', '--ci'])
    expect(r.code).toBe(2)
    expect(JSON.parse(r.stdout).verdict).toBe('ERROR')
  })

  test('a bump against the fake API: seeded, then pass, --ci prints exactly one JSON line', async () => {
    const dir = await dogfood()
    const fake = await startFakeAnthropic({
      handler: (req) =>
        req.body?.output_config ? textReply(JSON.stringify({ evidence: 'covers it', coverage: 100, format: 80, clarity: 90 })) : textReply('An answer with sections.')
    })
    cleanups.push(() => fake.close())
    const env = { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url }
    const event = JSON.stringify({ event: 'SkillVersionBump', skill: SKILL, old_version: '0.9.0', new_version: '1.0.0', timestamp: '2026-05-01T18:00:00Z', trigger: 'manual' })
    const r = await hook(event, dir, ['--ci'], env)
    expect(r.code).toBe(0)
    expect(r.stdout.split('\n')).toHaveLength(2) // one line + the final newline
    const line = JSON.parse(r.stdout)
    expect(Object.keys(line)).toEqual(CI_KEYS)
    // 0.5·100 + 0.3·80 + 0.2·90 = 92 for every case
    expect(line).toMatchObject({ verdict: 'PASS', skill: SKILL, baseline: null, new_score: 92, delta: null, regressed_ids: [] })
    expect(line.results_file).toMatch(/^\.skill-evals\/regression\/skill-evals-harness\/\d{4}-\d{2}-\d{2}\.jsonl$/)
    expect(fake.messageRequests).toHaveLength(10)
    const store = JSON.parse(await readFile(join(dir, `evals/baselines/${SKILL}.json`), 'utf8'))
    expect(store.versions['1.0.0'].score).toBe(92)
    expect(store.versions['1.0.0'].simulated).toBeUndefined()
  })
})

describe('the CLI', () => {
  test('no API key → exit 2 (with --ci: an ERROR line)', async () => {
    const dir = await dogfood()
    const r = await cli(['regression', SKILL, '--ci'], dir)
    expect(r.code).toBe(2)
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'ERROR', skill: SKILL })
    expect(r.stderr).toMatch(/ANTHROPIC_API_KEY/)
  })

  test('--dry-run prints what would run and makes zero API calls', async () => {
    const dir = await dogfood()
    const fake = await startFakeAnthropic({ handler: () => textReply('should not be called') })
    cleanups.push(() => fake.close())
    const r = await cli(['regression', SKILL, '--dry-run'], dir, { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: fake.url })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/DRY RUN: no API call is made/)
    expect(r.stdout).toMatch(/Would run 5 golden cases of 'skill-evals-harness' v1\.0\.0/)
    expect(r.stdout).toMatch(/verdict {4}: DRY_RUN/)
    expect(fake.requests).toHaveLength(0)
    await expect(readFile(join(dir, `evals/baselines/${SKILL}.json`))).rejects.toThrow()
  })
})

describe('dogfood: evals/dogfood, validate → regression with known answers', () => {
  test('a harness change that drops the documented behaviours is caught by the harness', async () => {
    const dir = await dogfood()
    const validated = await cli(['validate', '--root', dir], dir)
    expect(validated.code).toBe(0)
    expect(validated.stdout).toMatch(/1 skill, 2 evals: 0 errors/)

    const seeded = await cli(['regression', SKILL, '--simulate', '--ci'], dir)
    expect(seeded.code).toBe(0)
    expect(JSON.parse(seeded.stdout)).toMatchObject({ verdict: 'PASS', baseline: null, new_score: 98 })
    const again = await cli(['regression', SKILL, '--simulate', '--ci'], dir)
    expect(again.stdout).toBe(seeded.stdout)
    const store = await readFile(join(dir, `evals/baselines/${SKILL}.json`), 'utf8')
    expect(JSON.parse(store).versions['1.0.0']).toMatchObject({ score: 98, simulated: true, suite: 'golden' })

    await breakSkill(dir)
    const blocked = await cli(['regression', SKILL, '--simulate'], dir)
    expect(blocked.code).toBe(1)
    expect(blocked.stdout).toContain('  baseline   : 98 (pinned to v1.0.0, captured ')
    expect(blocked.stdout).toContain('  new score  : 79.42 (v1.1.0, just-now)\n  delta      : -18.58 pts\n  threshold  : -5 pts (regression cutoff)\n  verdict    : REGRESSION (score dropped past threshold)')
    expect(blocked.stdout).toContain(`  regressed  : [${ALL_IDS.map((id) => `"${id}"`).join(', ')}]`)
    expect(blocked.stdout.trimEnd().split('\n').pop()).toBe('PROMOTION BLOCKED: rerun after fix or override with --force')
    expect(blocked.stderr).toMatch(/confirmed by the paired test \(one-sided p = 0\.031 on 5 evals\)/)
    expect(await readFile(join(dir, `evals/baselines/${SKILL}.json`), 'utf8')).toBe(store)

    const ci1 = await cli(['regression', SKILL, '--simulate', '--ci'], dir)
    const ci2 = await cli(['regression', SKILL, '--simulate', '--ci'], dir)
    expect(ci1.code).toBe(1)
    expect(ci2.code).toBe(1)
    expect(ci2.stdout).toBe(ci1.stdout)
    expect(JSON.parse(ci1.stdout)).toMatchObject({ verdict: 'REGRESSION', baseline: 98, new_score: 79.42, delta: -18.58, regressed_ids: ALL_IDS })

    const forced = await cli(['regression', SKILL, '--simulate', '--force'], dir)
    expect(forced.code).toBe(0)
    expect(forced.stdout).toContain('OVERRIDDEN (regression overridden with --force)')
    expect(JSON.parse(await readFile(join(dir, `evals/baselines/${SKILL}.json`), 'utf8')).versions['1.1.0'].score).toBe(79.42)
  })
})
