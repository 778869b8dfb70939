/**
 * What the judge is shown of a finished run, read only from stored artifacts: the final
 * response (run.json), transcript.md, and the files under `outputs/` (the workspace files the
 * agent wrote). Everything is size-capped so one huge output cannot blow the judge's context:
 * long texts keep their head and tail; files are shown in path order until the total cap, the
 * rest are listed by name. Binary files are shown as a one-line note. The executor's own
 * `outputs/metrics.json` is not workspace material and is left out (unless the agent wrote a
 * file of that name itself).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { JudgeFile, JudgeMaterial } from './judge.js'
import { truncateMiddle } from '../text/truncate.js'
import { harnessOutputs } from '../log/index.js'

export interface MaterialCaps {
  responseChars: number
  transcriptChars: number
  fileChars: number
  totalFileChars: number
  maxFiles: number
}

export const DEFAULT_CAPS: MaterialCaps = {
  responseChars: 20_000,
  transcriptChars: 60_000,
  fileChars: 20_000,
  totalFileChars: 80_000,
  maxFiles: 50
}

/** Keep the head (1/3) and tail (2/3) of a long text, with a marker of what was cut. */
export function capText(text: string, max: number): { text: string; truncated: boolean } {
  const out = truncateMiddle(text, max, Math.floor(max / 3), (n) => `\n… [${n} characters cut by skill-evals] …\n`)
  return { text: out, truncated: text.length > max }
}

/** Every file under `dir`, as sorted POSIX relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = []
  const walk = async (abs: string, rel: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(abs, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) await walk(join(abs, e.name), r)
      else if (e.isFile()) out.push(r)
    }
  }
  await walk(dir, '')
  return out.sort()
}

function isBinary(buf: Buffer): boolean {
  const n = Math.min(buf.length, 8000)
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true
  return false
}

export async function collectMaterial(
  outputsDir: string,
  response: string,
  transcript: string,
  filesWritten: string[] | undefined,
  caps: MaterialCaps = DEFAULT_CAPS
): Promise<JudgeMaterial> {
  const written = new Set(filesWritten)
  // The harness's own files there (the final answer as response.md) are the response, given apart.
  const harness = harnessOutputs(filesWritten)
  const paths = (await listFiles(outputsDir)).filter((p) => (p !== 'metrics.json' || written.has('metrics.json')) && !harness.includes(p))
  const files: JudgeFile[] = []
  const omitted: string[] = []
  let total = 0
  for (const p of paths) {
    if (files.length >= caps.maxFiles || total >= caps.totalFileChars) {
      omitted.push(p)
      continue
    }
    let buf: Buffer
    // Stryker disable BlockStatement: the catch is reached only when a listed file vanishes (or turns unreadable) before it is read; no test can time that.
    try {
      buf = await readFile(join(outputsDir, ...p.split('/')))
    } catch {
      continue
    }
    // Stryker restore BlockStatement
    if (isBinary(buf)) {
      files.push({ path: p, content: `[binary file, ${buf.length} bytes]`, bytes: buf.length, truncated: false, binary: true })
      continue
    }
    const text = buf.toString('utf8')
    const room = Math.min(caps.fileChars, caps.totalFileChars - total)
    const c = capText(text, room)
    total += c.text.length
    files.push({ path: p, content: c.text, bytes: buf.length, truncated: c.truncated })
  }
  const m: JudgeMaterial = {
    response: capText(response, caps.responseChars).text,
    transcript: capText(transcript, caps.transcriptChars).text,
    files
  }
  if (omitted.length > 0) m.omittedFiles = omitted
  return m
}
