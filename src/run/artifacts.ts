/**
 * Writes a finished run to disk in the layout skill-creator's tools read:
 *   <out>/<skill>/iteration-N/eval-<id>-<slug>/eval_metadata.json
 *   <out>/<skill>/iteration-N/eval-<id>-<slug>/<config>/run-<K>/{outputs/, timing.json, transcript.md}
 * with the run's final answer as outputs/response.md (src/log's RESPONSE_FILE), so that a run which
 * answered only in text still has an output in skill-creator's viewer.
 * (grading writes grading.json beside them, with the executor metrics as `execution_metrics`).
 * The run's record itself (status, usage, cost, tool calls, response, the eval definition's hash)
 * is written once, as its line in `<out>/runs.jsonl` (src/log/).
 */
import { join } from 'node:path'
import { mkdirSync } from 'node:fs'
import type { EvalCase, RunRecord } from '../types.js'
import { writeFileAtomic, writeRunFile } from './results-store.js'
import { RESPONSE_FILE, harnessOutputs, type EvalMetadata, type RunTiming } from '../log/index.js'

export function totalTokens(r: Pick<RunRecord, 'usage'>): number {
  const u = r.usage
  return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens
}

export function evalMetadata(e: EvalCase, evalDir: string): Required<Omit<EvalMetadata, 'definition_hash'>> {
  return {
    eval_id: e.id,
    eval_name: evalDir.replace(/^eval-[^-]+-?/, '') || evalDir,
    prompt: e.prompt,
    expected_output: e.expectedOutput ?? '',
    files: e.files,
    assertions: e.assertions.map((a) => a.text)
  }
}

export function timingJson(r: RunRecord): RunTiming {
  const seconds = r.durationMs / 1000
  return {
    total_tokens: totalTokens(r),
    duration_ms: r.durationMs,
    total_duration_seconds: Math.round(seconds * 10) / 10,
    executor_start: r.startedAt,
    executor_end: r.finishedAt,
    executor_duration_seconds: Math.round(seconds * 10) / 10
  }
}

export function metricsJson(r: RunRecord, transcriptChars: number) {
  const counts: Record<string, number> = {}
  for (const c of r.toolCalls) counts[c.name] = (counts[c.name] ?? 0) + 1
  return {
    tool_calls: counts,
    total_tool_calls: r.toolCalls.length,
    total_steps: r.turns,
    files_created: r.filesWritten,
    errors_encountered: r.toolCalls.filter((c) => c.isError).length + (r.error ? 1 : 0),
    output_chars: r.response.length,
    transcript_chars: transcriptChars
  }
}

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n'

export function evalFolder(outDir: string, r: Pick<RunRecord, 'runId'>): string {
  // runId = <skill>/iteration-N/<evalDir>/<config>/run-K
  return join(outDir, ...r.runId.split('/').slice(0, 3))
}

export function runFolder(outDir: string, r: Pick<RunRecord, 'runId'>): string {
  return join(outDir, ...r.runId.split('/'))
}

/**
 * Writes everything but `outputs/` files themselves (the workspace copy does that).
 *
 * The run folder belongs to this run alone and the line in runs.jsonl, appended after this, is
 * the commit point: a run without its line is redone by `--resume`, which clears its folder
 * first. So the per-run files need no temp-and-rename; only the eval-level metadata, which all
 * trials and configurations of an eval share, is written atomically.
 */
export async function writeRunArtifacts(
  outDir: string,
  e: EvalCase,
  r: RunRecord,
  transcript: string,
  opts: { evalMetadata?: boolean } = {}
): Promise<void> {
  const runDir = runFolder(outDir, r)
  // Synchronous on purpose: two small files into the page cache cost a few syscalls each on this
  // thread, against a thread-pool round trip (queue lock, wake-up, completion event) per
  // open/write/close the asynchronous calls make; at 16 runs in flight that hand-off, not the
  // writing, was the cost. Each file created costs kernel time (issue 21), so a run folder holds
  // only what a reader needs: the executor metrics are in grading.json (`execution_metrics`), the
  // eval's definition hash on the run's log line (`definitionHash`), its metadata in the eval folder.
  ensureFolder(join(runDir, 'outputs'))
  // Written once, into a folder this run has just made (`--resume` clears a redone run's folder).
  writeRunFile(join(runDir, 'timing.json'), json(timingJson(r)), { fresh: true })
  writeRunFile(join(runDir, 'transcript.md'), transcript, { fresh: true })
  // The final answer as an output file; not over a file of that name the agent wrote itself.
  if (r.response !== '' && harnessOutputs(r.filesWritten).includes(RESPONSE_FILE)) writeRunFile(join(runDir, 'outputs', RESPONSE_FILE), r.response, { fresh: true })
  // Shared by every trial and configuration of the eval, with the same bytes: a caller that has
  // written it already (this process, same eval) may skip it.
  if (opts.evalMetadata !== false) await writeFileAtomic(join(evalFolder(outDir, r), 'eval_metadata.json'), json(evalMetadata(e, r.evalDir)), { mkdir: false })
}

/** Make `dir` (and its parents) unless it exists: one `mkdir` when it does (the outputs copy made it). */
function ensureFolder(dir: string): void {
  try {
    mkdirSync(dir)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') mkdirSync(dir, { recursive: true })
    else if (code !== 'EEXIST') throw err
  }
}
