/**
 * Issue 34, must 1: skill-evals installs and runs without a clone. `npm pack` gives a tarball that
 * installs into an empty folder with no registry (an empty npm cache and --offline: the bundle in
 * dist/ has no runtime dependencies), and the installed `skill-evals` validates a repository.
 * Then the README's "on your own repository" commands (the fenced block between the
 * `own-repo-commands` markers) run as written, line by line, in a copy of a skills repository.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PROJECT_ROOT } from '../helpers/run-node.js'

let tmp = ''
let tarball = ''
let packedFiles: string[] = []

/** npm and npx must never reach a registry here: an empty cache of our own, offline. */
function offlineEnv(): NodeJS.ProcessEnv {
  return {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: join(tmp, 'home'),
    npm_config_cache: join(tmp, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_registry: 'http://127.0.0.1:9/' // a closed port: any registry request would fail loudly
  }
}

function sh(command: string, cwd: string, timeoutMs = 120_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env: offlineEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'skill-evals-pack-'))
  await mkdir(join(tmp, 'home'))
  const packed = await sh(`npm pack --ignore-scripts --json --pack-destination ${JSON.stringify(tmp)} ${JSON.stringify(PROJECT_ROOT)}`, tmp)
  expect(packed.code).toBe(0)
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>
  tarball = join(tmp, info!.filename)
  packedFiles = info!.files.map((f) => f.path)
}, 120_000)
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true })
})

describe('the packed package', () => {
  test('holds the bundle, the schemas, the README and the licence, and nothing of the sources or tests', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/cli.js']))
    expect(packedFiles.some((f) => f.startsWith('schemas/'))).toBe(true)
    expect(packedFiles.filter((f) => /^(src|test|bench|scripts|node_modules)\//.test(f))).toEqual([])
  })

  test('installs into an empty folder with no registry and no dependencies, and its skill-evals validates a repository', async () => {
    const app = join(tmp, 'app')
    await mkdir(app)
    const installed = await sh(`npm install ${JSON.stringify(tarball)}`, app)
    expect(installed.stderr).not.toMatch(/EBADENGINE|ENOTCACHED|ECONNREFUSED/)
    expect(installed.code).toBe(0)
    // the bundle is the whole program: nothing else is installed
    expect(await readdir(join(app, 'node_modules'))).toEqual(expect.arrayContaining(['skill-evals']))
    expect((await readdir(join(app, 'node_modules'))).filter((n) => !n.startsWith('.'))).toEqual(['skill-evals'])
    const pkg = JSON.parse(await readFile(join(app, 'node_modules', 'skill-evals', 'package.json'), 'utf8')) as Record<string, unknown>
    expect(pkg['private']).toBeUndefined()
    expect(pkg['dependencies']).toBeUndefined()
    expect(pkg['engines']).toEqual({ node: '>=20.3.0' })

    const clean = await sh(`npx --no-install skill-evals validate ${JSON.stringify(join(PROJECT_ROOT, 'examples'))}`, app)
    expect(clean.stdout).toMatch(/^3 skills, 7 evals: 0 errors, 0 warnings ✓ clean$/m)
    expect(clean.code).toBe(0)
    const plugins = await sh(`npx --no-install skill-evals validate --spec ${JSON.stringify(join(PROJECT_ROOT, 'test/fixtures/layouts/marketplace'))}`, app)
    expect(plugins.stdout).toContain('3 skills (Agent Skills format only): 0 errors, 0 warnings ✓ clean')
    expect(plugins.code).toBe(0)
    const nothing = join(tmp, 'no-skills')
    await mkdir(nothing)
    const empty = await sh(`npx --no-install skill-evals validate ${JSON.stringify(nothing)}`, app)
    expect(empty.stdout).toContain('nothing was checked')
    expect(empty.code).toBe(1)
  }, 120_000)

  test("the README's commands for your own repository run as written", async () => {
    const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8')
    const block = /<!-- own-repo-commands:start -->\s*```sh\n([\s\S]*?)```\s*<!-- own-repo-commands:end -->/.exec(readme)
    expect(block).not.toBeNull()
    const lines = block![1]!.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'))
    expect(lines[0]).toMatch(/^npm install --save-dev \.\/skill-evals-\*\.tgz\b/)
    expect(lines.slice(1).every((l) => l.startsWith('npx skill-evals '))).toBe(true)
    // a skills repository of one's own, with the release tarball beside it as the README says
    const repo = join(tmp, 'my-skills')
    await cp(join(PROJECT_ROOT, 'examples'), repo, { recursive: true })
    await cp(tarball, join(repo, 'skill-evals-0.0.0-test.tgz'))
    for (const line of lines) {
      const r = await sh(line, repo)
      // report's exit code is the verdict (0 go, 1 no_go); every other command succeeds
      const ok = line.startsWith('npx skill-evals report') ? [0, 1] : [0]
      expect([line, ok.includes(r.code ?? -1) ? 'ok' : `exit ${r.code}: ${r.stderr.slice(-800)}`]).toEqual([line, 'ok'])
    }
    expect(await readdir(join(repo, '.skill-evals', 'results'))).toEqual(expect.arrayContaining(['viewer.html', 'summary.json']))
  }, 240_000)
})
