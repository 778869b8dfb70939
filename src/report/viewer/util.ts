/** Small tolerant readers shared by the viewer's loaders: every input may be missing or of another shape. */
import { readDecoded, readJsonDetailed, type GradedExpectation } from '../../log/index.js'
import type { ViewerExpectation } from './model.js'
import { cutUtf8 } from '../../text/utf8.js'
import { arr, isObject as isObj, num, str, type JsonObject as Obj } from '../../text/object.js'
export { arr, isObj, num, str, type Obj }

/** Parsed JSON; undefined when the file is missing (silently) or not JSON (with a warning). */
export async function readJson(file: string, warnings: string[], rel: string): Promise<unknown> {
  const r = await readJsonDetailed(file)
  if (r.state === 'invalid') warnings.push(`${rel}: not valid JSON, ignored`)
  return r.state === 'ok' ? r.value : undefined
}

/**
 * A results-folder file through its decoder (src/log/); undefined when it is missing or bad (a bad
 * one adds a warning: `<rel>: not valid JSON, ignored`, or what is wrong with it).
 */
export async function readDecodedFile<T>(
  file: string,
  decode: (value: unknown, file: string) => T,
  warnings: string[],
  rel: string
): Promise<T | undefined> {
  const r = await readDecoded(file, decode)
  if (r.state === 'bad') {
    warnings.push(`${rel}: ${r.error.reason === 'json' ? 'not valid JSON' : r.error.detail}, ignored`)
    return undefined
  }
  return r.state === 'ok' ? r.value : undefined
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes (on a character boundary). */
export function capText(text: string, maxBytes: number): { text: string; note?: string } {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes <= maxBytes) return { text }
  return { text: cutUtf8(text, maxBytes), note: `truncated: showing the first ${formatBytes(maxBytes)} of ${formatBytes(bytes)}` }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${Math.round((n / 1024) * 10) / 10} KB`
  return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`
}

/** One graded assertion (a decoded grading.json's expectation entry) as the viewer shows it. */
export function viewerExpectation(e: GradedExpectation, maxBytes = Infinity): ViewerExpectation {
  const x: ViewerExpectation = { text: capText(e.text, maxBytes).text, passed: e.passed, evidence: capText(e.evidence, maxBytes).text }
  if (e.status) x.status = e.status
  if (e.source) x.source = e.source
  return x
}

/** One graded assertion of a pipeline result (tolerant: the pipeline files are read field by field); null when not an object. */
export function normalizeExpectation(e: unknown, maxBytes = Infinity): ViewerExpectation | null {
  if (!isObj(e)) return null
  const status = e.status === 'pass' || e.status === 'fail' || e.status === 'error' ? e.status : undefined
  const passed = typeof e.passed === 'boolean' ? e.passed : status === 'pass'
  const x: ViewerExpectation = { text: capText(str(e.text), maxBytes).text, passed, evidence: capText(str(e.evidence), maxBytes).text }
  if (status) x.status = status
  if (typeof e.source === 'string') x.source = e.source
  return x
}

export function tokensOf(usage: unknown): number | null {
  if (!isObj(usage)) return null
  const parts = ['input_tokens', 'output_tokens', 'cache_read_input_tokens', 'cache_creation_input_tokens'].map((k) => num(usage[k]) ?? 0)
  return parts.reduce((a, b) => a + b, 0)
}
