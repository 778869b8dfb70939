/**
 * Where the run worker's script is (issue 21: the runs of the API executor solved on worker
 * threads, `threads.ts`). Kept apart from `threads.ts` so a front door's entry can say where its
 * bundle put the script without loading the run engine.
 *
 * - A bundle: the front door's entry registers the script built beside it (the CLI's
 *   dist/cli.js registers dist/cli-worker.js).
 * - From source (tsx, Jest): src/run/run-worker.ts, through src/run/run-worker-source.mjs, which
 *   registers tsx's loader in the worker first.
 * - Neither (a bundle whose entry registered nothing, e.g. the action's): no worker; the runs are
 *   solved on the main thread as before.
 */
import { createRequire } from 'node:module'

let registered: URL | undefined

/** Set (or clear, with undefined) the worker script of this process's bundle. */
export function setRunWorkerEntry(url: URL | undefined): void {
  registered = url
}

export interface RunWorkerEntry {
  url: URL
}

/** The worker script and its options, or undefined when this process has none. */
export function runWorkerEntry(): RunWorkerEntry | undefined {
  if (registered) return { url: registered }
  const here = import.meta.url
  if (!here.endsWith('.ts')) return undefined
  try {
    createRequire(here).resolve('tsx/esm/api')
  } catch {
    return undefined // from source without tsx installed: no worker
  }
  return { url: new URL('./run-worker-source.mjs', here) }
}
