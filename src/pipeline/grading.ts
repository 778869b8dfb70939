/**
 * Grading in a pipeline: a step's `verify` and the scenario's final assertions are scored by the
 * checks and the judge against a snapshot of the WHOLE repository (the files this step changed
 * shown to the judge first), with the step's (or the chain's) response, transcript and tool calls.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Assertion, RunId, ToolCallRecord } from '../types.js'
import type { SendFn } from '../run/gateway.js'
import type { JudgeFile, JudgeMaterial, JudgeUsage } from '../grade/judge.js'
import { capText, DEFAULT_CAPS, type MaterialCaps } from '../grade/material.js'
import { expectationEntry } from '../grade/grading-json.js'
import { gradeOneAssertion, type AssertionGradeContext } from '../grade/index.js'
import type { PipelineRunOptions } from './options.js'
import { snapshot } from './repo.js'
import type { GradedAssertion } from './types.js'

const errMsg = (e: unknown): string => (e instanceof Error ? e.message : String(e))

export interface GradeInput {
  assertions: Assertion[]
  /** Snapshot of the repository. */
  dir: string
  files: string[]
  changed: string[]
  response: string
  transcript: string
  toolCalls: ToolCallRecord[]
  skillDir: string
  task: string
  spec: RunId
}

/** Every assertion as an error entry: not graded, and why. */
export function notGraded(assertions: Assertion[], why: string): GradedAssertion[] {
  return assertions.map((a) => expectationEntry(a.text, 'error', `ERROR: not graded: ${why}.`, 'none'))
}

function isBinary(buf: Buffer): boolean {
  const n = Math.min(buf.length, 8000)
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true
  return false
}

/** Judge material from a snapshot: the files in `first` (this step's changes) come first. */
async function snapshotMaterial(dir: string, files: string[], first: string[], response: string, transcript: string, caps: MaterialCaps): Promise<JudgeMaterial> {
  const set = new Set(files)
  const ordered = [...first.filter((f) => set.has(f)), ...files.filter((f) => !first.includes(f))]
  const out: JudgeFile[] = []
  const omitted: string[] = []
  let total = 0
  for (const p of ordered) {
    if (out.length >= caps.maxFiles || total >= caps.totalFileChars) {
      omitted.push(p)
      continue
    }
    let buf: Buffer
    try {
      buf = await readFile(path.join(dir, ...p.split('/')))
    } catch {
      continue
    }
    if (isBinary(buf)) {
      out.push({ path: p, content: `[binary file, ${buf.length} bytes]`, bytes: buf.length, truncated: false, binary: true })
      continue
    }
    const c = capText(buf.toString('utf8'), Math.min(caps.fileChars, caps.totalFileChars - total))
    total += c.text.length
    out.push({ path: p, content: c.text, bytes: buf.length, truncated: c.truncated })
  }
  const m: JudgeMaterial = {
    response: capText(response, caps.responseChars).text,
    transcript: capText(transcript, caps.transcriptChars).text,
    files: out
  }
  if (omitted.length > 0) m.omittedFiles = omitted
  return m
}

/** Score each assertion (checks, or the judge for text); a judge call cut off by the signal is an error entry. */
export async function gradeAssertions(g: GradeInput, send: SendFn, opts: PipelineRunOptions, usage: JudgeUsage): Promise<GradedAssertion[]> {
  const caps = opts.caps ?? DEFAULT_CAPS
  let materialP: Promise<JudgeMaterial> | undefined
  const ctx: AssertionGradeContext = {
    check: {
      response: g.response,
      transcript: g.transcript,
      outputsDir: g.dir,
      toolCalls: g.toolCalls,
      skillDir: g.skillDir,
      ...(opts.checkTimeoutMs !== undefined ? { timeoutMs: opts.checkTimeoutMs } : {})
    },
    task: g.task,
    material: () => (materialP ??= snapshotMaterial(g.dir, g.files, g.changed, g.response, g.transcript, caps)),
    spec: g.spec,
    judgeModel: opts.judgeModel,
    judges: Math.max(1, Math.floor(opts.judges ?? 1)),
    ...(opts.judgeMaxTokens !== undefined ? { judgeMaxTokens: opts.judgeMaxTokens } : {}),
    ...(opts.signal ? { signal: opts.signal } : {})
  }
  return Promise.all(
    g.assertions.map(async (a, i): Promise<GradedAssertion> => {
      try {
        return await gradeOneAssertion(a, i, ctx, send, usage)
      } catch (err) {
        // Only a judge call aborted by the signal throws.
        return expectationEntry(a.text, 'error', `ERROR: not graded: ${opts.signal?.aborted ? 'the pipeline was cancelled' : errMsg(err)}.`, 'none')
      }
    })
  )
}

/**
 * Snapshot the repository into `snapDir`, grade there (`grade` gets the snapshot's files), and
 * remove the snapshot. A repository that cannot be read leaves every assertion not graded.
 */
export async function gradeInSnapshot(
  repoDir: string,
  snapDir: string,
  assertions: Assertion[],
  grade: (files: string[]) => Promise<GradedAssertion[]>
): Promise<GradedAssertion[]> {
  try {
    const files = await snapshot(repoDir, snapDir)
    return await grade(files)
  } catch (err) {
    return notGraded(assertions, `the workspace could not be read: ${errMsg(err)}`)
  } finally {
    await rm(snapDir, { recursive: true, force: true })
  }
}

/** A verify's status: any failure → fail; else any error → error; else pass. */
export function verifyStatus(list: GradedAssertion[]): 'pass' | 'fail' | 'error' {
  if (list.some((e) => e.status === 'fail')) return 'fail'
  if (list.some((e) => e.status === 'error')) return 'error'
  return 'pass'
}
