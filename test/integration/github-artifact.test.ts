/**
 * The REAL `DefaultArtifactClient` (@actions/artifact 6.2.1) against the loopback fake results
 * service: zipped results, the unarchived viewer (skipArchive), soft failures.
 */
import { describe, test, expect, beforeAll, afterAll, afterEach } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DefaultArtifactClient } from '@actions/artifact'
import { artifactServiceMissing, artifactUrl, safeArtifactName, uploadFiles, uploadViewer } from '../../src/github/artifact.js'
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-server.js'

const quiet = { info: (): void => {}, warning: (): void => {} }
const ENV_KEYS = ['ACTIONS_RESULTS_URL', 'ACTIONS_RUNTIME_TOKEN', 'NO_PROXY', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_RUN_ID', 'GITHUB_RETENTION_DAYS']
const saved: Record<string, string | undefined> = {}
let dir = ''
let fake: FakeArtifactService | undefined

beforeAll(async () => {
  for (const k of ENV_KEYS) saved[k] = process.env[k]
  dir = await mkdtemp(join(tmpdir(), 'skill-evals-artifact-'))
  await mkdir(join(dir, 'out', 'plan'), { recursive: true })
  await writeFile(join(dir, 'out', 'benchmark.json'), JSON.stringify({ pass_rate: 0.9 }))
  await writeFile(join(dir, 'out', 'plan', 'grading.json'), JSON.stringify({ ok: true }))
  await writeFile(join(dir, 'out', 'viewer.html'), '<!doctype html><title>skill-evals</title><p>viewer</p>')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})
afterEach(async () => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  await fake?.close()
  fake = undefined
})

async function withFake(opts: { rejectUnarchived?: boolean } = {}): Promise<FakeArtifactService> {
  fake = await startFakeArtifactService(opts)
  // The real client reads process.env itself.
  Object.assign(process.env, fake.env(), { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo/skills', GITHUB_RUN_ID: '4242' })
  return fake
}

describe('artifacts through the real client', () => {
  test('results upload as a zip: Twirp Create → blob PUTs → Finalize, with retention', async () => {
    const f = await withFake()
    const files = [join(dir, 'out', 'benchmark.json'), join(dir, 'out', 'plan', 'grading.json')]
    const r = await uploadFiles('skill-evals-results shard 1/2', files, join(dir, 'out'), { retentionDays: 5, log: quiet })
    expect(r).toMatchObject({ status: 'uploaded', name: 'skill-evals-results shard 1-2', id: 41 })
    expect(r.url).toBe('https://github.com/octo/skills/actions/runs/4242/artifacts/41')

    const twirp = f.requests.filter((q) => q.path.startsWith('/twirp/')).map((q) => q.path.split('/').pop())
    expect(twirp).toEqual(['CreateArtifact', 'FinalizeArtifact'])
    const create = f.requests.find((q) => q.path.endsWith('/CreateArtifact'))!
    expect(create.headers['authorization']).toMatch(/^Bearer /)
    expect(create.body).toMatchObject({ workflow_run_backend_id: 'run-1', workflow_job_run_backend_id: 'job-1', name: 'skill-evals-results shard 1-2', version: 7, mime_type: 'application/zip' })
    expect((create.body as { expires_at?: string }).expires_at).toBeDefined()
    expect(f.requests.some((q) => q.method === 'PUT' && q.query['comp'] === 'blocklist')).toBe(true)

    const a = f.find('skill-evals-results shard 1-2')!
    expect(a.finalized).toBe(true)
    expect(a.content!.subarray(0, 2).toString()).toBe('PK')
    expect(a.hash).toBe(`sha256:${createHash('sha256').update(a.content!).digest('hex')}`)
    expect(a.content!.includes(Buffer.from('plan/grading.json'))).toBe(true)

    // The client sees it too.
    const listed = await new DefaultArtifactClient().listArtifacts()
    expect(listed.artifacts.map((x) => x.name)).toEqual(['skill-evals-results shard 1-2'])

    // Names are unique per run: a second upload fails softly.
    const dup = await uploadFiles('skill-evals-results shard 1/2', files, join(dir, 'out'), { log: quiet })
    expect(dup.status).toBe('failed')
    expect(dup.reason).toMatch(/409|already exists/i)
  })

  test('the viewer uploads unarchived (skipArchive) under the wanted name', async () => {
    const f = await withFake()
    const r = await uploadViewer(join(dir, 'out', 'viewer.html'), { name: 'skill-evals-viewer', log: quiet })
    expect(r).toMatchObject({ status: 'uploaded', name: 'skill-evals-viewer.html', unarchived: true })
    expect(r.url).toMatch(/\/actions\/runs\/4242\/artifacts\/\d+$/)
    const create = f.requests.find((q) => q.path.endsWith('/CreateArtifact'))!
    expect(create.body).toMatchObject({ name: 'skill-evals-viewer.html', mime_type: 'text/html' })
    expect(f.find('skill-evals-viewer.html')!.content!.toString()).toBe('<!doctype html><title>skill-evals</title><p>viewer</p>')
  })

  test('an old backend that refuses unarchived uploads gets a zip instead', async () => {
    const f = await withFake({ rejectUnarchived: true })
    const r = await uploadViewer(join(dir, 'out', 'viewer.html'), { log: quiet })
    expect(r).toMatchObject({ status: 'uploaded', name: 'viewer', unarchived: false })
    expect(f.find('viewer')!.content!.subarray(0, 2).toString()).toBe('PK')
  })

  test('soft-fails without the runtime env, on GHES, and builds URLs only when it can', async () => {
    for (const k of ['ACTIONS_RESULTS_URL', 'ACTIONS_RUNTIME_TOKEN']) delete process.env[k]
    let calls = 0
    const client = { uploadArtifact: async () => ((calls += 1), {}) }
    const r = await uploadFiles('x', [join(dir, 'out', 'benchmark.json')], join(dir, 'out'), { client, log: quiet })
    expect(r).toMatchObject({ status: 'skipped', name: 'x' })
    expect(r.reason).toMatch(/ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL not set/)
    expect((await uploadViewer(join(dir, 'out', 'viewer.html'), { client, log: quiet })).status).toBe('skipped')
    expect(calls).toBe(0)
    expect(artifactServiceMissing({ ACTIONS_RUNTIME_TOKEN: 'a', ACTIONS_RESULTS_URL: 'b', GITHUB_SERVER_URL: 'https://ghe.example.com' })).toMatch(/Enterprise Server/)
    expect(artifactServiceMissing({ ACTIONS_RUNTIME_TOKEN: 'a', ACTIONS_RESULTS_URL: 'b', GITHUB_SERVER_URL: 'https://octo.ghe.com' })).toBeUndefined()
    expect(artifactUrl(5, { GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '1' })).toBe('https://github.com/o/r/actions/runs/1/artifacts/5')
    expect(artifactUrl(5, {})).toBeUndefined()
    expect(safeArtifactName('a/b:c')).toBe('a-b-c')
  })
})
