/** `comment/`: post or update the sticky PR comment from a merged results folder. */
import * as core from '@actions/core'
import { loadRepo } from '../../discover/index.js'
import type { ActionContext } from '../context.js'
import type { CommentSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { postComment } from '../../github/publish.js'
import { commentBody, type Links } from '../render.js'
import { readReport } from '../report.js'
import { log, publisherFor } from './kit.js'

export async function commentStep(s: CommentSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  if (!s.resultsDir) throw new Error("Input 'results-dir' is required for comment (the merge step's results-dir).")
  const pr = ctx.payload['pull_request'] as { number?: unknown } | undefined
  const prNumber = typeof pr?.number === 'number' ? pr.number : undefined
  if (prNumber === undefined) {
    core.info('Not a pull request: no PR comment.')
    setOutputs({ commentUrl: '' })
    return
  }
  const repo = await loadRepo(s.root)
  const r = await readReport(repo, s.resultsDir)
  const links: Links = { ...(s.viewerUrl ? { viewerUrl: s.viewerUrl } : {}), ...(s.artifactUrl ? { artifactUrl: s.artifactUrl } : {}) }
  const posted = await postComment(
    publisherFor(ctx, s.githubToken),
    ctx,
    { prNumber: r.plan.prNumber ?? prNumber, key: s.key || r.plan.key, body: (m) => commentBody(r, m, links), onlyUpdate: r.plan.skip?.kind === 'nothing' },
    log,
  )
  setOutputs({ commentUrl: posted?.url ?? '', verdict: r.plan.run ? (r.summary?.verdict ?? '') : 'skipped', mode: r.plan.mode })
}
