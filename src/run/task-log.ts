/**
 * A task log: one JSON line per finished task item (`{"version":1,"key":…,"result":…}`),
 * appended as the item finishes, so a resume keeps what finished. The eval task kind has its own
 * log (runs.jsonl, `log/`); the other kinds that resume from a log (trigger evals) use this one.
 * The last line of a key wins; a line that is not JSON (what a crash leaves) is skipped. Each
 * line is redacted before it is written (issue 17: no registered secret reaches a results file).
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { redact } from '../redact/index.js'

export const TASK_LOG_VERSION = 1

export class TaskLog<R> {
  private tail: Promise<void> = Promise.resolve()

  constructor(readonly file: string) {}

  /** The last result of each key (an absent file is an empty log). */
  async load(): Promise<Map<string, R>> {
    const out = new Map<string, R>()
    let text: string
    try {
      text = await readFile(this.file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return out
      throw err
    }
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      let v: unknown
      try {
        v = JSON.parse(line)
      } catch {
        continue // a torn last line
      }
      if (!v || typeof v !== 'object') continue
      const o = v as { version?: unknown; key?: unknown; result?: unknown }
      if (typeof o.version === 'number' && o.version > TASK_LOG_VERSION) {
        throw new Error(`${this.file}: written by a newer skill-evals (task log version ${o.version}; this one reads up to version ${TASK_LOG_VERSION}).`)
      }
      if (typeof o.key === 'string' && o.result !== undefined) out.set(o.key, o.result as R)
    }
    return out
  }

  /** Appends one item's line (appends are serialised, each one line). */
  append(key: string, result: R): Promise<void> {
    const line = redact(JSON.stringify({ version: TASK_LOG_VERSION, key, result })) + '\n'
    this.tail = this.tail.then(async () => {
      await mkdir(dirname(this.file), { recursive: true })
      await appendFile(this.file, line)
    })
    return this.tail
  }
}
