/**
 * Issue 33 (row H): a harness process that makes a Claude Code workspace the way a run does
 * (`createWorkspace` with the skill at `.claude/skills/<name>/`), then lets an attacker drop files
 * into it (as an earlier pipeline step's agent, or a file that bypassed `validate`, would), then
 * runs the REAL Claude Code binary through `executeClaudeCodeRun` against the test's fake Messages
 * API. Prints { result, files } as JSON: the run's result and every file in the workspace after it.
 * Started by the row test with tsx, as root and as the unprivileged user (test/helpers/as-user.ts).
 *
 *   tsx claude-settings-attempt.ts <plan.json>
 *
 * plan.json: { dir, binary, baseUrl, prompt, bash, drop: { <workspace path>: <text> }, keepSkills? }
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createWorkspace } from '../../../src/run/workspace.js'
import { executeClaudeCodeRun, resolveClaudeCode } from '../../../src/run/claude-code/index.js'

interface Plan {
  dir: string
  binary: string
  baseUrl: string
  prompt: string
  bash: boolean
  drop: Record<string, string>
  /** Skills besides the one under test that the harness itself installed (kept). */
  harnessSkills?: Record<string, string>
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan
const skillDir = path.join(plan.dir, 'skill', 'demo')
mkdirSync(skillDir, { recursive: true })
writeFileSync(path.join(skillDir, 'SKILL.md'), '---\nname: demo\ndescription: Writes demos. Use for demos.\n---\n\nBODY-H7\n')
mkdirSync(path.join(skillDir, 'references'))
writeFileSync(path.join(skillDir, 'references', 'ref.md'), 'REF-MARKER-H\n')
const files = Object.entries(plan.harnessSkills ?? {}).map(([name, md]) => {
  const d = path.join(plan.dir, 'skill', name)
  mkdirSync(d, { recursive: true })
  writeFileSync(path.join(d, 'SKILL.md'), md)
  return { src: d, dest: `.claude/skills/${name}` }
})
const ws = await createWorkspace({ files, skill: { name: 'demo', dir: skillDir }, parentDir: plan.dir })
for (const [rel, text] of Object.entries(plan.drop)) {
  mkdirSync(path.dirname(path.join(ws.dir, rel)), { recursive: true })
  writeFileSync(path.join(ws.dir, rel), text.replaceAll('@WS@', ws.dir), { mode: 0o755 })
}
const binary = await resolveClaudeCode({ path: plan.binary })
const result = await executeClaudeCodeRun(
  {
    spec: { model: 'claude-sonnet-5-5' },
    prompt: plan.prompt,
    workspaceDir: ws.dir,
    skill: { name: 'demo' },
    ...(plan.harnessSkills ? { otherSkills: Object.keys(plan.harnessSkills) } : {}),
    bash: plan.bash,
    maxTurns: 8,
    timeoutMs: 60_000,
  },
  { binary, apiKey: 'sk-ant-SENTINEL-rowH', baseUrl: plan.baseUrl, maxRetries: 0, scratchDir: path.join(plan.dir, 'scratch') },
)
const list = (d: string, rel = ''): string[] =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    if (rel === '' && e.name === '.git') return []
    const r = rel ? `${rel}/${e.name}` : e.name
    return e.isDirectory() ? list(path.join(d, e.name), r) : [r]
  })
const out = { result: { error: result.error, response: result.response, toolCalls: result.toolCalls.map((c) => ({ name: c.name, isError: c.isError, output: c.output })) }, files: list(ws.dir).sort(), ws: ws.dir }
await ws.dispose()
process.stdout.write(JSON.stringify(out))
