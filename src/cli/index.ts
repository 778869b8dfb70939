/** Entry of the `skill-evals` bin (bundled to dist/cli.js). */
import { runCli } from './main.js'
import { redactProcessOutput } from '../redact/index.js'

redactProcessOutput() // issue 17: nothing printed by this process carries a registered secret

const controller = new AbortController()
let interrupts = 0
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (++interrupts > 1) process.exit(130) // a second Ctrl-C stops at once
    process.stderr.write(`\nskill-evals: ${sig}: finishing up; runs in flight are not recorded (use --resume).\n`)
    controller.abort()
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
