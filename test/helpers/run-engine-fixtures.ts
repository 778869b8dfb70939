/**
 * Fixtures for the run-engine tests: a small skills repo on disk, a deterministic scripted
 * "agent" for the fake Messages API, and small readers for the result folder.
 */
import { execFileSync } from 'node:child_process'
import { readFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { textReply, toolUseReply, type FakeHandler, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import type { RunRecord } from '../../src/types.js'

/** A fake key; tests assert it never shows up in outputs. */
export const SENTINEL_KEY = 'sk-ant-test-SENTINEL-9c1e5b7d44'

export const MODEL = 'claude-sonnet-5-5'

export const PROMPTS = {
  1: 'Summarise input.md into result.md for the weekly digest.',
  2: 'Draft the release brief for version 2.0 into result.md please.',
  3: 'Write a short status note for the platform team into result.md.'
} as const

/** The SKILL.md of the main fixture skill; `marker` ends up in its body. */
export function briefSkillMd(name: string, marker: string): string {
  return (
    `---\nname: ${name}\ndescription: Writes short briefs and summaries. Use when the user asks for a brief, digest or summary.\n---\n\n` +
    `# ${name}\n\nAlways start the file with the line BRIEF. Body marker: ${marker}.\n`
  )
}

function suite(name: string, ids: (keyof typeof PROMPTS)[], withFile: boolean): string {
  return JSON.stringify(
    {
      skill_name: name,
      evals: ids.map((id) => ({
        id,
        prompt: PROMPTS[id],
        expected_output: 'A result.md file.',
        files: withFile && id === 1 ? ['evals/files/input.md'] : [],
        expectations: [
          { text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } },
          'The brief is short'
        ]
      }))
    },
    null,
    2
  )
}

/**
 * Files of a skills repo: skill `skill` (evals `ids`, eval 1 has input file `input.md`),
 * optionally a second skill `other` with one eval.
 */
export function repoFiles(opts: { skill: string; marker?: string; ids?: (keyof typeof PROMPTS)[]; other?: string }): Record<string, string> {
  const ids = opts.ids ?? [1, 2]
  const files: Record<string, string> = {
    [`skills/${opts.skill}/SKILL.md`]: briefSkillMd(opts.skill, opts.marker ?? 'MARKER-V1'),
    [`skills/${opts.skill}/evals/evals.json`]: suite(opts.skill, ids, true),
    [`skills/${opts.skill}/evals/files/input.md`]: '# Input\n\nThree things happened this week.\n'
  }
  if (opts.other) {
    files[`skills/${opts.other}/SKILL.md`] = briefSkillMd(opts.other, 'OTHER-MARKER')
    files[`skills/${opts.other}/evals/evals.json`] = suite(opts.other, [3], false)
  }
  return files
}

// ─── Request inspection ───────────────────────────────────────────────────────────────

export function systemText(req: RecordedRequest): string {
  const s = req.body?.system
  if (typeof s === 'string') return s
  return Array.isArray(s) ? s.map((b: { text?: string }) => b.text ?? '').join('\n') : ''
}

/** The eval prompt (the first user message, always a plain string here). */
export function promptOf(req: RecordedRequest): string {
  const first = req.body?.messages?.[0]
  return typeof first?.content === 'string' ? first.content : ''
}

/** Assistant turns already in the conversation (0 on the first request of a run). */
export function assistantTurns(req: RecordedRequest): number {
  return (req.body?.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length
}

/** Which marker (skill body version) the system prompt carries, or 'none'. */
export function markerOf(req: RecordedRequest): string {
  return /Body marker: ([A-Z0-9-]+)\./.exec(systemText(req))?.[1] ?? 'none'
}

/**
 * A scripted agent: [Bash `pwd` when Bash is offered] → Write result.md → final text. The
 * file content names the prompt's eval and the skill marker it saw; the final text carries
 * the fake's request index, so a second (uncached) pass could never produce the same text.
 */
export function agentHandler(extra: { writeName?: (req: RecordedRequest) => string } = {}): FakeHandler {
  return (req, ctx): Reply => {
    const tools: { name: string }[] = req.body?.tools ?? []
    const steps: string[] = []
    if (tools.some((t) => t.name === 'Bash')) steps.push('pwd')
    steps.push('write', 'done')
    const step = steps[assistantTurns(req)] ?? 'done'
    const evalId = Object.entries(PROMPTS).find(([, p]) => p === promptOf(req))?.[0] ?? '?'
    if (step === 'pwd') return toolUseReply('Bash', { command: 'pwd' })
    if (step === 'write') {
      return toolUseReply('Write', {
        file_path: extra.writeName?.(req) ?? 'result.md',
        content: `eval ${evalId}; marker ${markerOf(req)}\n`
      })
    }
    return textReply(`Done with eval ${evalId} (request #${ctx.messageIndex}).`)
  }
}

// ─── Result folder ────────────────────────────────────────────────────────────────────

export async function readRunsJsonl(outDir: string): Promise<RunRecord[]> {
  const text = await readFile(join(outDir, 'runs.jsonl'), 'utf8')
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RunRecord)
}

export async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false
  )
}

/** Every file under `dir`, recursively (absolute paths). */
export async function walk(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...(await walk(p)))
    else out.push(p)
  }
  return out
}

/** `git` with a fixed identity, for building temp repos. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=test@example.com', '-c', 'user.name=Test', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1', HOME: cwd }
  })
}
