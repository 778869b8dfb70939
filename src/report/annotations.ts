/**
 * Findings → GitHub annotations. GitHub shows at most 10 annotations per level per step, so we
 * emit the first 10 of each level and then one notice saying how many more there are.
 */
import { relative, join, sep } from 'node:path'
import type { Finding, Severity } from '../types.js'
import { oneLine } from './findings.js'
import { redact } from '../redact/index.js'

export interface AnnotationProperties {
  title?: string
  file?: string
  startLine?: number
  startColumn?: number
}

/** The slice of `@actions/core` we need; tests pass a recorder. */
export interface Annotator {
  error(message: string, properties?: AnnotationProperties): void
  warning(message: string, properties?: AnnotationProperties): void
  notice(message: string, properties?: AnnotationProperties): void
}

export const MAX_ANNOTATIONS_PER_LEVEL = 10

/** Issue 17: an annotator whose messages and titles pass through the secret redaction. */
export function redactingAnnotator(a: Annotator): Annotator {
  const props = (p?: AnnotationProperties): AnnotationProperties | undefined => (p?.title !== undefined ? { ...p, title: redact(p.title) } : p)
  return {
    error: (m, p) => a.error(redact(m), props(p)),
    warning: (m, p) => a.warning(redact(m), props(p)),
    notice: (m, p) => a.notice(redact(m), props(p))
  }
}

/**
 * @param repoRoot absolute path of the evaluated repo
 * @param workspace absolute path GitHub resolves annotation paths against (GITHUB_WORKSPACE)
 */
export function annotateFindings(
  findings: Finding[],
  annotator: Annotator,
  repoRoot: string,
  workspace: string
): { emitted: number; omitted: Record<Severity, number> } {
  annotator = redactingAnnotator(annotator)
  const omitted: Record<Severity, number> = { error: 0, warning: 0 }
  const emittedPerLevel: Record<Severity, number> = { error: 0, warning: 0 }
  for (const f of findings) {
    if (emittedPerLevel[f.severity] >= MAX_ANNOTATIONS_PER_LEVEL) {
      omitted[f.severity]++
      continue
    }
    emittedPerLevel[f.severity]++
    const props: AnnotationProperties = {
      title: `skill-evals: ${f.rule}`,
      file: relative(workspace, join(repoRoot, f.file)).split(sep).join('/')
    }
    if (f.line) props.startLine = f.line
    if (f.line && f.column) props.startColumn = f.column
    annotator[f.severity](oneLine(f.message), props)
  }
  for (const level of ['error', 'warning'] as const) {
    if (omitted[level] > 0) {
      annotator.notice(
        `${omitted[level]} more ${level}${omitted[level] === 1 ? '' : 's'} not shown as annotations; ` +
          'see the job log or run `skill-evals validate` locally.'
      )
    }
  }
  return { emitted: emittedPerLevel.error + emittedPerLevel.warning, omitted }
}
