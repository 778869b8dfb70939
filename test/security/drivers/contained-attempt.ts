/**
 * Issue 33 (rows E and F): a harness process that runs one hostile shell text twice, as a script
 * check and as the agent's Bash tool, the way a run does (src/checks, src/run/tools/bash.ts), and
 * prints what each printed as JSON: { script, bash }. Started by the row tests with tsx, as root
 * and as the unprivileged user (test/helpers/as-user.ts).
 *
 *   tsx contained-attempt.ts <folder it may use> <shell text> [network]
 *
 * With a third argument `network`, both steps opt in to the host's network (`network: true`).
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runCheck } from '../../../src/checks/checks.js'
import { runTool } from '../../../src/run/tools/index.js'
import { noSandboxNoticeGiven, setNoSandboxListener } from '../../../src/sandbox/index.js'
import type { Check } from '../../../src/types.js'

const [dir, text, mode] = process.argv.slice(2) as [string, string, string | undefined]
const network = mode === 'network'
const skillDir = path.join(dir, 'skill')
const outputs = path.join(dir, 'outputs')
const ws = path.join(dir, 'ws')
for (const d of [path.join(skillDir, 'scripts'), outputs, ws]) mkdirSync(d, { recursive: true })
writeFileSync(path.join(skillDir, 'scripts/attempt.sh'), `#!/bin/sh\n${text}\n`)
chmodSync(path.join(skillDir, 'scripts/attempt.sh'), 0o755)
const notices: string[] = []
setNoSandboxListener((n) => notices.push(n))

const check = await runCheck({ kind: 'script', command: 'scripts/attempt.sh' } as Check, {
  response: '',
  transcript: '',
  outputsDir: outputs,
  toolCalls: [],
  skillDir,
  ...(network ? { network: true } : {})
})
const bash = await runTool('Bash', { command: text }, { workspaceDir: ws, bash: true, filesWritten: new Set(), ...(network ? { network: true } : {}) })
process.stdout.write(JSON.stringify({ script: check.evidence, bash: bash.output, notices, notice: noSandboxNoticeGiven() ?? null }))
