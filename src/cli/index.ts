/** Entry of the `skill-evals` bin (bundled to dist/cli.js). */
import { setMaxListeners } from 'node:events'
import { runCli } from './main.js'
import { redactProcessOutput } from '../redact/index.js'
import { setRunWorkerEntry } from '../run/worker-entry.js'

// Issue 21: the bundle's run worker (dist/cli-worker.js) sits beside dist/cli.js.
if (import.meta.url.endsWith('.js')) setRunWorkerEntry(new URL('./cli-worker.js', import.meta.url))

redactProcessOutput() // issue 17: nothing printed by this process carries a registered secret

const controller = new AbortController()
// Every API request in flight listens to this signal until it ends (grade's judge calls take it as
// it is: concurrency 16 means 16 listeners at once), which is no leak: without this, Node printed
// a MaxListenersExceededWarning on stderr above ten.
setMaxListeners(0, controller.signal)
let interrupts = 0
/** After a signal, work that does not stop on the abort gets this long before the process exits anyway. */
const graceMs = Number(process.env.SKILL_EVALS_STOP_GRACE_MS) > 0 ? Number(process.env.SKILL_EVALS_STOP_GRACE_MS) : 5_000
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  const code = sig === 'SIGINT' ? 130 : 143
  process.on(sig, () => {
    if (++interrupts > 1) process.exit(code) // a second Ctrl-C stops at once
    process.stderr.write(`\nskill-evals: ${sig}: finishing up; runs in flight are not recorded (use --resume).\n`)
    controller.abort()
    // Finished runs are already on disk (runs.jsonl is appended as each run ends), so a forced
    // exit loses nothing that was done; the results folder's lock is removed on exit.
    setTimeout(() => {
      process.stderr.write(`skill-evals: still busy ${graceMs / 1000} s after ${sig}; exiting now.\n`)
      process.exit(code)
    }, graceMs).unref()
  })
}

const code = await runCli(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
  signal: controller.signal
})
process.exitCode = code
