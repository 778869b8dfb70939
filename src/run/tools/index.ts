/**
 * The agent's tools for an eval run: Read, Write, Edit (./files.ts), Glob, Grep (./search.ts),
 * Bash (opt-in, ./bash.ts) and Skill (discover mode, ./skill.ts). Every file tool is confined to
 * the run's workspace directory (./confine.ts); refusals and failures come back as
 * `{isError: true}` tool results, never as exceptions.
 *
 * Outputs name files by their workspace-relative path (never the temp dir), so requests
 * stay byte-identical across trials (prompt and response caches depend on that).
 *
 * Every tool result passes through the secret redaction (src/redact/) before it reaches the
 * model, the transcript or any record (issue 17).
 */
import { redact } from '../../redact/index.js'
import { fail, ToolFailure, type ToolContext, type ToolResult } from './context.js'
import { sanitizeMessage } from './confine.js'
import { editTool, readTool, writeTool } from './files.js'
import { globTool, grepTool } from './search.js'
import { bashTool } from './bash.js'
import { skillTool } from './skill.js'

export { toolDefinitions, type ToolDefinition } from './definitions.js'
export type { ToolContext, ToolResult } from './context.js'

/** Run one tool call. Never throws: every failure becomes `{isError: true}`. */
export async function runTool(name: string, input: unknown, ctx: ToolContext): Promise<ToolResult> {
  const r = await runToolUnredacted(name, input, ctx)
  return { output: redact(r.output), isError: r.isError }
}

async function runToolUnredacted(name: string, input: unknown, ctx: ToolContext): Promise<ToolResult> {
  try {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('Tool input must be a JSON object.')
    const args = input as Record<string, unknown>
    switch (name) {
      case 'Read':
        return await readTool(args, ctx)
      case 'Write':
        return await writeTool(args, ctx)
      case 'Edit':
        return await editTool(args, ctx)
      case 'Glob':
        return await globTool(args, ctx)
      case 'Grep':
        return await grepTool(args, ctx)
      case 'Bash':
        if (!ctx.bash) fail('Bash is not enabled for this run.')
        return await bashTool(args, ctx)
      case 'Skill':
        return skillTool(args, ctx)
      default:
        fail(`Unknown tool: ${name}`)
    }
  } catch (err) {
    if (err instanceof ToolFailure) return { output: err.message, isError: true }
    const e = err as NodeJS.ErrnoException
    return { output: `${name} failed: ${e.code ? `${e.code}: ` : ''}${sanitizeMessage(e.message ?? String(err), ctx)}`, isError: true }
  }
}
