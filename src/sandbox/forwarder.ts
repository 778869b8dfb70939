/**
 * Issue 33 (row E): a process in the sandbox's own network namespace cannot reach a loopback
 * port of the harness. Claude Code talks HTTP to `ANTHROPIC_BASE_URL`, so its sandboxed command
 * starts with a tiny forwarder (Node, the harness's own binary, inline code): it listens on
 * 127.0.0.1:<free port> inside the namespace, pipes each connection to the key proxy's Unix
 * socket (in a folder bound into the sandbox), and starts the real command with
 * `ANTHROPIC_BASE_URL=http://127.0.0.1:<port>`, passing its exit code or signal on.
 */

/** The forwarder's code (run as `node -e`): argv = socket, command, args… */
export const FORWARDER_SOURCE = `'use strict'
const net = require('net')
const { spawn } = require('child_process')
const [sock, cmd, ...args] = process.argv.slice(1)
const server = net.createServer((c) => {
  const u = net.connect(sock)
  c.pipe(u)
  u.pipe(c)
  c.on('error', () => u.destroy())
  u.on('error', () => c.destroy())
})
server.on('error', (e) => {
  process.stderr.write('skill-evals forwarder: ' + e.message + '\\n')
  process.exit(126)
})
server.listen(0, '127.0.0.1', () => {
  const env = { ...process.env, ANTHROPIC_BASE_URL: 'http://127.0.0.1:' + server.address().port }
  const child = spawn(cmd, args, { stdio: 'inherit', env })
  const pass = (s) => child.kill(s)
  for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, pass)
  child.on('error', (e) => {
    process.stderr.write('skill-evals forwarder: ' + e.message + '\\n')
    process.exit(127)
  })
  child.on('exit', (code, sig) => {
    if (sig) {
      process.removeAllListeners(sig)
      process.kill(process.pid, sig)
    } else process.exit(code === null ? 1 : code)
  })
})
`

/** `cmd args` started behind the forwarder to `socketPath` (the command line to contain). */
export function behindForwarder(socketPath: string, cmd: string, args: string[]): { cmd: string; args: string[] } {
  return { cmd: process.execPath, args: ['-e', FORWARDER_SOURCE, '--', socketPath, cmd, ...args] }
}
