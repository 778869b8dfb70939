/**
 * Promise-shaped file calls that run synchronously underneath, for making a workspace (a failure
 * still comes back as a rejected promise). A workspace is a handful of small files and folders in
 * the page cache, and each asynchronous call is a thread-pool round trip (queue lock, wake-up,
 * completion event) that costs more CPU than the syscall itself. Removing stays asynchronous
 * (run/workspace.ts): on a busy disk an rmdir can wait for the journal for milliseconds, which
 * must not stall the event loop.
 */
import * as fs from 'node:fs'

export const mkdirCb = async (p: string, mode?: number): Promise<void> => {
  fs.mkdirSync(p, mode === undefined ? undefined : { mode })
}
export const writeCb = async (p: string, data: string | Uint8Array, opts?: fs.WriteFileOptions): Promise<void> => {
  fs.writeFileSync(p, data, opts ?? {})
}
