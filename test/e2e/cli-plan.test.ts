/**
 * `skill-evals plan` (dist/cli.js) and the action's plan step (dist/plan.js) share planning
 * (src/plan/plan.ts): for the same push, they write the same plan.json.
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { makeExamplesRepo, runAction } from '../helpers/action-e2e.js'
import { runNode } from '../helpers/run-node.js'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups) await c()
})

const withoutTime = (p: Record<string, unknown>) => ({ ...p, createdAt: undefined })

describe('skill-evals plan', () => {
  test('a push of a changed skill: the CLI with --base plans exactly what the plan action plans', async () => {
    const repo = await makeExamplesRepo({ 'skills/changelog/SKILL.md': (old) => old.replace(/\n$/, '\nOne more line.\n') })
    cleanups.push(repo.dispose)
    const action = await runAction(
      { root: '.', trials: '1', shards: '2', 'api-key-present': 'true', 'out-dir': '.plan-action' },
      { cwd: repo.root, eventName: 'push', payload: { before: repo.base, after: repo.head, ref: 'refs/heads/feature' }, env: { GITHUB_SHA: repo.head, GITHUB_REF: 'refs/heads/feature' }, cleanups, step: 'plan' },
    )
    expect(action.code).toBe(0)
    const cli = await runNode('dist/cli.js', ['plan', '--root', '.', '--base', 'main', '--trials', '1', '--shards', '2', '--out', '.plan-cli'], {
      cwd: repo.root,
      env: { PATH: process.env.PATH, HOME: repo.root, ANTHROPIC_API_KEY: 'sk-ant-test-only-0000000000000000', GIT_CONFIG_NOSYSTEM: '1' },
    })
    expect({ code: cli.code, stderr: cli.stderr }).toEqual({ code: 0, stderr: '' })
    expect(cli.stdout).toContain('Quick mode: push to `feature`')
    expect(cli.stdout).toContain('Plan written: .plan-cli/plan.json')
    const fromAction = JSON.parse(await readFile(join(repo.root, '.plan-action/plan.json'), 'utf8'))
    const fromCli = JSON.parse(await readFile(join(repo.root, '.plan-cli/plan.json'), 'utf8'))
    expect(fromCli).toMatchObject({ run: true, mode: 'quick', baseRef: repo.base, headSha: repo.head })
    expect(fromCli.skills).toContain('changelog')
    expect(withoutTime(fromCli)).toEqual(withoutTime(fromAction))
  })

  test('without --base outside Actions: a full plan; no key: run false with the reason; bad usage exits 2', async () => {
    const repo = await makeExamplesRepo({ 'README.md': (old) => old + 'More.\n' })
    cleanups.push(repo.dispose)
    const r = await runNode('dist/cli.js', ['plan', '--format', 'json', '--out', '.p'], { cwd: repo.root, env: { PATH: process.env.PATH, HOME: repo.root } })
    expect(r.code).toBe(0)
    const plan = JSON.parse(r.stdout)
    expect(plan).toMatchObject({ run: false, mode: 'full', skip: { kind: 'no-key' } })
    expect(plan.skills).toEqual(['adr', 'changelog', 'plan'])
    const bad = await runNode('dist/cli.js', ['plan', '--shards', '65'], { cwd: repo.root, env: { PATH: process.env.PATH, HOME: repo.root } })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--shards must be at most 64')
  })
})
