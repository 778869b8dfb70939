/** The file tools: Read (numbered lines), Write (create or overwrite) and Edit (exact replacement). */
import { lstatSync, mkdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { bool, fail, posInt, str, type ToolContext, type ToolResult } from './context.js'
import { displayPath, resolveInWorkspace } from './confine.js'
import { fileKind, isGitPath, looksBinary, readRegularFile, writeConfined } from './file-io.js'
import { DEFAULT_READ_LINES, MAX_LINE_CHARS, MAX_WRITE_BYTES } from './limits.js'

export async function readTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (!r.exists) fail(`File does not exist: ${displayPath(r)}`)
  const buf = await readRegularFile(r.abs, displayPath(r))
  ctx.filesRead?.add(r.rel)
  if (looksBinary(buf)) return { output: `${displayPath(r)} is a binary file (${buf.length} bytes); not shown.`, isError: false }
  const text = buf.toString('utf8')
  if (text === '') return { output: `(${displayPath(r)} is empty)`, isError: false }
  const lines = text.split(/\r?\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const offset = Math.max(1, posInt(args, 'offset') ?? 1)
  const limit = posInt(args, 'limit') ?? DEFAULT_READ_LINES
  if (offset > lines.length) fail(`offset ${offset} is past the end of ${displayPath(r)} (${lines.length} lines).`)
  const end = Math.min(lines.length, offset - 1 + Math.max(1, limit))
  const out: string[] = []
  for (let i = offset - 1; i < end; i++) {
    let line = lines[i]
    if (line.length > MAX_LINE_CHARS) line = line.slice(0, MAX_LINE_CHARS) + ' …[line truncated]'
    out.push(`${String(i + 1).padStart(6)}\t${line}`)
  }
  if (end < lines.length) out.push(`… (${lines.length - end} more lines; use offset=${end + 1} to continue)`)
  return { output: out.join('\n'), isError: false }
}

export async function writeTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const content = str(args, 'content', { allowEmpty: true }) ?? ''
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (r.rel === '') fail('file_path must name a file, not the workspace.')
  if (Buffer.byteLength(content) > MAX_WRITE_BYTES) fail(`Content is over the ${MAX_WRITE_BYTES}-byte write limit.`)
  if (isGitPath(r.rel)) fail('Writing inside .git is not allowed.')
  if (r.exists) {
    const s = lstatSync(r.abs)
    if (!s.isFile()) fail(`Cannot write ${displayPath(r)}: it is ${fileKind(s)}.`)
  }
  if (r.rel.includes('/')) mkdirSync(path.dirname(r.abs), { recursive: true })
  await writeConfined(ctx, r, content)
  ctx.filesWritten.add(r.rel)
  return {
    output: `${r.exists ? 'Updated' : 'Created'} ${displayPath(r)} (${Buffer.byteLength(content)} bytes).`,
    isError: false
  }
}

function countOccurrences(haystack: string, needle: string): number {
  let n = 0
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++
  return n
}

export async function editTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const oldString = str(args, 'old_string', { allowEmpty: true }) ?? ''
  const newString = str(args, 'new_string', { allowEmpty: true }) ?? ''
  const replaceAll = bool(args, 'replace_all')
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (isGitPath(r.rel)) fail('Editing inside .git is not allowed.')
  if (oldString === newString) fail('old_string and new_string are identical; nothing to change.')

  if (!r.exists) {
    if (oldString !== '') fail(`File does not exist: ${displayPath(r)}`)
    await mkdir(path.dirname(r.abs), { recursive: true })
    await writeConfined(ctx, r, newString)
    ctx.filesWritten.add(r.rel)
    return { output: `Created ${displayPath(r)}.`, isError: false }
  }
  const before = (await readRegularFile(r.abs, displayPath(r))).toString('utf8')
  let after: string
  let count: number
  if (oldString === '') {
    if (before !== '') fail(`old_string is empty but ${displayPath(r)} is not; give the text to replace.`)
    after = newString
    count = 1
  } else {
    count = countOccurrences(before, oldString)
    if (count === 0) fail(`old_string not found in ${displayPath(r)}.`)
    if (count > 1 && !replaceAll) {
      fail(`old_string occurs ${count} times in ${displayPath(r)}; add surrounding context to make it unique, or set replace_all.`)
    }
    if (replaceAll) after = before.split(oldString).join(newString)
    else {
      const i = before.indexOf(oldString)
      after = before.slice(0, i) + newString + before.slice(i + oldString.length)
      count = 1
    }
  }
  if (Buffer.byteLength(after) > MAX_WRITE_BYTES) fail(`Result is over the ${MAX_WRITE_BYTES}-byte write limit.`)
  await writeConfined(ctx, r, after)
  ctx.filesWritten.add(r.rel)
  return { output: `Edited ${displayPath(r)}: ${count} replacement${count === 1 ? '' : 's'}.`, isError: false }
}
