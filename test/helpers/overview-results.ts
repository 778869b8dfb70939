/**
 * A real results folder for the viewer's Overview: the bundled examples copied to a temp root with
 * committed benchmark history (`evals/benchmarks/*.json`, summary.json-shaped records), then
 * `skill-evals demo` (simulated run → grade → report → viewer; dist/cli.js, so `npm run build` first); optionally the cross-model
 * table next to it. The summary.json and the viewer are what a user gets.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import type { Summary } from '../../src/aggregate/types.js'
import { writeSyntheticCrossModel } from './synthetic-results.js'

export interface OverviewFolder {
  root: string
  out: string
  summary: Summary
  /** The history records written, oldest first: skill → with-skill pass rates. */
  history: Array<{ timestamp: string; rates: Record<string, number> }>
}

export const HISTORY: Array<{ timestamp: string; rates: Record<string, number> }> = [
  { timestamp: '2026-10-01T10:00:00.000Z', rates: { plan: 3 / 9, changelog: 2 / 6, adr: 1 / 6 } },
  { timestamp: '2026-10-15T10:00:00.000Z', rates: { plan: 5 / 9, changelog: 4 / 6, adr: 3 / 6 } },
  { timestamp: '2026-11-02T10:00:00.000Z', rates: { plan: 7 / 9, changelog: 5 / 6, adr: 4 / 6 } }
]

/** `dir/root` (examples + history) and `dir/out` (the demo's results); `history: false` leaves the history out. */
export async function writeOverviewFolder(dir: string, opts: { history?: boolean; crossModel?: boolean } = {}): Promise<OverviewFolder> {
  const root = join(dir, 'root')
  const out = join(dir, 'out')
  await cp(resolve('examples'), root, { recursive: true })
  const history = opts.history === false ? [] : HISTORY
  if (history.length) {
    await mkdir(join(root, 'evals', 'benchmarks'), { recursive: true })
    for (const [i, h] of history.entries()) {
      const graded = (name: string) => (name === 'plan' ? 9 : 6)
      const record = {
        schema_version: 1,
        generated_at: h.timestamp,
        verdict: 'no_go',
        skills: Object.entries(h.rates).map(([name, rate]) => ({
          name,
          pass_rate: { with_skill: rate },
          configurations: { with_skill: { pass_rate: rate, passed: Math.round(rate * graded(name)), graded: graded(name) } }
        }))
      }
      await writeFile(join(root, 'evals', 'benchmarks', `2026-1${i}-record.json`), JSON.stringify(record, null, 2))
    }
  }
  // dist/cli.js in a child process (run by `npm run build`): the simulated run's worker code does not load under jest's VM modules
  const r = spawnSync(process.execPath, [resolve('dist/cli.js'), 'demo', '--root', root, '--out', out], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: dir } })
  if (r.status !== 0) throw new Error(`demo exited ${r.status}:\n${(r.stdout + r.stderr).slice(-3000)}`)
  if (opts.crossModel) await writeSyntheticCrossModel(out, { shape: 'table' })
  const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')) as Summary
  return { root, out, summary, history }
}
