/**
 * Mutation part `github`: artifacts (src/github/artifact.ts) through a recording uploader (the
 * real client against the fake results service is test/integration/github-artifact.test.ts):
 * when the service counts as missing and why, the run-page link, clean names, the exact upload
 * calls (name, files, root, options), the viewer's copy under its wanted name (and its clean-up),
 * the zipped retry, and every skip or failure with its message.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { UploadArtifactOptions } from '@actions/artifact'
import { artifactServiceMissing, artifactUrl, safeArtifactName, uploadFiles, uploadViewer, type ArtifactUploader } from '../../src/github/artifact.js'

let dir = ''
beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), 'gh-mut-artifact-')))
  await writeFile(join(dir, 'viewer.html'), '<p>viewer</p>')
  await writeFile(join(dir, 'report.htm'), '<p>htm</p>')
  await writeFile(join(dir, 'data.json'), '{}')
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const SERVICE = { ACTIONS_RUNTIME_TOKEN: 'tok', ACTIONS_RESULTS_URL: 'http://127.0.0.1:1/' }
const RUN = { ...SERVICE, GITHUB_REPOSITORY: 'octo/skills', GITHUB_RUN_ID: '4242' }
const MISSING_BOTH = 'the artifact service is not available (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL not set: not running inside GitHub Actions)'

interface Upload {
  name: string
  files: string[]
  root: string
  options: UploadArtifactOptions | undefined
  /** The file's text at upload time (the viewer copy is removed afterwards). */
  content?: string
}

/** An uploader that records its calls and answers (or throws) in turn. */
function uploader(...answers: ({ id?: number; size?: number; digest?: string } | Error | string)[]) {
  const calls: Upload[] = []
  const client: ArtifactUploader = {
    async uploadArtifact(name, files, root, options) {
      const content = files.length === 1 && existsSync(files[0]!) ? await readFile(files[0]!, 'utf8') : undefined
      calls.push({ name, files, root, options, ...(content !== undefined ? { content } : {}) })
      const a = answers.shift() ?? { id: 1 }
      if (a instanceof Error || typeof a === 'string') throw a
      return a
    },
  }
  return { calls, client }
}

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

describe('artifactServiceMissing', () => {
  test('both variables are needed; an empty one counts as missing', () => {
    expect(artifactServiceMissing({})).toBe(MISSING_BOTH)
    expect(artifactServiceMissing({ ACTIONS_RUNTIME_TOKEN: '', ACTIONS_RESULTS_URL: '' })).toBe(MISSING_BOTH)
    expect(artifactServiceMissing({ ACTIONS_RUNTIME_TOKEN: 't' })).toBe(
      'the artifact service is not available (ACTIONS_RESULTS_URL not set: not running inside GitHub Actions)',
    )
    expect(artifactServiceMissing({ ACTIONS_RESULTS_URL: 'u' })).toBe(
      'the artifact service is not available (ACTIONS_RUNTIME_TOKEN not set: not running inside GitHub Actions)',
    )
    expect(artifactServiceMissing(SERVICE)).toBeUndefined()
  })

  test('the server: github.com, *.ghe.com and *.localhost (any case) are served; GHES and non-URLs are not', () => {
    const on = (GITHUB_SERVER_URL: string) => artifactServiceMissing({ ...SERVICE, GITHUB_SERVER_URL })
    expect(on('https://github.com')).toBeUndefined()
    expect(on('https://GitHub.COM/')).toBeUndefined()
    expect(on('https://octo.ghe.com')).toBeUndefined()
    expect(on('https://OCTO.GHE.COM')).toBeUndefined()
    expect(on('http://github.localhost:3000')).toBeUndefined()
    expect(on('')).toBeUndefined()
    expect(on('https://ghe.com')).toBe('@actions/artifact does not support GitHub Enterprise Server (ghe.com)')
    expect(on('https://ghe.com.example.org')).toBe('@actions/artifact does not support GitHub Enterprise Server (ghe.com.example.org)')
    expect(on('https://github.com.evil.io')).toBe('@actions/artifact does not support GitHub Enterprise Server (github.com.evil.io)')
    expect(on('https://GHE.Example.com')).toBe('@actions/artifact does not support GitHub Enterprise Server (ghe.example.com)')
    expect(on('https://localhost')).toBe('@actions/artifact does not support GitHub Enterprise Server (localhost)')
    expect(on('not a url')).toBe("GITHUB_SERVER_URL 'not a url' is not a URL")
  })

  test('the default environment is the process environment', () => {
    const saved = { t: process.env['ACTIONS_RUNTIME_TOKEN'], u: process.env['ACTIONS_RESULTS_URL'] }
    try {
      delete process.env['ACTIONS_RUNTIME_TOKEN']
      process.env['ACTIONS_RESULTS_URL'] = 'x'
      expect(artifactServiceMissing()).toMatch(/\(ACTIONS_RUNTIME_TOKEN not set/)
    } finally {
      if (saved.t === undefined) delete process.env['ACTIONS_RUNTIME_TOKEN']
      else process.env['ACTIONS_RUNTIME_TOKEN'] = saved.t
      if (saved.u === undefined) delete process.env['ACTIONS_RESULTS_URL']
      else process.env['ACTIONS_RESULTS_URL'] = saved.u
    }
  })
})

describe('artifactUrl and safeArtifactName', () => {
  test('the run-page link needs an id, a plain owner/repo and a numeric run', () => {
    const env = { GITHUB_REPOSITORY: 'octo/skills', GITHUB_RUN_ID: '42' }
    expect(artifactUrl(7, env)).toBe('https://github.com/octo/skills/actions/runs/42/artifacts/7')
    expect(artifactUrl(0, env)).toBe('https://github.com/octo/skills/actions/runs/42/artifacts/0')
    expect(artifactUrl(7, { ...env, GITHUB_SERVER_URL: 'https://ghe.example.com//' })).toBe('https://ghe.example.com/octo/skills/actions/runs/42/artifacts/7')
    expect(artifactUrl(7, { ...env, GITHUB_SERVER_URL: '' })).toBe('https://github.com/octo/skills/actions/runs/42/artifacts/7')
    expect(artifactUrl(7, { ...env, GITHUB_REPOSITORY: 'my.org-1/re_po' })).toBe('https://github.com/my.org-1/re_po/actions/runs/42/artifacts/7')
    expect(artifactUrl(undefined, env)).toBeUndefined()
    expect(artifactUrl(7, { GITHUB_RUN_ID: '42' })).toBeUndefined()
    expect(artifactUrl(7, { GITHUB_REPOSITORY: 'octo/skills' })).toBeUndefined()
    for (const GITHUB_REPOSITORY of ['octo', 'a/b/c', 'x y/z', 'y/z w', 'octo/sk<i']) expect(artifactUrl(7, { ...env, GITHUB_REPOSITORY })).toBeUndefined()
    for (const GITHUB_RUN_ID of ['', '4a', 'a4', '-1', '1.5']) expect(artifactUrl(7, { ...env, GITHUB_RUN_ID })).toBeUndefined()
  })

  test('safeArtifactName: each run of forbidden characters becomes one dash; 200 characters; never empty', () => {
    expect(safeArtifactName('a"b:c<d>e|f*g?h\ri\nj\\k/l')).toBe('a-b-c-d-e-f-g-h-i-j-k-l')
    expect(safeArtifactName('a::<<//b')).toBe('a-b')
    expect(safeArtifactName('shard 1/2')).toBe('shard 1-2')
    expect(safeArtifactName('///')).toBe('-')
    expect(safeArtifactName('')).toBe('artifact')
    expect(safeArtifactName('x'.repeat(200))).toBe('x'.repeat(200))
    expect(safeArtifactName('y'.repeat(201))).toBe('y'.repeat(200))
  })
})

describe('uploadFiles', () => {
  const files = () => [join(dir, 'data.json')]

  test('uploaded: the clean name, the files and root as given, no options unless set; the result in full', async () => {
    const { calls, client } = uploader({ id: 41, size: 99, digest: 'sha256:x' })
    const r = await uploadFiles('results 1/2', files(), dir, { env: RUN, client })
    expect(calls).toStrictEqual([{ name: 'results 1-2', files: files(), root: dir, options: {}, content: '{}' }])
    expect(r).toStrictEqual({
      status: 'uploaded',
      name: 'results 1-2',
      id: 41,
      size: 99,
      digest: 'sha256:x',
      url: 'https://github.com/octo/skills/actions/runs/4242/artifacts/41',
    })
  })

  test('retention and compression are passed when set, 0 included', async () => {
    const { calls, client } = uploader({ id: 1 }, { id: 2 })
    await uploadFiles('a', files(), dir, { env: RUN, client, retentionDays: 5, compressionLevel: 9 })
    await uploadFiles('b', files(), dir, { env: RUN, client, retentionDays: 0, compressionLevel: 0 })
    expect(calls.map((c) => c.options)).toStrictEqual([
      { retentionDays: 5, compressionLevel: 9 },
      { retentionDays: 0, compressionLevel: 0 },
    ])
  })

  test('no service: skipped with the reason, said where the files stay; nothing uploaded', async () => {
    const { calls, client } = uploader()
    const { lines, log } = recorder()
    const r = await uploadFiles('x:y', files(), dir, { env: {}, client, log })
    expect(r).toStrictEqual({ status: 'skipped', name: 'x-y', reason: MISSING_BOTH })
    expect(lines).toEqual([`info: Artifact 'x-y' not uploaded: ${MISSING_BOTH}. The files stay in ${dir}.`])
    expect(calls).toEqual([])
    expect(await uploadFiles('x', files(), dir, { env: {}, client })).toMatchObject({ status: 'skipped' })
  })

  test('no files: skipped, nothing uploaded', async () => {
    const { calls, client } = uploader()
    expect(await uploadFiles('x', [], dir, { env: RUN, client })).toStrictEqual({ status: 'skipped', name: 'x', reason: 'no files to upload' })
    expect(calls).toEqual([])
  })

  test('refused: failed with the message, warned; a thrown string too', async () => {
    const { client } = uploader(new Error('409 already exists'), 'plain')
    const { lines, log } = recorder()
    expect(await uploadFiles('x', files(), dir, { env: RUN, client, log })).toStrictEqual({ status: 'failed', name: 'x', reason: 'upload failed: 409 already exists' })
    expect(await uploadFiles('y', files(), dir, { env: RUN, client })).toStrictEqual({ status: 'failed', name: 'y', reason: 'upload failed: plain' })
    expect(lines).toEqual(["warning: Artifact 'x' upload failed: 409 already exists"])
  })

  test('the default environment is the process environment (no service here → skipped)', async () => {
    const saved = process.env['ACTIONS_RUNTIME_TOKEN']
    delete process.env['ACTIONS_RUNTIME_TOKEN']
    try {
      const { calls, client } = uploader()
      expect((await uploadFiles('x', files(), dir, { client })).status).toBe('skipped')
      expect((await uploadViewer(join(dir, 'viewer.html'), { client })).status).toBe('skipped')
      expect(calls).toEqual([])
    } finally {
      if (saved !== undefined) process.env['ACTIONS_RUNTIME_TOKEN'] = saved
    }
  })
})

describe('uploadViewer', () => {
  const viewer = () => join(dir, 'viewer.html')

  test('named as the file: uploaded in place, unarchived, with skipArchive only', async () => {
    const { calls, client } = uploader({ id: 5, size: 12, digest: 'd' })
    const r = await uploadViewer(viewer(), { env: RUN, client })
    expect(calls).toStrictEqual([{ name: 'viewer.html', files: [viewer()], root: dir, options: { skipArchive: true }, content: '<p>viewer</p>' }])
    expect(r).toStrictEqual({ status: 'uploaded', name: 'viewer.html', id: 5, size: 12, digest: 'd', url: 'https://github.com/octo/skills/actions/runs/4242/artifacts/5', unarchived: true })
  })

  test('another name: a copy under that name in a temporary folder, removed afterwards; .html added when missing', async () => {
    const { calls, client } = uploader({ id: 6 })
    const r = await uploadViewer(viewer(), { env: RUN, client, name: 'skill-evals: viewer', retentionDays: 3 })
    expect(r).toMatchObject({ status: 'uploaded', name: 'skill-evals- viewer.html', unarchived: true })
    const c = calls[0]!
    expect(c.name).toBe('skill-evals- viewer.html')
    expect(c.options).toStrictEqual({ retentionDays: 3, skipArchive: true })
    expect(c.content).toBe('<p>viewer</p>')
    expect(c.files).toEqual([join(c.root, 'skill-evals- viewer.html')])
    expect(dirname(c.root)).toBe(tmpdir())
    expect(c.root.startsWith(join(tmpdir(), 'skill-evals-viewer-'))).toBe(true)
    expect(existsSync(c.root)).toBe(false)
  })

  test('.htm and any case count as HTML; the name defaults to the basename', async () => {
    const { calls, client } = uploader()
    await uploadViewer(join(dir, 'report.htm'), { env: RUN, client })
    await uploadViewer(viewer(), { env: RUN, client, name: 'X.HTML' })
    await uploadViewer(viewer(), { env: RUN, client, name: 'v.html.txt' })
    expect(calls.map((c) => c.name)).toEqual(['report.htm', 'X.HTML', 'v.html.txt.html'])
    expect(calls[0]!.root).toBe(dir)
  })

  test('no service: skipped with the reason, told to open the file locally', async () => {
    const { calls, client } = uploader()
    const { lines, log } = recorder()
    const r = await uploadViewer(viewer(), { env: { ACTIONS_RESULTS_URL: 'u' }, client, log, name: 'v' })
    const reason = 'the artifact service is not available (ACTIONS_RUNTIME_TOKEN not set: not running inside GitHub Actions)'
    expect(r).toStrictEqual({ status: 'skipped', name: 'v.html', reason })
    expect(lines).toEqual([`info: Viewer artifact 'v.html' not uploaded: ${reason}. Open ${viewer()} locally.`])
    expect(calls).toEqual([])
  })

  test('an unarchived upload refused: zipped under the name without .html, retention only, logged', async () => {
    const { calls, client } = uploader(new Error('mime type not allowed'), { id: 8, size: 3, digest: 'z' })
    const { lines, log } = recorder()
    const r = await uploadViewer(viewer(), { env: RUN, client, log, name: 'Report.HTM', retentionDays: 2 })
    expect(calls.map((c) => [c.name, c.options])).toStrictEqual([
      ['Report.HTM', { retentionDays: 2, skipArchive: true }],
      ['Report', { retentionDays: 2 }],
    ])
    expect(calls[1]!.files).toEqual(calls[0]!.files)
    expect(calls[1]!.root).toBe(calls[0]!.root)
    expect(r).toStrictEqual({ status: 'uploaded', name: 'Report', id: 8, size: 3, digest: 'z', url: 'https://github.com/octo/skills/actions/runs/4242/artifacts/8', unarchived: false })
    expect(lines).toEqual(["info: Unarchived upload of 'Report.HTM' failed (mime type not allowed); uploading it zipped as 'Report'."])
    expect(existsSync(calls[0]!.root)).toBe(false)
  })

  test('without retention the zipped retry has no options at all', async () => {
    const { calls, client } = uploader(new Error('no'), { id: 9 })
    await uploadViewer(viewer(), { env: RUN, client })
    expect(calls.map((c) => c.options)).toStrictEqual([{ skipArchive: true }, {}])
    expect(calls[1]!.name).toBe('viewer')
  })

  test('both refused: failed with the second error, warned; the copy is still removed', async () => {
    const { calls, client } = uploader(new Error('first'), new Error('second'))
    const { lines, log } = recorder()
    const r = await uploadViewer(viewer(), { env: RUN, client, log, name: 'other' })
    expect(r).toStrictEqual({ status: 'failed', name: 'other.html', reason: 'upload failed: second' })
    expect(lines).toEqual(["info: Unarchived upload of 'other.html' failed (first); uploading it zipped as 'other'.", "warning: Viewer artifact 'other.html' upload failed: second"])
    expect(existsSync(calls[0]!.root)).toBe(false)
  })

  test('a missing file: failed (the copy fails), nothing uploaded', async () => {
    const { calls, client } = uploader()
    const r = await uploadViewer(join(dir, 'nope.html'), { env: RUN, client, name: 'v' })
    expect(r.status).toBe('failed')
    expect(r.reason).toMatch(/^upload failed: (Error: )?ENOENT: no such file or directory, copyfile/)
    expect(calls).toEqual([])
  })
})
