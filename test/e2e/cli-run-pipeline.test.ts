/**
 * `skill-evals run --pipeline` (issue 9, item 3): the evals, then the pipeline scenarios of
 * evals/pipeline/ into the same results folder. In process (`runCli`) on examples/ with the
 * simulated model: no key, no API call, and the simulated pipeline replies never reach the
 * response cache.
 */
import { afterEach, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, realpath, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/main.js'
import type { PipelinesIndex } from '../../src/pipeline/index.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

/** Total bytes of the files under a cache folder. */
async function cacheBytes(dir: string): Promise<number> {
  let n = 0
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) n += (await stat(join(e.parentPath, e.name))).size
  return n
}

const io = (lines: string[]) => ({ stdout: (t: string) => void lines.push(t), stderr: (t: string) => void lines.push(t), env: { PATH: process.env.PATH }, cwd: process.cwd(), isTTY: false })

test('run --pipeline --simulate on examples/: evals graded, then the scenarios into <out>/pipelines/', async () => {
  const dir = await tempDir('skill-evals-run-pipeline-')
  const out = join(dir, 'results')
  const cacheDir = join(dir, 'cache')
  const lines: string[] = []
  const code = await runCli(['run', '--root', 'examples', '--skill', 'plan', '--eval', '1', '--trials', '1', '--simulate', '--pipeline', '--out', out, '--cache-dir', cacheDir], io(lines))
  const text = lines.join('')
  expect({ code, text: code === 0 ? '' : text }).toEqual({ code: 0, text: '' })
  // The evals ran and were graded first…
  expect(text).toMatch(/Results in .*: 2\/2 runs/)
  expect(existsSync(join(out, 'runs.jsonl'))).toBe(true)
  expect(existsSync(join(out, 'grades.json'))).toBe(true)
  // …then the pipeline scenarios, into the same folder.
  expect(text.indexOf('Pipeline scenarios:')).toBeGreaterThan(text.indexOf('Results in'))
  expect(text).toMatch(/plan-then-adr\s+\d\/2/)
  const index = JSON.parse(await readFile(join(out, 'pipelines.json'), 'utf8')) as PipelinesIndex
  expect(index.simulated).toBe(true)
  expect(index.scenarios.map((s) => [s.id, s.steps_total])).toEqual([['plan-then-adr', 2]])
  expect(existsSync(join(out, 'pipelines', 'plan-then-adr', 'result.json'))).toBe(true)
  // Simulated pipeline replies are not cached (cache 'off' as in `skill-evals pipeline --simulate`):
  // the cache holds what the same run without --pipeline writes (give or take a few bytes of
  // pack bookkeeping; the scenario's ~10 cached replies would add over 10 kB).
  const withPipeline = await cacheBytes(cacheDir)
  const dir2 = await tempDir('skill-evals-run-pipelinf-')
  expect(await runCli(['run', '--root', 'examples', '--skill', 'plan', '--eval', '1', '--trials', '1', '--simulate', '--out', join(dir2, 'results'), '--cache-dir', join(dir2, 'cache')], io([]))).toBe(0)
  expect(withPipeline).toBeGreaterThan(0)
  expect(Math.abs(withPipeline - (await cacheBytes(join(dir2, 'cache'))))).toBeLessThan(1000)
  expect(existsSync(join('examples', '.skill-evals'))).toBe(false)
})

test('run --pipeline with several --models is a usage error', async () => {
  const lines: string[] = []
  expect(await runCli(['run', '--root', 'examples', '--simulate', '--pipeline', '--models', 'a,b'], io(lines))).toBe(2)
  expect(lines.join('')).toMatch(/--pipeline runs with one model/)
})
