/** `benchmark/`: write (and, with commit-benchmark, commit) evals/benchmarks/<date>-<sha>.json. */
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { isCommitSha } from '../../github/benchmark-rules.js'
import { branchOfRef } from '../../plan/mode.js'
import { displayPath, type ActionContext } from '../context.js'
import type { BenchmarkSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { commitBenchmarkFile, writeBenchmarkFile } from '../../github/publish.js'
import { log, publisherFor } from './kit.js'
import { SUMMARY_FILE } from '../../log/names.js'

export async function benchmarkStep(s: BenchmarkSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  if (!s.resultsDir) throw new Error("Input 'results-dir' is required for benchmark.")
  if (!isCommitSha(ctx.sha)) {
    core.warning('GITHUB_SHA is not a commit SHA; no benchmark file.')
    setOutputs({ benchmarkFile: '' })
    return
  }
  let b
  try {
    b = await writeBenchmarkFile(ctx, s.root, resolve(s.resultsDir, SUMMARY_FILE), ctx.sha)
  } catch (e) {
    core.warning(`No benchmark file: ${e instanceof Error ? e.message : String(e)}`)
    setOutputs({ benchmarkFile: '' })
    return
  }
  core.info(`Benchmark written: ${b.repoPath}.`)
  setOutputs({ benchmarkFile: displayPath(ctx, b.file) })
  if (!s.commitBenchmark) return
  // The reusable benchmark workflow runs only on the default branch; any branch ref is taken as given.
  const branch = branchOfRef(ctx.ref)
  if (!branch) core.warning('commit-benchmark: GITHUB_REF is not a branch; not committed.')
  else await commitBenchmarkFile(publisherFor(ctx, s.githubToken), { branch, repoPath: b.repoPath, content: b.content }, log)
}
