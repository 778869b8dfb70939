/**
 * Issue 36 (mutation part `workspace`): WorkspacePool (src/run/workspace-pool.ts). A workspace is
 * handed to the next run of its kind only when the run was clean, wrote top-level files only, did
 * not touch what the workspace was made with, and left its top level exactly as made; at most 32
 * wait per kind; after `close` nothing is kept. The workspaces here are plain folders whose
 * `dispose` is recorded (what the pool decides, not how a workspace is removed).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Workspace } from '../../src/run/workspace.js'
import { WorkspacePool } from '../../src/run/workspace-pool.js'

let base: string
let n = 0
let disposed: { dir: string; written: string[] | undefined }[] = []
let made: string[] = []
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ws-pool-mut-')))
  disposed = []
  made = []
})
afterEach(() => {
  rmSync(base, { recursive: true, force: true })
})

/** A workspace holding `b.md`, `a.md` and `.claude/` (made in that order), whose dispose is only recorded. */
const make = async (): Promise<Workspace> => {
  const dir = path.join(base, `ws-${++n}`)
  mkdirSync(dir)
  writeFileSync(path.join(dir, 'b.md'), 'b')
  writeFileSync(path.join(dir, 'a.md'), 'a')
  mkdirSync(path.join(dir, '.claude'))
  made.push(dir)
  return {
    dir,
    dispose: async (written?: Iterable<string>) => {
      disposed.push({ dir, written: written === undefined ? undefined : [...written] })
    },
  }
}

async function roundTrip(act: (dir: string) => string[] | void, clean = true): Promise<{ reused: boolean; disposed: typeof disposed }> {
  const pool = new WorkspacePool()
  const ws = await pool.acquire('k', make)
  const written = act(ws.dir) ?? []
  await pool.release('k', ws, written, clean)
  const next = await pool.acquire('k', make)
  return { reused: next.dir === ws.dir, disposed }
}

describe('reuse', () => {
  test('a clean run\'s top-level files are unlinked and the workspace goes to the next run of its kind, again and again', async () => {
    const pool = new WorkspacePool()
    const ws = await pool.acquire('k', make)
    for (let i = 0; i < 3; i++) {
      writeFileSync(path.join(ws.dir, 'out.md'), 'x')
      writeFileSync(path.join(ws.dir, 'two.md'), 'x')
      await pool.release('k', ws, ['out.md', 'two.md', 'out.md'], true)
      expect(readdirSync(ws.dir).sort()).toEqual(['.claude', 'a.md', 'b.md'])
      expect(await pool.acquire('k', make)).toBe(ws)
    }
    expect(made).toHaveLength(1)
    expect(disposed).toEqual([])
  })

  test('a listed file that is gone already (moved into outputs/) does not cost the workspace', async () => {
    const r = await roundTrip(() => ['moved.md'])
    expect(r).toEqual({ reused: true, disposed: [] })
  })

  test('idle workspaces are handed out last in, first out, per kind', async () => {
    const pool = new WorkspacePool()
    const a = await pool.acquire('k', make)
    const b = await pool.acquire('k', make)
    const c = await pool.acquire('other', make)
    await pool.release('k', a, [], true)
    await pool.release('k', b, [], true)
    await pool.release('other', c, [], true)
    expect(await pool.acquire('k', make)).toBe(b)
    expect(await pool.acquire('k', make)).toBe(a)
    expect(await pool.acquire('other', make)).toBe(c)
    expect((await pool.acquire('k', make)).dir).toBe(path.join(base, `ws-${n}`))
    expect(made).toHaveLength(4)
  })

  test('at most 32 idle workspaces per kind: the 33rd is disposed', async () => {
    const pool = new WorkspacePool()
    const all: Workspace[] = []
    for (let i = 0; i < 33; i++) all.push(await pool.acquire('k', make))
    for (const ws of all) await pool.release('k', ws, [], true)
    expect(disposed).toEqual([{ dir: all[32]!.dir, written: [] }])
    // another kind has its own 32
    const other = await pool.acquire('other', make)
    await pool.release('other', other, [], true)
    expect(disposed).toHaveLength(1)
    const again = new Set<string>()
    for (let i = 0; i < 32; i++) again.add((await pool.acquire('k', make)).dir)
    expect(again).toEqual(new Set(all.slice(0, 32).map((w) => w.dir)))
    expect(made).toHaveLength(34)
    expect((await pool.acquire('k', make)).dir).toBe(made[34])
  })
})

describe('not reused: disposed with the written list', () => {
  test('a run that was not clean', async () => {
    const r = await roundTrip((d) => (writeFileSync(path.join(d, 'r.md'), 'x'), ['r.md']), false)
    expect(r.reused).toBe(false)
    expect(r.disposed).toEqual([{ dir: made[0], written: ['r.md'] }])
    expect(existsSync(path.join(made[0]!, 'r.md'))).toBe(true) // left for dispose, not unlinked by the pool
  })

  test('a written path that is not a plain top-level name: nothing is unlinked by the pool', async () => {
    for (const odd of ['', '.', '..', 'sub/r.md']) {
      disposed = []
      const r = await roundTrip((d) => {
        writeFileSync(path.join(d, 'first.md'), 'x')
        return ['first.md', odd]
      })
      expect([odd, r.reused]).toEqual([odd, false])
      expect(r.disposed).toEqual([{ dir: made.at(-2), written: ['first.md', odd] }])
      expect(existsSync(path.join(made.at(-2)!, 'first.md'))).toBe(true)
    }
  })

  test('no kind: never pooled', async () => {
    const pool = new WorkspacePool()
    const ws = await pool.acquire(undefined, make)
    await pool.release(undefined, ws, ['x.md'], true)
    expect(disposed).toEqual([{ dir: ws.dir, written: ['x.md'] }])
    expect(await pool.acquire(undefined, make)).not.toBe(ws)
  })

  test('acquired with a kind, released without one: disposed', async () => {
    const pool = new WorkspacePool()
    const ws = await pool.acquire('k', make)
    await expect(pool.release(undefined, ws, [], true)).resolves.toBeUndefined()
    expect(disposed).toEqual([{ dir: ws.dir, written: [] }])
    expect(await pool.acquire('k', make)).not.toBe(ws)
  })

  test('a workspace the pool did not hand out, or one released twice, is disposed', async () => {
    const pool = new WorkspacePool()
    const stranger = await make()
    await pool.release('k', stranger, [], true)
    expect(disposed).toEqual([{ dir: stranger.dir, written: [] }])
    const ws = await pool.acquire('k', make)
    await pool.release('k', ws, [], true)
    await pool.release('k', ws, ['again.md'], true)
    expect(disposed).toEqual([
      { dir: stranger.dir, written: [] },
      { dir: ws.dir, written: ['again.md'] },
    ])
  })

  test('after close: idle workspaces disposed, later releases disposed, nothing handed out again', async () => {
    const pool = new WorkspacePool()
    const a = await pool.acquire('k', make)
    const b = await pool.acquire('j', make)
    const c = await pool.acquire('k', make)
    await pool.release('k', a, [], true)
    await pool.release('j', b, [], true)
    await pool.close()
    expect(disposed.map((d) => d.dir).sort()).toEqual([a.dir, b.dir].sort())
    expect(disposed.every((d) => d.written === undefined)).toBe(true)
    await pool.release('k', c, ['w.md'], true)
    expect(disposed.at(-1)).toEqual({ dir: c.dir, written: ['w.md'] })
    const d = await pool.acquire('k', make)
    expect([a.dir, b.dir, c.dir]).not.toContain(d.dir)
    await pool.close()
    expect(disposed).toHaveLength(3)
  })
})

describe('not reused: the top level changed (disposed whole)', () => {
  test('the run wrote over a file the workspace was made with: thrown out before anything is unlinked', async () => {
    const r = await roundTrip((d) => (writeFileSync(path.join(d, 'a.md'), 'changed'), ['new.md', 'a.md']))
    expect(r.reused).toBe(false)
    expect(r.disposed).toEqual([{ dir: made[0], written: undefined }])
    expect(readdirSync(made[0]!).sort()).toEqual(['.claude', 'a.md', 'b.md'])
  })

  test('an unlisted file, a removed original, a renamed original, a listed folder', async () => {
    const cases: [string, (d: string) => string[]][] = [
      ['unlisted', (d) => (writeFileSync(path.join(d, 'extra.md'), 'x'), [])],
      ['removed', (d) => (rmSync(path.join(d, 'b.md')), [])],
      ['renamed', (d) => (renameSync(path.join(d, 'b.md'), path.join(d, 'c.md')), [])],
      ['renamed first', (d) => (renameSync(path.join(d, '.claude'), path.join(d, '.zzz')), [])],
      ['a folder', (d) => (mkdirSync(path.join(d, 'dir.md')), ['dir.md'])],
    ]
    for (const [what, act] of cases) {
      disposed = []
      const r = await roundTrip(act)
      expect([what, r.reused, r.disposed]).toEqual([what, false, [{ dir: made.at(-2), written: undefined }]])
    }
  })
})
