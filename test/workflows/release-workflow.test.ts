/**
 * .github/workflows/release.yml (issue 34, must 7): a pushed tag vX.Y.Z is verified (version,
 * default branch, dist current, tests), released, and the major tag vX moved to it, in the style
 * of the official actions. The step scripts run here for real (bash, git) in a throwaway
 * repository, with a recording `gh` on PATH in place of the GitHub CLI.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { PROJECT_ROOT } from '../helpers/run-node.js'

type Obj = Record<string, unknown>
const workflow = parse(readFileSync(join(PROJECT_ROOT, '.github/workflows/release.yml'), 'utf8')) as Obj
const jobs = workflow.jobs as Record<string, Obj>
const steps = (job: string) => jobs[job]!.steps as Obj[]
const script = (job: string, name: RegExp): string => String(steps(job).find((s) => name.test(String(s.name ?? '')))!.run)

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'skill-evals-release-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } })
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`)
  return r.stdout.trim()
}

/** A repository with commits on main, `origin/main` pointing at main, tags and package.json. */
function repo(name: string, version: string, tags: string[]): { dir: string; sha: string } {
  const dir = join(root, name)
  mkdirSync(dir)
  git(dir, 'init', '-q', '-b', 'main')
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version }))
  git(dir, 'add', '.')
  git(dir, 'commit', '-qm', 'one')
  for (const t of tags) git(dir, 'tag', t)
  const sha = git(dir, 'rev-parse', 'HEAD')
  git(dir, 'update-ref', 'refs/remotes/origin/main', sha)
  return { dir, sha }
}

/** Runs a step's script with bash -e (as GitHub does) and a `gh` that records its arguments; `gh api …/git/ref/tags/<t>` succeeds when `existing` holds t. */
function run(dir: string, body: string, env: Record<string, string>, existing: string[] = []) {
  const bin = join(dir, '.bin')
  mkdirSync(bin, { recursive: true })
  const log = join(dir, '.gh-calls')
  writeFileSync(
    join(bin, 'gh'),
    `#!/bin/sh\necho "$*" >> "${log}"\ncase "$*" in\n  "release view"*) exit 1 ;;\n${existing.map((t) => `  "api repos/o/r/git/ref/tags/${t}") exit 0 ;;\n`).join('')}  "api repos/o/r/git/ref/"*) exit 1 ;;\nesac\nexit 0\n`
  )
  chmodSync(join(bin, 'gh'), 0o755)
  const r = spawnSync('bash', ['-e', '-c', body], { cwd: dir, encoding: 'utf8', env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir, GITHUB_REPOSITORY: 'o/r', ...env } })
  return { status: r.status, out: r.stdout + r.stderr, gh: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [] }
}

describe('release.yml', () => {
  test('runs on vX.Y.Z tags only, with no default permissions; release and npm need verify', () => {
    expect((workflow.on as Obj).push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] })
    expect(workflow.permissions).toEqual({})
    expect(jobs.release!.needs).toBe('verify')
    expect(jobs.npm!.needs).toBe('verify')
    expect(jobs.verify!.permissions).toEqual({ contents: 'read' })
    expect(jobs.release!.permissions).toEqual({ contents: 'write' })
  })

  test('verify: npm ci, the build, dist compared with git diff --exit-code, then the tests as in CI', () => {
    const dist = script('verify', /dist\/ is current/)
    expect(dist.split('\n').map((l) => l.trim()).filter((l) => /^(npm|if ! git)/.test(l))).toEqual(['npm ci --no-audit --no-fund', 'npm run build', 'if ! git diff --exit-code --stat -- dist; then'])
    expect(script('verify', /Tests/)).toBe('bash .ci/run')
  })

  test("verify: the tag must be package.json's version, on the default branch", () => {
    const body = script('verify', /package.json's version/)
    const { dir, sha } = repo('verify', '1.2.0', [])
    expect(run(dir, body, { TAG: 'v1.2.0', DEFAULT_BRANCH: 'main', GITHUB_SHA: sha }).status).toBe(0)
    const wrong = run(dir, body, { TAG: 'v1.2.1', DEFAULT_BRANCH: 'main', GITHUB_SHA: sha })
    expect(wrong.status).toBe(1)
    expect(wrong.out).toContain("The tag v1.2.1 does not match package.json's version 1.2.0")
    // A commit that is not on main.
    git(dir, 'checkout', '-qb', 'side')
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'side')
    const off = run(dir, body, { TAG: 'v1.2.0', DEFAULT_BRANCH: 'main', GITHUB_SHA: git(dir, 'rev-parse', 'HEAD') })
    expect(off.status).toBe(1)
    expect(off.out).toContain('which is not on main')
  })

  test('release: created with generated notes for the tag', () => {
    const { dir } = repo('release', '1.2.0', ['v1.2.0'])
    const r = run(dir, script('release', /Create the GitHub release/), { TAG: 'v1.2.0' })
    expect(r.status).toBe(0)
    expect(r.gh).toEqual(['release view v1.2.0', 'release create v1.2.0 --verify-tag --title v1.2.0 --generate-notes'])
  })

  test('the major tag: created when new, moved when it exists, left alone for a patch of an older line', () => {
    const body = script('release', /Move the major tag/)
    const first = repo('major-new', '1.0.0', ['v1.0.0'])
    const created = run(first.dir, body, { TAG: 'v1.0.0', GITHUB_SHA: first.sha })
    expect(created.status).toBe(0)
    expect(created.gh).toEqual(['api repos/o/r/git/ref/tags/v1', `api --method POST repos/o/r/git/refs -f ref=refs/tags/v1 -f sha=${first.sha}`])

    // v1.2.10 is newer than v1.2.9 (version order, not text order); v2 and a pre-release are other lines.
    const next = repo('major-move', '1.2.10', ['v1.0.0', 'v1.2.9', 'v1.2.10', 'v2.0.0', 'v1.2.11-rc.1'])
    const moved = run(next.dir, body, { TAG: 'v1.2.10', GITHUB_SHA: next.sha }, ['v1'])
    expect(moved.status).toBe(0)
    expect(moved.gh).toEqual(['api repos/o/r/git/ref/tags/v1', `api --method PATCH repos/o/r/git/refs/tags/v1 -f sha=${next.sha} -F force=true`])
    expect(moved.out).toContain(`v1 now names v1.2.10 (${next.sha})`)

    // A patch of an older line: v1.3.0 is out, so v1 stays.
    const old = repo('major-old', '1.2.10', ['v1.2.9', 'v1.2.10', 'v1.3.0'])
    const kept = run(old.dir, body, { TAG: 'v1.2.10', GITHUB_SHA: old.sha }, ['v1'])
    expect(kept.status).toBe(0)
    expect(kept.gh).toEqual([])
    expect(kept.out).toContain('v1 stays where it is: v1.3.0 is newer than v1.2.10')
  })

  test('npm: skipped with a notice without NPM_TOKEN or for a private package', () => {
    const body = script('npm', /Publish to npm/)
    const { dir } = repo('npm', '1.0.0', [])
    const none = run(dir, body, { TAG: 'v1.0.0', NODE_AUTH_TOKEN: '' })
    expect([none.status, none.out.trim()]).toEqual([0, '::notice title=release::Not published to npm: the repository has no NPM_TOKEN secret.'])
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '1.0.0', private: true }))
    const priv = run(dir, body, { TAG: 'v1.0.0', NODE_AUTH_TOKEN: 'tok' })
    expect([priv.status, priv.out.trim()]).toEqual([0, '::notice title=release::Not published to npm: package.json is private.'])
    // The token reaches npm through the environment, never written into a file.
    expect(body).toContain("'//registry.npmjs.org/:_authToken=${NODE_AUTH_TOKEN}\\n'")
  })
})
