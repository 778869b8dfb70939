/**
 * The ports at the edges (issue 20): git is started only by src/ports/git.ts, an Anthropic client is
 * constructed only by src/ports/model-client.ts, GitHub is reached only through the publisher port
 * (src/github/port.ts, real one in src/github/publisher.ts), and the git port's pinned settings hold
 * for real git.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { git, gitArgs, gitBytes, GitError, gitOk, GIT_PINNED_CONFIG } from '../../src/ports/git.js'
import { createModelClient, createSimulatedModelClient, realModelClients, simulatedModelClients, SIMULATED_BASE_URL, type ModelClientUse } from '../../src/ports/model-client.js'

const SRC = path.resolve('src')

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...(await sourceFiles(p)))
    else if (/\.(ts|mts|js|mjs)$/.test(e.name)) out.push(p)
  }
  return out
}

/** The files of src/ whose text matches `re`, as src-relative POSIX paths. */
async function filesMatching(re: RegExp): Promise<string[]> {
  const hits: string[] = []
  for (const f of await sourceFiles(SRC)) {
    if (re.test(await readFile(f, 'utf8'))) hits.push(path.relative(SRC, f).split(path.sep).join('/'))
  }
  return hits.sort()
}

describe('one place each', () => {
  test('git is started only by the git port', async () => {
    // execFile('git', …), spawn("git", …), execSync(`git …`), over line breaks too
    const spawnsGit = /\b(?:execFile|execFileSync|spawn|spawnSync|exec|execSync)\s*\(\s*['"`]git\b/
    expect(await filesMatching(spawnsGit)).toEqual(['ports/git.ts'])
  })

  test('an SDK client is constructed only in the model-client port', async () => {
    expect(await filesMatching(/new\s+(?:Anthropic|MessagesApiClient)\s*\(|extends\s+BaseAnthropic\b/)).toEqual(['ports/model-client.ts'])
  })

  test('GitHub is reached only through the publisher port', async () => {
    // the Octokit client is made only by the real publisher (and defined in client.ts)
    expect(await filesMatching(/createGitHubClient\s*\(/)).toEqual(['github/client.ts', 'github/publisher.ts'])
    // the adapters that call GitHub are called only inside src/github/ (the publisher and each other)
    const adapterCall = /\b(?:upsertComment|findComment|commitBenchmark|upsertTrackingIssue|findTrackingIssue|uploadFiles|uploadViewer|listPullFiles)\s*\(\s*(?:octokit|name|file|o\.octokit)\b/
    expect((await filesMatching(adapterCall)).filter((f) => !f.startsWith('github/'))).toEqual([])
    // the job summary is written only by the publisher (no `core.summary` anywhere)
    expect(await filesMatching(/\bcore\.summary\b/)).toEqual([])
    const readsSummaryPath = /GITHUB_STEP_SUMMARY['"`]\s*\]|\.GITHUB_STEP_SUMMARY\b/
    expect(await filesMatching(readsSummaryPath)).toEqual(['github/publisher.ts'])
    // guards: the patterns match the calls they are meant to find
    expect(adapterCall.test('await upsertComment(octokit, { owner })')).toBe(true)
    expect(adapterCall.test('uploadFiles(name, files, dir)')).toBe(true)
    expect(readsSummaryPath.test("appendFile(io.env.GITHUB_STEP_SUMMARY, md)")).toBe(true)
    expect(readsSummaryPath.test("const f = env['GITHUB_STEP_SUMMARY']")).toBe(true)
  })

  test('the checks would see a second site', async () => {
    // the same patterns against text that has one: guards the two tests above against matching nothing
    expect(/\b(?:execFile|execFileSync|spawn|spawnSync|exec|execSync)\s*\(\s*['"`]git\b/.test("await exec(\n  'git', ['status'])")).toBe(true)
    expect(/new\s+Anthropic\s*\(/.test('const c = new Anthropic({ apiKey })')).toBe(true)
  })
})

describe('model-client port', () => {
  test('the simulated client answers from its fetch and never retries', async () => {
    const seen: string[] = []
    const client = createSimulatedModelClient(async (url) => {
      seen.push(String(url))
      return new Response(
        JSON.stringify({
          id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: 'hi' }],
          stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      )
    })
    const msg = await client.messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] })
    expect(msg.content[0]).toEqual({ type: 'text', text: 'hi' })
    expect(seen).toEqual([`${SIMULATED_BASE_URL}/v1/messages`])
    expect(client.maxRetries).toBe(0)
  })

  test('the real client has the resources skill-evals calls and none of the rest of the SDK', () => {
    const client = createModelClient('k', {})
    expect(typeof client.messages.create).toBe('function')
    expect(typeof client.messages.batches.create).toBe('function')
    expect(typeof client.models.retrieve).toBe('function')
    // The full SDK class builds these too (about 1 MB of bundle every command would compile at start-up).
    for (const unused of ['beta', 'organization', 'files', 'skills']) expect(unused in client).toBe(false)
    // withOptions (the gateway's idle timeout) clones into the same lean class.
    const clone = client.withOptions({ timeout: 1000 })
    expect(clone.constructor).toBe(client.constructor)
    expect(typeof clone.messages.create).toBe('function')
  })

  test('the real client takes ANTHROPIC_BASE_URL from the given environment', () => {
    const client = createModelClient('k', { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' })
    expect(client.baseURL).toBe('http://127.0.0.1:9')
    expect(client.maxRetries).toBe(0)
  })

  test('the real source makes real clients for both uses', () => {
    const clients = realModelClients('k', { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' })
    expect(clients.simulated).toBe(false)
    for (const use of ['messages', 'batch'] as const) {
      const c = clients.client(use)
      expect(c.baseURL).toBe('http://127.0.0.1:9')
      expect(c.apiKey).toBe('k')
      expect(c.maxRetries).toBe(0)
    }
  })

  test('a simulated source answers each use with the fetch made for it', async () => {
    const asked: ModelClientUse[] = []
    const clients = simulatedModelClients((use) => {
      asked.push(use)
      return async () =>
        new Response(
          JSON.stringify({
            id: `msg_${use}`, type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: use }],
            stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        )
    })
    expect(clients.simulated).toBe(true)
    const m = await clients.client().messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] })
    const b = await clients.client('batch').messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] })
    expect([m.id, b.id]).toEqual(['msg_messages', 'msg_batch'])
    expect(asked).toEqual(['messages', 'batch'])
    expect(clients.client().baseURL).toBe(SIMULATED_BASE_URL)
  })
})

describe('git port', () => {
  let dir: string
  // no repository overrides inherited from whoever runs the tests
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY']) delete env[k]
  const o = () => ({ cwd: dir, env })
  const identity = ['user.name=t', 'user.email=t@localhost', 'commit.gpgsign=false']

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ports-git-'))
    await git(['init', '-q'], o())
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('pinned settings come first, the caller’s after', () => {
    const args = gitArgs(['status'], ['user.name=x'])
    expect(args.slice(-3)).toEqual(['-c', 'user.name=x', 'status'])
    expect(args).toContain('core.quotepath=off')
    expect(args.filter((a) => a === '-c')).toHaveLength(GIT_PINNED_CONFIG.length + 1)
  })

  test('non-ASCII paths come out as UTF-8 (core.quotepath=off)', async () => {
    await writeFile(path.join(dir, 'résumé.md'), 'x\n')
    await git(['add', '--', 'résumé.md'], o())
    expect((await git(['ls-files'], o())).trim()).toBe('résumé.md')
  })

  test("the repository's hooks never run", async () => {
    const marker = path.join(dir, 'hook-ran')
    await mkdir(path.join(dir, '.git', 'hooks'), { recursive: true })
    const hook = path.join(dir, '.git', 'hooks', 'pre-commit')
    await writeFile(hook, `#!/bin/sh\ntouch '${marker}'\n`)
    await chmod(hook, 0o755)
    await git(['commit', '-q', '-m', 'one'], { ...o(), config: identity })
    await expect(stat(marker)).rejects.toThrow()
    expect((await git(['log', '--format=%s'], o())).trim()).toBe('one')
  })

  test('bytes come back unchanged', async () => {
    await writeFile(path.join(dir, 'bin'), Buffer.from([0, 255, 10, 13]))
    await git(['add', 'bin'], o())
    await git(['commit', '-q', '-m', 'two'], { ...o(), config: identity })
    expect([...(await gitBytes(['show', 'HEAD:bin'], o()))]).toEqual([0, 255, 10, 13])
  })

  test('the pager is cat and prompts are off', async () => {
    expect((await git(['var', 'GIT_PAGER'], o())).trim()).toBe('cat')
    // a fetch from a remote that would ask for credentials fails instead of waiting
    expect(await gitOk(['ls-remote', 'http://127.0.0.1:9/none.git'], { ...o(), timeoutMs: 20_000 })).toBe(false)
  })

  test('a failure is a GitError with git’s message; a hang is killed by the timeout', async () => {
    const err = await git(['show', 'no-such-ref:x'], o()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GitError)
    expect((err as GitError).message).toMatch(/^git show failed: /)
    expect((err as GitError).stderr).not.toBe('')
    // `hash-object --stdin` waits for input that never comes
    const started = Date.now()
    const hung = await git(['hash-object', '--stdin'], { ...o(), timeoutMs: 300 }).catch((e: unknown) => e)
    expect(hung).toBeInstanceOf(GitError)
    expect((hung as GitError).message).toMatch(/timed out after 300 ms/)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  test('a missing git is reported as such', async () => {
    const err = await git(['status'], { cwd: dir, env: { PATH: path.join(dir, 'no-bin') } }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GitError)
    expect((err as GitError).notInstalled).toBe(true)
  })
})
