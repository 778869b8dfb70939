/**
 * Issue 36 (mutation part `agent`): which executor runs a selection of evals
 * (src/run/executor-choice.ts). The explicit choice over the config's, `skill-executors` per skill
 * except that an explicit `api` drops every claude-code entry (issue 33), the CLI looked up from
 * the trusted side only (the workflow's path relative to the workspace, the repository and the
 * workspace never trusted on PATH), what the choice carries for the Claude Code executor, and the
 * messages: what is logged and what a missing CLI says. The CLI is a stand-in script that prints
 * its version (run contained, like the real one's probe).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chooseExecutor, trustedClaudeCodeOptions, trustedSkillExecutors, type ExecutorRequest } from '../../src/run/executor-choice.js'
import type { Config, EvalCase, ExecutorKind, Repo } from '../../src/types.js'

let tmp: string
let workspace: string
beforeEach(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'agent-choice-')))
  workspace = path.join(tmp, 'ws')
  await mkdir(path.join(workspace, 'bin'), { recursive: true })
  await writeFile(path.join(workspace, 'bin', 'claude'), '#!/bin/sh\necho "2.1.400 (Claude Code)"\n', { mode: 0o755 })
})
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true })
})

const evalOf = (skill: string): EvalCase => ({ skill, id: 1, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: { file: 'f', line: 1, column: 1 } })
const repo = (config: Partial<Config> = {}, skills = ['alpha', 'beta']): Repo =>
  ({ root: path.join(tmp, 'repo'), config: { skillExecutors: {}, ...config } as Config, skills: [], evals: skills.map(evalOf), findings: [] }) as unknown as Repo

function req(over: Partial<ExecutorRequest> = {}) {
  const logged: string[] = []
  const r: ExecutorRequest = {
    executor: undefined,
    claudeCodePath: 'bin/claude',
    apiKey: 'sk-test',
    workspace,
    env: { PATH: '/usr/bin:/bin' },
    howToProvide: 'Set the claude-code-path input.',
    info: (m) => void logged.push(m),
    ...over,
  }
  return { r, logged }
}

describe('trustedSkillExecutors', () => {
  test('an explicit api drops every claude-code entry (listed sorted) and keeps the api ones', () => {
    expect(trustedSkillExecutors('api', { zeta: 'claude-code', alpha: 'claude-code', beta: 'api' })).toEqual({ kept: { beta: 'api' }, dropped: ['alpha', 'zeta'] })
  })
  test('no explicit choice, or an explicit claude-code: every entry kept', () => {
    const map: Record<string, ExecutorKind> = { a: 'claude-code', b: 'api' }
    expect(trustedSkillExecutors(undefined, map)).toEqual({ kept: map, dropped: [] })
    expect(trustedSkillExecutors('claude-code', map)).toEqual({ kept: map, dropped: [] })
    expect(trustedSkillExecutors('api', undefined)).toEqual({ kept: {}, dropped: [] })
  })
  test('a skill named __proto__ is an ordinary entry of the map kept', () => {
    const map = JSON.parse('{"__proto__": "claude-code"}') as Record<string, ExecutorKind>
    const { kept } = trustedSkillExecutors(undefined, map)
    expect(Object.keys(kept)).toEqual(['__proto__'])
    expect(Object.getOwnPropertyDescriptor(kept, '__proto__')).toEqual({ value: 'claude-code', enumerable: true, writable: true, configurable: true })
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype)
  })
})

describe('trustedClaudeCodeOptions', () => {
  const r = (config: Partial<Config> = {}) => ({ root: '/repo', config: { skillExecutors: {}, ...config } as Config })
  test('the given path, the pinned version, the repository and the named folders untrusted (once each), the PATH', () => {
    expect(trustedClaudeCodeOptions(r({ claudeCodeVersion: '2.1.332' }), '/ws/bin/claude', ['/ws', '/repo', '/ws'], '/usr/bin')).toEqual({
      path: '/ws/bin/claude',
      version: '2.1.332',
      untrusted: ['/repo', '/ws'],
      envPath: '/usr/bin',
    })
  })
  test('what is not given is left out; an empty PATH is kept as given', () => {
    expect(trustedClaudeCodeOptions(r(), undefined, [], undefined)).toEqual({ untrusted: ['/repo'] })
    expect(trustedClaudeCodeOptions(r(), '', ['/ws'], '')).toEqual({ untrusted: ['/repo', '/ws'], envPath: '' })
  })
  test('the repository config\'s claude-code-path is never used', () => {
    const cfg = { claudeCodePath: '/repo/evil/claude' } as unknown as Partial<Config>
    expect(trustedClaudeCodeOptions(r(cfg), undefined, [], undefined)).toEqual({ untrusted: ['/repo'] })
  })
})

describe('chooseExecutor without Claude Code', () => {
  test('nothing needs the CLI: the executor alone (api by default), nothing logged', async () => {
    const { r, logged } = req({ claudeCodePath: 'missing/claude' })
    expect(await chooseExecutor(repo(), r)).toEqual({ executor: 'api' })
    expect(logged).toEqual([])
  })

  test('the config\'s executor when none is given; the given one over it', async () => {
    const fromConfig = await chooseExecutor(repo({ executor: 'claude-code' }), req().r)
    expect(fromConfig.executor).toBe('claude-code')
    expect(fromConfig.claudeCode?.binary?.version).toBe('2.1.400')
    const { r } = req({ executor: 'api', claudeCodePath: 'missing/claude', skills: [] })
    expect(await chooseExecutor(repo({ executor: 'claude-code', skillExecutors: { beta: 'api' } }), r)).toEqual({ executor: 'api', skillExecutors: { beta: 'api' } })
  })

  test('an explicit api over skill-executors: the entries dropped, said once, no CLI looked up', async () => {
    const { r, logged } = req({ executor: 'api', claudeCodePath: 'missing/claude' })
    const choice = await chooseExecutor(repo({ executor: 'claude-code', skillExecutors: { beta: 'claude-code', alpha: 'claude-code' } }), r)
    expect(choice).toEqual({ executor: 'api' })
    expect(logged).toEqual(['executor api (set by the workflow): skill-executors entries for alpha, beta are ignored; no Claude Code CLI is started.'])
  })

  test('a selection without the skills mapped to claude-code needs no CLI', async () => {
    const { r, logged } = req({ skills: ['alpha'], claudeCodePath: 'missing/claude' })
    expect(await chooseExecutor(repo({ skillExecutors: { beta: 'claude-code' } }), r)).toEqual({ executor: 'api', skillExecutors: { beta: 'claude-code' } })
    expect(logged).toEqual([])
  })

  test('no info callback: nothing breaks', async () => {
    const { r } = req({ executor: 'api', info: undefined })
    expect(await chooseExecutor(repo({ skillExecutors: { beta: 'claude-code' } }), r)).toEqual({ executor: 'api' })
  })
})

describe('chooseExecutor with Claude Code', () => {
  test('the CLI from the workflow\'s path (relative to the workspace), with the key, base URL, environment and passed variables', async () => {
    const env = { PATH: '/usr/bin:/bin', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/' }
    const { r, logged } = req({ executor: 'claude-code', env })
    const choice = await chooseExecutor(repo(), r)
    const bin = path.join(workspace, 'bin', 'claude')
    expect(choice).toEqual({
      executor: 'claude-code',
      claudeCode: {
        binary: { path: bin, version: '2.1.400', source: 'path' },
        apiKey: 'sk-test',
        baseUrl: 'http://127.0.0.1:9/',
        sourceEnv: env,
        passEnv: ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'],
      },
    })
    expect(logged).toEqual([`Executor: Claude Code 2.1.400 (${bin}, from path).`])
  })

  test('skill-executors alone: the skills named, the CLI found; an empty base URL is none', async () => {
    const { r, logged } = req({ env: { ANTHROPIC_BASE_URL: '' } })
    const choice = await chooseExecutor(repo({ skillExecutors: { beta: 'claude-code', alpha: 'claude-code' } }), r)
    expect(choice.executor).toBe('api')
    expect(choice.skillExecutors).toEqual({ beta: 'claude-code', alpha: 'claude-code' })
    expect(choice.claudeCode?.baseUrl).toBeUndefined()
    expect(logged[0]).toBe('skill-executors: alpha, beta run through Claude Code.')
    expect(logged).toHaveLength(2)
  })

  test('a missing CLI: the lookup\'s message, then how to provide it', async () => {
    const { r } = req({ executor: 'claude-code', claudeCodePath: 'nope/claude' })
    const err = await chooseExecutor(repo(), r).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    const msg = (err as Error).message
    expect(msg.startsWith(`executor claude-code: Claude Code CLI not found or not executable at '${path.join(workspace, 'nope', 'claude')}'`)).toBe(true)
    expect(msg.endsWith(' Set the claude-code-path input.')).toBe(true)
  })

  test('the config\'s pinned version is checked', async () => {
    const { r } = req({ executor: 'claude-code' })
    await expect(chooseExecutor(repo({ claudeCodeVersion: '2.1.332' }), r)).rejects.toThrow(/^executor claude-code: Claude Code 2\.1\.400 .* is not the pinned version 2\.1\.332/)
  })
})
