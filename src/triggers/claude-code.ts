/**
 * Trigger evals through Claude Code: the hook `src/triggers/run.ts` can call instead of its
 * Messages-API `runTriggerQuery` (same options minus `send`, same `TriggerRunOutcome`).
 *
 * The skill under test and the repo's other skills are installed as project skills in the
 * workspace (Claude Code builds the listing from their SKILL.md frontmatter, so a candidate
 * description from the optimiser is written into the workspace copy of SKILL.md). The run stops
 * as soon as an assistant message calls `Skill` (ours → triggered, another → other-skill), or a
 * `Read` of a SKILL.md, like the API route: the process group is killed at once (best effort: the
 * Skill tool runs locally within milliseconds, so the next request may already be under way).
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseDocument } from 'yaml'
import type { RunId } from '../types.js'
import { createWorkspace, type WorkspaceFile } from '../run/workspace.js'
import { decision, detectTrigger, type ToolCallLike } from '../run/trigger-detect.js'
import type { TriggerRunOptions, TriggerRunOutcome } from './run.js'
import { executeClaudeCodeRun, type ClaudeCodeSettings } from '../run/claude-code/executor.js'

export type ClaudeCodeTriggerOptions = Pick<TriggerRunOptions, 'skill' | 'otherSkills' | 'description' | 'model' | 'maxTurns' | 'runTimeoutMs' | 'signal'> & {
  claudeCode: ClaudeCodeSettings
}

/** Replace the `description` in a SKILL.md's frontmatter (other keys and the body kept). */
export function withDescription(skillMd: string, description: string): string {
  const m = /^(\uFEFF?---\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/.exec(skillMd)
  if (!m) return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${skillMd}`
  const doc = parseDocument(m[2]!)
  doc.set('description', description)
  return `${m[1]}${doc.toString().replace(/\n$/, '')}${m[3]}${skillMd.slice(m[0].length)}`
}

/** Run one trigger query once through Claude Code. Never throws (except on cancellation). */
export async function runClaudeCodeTriggerQuery(opts: ClaudeCodeTriggerOptions, query: string, spec: RunId): Promise<TriggerRunOutcome> {
  const name = opts.skill.name
  const others = opts.otherSkills.filter((s) => s.name !== name)
  const files: WorkspaceFile[] = others
    .filter((s): s is typeof s & { dir: string } => typeof s.dir === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s.name))
    .map((s) => ({ src: s.dir, dest: `.claude/skills/${s.name}` }))
  let decided: 'triggered' | 'other-skill' | undefined
  let ws: Awaited<ReturnType<typeof createWorkspace>> | undefined
  try {
    ws = await createWorkspace({ files, skill: { name, dir: opts.skill.dir } })
    if (opts.description !== undefined) {
      const file = path.join(ws.dir, '.claude', 'skills', name, 'SKILL.md')
      await writeFile(file, withDescription(await readFile(file, 'utf8'), opts.description))
    }
    const result = await executeClaudeCodeRun(
      {
        spec,
        prompt: query,
        workspaceDir: ws.dir,
        skill: { name },
        // Issue 33 (row H): the other skills installed beside it are listed too (as user skills).
        otherSkills: files.map((f) => path.basename(f.dest)),
        bash: false,
        maxTurns: opts.maxTurns ?? 3,
        signal: opts.signal,
        timeoutMs: opts.runTimeoutMs ?? 120_000,
        onEvent: (ev) => {
          if (ev.type !== 'assistant' || !ev.message || typeof ev.message !== 'object') return false
          const content = (ev.message as { content?: unknown }).content
          const calls: ToolCallLike[] = Array.isArray(content)
            ? content.filter((b) => b?.type === 'tool_use').map((b) => ({ name: String(b.name), input: b.input }))
            : []
          const d = decision(calls, name)
          if (d && !decided) decided = d
          return d !== undefined
        }
      },
      opts.claudeCode
    )
    const toolCalls = result.toolCalls.map((c) => ({ name: c.name, input: c.input }))
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('cancelled')
    const triggered = decided === 'triggered' || detectTrigger(toolCalls, name)
    const ran = { toolCalls, turns: result.turns, costUsd: result.costUsd }
    if (triggered) return { triggered, stoppedBy: 'triggered', ...ran }
    if (decided === 'other-skill') return { triggered, stoppedBy: 'other-skill', ...ran }
    if (result.error) return { triggered: false, stoppedBy: 'error', error: result.error.message, ...ran }
    return { triggered: false, stoppedBy: 'no-skill', ...ran }
  } catch (err) {
    if (opts.signal?.aborted) throw err
    return { triggered: false, stoppedBy: 'error', error: `harness error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [], turns: 0 }
  } finally {
    await ws?.dispose()
  }
}
