/**
 * The eval viewer (issue 7): `collectViewerData()` reads a results folder into a plain JSON model,
 * `renderViewer()` turns it into one offline HTML page, `writeViewer()` does both and writes the file.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { collectViewerData, type CollectOptions } from './collect.js'
import { renderViewer } from './render.js'
import { redact, redactDeep } from '../../redact/index.js'

export { collectViewerData, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_TOTAL_BYTES, feedbackRunId, type CollectOptions } from './collect.js'
export { renderViewer, embedJson, contentSecurityPolicy, scriptHash } from './render.js'
export { validateFeedback, importFeedback, FeedbackError, type FeedbackFile, type FeedbackReview } from './feedback.js'
export type * from './model.js'

export const VIEWER_FILE = 'viewer.html'

export interface WriteViewerOptions extends CollectOptions {
  /** Where to write the page; default `<outDir>/viewer.html`. */
  file?: string
}

export interface WriteViewerResult {
  path: string
  bytes: number
  runs: number
  warnings: string[]
}

export async function writeViewer(outDir: string, opts: WriteViewerOptions = {}): Promise<WriteViewerResult> {
  const model = await collectViewerData(outDir, opts)
  // Issue 17: the page's data is redacted before it is rendered (the inline script's hash stays
  // valid), and the page once more as written.
  const html = redact(renderViewer(redactDeep(model)))
  const path = resolve(opts.file ?? join(outDir, VIEWER_FILE))
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, html)
  return { path, bytes: Buffer.byteLength(html), runs: model.runs.length, warnings: model.warnings }
}
