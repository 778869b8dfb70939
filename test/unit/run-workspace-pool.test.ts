/** WorkspacePool: a clean workspace is reused as it was made; anything else is disposed. */
import { afterEach, beforeEach, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createWorkspace } from '../../src/run/workspace.js'
import { collectOutputs } from '../../src/run/outputs.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { WorkspacePool } from '../../src/run/workspace-pool.js'

let root: string
let parentDir: string
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'ws-pool-test-')))
  await mkdir(path.join(root, 'skill', 'references'), { recursive: true })
  await writeFile(path.join(root, 'skill', 'SKILL.md'), '---\nname: s\n---\n')
  await writeFile(path.join(root, 'skill', 'references', 'guide.md'), 'guide\n')
  parentDir = path.join(root, 'runs')
  await mkdir(parentDir)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const exists = (p: string) => stat(p).then(() => true, () => false)
const make = () => createWorkspace({ files: [], skill: { name: 's', dir: path.join(root, 'skill') }, parentDir, git: false })

test('a clean run hands its workspace to the next run of the kind, with its files gone and the skill intact', async () => {
  const pool = new WorkspacePool()
  const a = await pool.acquire('k', make)
  await writeFile(path.join(a.dir, 'result.md'), 'x')
  await pool.release('k', a, ['result.md'], true)
  const b = await pool.acquire('k', make)
  expect(b.dir).toBe(a.dir)
  expect(await readdir(b.dir)).toEqual(['.claude'])
  expect(await exists(path.join(b.dir, '.claude', 'skills', 's', 'references', 'guide.md'))).toBe(true)
  const other = await pool.acquire('other', make) // another kind never gets it
  expect(other.dir).not.toBe(a.dir)
  await pool.release('other', other, [], true)
  await pool.release('k', b, [], true)
  await pool.close()
  expect(await readdir(parentDir)).toEqual([])
})

test('not reused: an unclean run, a nested or unlisted file, a replaced original, no kind', async () => {
  const cases: [string | undefined, (dir: string) => Promise<string[]>, boolean][] = [
    ['k', async (d) => (await writeFile(path.join(d, 'r.md'), 'x'), ['r.md']), false], // run not clean
    ['k', async (d) => (await mkdir(path.join(d, 'out')), await writeFile(path.join(d, 'out', 'r.md'), 'x'), ['out/r.md']), true],
    ['k', async (d) => (await writeFile(path.join(d, 'unlisted.md'), 'x'), []), true],
    ['k', async (d) => (await writeFile(path.join(d, '.claude', 'skills', 's', 'extra.md'), 'x'), []), true], // caught below the top? no: see next assertion
    [undefined, async () => [], true],
  ]
  for (const [kind, act, clean] of cases) {
    const pool = new WorkspacePool()
    const ws = await pool.acquire(kind, make)
    const written = await act(ws.dir)
    await pool.release(kind, ws, written, clean)
    const reused = kind !== undefined && (await pool.acquire(kind, make)).dir === ws.dir
    // The one change below the top level that no tool list shows (only Bash could make it, and
    // Bash runs are never pooled) is the limit of the top-level check.
    expect(reused).toBe(cases.indexOf(cases.find((c) => c[1] === act)!) === 3)
    await pool.close()
  }
})

test("outputs moved out of a workspace (collectOutputs move): the workspace is still reused, and dispose tolerates the gap", async () => {
  const pool = new WorkspacePool()
  const a = await pool.acquire('k', make)
  await writeFile(path.join(a.dir, 'result.md'), 'moved\n')
  const dest = path.join(root, 'outputs')
  expect(await collectOutputs(a.dir, dest, ['result.md'], { move: true })).toEqual(['result.md'])
  expect(await readFile(path.join(dest, 'result.md'), 'utf8')).toBe('moved\n')
  expect(await exists(path.join(a.dir, 'result.md'))).toBe(false) // moved, not copied
  await pool.release('k', a, ['result.md'], true)
  const b = await pool.acquire('k', make)
  expect(b.dir).toBe(a.dir) // the missing file did not cost the workspace
  await writeFile(path.join(b.dir, 'again.md'), 'x')
  await collectOutputs(b.dir, path.join(root, 'outputs-2'), ['again.md'], { move: true })
  await b.dispose(['again.md']) // not pooled: removed file by file, the moved one skipped
  expect(await exists(b.dir)).toBe(false)
  await pool.close()
})

test('collectOutputs move: copies instead when the file holds a registered secret (the copy is redacted) or the name is taken', async () => {
  const w = await make()
  try {
    await writeFile(path.join(w.dir, 'a.md'), 'token sk-move-test-1234567890 here\n')
    await writeFile(path.join(w.dir, 'b.md'), 'new\n')
    await writeFile(path.join(w.dir, 'clean.md'), 'nothing secret in here\n')
    registerSecret('sk-move-test-1234567890')
    const dest = path.join(root, 'out-secret')
    try {
      expect(await collectOutputs(w.dir, dest, ['a.md', 'clean.md'], { move: true })).toEqual(['a.md', 'clean.md'])
    } finally {
      clearSecrets()
    }
    expect(await readFile(path.join(dest, 'a.md'), 'utf8')).toBe('token *** here\n')
    expect(await exists(path.join(w.dir, 'a.md'))).toBe(true) // copied (redacted), not moved
    // A secret is registered, but this file holds none: moved, bytes unchanged.
    expect(await readFile(path.join(dest, 'clean.md'), 'utf8')).toBe('nothing secret in here\n')
    expect(await exists(path.join(w.dir, 'clean.md'))).toBe(false)
    await mkdir(path.join(root, 'out-taken'))
    await writeFile(path.join(root, 'out-taken', 'b.md'), 'old\n')
    expect(await collectOutputs(w.dir, path.join(root, 'out-taken'), ['b.md'], { move: true })).toEqual(['b.md'])
    expect(await readFile(path.join(root, 'out-taken', 'b.md'), 'utf8')).toBe('new\n')
    expect(await exists(path.join(w.dir, 'b.md'))).toBe(true) // copied over the taken name, not renamed
  } finally {
    await w.dispose()
  }
})
