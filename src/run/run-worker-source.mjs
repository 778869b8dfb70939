// The run worker when running from source (tsx, Jest): Node 20 does not apply an `--import`ed
// loader to a worker thread, so the worker registers tsx's loader itself, then loads the
// TypeScript worker (src/run/worker-entry.ts picks this file; a bundle has its own built worker).
import { register } from 'tsx/esm/api'

register()
await import(new URL('./run-worker.ts', import.meta.url).href)
