/**
 * `skill-evals triggers --executor claude-code` (issue 14, item 5): each trigger query runs as a
 * real Claude Code session (the pinned devDependency CLI) against the loopback fake Messages API.
 * Two queries, one run each (about 1 CPU-second per run). Skipped, with the reason printed, only
 * when the binary is genuinely absent.
 */
import { afterEach, expect, test } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path, { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCli } from '../../src/cli/main.js'
import { ClaudeCodeNotFoundError, resolveClaudeCode, type ClaudeCodeBinary } from '../../src/run/claude-code/index.js'
import type { TriggerEvalOutput } from '../../src/triggers/types.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const KEY = 'sk-ant-test-CC-TRIGGERS-7c2d'

let binary: ClaudeCodeBinary | undefined
try {
  binary = await resolveClaudeCode({ searchFrom: [ROOT], envPath: '' })
} catch (err) {
  if (!(err instanceof ClaudeCodeNotFoundError)) throw err
  process.stderr.write(`\n[claude-code trigger tests] SKIPPED: the Claude Code binary is absent: ${err.message}\n\n`)
}
const it = binary ? test : test.skip

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** Loads `brief-t` (Skill tool) for the status-brief query when Claude Code lists it; answers anything else. */
const agent: FakeHandler = (req) => {
  const body = req.body
  const tools: string[] = (body?.tools ?? []).map((t: { name?: unknown }) => String(t?.name))
  const text = JSON.stringify(body?.messages ?? [])
  const used = (body?.messages ?? []).some((m: { role?: string; content?: unknown }) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((b: { type?: string }) => b?.type === 'tool_use'))
  if (tools.includes('Skill') && !used && text.includes('weekly status brief') && text.includes('- brief-t:')) return toolUseReply('Skill', { skill: 'brief-t' })
  return textReply('4')
}

it('triggers --executor claude-code: the real CLI decides per query; the results and the exit code', async () => {
  const repo = await makeRepo({
    'skills/brief-t/SKILL.md': skillMd('brief-t', 'Writes short status briefs. Use when the user asks for a status brief.'),
    'skills/other/SKILL.md': skillMd('other', 'Formats SQL queries. Use when the user asks to format SQL.'),
    'evals/triggers/brief-t.json': JSON.stringify([
      { query: 'Write the weekly status brief for the platform team.', should_trigger: true },
      { query: 'What is 2 + 2?', should_trigger: false },
    ]),
  })
  cleanups.push(repo.dispose)
  const fake = await startFakeAnthropic({ handler: agent })
  cleanups.push(() => fake.close())
  const outFile = join(repo.root, 'out', 'brief-t.json')
  let stdout = ''
  let stderr = ''
  const code = await runCli(['triggers', 'brief-t', '--root', repo.root, '--executor', 'claude-code', '--runs-per-query', '1', '--concurrency', '2', '--out', outFile], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url, PATH: process.env.PATH },
    cwd: repo.root,
    isTTY: false,
  })
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
  expect(stdout).toContain(`Executor: Claude Code ${binary!.version}`)
  const out = JSON.parse(await readFile(outFile, 'utf8')) as TriggerEvalOutput
  expect(out.results.map((r) => [r.should_trigger, r.triggers, r.runs, r.pass])).toEqual([
    [true, 1, 1, true],
    [false, 0, 1, true],
  ])
  expect(out.errors).toBe(0)
  // The requests came from Claude Code (its own listing of the workspace's project skills).
  const listing = fake.messageRequests.map((q) => q.rawBody).join('\n')
  expect(listing).toContain('- brief-t: Writes short status briefs.')
  expect(listing).toContain('- other: Formats SQL queries.')
}, 60_000)

test('triggers: --claude-code-path without --executor claude-code, and --simulate with it, are usage errors', async () => {
  const repo = await makeRepo({
    'skills/brief-t/SKILL.md': skillMd('brief-t'),
    'evals/triggers/brief-t.json': JSON.stringify([{ query: 'Write a brief.', should_trigger: true }]),
  })
  cleanups.push(repo.dispose)
  const io = (sink: string[]) => ({ stdout: (t: string) => void sink.push(t), stderr: (t: string) => void sink.push(t), env: { PATH: process.env.PATH }, cwd: repo.root, isTTY: false })
  const a: string[] = []
  expect(await runCli(['triggers', 'brief-t', '--root', repo.root, '--simulate', '--claude-code-path', '/x/claude'], io(a))).toBe(2)
  expect(a.join('')).toMatch(/--claude-code-path needs --executor claude-code/)
  const b: string[] = []
  expect(await runCli(['triggers', 'brief-t', '--root', repo.root, '--simulate', '--executor', 'claude-code'], io(b))).toBe(2)
  expect(b.join('')).toMatch(/--simulate cannot be combined with --executor claude-code/)
})
