/**
 * The regression gate of issue 8 (item 4) on a pull request: a PR that changes a skill's
 * `version:` runs `regressionGate` on that skill (the diff against the plan's base commit is the
 * bump event) and blocks the check on a confirmed regression, unless the PR carries the override
 * label (config `regression.override-label`, default `regression-override`).
 *
 * Where it runs:
 * - direct `evaluate`: after the runs, before the report; the step fails on a block.
 * - the reusable workflow: it is decided and enforced once, in `merge` (the single required status
 *   check; it writes the report the `comment` step posts), but its skill runs happen in shard 1
 *   of `evaluate`, the way the pipeline scenarios do. The gate has to call the model and only the
 *   evaluation step ever receives the API key (the plan job only learns whether one exists, the
 *   merge job has a write token and no key; test/unit/workflows.test.ts holds that line), so
 *   neither `plan` nor `merge` could run it. Not `plan` either because a failing plan job skips
 *   every shard. Shard 1 writes `regression.json` into its results; `mergeShards` copies it into
 *   the merged folder; `merge` puts its section into the summary and the comment, sets the
 *   `regression` output and fails the step (or, with fail-on-verdict false as the workflow sets
 *   it, the workflow's last step fails on `regression == blocked`).

 * The gate never writes the baseline store in a PR check (`updateBaseline: false`): the store is
 * updated from the default branch (`skill-evals regression`). Its result is kept as
 * `regression.json` in the results folder, so the `comment` command shows the same section.
 */
import type { ModelClient } from '../ports/model-client.js'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { regressionGate, type RegressionGateResult } from '../regression/index.js'
import type { Logger } from '../github/client.js'
import { mdEscape } from '../text/markdown.js'
import type { ActionContext } from './context.js'
import type { PlanFile } from '../plan/plan.js'
import { redact } from '../redact/index.js'

export const REGRESSION_FILE = 'regression.json'

/** What the action keeps and shows of a gate run. */
export interface ActionRegression {
  /** 0 nothing blocked, 1 a bump is blocked, 2 a bump could not be evaluated. */
  exitCode: 0 | 1 | 2
  overridden: boolean
  overrideLabel: string
  /** Bumped skills (`skill old → new`). */
  bumps: string[]
  /** Skills whose bump is blocked. */
  blocked: string[]
  /** The section for the job summary and the PR comment. */
  markdown: string
}

/** The `regression` output: none | pass | blocked | overridden | error. */
export function regressionOutput(r: ActionRegression | undefined): string {
  if (!r || r.bumps.length === 0) return 'none'
  if (r.exitCode === 1) return 'blocked'
  if (r.exitCode === 2) return 'error'
  return r.overridden ? 'overridden' : 'pass'
}

export function prLabels(payload: Record<string, unknown>): string[] {
  const pr = payload['pull_request'] as { labels?: unknown } | undefined
  if (!Array.isArray(pr?.labels)) return []
  return pr.labels.map((l) => (l && typeof l === 'object' ? (l as { name?: unknown }).name : l)).filter((n): n is string => typeof n === 'string')
}

export function isPullRequest(ctx: Pick<ActionContext, 'eventName' | 'payload'>): boolean {
  return /^pull_request/.test(ctx.eventName) && typeof ctx.payload['pull_request'] === 'object' && ctx.payload['pull_request'] !== null
}

/**
 * Runs the gate when this is a pull request with a base commit; undefined otherwise. Never throws
 * for the repository's problems (an unreadable base ref is exit 2 with the reason).
 */
export async function runPrRegressionGate(
  root: string,
  plan: Pick<PlanFile, 'baseRef' | 'model'>,
  ctx: Pick<ActionContext, 'eventName' | 'payload'>,
  client: ModelClient | undefined,
  log: Logger,
): Promise<ActionRegression | undefined> {
  if (!isPullRequest(ctx) || !plan.baseRef) return undefined
  let g: RegressionGateResult
  try {
    g = await regressionGate({
      root,
      baseRef: plan.baseRef,
      // The tolerance, baseline store and override label are the base's, and so are the
      // baselines in the store (issue 33 row I).
      policyRef: plan.baseRef,
      baselineRef: plan.baseRef,
      labels: prLabels(ctx.payload),
      ...(client ? { client } : {}),
      model: plan.model,
      updateBaseline: false,
      missingClientMessage: 'no Anthropic API key in this step, so the bumped skill could not be run (pass anthropic-api-key)',
      onProgress: (line) => log.info(`regression: ${line}`),
    })
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    log.warning(`The regression gate could not run: ${message}`)
    return { exitCode: 2, overridden: false, overrideLabel: '', bumps: ['?'], blocked: [], markdown: `### Regression gate\n\nThe gate could not run: ${mdEscape(message)}\n` }
  }
  for (const r of g.reports) for (const w of r.warnings) log.info(`regression: ${r.skill}: ${w}`)
  return {
    exitCode: g.exitCode,
    overridden: g.overridden,
    overrideLabel: g.overrideLabel,
    bumps: g.bumps.map((b) => `${b.skill} ${b.oldVersion ?? '–'} → ${b.newVersion}`),
    blocked: g.reports.filter((r) => r.exitCode === 1).map((r) => r.skill),
    markdown: g.markdown,
  }
}

export async function writeRegression(dir: string, r: ActionRegression): Promise<void> {
  await writeFile(join(dir, REGRESSION_FILE), redact(JSON.stringify(r, null, 2) + '\n'))
}

export async function readRegression(dir: string): Promise<ActionRegression | undefined> {
  try {
    const r = JSON.parse(await readFile(join(dir, REGRESSION_FILE), 'utf8')) as ActionRegression
    return r && typeof r.markdown === 'string' && Array.isArray(r.bumps) ? r : undefined
  } catch {
    return undefined
  }
}

/** The step's reaction: a blocked bump fails it (a warning with fail-on-verdict false), an error warns. */
export function actOnRegression(r: ActionRegression | undefined, failOnVerdict: boolean, core: { setFailed(m: string): void; warning(m: string): void; info(m: string): void }): void {
  if (!r || r.bumps.length === 0) return
  if (r.exitCode === 1) {
    const msg = `skill-evals: the regression gate blocks the version bump of ${r.blocked.join(', ')} (add the \`${r.overrideLabel}\` label to override; see the job summary).`
    if (failOnVerdict) core.setFailed(msg)
    else core.warning(`${msg} The step passes because fail-on-verdict is false.`)
  } else if (r.exitCode === 2) {
    core.warning('skill-evals: the regression gate could not evaluate a version bump (see the job summary).')
  } else if (r.overridden) {
    core.info(`skill-evals: regression gate overridden by the \`${r.overrideLabel}\` label.`)
  }
}
