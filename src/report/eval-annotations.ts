/**
 * Failing evals → GitHub annotations on the line where each eval is written in its suite file
 * (EvalCase.source), so the PR's "Files changed" view shows the failure next to the eval.
 *
 * Same cap as the findings' annotations (src/report/annotations.ts): GitHub shows at most 10
 * annotations per level per step, so the first 10 of each level are emitted and then one
 * notice per level says how many more there are. The `Annotator` interface, the cap and
 * `oneLine` are shared with that module; the loop is not, because its trailing notice points
 * at `skill-evals validate`, which is the wrong advice for a failing eval.
 */
import { join, relative, sep } from 'node:path'
import { MAX_ANNOTATIONS_PER_LEVEL, redactingAnnotator, type AnnotationProperties, type Annotator } from './annotations.js'
import { oneLine } from './findings.js'
import { clip } from './budget.js'
import type { EvalFailure } from './comment.js'

/** One annotation message stays short: GitHub truncates long ones in the UI anyway. */
const MAX_MESSAGE = 1000

export function evalFailureMessage(f: EvalFailure): string {
  const parts: string[] = []
  const trials = f.trials > 0 ? ` (${f.failedTrials}/${f.trials} trials failed${f.errorTrials > 0 ? `, ${f.errorTrials} errored` : ''})` : ''
  parts.push(`Eval ${f.evalId}${f.evalName ? ` "${f.evalName}"` : ''} of skill '${f.skill}' failed with the skill${trials}${f.critical ? '; it is critical' : ''}.`)
  if (f.assertions.length > 0) {
    parts.push(
      'Failing assertions: ' +
        f.assertions
          .slice(0, 5)
          .map((a) => `"${clip(a.text, 200)}"${a.evidence ? ` (${clip(a.evidence, 200)})` : ''}`)
          .join('; ') +
        (f.assertions.length > 5 ? `; and ${f.assertions.length - 5} more` : '') +
        '.',
    )
  }
  if (f.errors.length > 0) parts.push(`Run errors: ${f.errors.slice(0, 3).map((e) => clip(e, 200)).join('; ')}.`)
  return clip(oneLine(parts.join(' ')), MAX_MESSAGE)
}

/**
 * @param repoRoot absolute path of the evaluated repo (the failures' source files are relative to it)
 * @param workspace absolute path GitHub resolves annotation paths against (GITHUB_WORKSPACE)
 */
export function annotateEvalFailures(
  failures: readonly EvalFailure[],
  annotator: Annotator,
  repoRoot: string,
  workspace: string,
): { emitted: number; omitted: Record<'error' | 'warning', number> } {
  annotator = redactingAnnotator(annotator)
  const omitted = { error: 0, warning: 0 }
  const emitted = { error: 0, warning: 0 }
  for (const f of failures) {
    const level = f.severity
    if (emitted[level] >= MAX_ANNOTATIONS_PER_LEVEL) {
      omitted[level]++
      continue
    }
    emitted[level]++
    const props: AnnotationProperties = { title: oneLine(clip(`skill-evals: ${f.skill} eval ${f.evalId} failed`, 200)) }
    if (f.source) {
      props.file = relative(workspace, join(repoRoot, f.source.file)).split(sep).join('/')
      if (f.source.line > 0) props.startLine = f.source.line
    }
    annotator[level](evalFailureMessage(f), props)
  }
  for (const level of ['error', 'warning'] as const) {
    const n = omitted[level]
    if (n > 0) {
      annotator.notice(
        `${n} more failing eval${n === 1 ? '' : 's'} (${level}${n === 1 ? '' : 's'}) not shown as annotations; ` +
          'see the PR comment, the job summary or the eval viewer artifact.',
      )
    }
  }
  return { emitted: emitted.error + emitted.warning, omitted }
}
