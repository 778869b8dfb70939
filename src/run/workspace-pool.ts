/**
 * Reuse of clean workspaces between runs of the same kind (issue 21).
 *
 * A with-skill workspace is a folder tree (`.claude/skills/<name>/…`) made and removed for every
 * run; on a busy disk those creates and removes were most of a run's system time. A run that
 * could not have changed anything but its own listed files (the API executor without Bash, no
 * eval input files, no tool error, no run error, every file it wrote at the top of the
 * workspace) hands its workspace back: its files are unlinked, the top level is checked to hold
 * exactly what the workspace was made with, and the next run of the same kind gets it, as it was
 * made. Anything else is disposed as before. What the agent sees is the same either way.
 */
import * as fs from 'node:fs'
import path from 'node:path'
import type { Workspace } from './workspace.js'

/** Idle workspaces kept per kind; the rest are disposed. */
const MAX_IDLE_PER_KIND = 32

interface Idle {
  ws: Workspace
  /** The top-level names the workspace was made with, sorted. */
  top: string[]
}

export class WorkspacePool {
  private readonly idle = new Map<string, Idle[]>()
  private readonly tops = new WeakMap<Workspace, string[]>()
  private closed = false

  /** A clean workspace of this kind, or a new one from `make` (`kind` undefined: never pooled). */
  async acquire(kind: string | undefined, make: () => Promise<Workspace>): Promise<Workspace> {
    const reused = kind === undefined ? undefined : this.idle.get(kind)?.pop()
    if (reused) {
      this.tops.set(reused.ws, reused.top)
      return reused.ws
    }
    const ws = await make()
    if (kind !== undefined) this.tops.set(ws, fs.readdirSync(ws.dir).sort())
    return ws
  }

  /**
   * Hand a workspace back after its run. `clean`: the run can only have changed `written`.
   * Reused when every written file is at the top level and, once they are unlinked, the top level
   * is what the workspace was made with; disposed otherwise.
   */
  async release(kind: string | undefined, ws: Workspace, written: readonly string[], clean: boolean): Promise<void> {
    const top = this.tops.get(ws)
    this.tops.delete(ws)
    const list = kind === undefined ? undefined : (this.idle.get(kind) ?? [])
    const topLevel = written.every((rel) => rel !== '' && rel !== '.' && rel !== '..' && !rel.includes('/') && !rel.includes(path.sep))
    if (!list || !top || !clean || this.closed || !topLevel || list.length >= MAX_IDLE_PER_KIND) return ws.dispose(written)
    try {
      for (const rel of new Set(written)) {
        if (top.includes(rel)) throw new Error('the run replaced a file the workspace was made with')
        try {
          fs.unlinkSync(path.join(ws.dir, rel))
        } catch (err) {
          // moved into the run's outputs/ already (collectOutputs `move`)
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        }
      }
      const now = fs.readdirSync(ws.dir).sort()
      if (now.length !== top.length || now.some((n, i) => n !== top[i])) throw new Error('the workspace holds more than it was made with')
    } catch {
      return ws.dispose()
    }
    list.push({ ws, top })
    this.idle.set(kind!, list)
  }

  /** Dispose every idle workspace; later releases dispose theirs. */
  async close(): Promise<void> {
    this.closed = true
    const all = [...this.idle.values()].flat()
    this.idle.clear()
    await Promise.all(all.map((i) => i.ws.dispose()))
  }
}
