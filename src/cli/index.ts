/** Entry of the `skill-evals` bin (bundled to dist/cli.js). */
import { runCli } from './main.js'

const code = await runCli(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY)
})
process.exitCode = code
