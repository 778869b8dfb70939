/**
 * Node built-ins that most runs never use, loaded on first use instead of at every command's
 * start-up: child processes (the sandbox probe, git, scripts, Bash, Claude Code), worker threads
 * (`threads: auto` starts them only under load) and HTTPS (the API is reached over plain HTTP
 * only on a loopback or proxy base URL; the first https request loads it). Each costs a few
 * milliseconds of start-up when imported at the top of a module (docs/performance.md).
 */
import { createRequire } from 'node:module'

const load = createRequire(import.meta.url)
let childProcessModule: typeof import('node:child_process') | undefined
let workerThreadsModule: typeof import('node:worker_threads') | undefined
let httpsModule: typeof import('node:https') | undefined

/** node:child_process. */
export function childProcess(): typeof import('node:child_process') {
  return (childProcessModule ??= load('node:child_process') as typeof import('node:child_process'))
}

/** node:worker_threads. */
export function workerThreads(): typeof import('node:worker_threads') {
  return (workerThreadsModule ??= load('node:worker_threads') as typeof import('node:worker_threads'))
}

/** node:https. */
export function nodeHttps(): typeof import('node:https') {
  return (httpsModule ??= load('node:https') as typeof import('node:https'))
}
