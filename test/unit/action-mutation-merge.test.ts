/**
 * The action's results folders (src/action/merge.ts, src/action/cross-model.ts, src/action/report.ts):
 * which shard folders a merge takes and how it combines them, which out-dir it may clear, which
 * folders hold a model's results and which model they were run with, the cross-model run's
 * refusals and layout, the pass-rate output, and the report of a merged folder as `merge` writes it
 * and `comment` reads it back.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { mergeShards, resetOutDir, shardFolders } from '../../src/action/merge.js'
import { modelOfResults, modelResultFolders, runCrossModel } from '../../src/action/cross-model.js'
import { buildReport, passRateOf, readReport, viewerDirOf } from '../../src/action/report.js'
import { loadRepo } from '../../src/discover/index.js'
import { writePlan, type PlanFile } from '../../src/plan/plan.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { MODEL, planFor, writeShardResults, writeSkillRepo } from '../helpers/shard-results.js'
import { skill, stats, summary } from '../helpers/summary-fixtures.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'action-mutation-merge-')))
  temps.push(d)
  return d
}
const quiet: { info: (m: string) => void; warning: (m: string) => void } = { info: () => {}, warning: () => {} }
const IDS = [1, 2, 3, 4, 5, 6, 7, 8]

describe('shard folders', () => {
  test('none when the folder is missing; the folder itself when it holds runs.jsonl', async () => {
    const d = await tempDir()
    expect(await shardFolders(join(d, 'missing'))).toEqual([])
    await writeFile(join(d, 'file'), 'x')
    expect(await shardFolders(join(d, 'file'))).toEqual([])
    await writeFile(join(d, 'runs.jsonl'), '')
    await mkdir(join(d, 'sub'))
    await writeFile(join(d, 'sub', 'runs.jsonl'), '')
    expect(await shardFolders(d)).toEqual([d])
  })

  test('else its subfolders holding runs.jsonl, by name', async () => {
    const d = await tempDir()
    for (const name of ['shard-3', 'shard-1', 'shard-2', 'empty']) await mkdir(join(d, name))
    for (const name of ['shard-3', 'shard-1', 'shard-2']) await writeFile(join(d, name, 'runs.jsonl'), '')
    await writeFile(join(d, 'runs.jsonl.txt'), '')
    expect(await shardFolders(d)).toEqual([join(d, 'shard-1'), join(d, 'shard-2'), join(d, 'shard-3')])
  })
})

describe('clearing the out-dir', () => {
  test('a new or empty folder is made empty and its absolute path returned', async () => {
    const d = await tempDir()
    expect(await resetOutDir(join(d, 'new', 'deep'))).toBe(join(d, 'new', 'deep'))
    expect(await readdir(join(d, 'new', 'deep'))).toEqual([])
    await mkdir(join(d, 'empty'))
    expect(await resetOutDir(join(d, 'empty'))).toBe(join(d, 'empty'))
  })

  test('a folder of ours (any of its marker files) is cleared', async () => {
    for (const marker of ['runs.jsonl', 'plan.json', 'summary.json', 'cross-model.json']) {
      const d = await tempDir()
      await writeFile(join(d, marker), 'x')
      await writeFile(join(d, 'other.txt'), 'x')
      await resetOutDir(d)
      expect([marker, await readdir(d)]).toEqual([marker, []])
    }
  })

  test('a folder holding anything else is refused, untouched', async () => {
    const d = await tempDir()
    await writeFile(join(d, 'README.md'), 'mine')
    await expect(resetOutDir(d)).rejects.toThrow(`out-dir '${d}' is not empty and holds no skill-evals results; choose an empty or new folder.`)
    expect(await readFile(join(d, 'README.md'), 'utf8')).toBe('mine')
  })

  test('the shards folder must be neither the out-dir, inside it, nor around it; a sibling with a longer name is fine', async () => {
    const d = await tempDir()
    const out = join(d, 'out')
    const msg = (o: string, k: string) => `out-dir '${o}' and shards-dir '${k}' must not contain each other.`
    await expect(resetOutDir(out, out)).rejects.toThrow(msg(out, out))
    await expect(resetOutDir(out, join(out, 'shards'))).rejects.toThrow(msg(out, join(out, 'shards')))
    await expect(resetOutDir(join(out, 'inner'), out)).rejects.toThrow(msg(join(out, 'inner'), out))
    expect(await resetOutDir(out, `${out}-shards`)).toBe(out)
    expect(await resetOutDir(`${out}x`, out)).toBe(`${out}x`)
  })
})

describe('merging shards', () => {
  test('runs joined, grades merged, reports skipped, other files copied; the shards named relative to the folder', async () => {
    const d = await tempDir()
    const shards = join(d, 'shards')
    await writeShardResults(join(shards, 'shard-1'), 'notes', [{ id: 1, with: ['pass', 'fail'] }])
    await writeShardResults(join(shards, 'shard-2'), 'notes', [{ id: 2, with: ['pass'] }, { id: 3, with: ['fail'] }])
    await writeFile(join(shards, 'shard-1', 'grades.json'), JSON.stringify({ version: 1, evals: [{ id: 1 }], totals: { runs: 2 } }))
    await writeFile(join(shards, 'shard-2', 'grades.json'), JSON.stringify({ version: 1, evals: [{ id: 2 }, { id: 3 }], totals: { runs: 2 } }))
    for (const f of ['summary.json', 'viewer.html', 'plan.json', '.runs.jsonl.tmp', 'regression.json', 'pipelines.json', 'keep.tmp', '.keep.tmpx', 'x.tmp.json']) await writeFile(join(shards, 'shard-1', f), '{}')
    const out = join(d, 'out')
    const r = await mergeShards(shards, out)
    expect(r).toEqual({ outDir: out, shards: ['shard-1', 'shard-2'], runs: 4 })
    // Only a writer's temporary files (`.<name>.tmp`) are left out, with the reports.
    expect((await readdir(out)).sort()).toEqual(['.keep.tmpx', 'grades.json', 'keep.tmp', 'notes', 'pipelines.json', 'regression.json', 'runs.jsonl', 'x.tmp.json'])
    expect((await readFile(join(out, 'runs.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(4)
    expect(await readFile(join(out, 'grades.json'), 'utf8')).toBe(JSON.stringify({ version: 1, evals: [{ id: 1 }, { id: 2 }, { id: 3 }], totals: { runs: 4 } }, null, 2) + '\n')
    expect((await readdir(join(out, 'notes', 'iteration-1'))).sort()).toEqual(['eval-1-note', 'eval-2-note', 'eval-3-note'])
  })

  test('one shard folder given directly: its name is "."; a shard that ran nothing still gives runs.jsonl; no grades, no grades.json', async () => {
    const d = await tempDir()
    const shard = join(d, 'only')
    await writeShardResults(shard, 'notes', [])
    await writeFile(join(shard, 'grades.json'), 'not json')
    const out = join(d, 'out')
    expect(await mergeShards(shard, out)).toEqual({ outDir: out, shards: ['.'], runs: 0 })
    expect(await readdir(out)).toEqual(['runs.jsonl'])
    expect(await readFile(join(out, 'runs.jsonl'), 'utf8')).toBe('')
  })

  test('no shard at all: an empty results folder', async () => {
    const d = await tempDir()
    await mkdir(join(d, 'shards'))
    expect(await mergeShards(join(d, 'shards'), join(d, 'out'))).toEqual({ outDir: join(d, 'out'), shards: [], runs: 0 })
    expect(await readdir(join(d, 'out'))).toEqual([])
  })

  test('the merged grades.json is redacted', async () => {
    const d = await tempDir()
    await writeShardResults(join(d, 's', 'a'), 'notes', [{ id: 1, with: ['pass'] }])
    await writeFile(join(d, 's', 'a', 'grades.json'), JSON.stringify({ evals: [{ note: 'sk-ant-merge-secret-0001' }] }))
    registerSecret('sk-ant-merge-secret-0001')
    try {
      await mergeShards(join(d, 's'), join(d, 'out'))
    } finally {
      clearSecrets()
    }
    expect(JSON.parse(await readFile(join(d, 'out', 'grades.json'), 'utf8'))).toEqual({ evals: [{ note: '***' }] })
  })
})

// ─── cross-model ─────────────────────────────────────────────────────────────────────────

async function withModel(dir: string, model: string, ids = [1, 2]): Promise<void> {
  await writeShardResults(dir, 'notes', ids.map((id) => ({ id, with: ['pass', 'pass'] as const, without: ['fail', 'fail'] as const })).map((e) => ({ ...e, with: [...e.with], without: [...e.without] })))
  const runs = await readFile(join(dir, 'runs.jsonl'), 'utf8')
  await writeFile(join(dir, 'runs.jsonl'), runs.split(`"model":"${MODEL}"`).join(`"model":"${model}"`))
}

describe("a model's results folders", () => {
  test('results folders as given, parents by their subfolders (sorted), the rest ignored with why', async () => {
    const d = await tempDir()
    await withModel(join(d, 'direct'), 'm1')
    const parent = join(d, 'parent')
    await withModel(join(parent, 'zeta'), 'm2')
    await withModel(join(parent, 'alpha'), 'm3')
    await mkdir(join(parent, 'skipped'))
    await writeFile(join(parent, 'file.txt'), 'x')
    await mkdir(join(d, 'empty'))
    const none = join(d, 'no-results')
    await mkdir(join(none, 'a'), { recursive: true })
    await writeFile(join(d, 'plain.txt'), 'x')
    const r = await modelResultFolders([join(d, 'direct'), parent, join(d, 'direct'), join(d, 'empty'), none, join(d, 'missing'), join(d, 'plain.txt'), join(parent, 'alpha')])
    expect(r.folders).toEqual([join(d, 'direct'), join(parent, 'alpha'), join(parent, 'zeta')])
    expect(r.ignored).toEqual([
      `${join(parent, 'skipped')}: no runs.jsonl (nothing was evaluated for it)`,
      `${join(d, 'empty')}: no runs.jsonl and no subfolders`,
      `${join(none, 'a')}: no runs.jsonl (nothing was evaluated for it)`,
      `${join(d, 'missing')}: not a folder`,
      `${join(d, 'plain.txt')}: not a folder`,
    ])
  })

  test('relative paths are resolved for the folders and kept as given in the messages', async () => {
    const d = await tempDir()
    await withModel(join(d, 'p', 'one'), 'm1')
    const rel = (p: string) => join('.', p.slice(process.cwd().length + 1))
    const cwdRelative = d.startsWith(process.cwd() + '/') ? rel(d) : undefined
    const r = await modelResultFolders([join(d, 'p'), 'no/such/folder'])
    expect(r).toEqual({ folders: [join(d, 'p', 'one')], ignored: ['no/such/folder: not a folder'] })
    if (cwdRelative) expect((await modelResultFolders([cwdRelative])).folders[0]).toBe(resolve(cwdRelative))
  })

  test('the model: the run records, else the plan, else summary.json (its model, else a skill’s), else none', async () => {
    const d = await tempDir()
    await withModel(join(d, 'records'), 'claude-from-records')
    expect(await modelOfResults(join(d, 'records'))).toBe('claude-from-records')

    const planned = join(d, 'planned')
    await writeShardResults(planned, 'notes', [])
    await writePlan(planned, { ...(planFor('notes') as unknown as PlanFile), model: 'claude-from-plan' })
    await writeFile(join(planned, 'summary.json'), JSON.stringify({ model: 'claude-from-summary' }))
    expect(await modelOfResults(planned)).toBe('claude-from-plan')

    const summarised = join(d, 'summarised')
    await writeShardResults(summarised, 'notes', [])
    await writeFile(join(summarised, 'plan.json'), 'not a plan')
    await writeFile(join(summarised, 'summary.json'), JSON.stringify({ model: 'claude-from-summary', skills: [{ name: 'a', model: 'claude-from-skill' }] }))
    expect(await modelOfResults(summarised)).toBe('claude-from-summary')
    await writeFile(join(summarised, 'summary.json'), JSON.stringify({ model: '', skills: [{ name: 'a' }, { name: 'b', model: 'claude-from-skill' }] }))
    expect(await modelOfResults(summarised)).toBe('claude-from-skill')
    await writeFile(join(summarised, 'summary.json'), JSON.stringify({ skills: [{ name: 'a', model: '' }] }))
    expect(await modelOfResults(summarised)).toBeUndefined()
    await rm(join(summarised, 'summary.json'))
    expect(await modelOfResults(summarised)).toBeUndefined()
  })
})

describe('the cross-model run', () => {
  const o = (log = quiet) => ({ now: new Date('2026-12-01T00:00:00Z'), date: '2026-12-01', benchmarksDir: '/nonexistent-benchmarks', log })

  test('refusals: no folders given, none holding results, out-dir and a results folder inside each other, two models of one folder name', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS, { config: 'models: [claude-b, claude-a]\n' })
    const repo = await loadRepo(d)
    await expect(runCrossModel(repo, [], join(d, 'out'), o())).rejects.toThrow("Input 'results-dirs' is required for cross-model (one merged results folder per model, or a folder of them).")
    await mkdir(join(d, 'nothing'))
    await expect(runCrossModel(repo, [join(d, 'nothing'), join(d, 'gone')], join(d, 'out'), o())).rejects.toThrow(
      `No model results in results-dirs (${join(d, 'nothing')}, ${join(d, 'gone')}): no folder holds runs.jsonl.`,
    )
    const res = join(d, 'res')
    await withModel(join(res, 'a'), 'claude-a')
    const nested = `out-dir '${res}' and the results folder '${join(res, 'a')}' must not contain each other.`
    await expect(runCrossModel(repo, [res], res, o())).rejects.toThrow(nested)
    await expect(runCrossModel(repo, [join(res, 'a')], join(res, 'a'), o())).rejects.toThrow(`out-dir '${join(res, 'a')}' and the results folder '${join(res, 'a')}' must not contain each other.`)
    await expect(runCrossModel(repo, [join(res, 'a')], join(res, 'a', 'out'), o())).rejects.toThrow('must not contain each other.')
    // A sibling whose name only starts like the results folder is fine as far as nesting goes.
    const same = join(d, 'same')
    await withModel(join(same, 'x'), 'claude/a')
    await withModel(join(same, 'y'), 'claude:a')
    await expect(runCrossModel(repo, [same], join(d, 'same-out'), o())).rejects.toThrow('Two models map to the same folder name: ')
  })

  test('one folder per model below out-dir, the configured models first, the viewer beside it; ignored folders noted', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS, { config: 'models: [claude-b, claude-a]\n' })
    const repo = await loadRepo(d)
    const res = join(d, 'res')
    await withModel(join(res, '1-first'), 'claude-a')
    await withModel(join(res, '2-second'), 'claude-c')
    await withModel(join(res, '3-third'), 'claude-b')
    await mkdir(join(res, '4-skipped'))
    const logged: string[] = []
    const out = join(d, 'cross')
    const r = await runCrossModel(repo, [res], out, o({ info: (m) => logged.push(m), warning: (m) => logged.push(`warning: ${m}`) }))
    expect(r.out).toBe(out)
    expect(r.summaries.map((s) => s.model)).toEqual(['claude-b', 'claude-a', 'claude-c'])
    expect(r.table.models).toEqual(['claude-b', 'claude-a', 'claude-c'])
    expect(r.summaryFiles).toEqual(['claude-b', 'claude-a', 'claude-c'].map((m) => join(out, m, 'summary.json')))
    expect(r.files).toEqual([join(out, 'cross-model.json'), join(out, 'cross-model.md')])
    expect(r.viewerDir).toBe(`${out}-viewer`)
    expect(r.viewerFile).toBe(join(`${out}-viewer`, 'index.html'))
    expect(r.notes).toEqual([`Left out ${join(res, '4-skipped')}: no runs.jsonl (nothing was evaluated for it).`])
    expect(logged).toEqual(expect.arrayContaining([`claude-b: 1 results folder(s) → ${join(out, 'claude-b')}.`, `claude-a: 1 results folder(s) → ${join(out, 'claude-a')}.`, `claude-c: 1 results folder(s) → ${join(out, 'claude-c')}.`]))
    expect(r.markdown).toContain('claude-b')
    expect(await readFile(r.viewerFile, 'utf8')).toContain('Cross-model report: claude-b, claude-a, claude-c')
  })

  test('two folders of one model are merged into one; a folder without a model is named by its folder', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const repo = await loadRepo(d)
    await withModel(join(d, 'r1'), 'claude-x', [1, 2])
    await withModel(join(d, 'r2'), 'claude-x', [3, 4])
    await writeShardResults(join(d, 'r3-nameless'), 'notes', [])
    const logged: string[] = []
    const r = await runCrossModel(repo, [join(d, 'r1'), join(d, 'r2'), join(d, 'r3-nameless')], join(d, 'out'), o({ info: (m) => logged.push(m), warning: () => {} }))
    expect(r.summaries.map((s) => s.model)).toEqual(['claude-x'])
    expect(logged).toContain(`claude-x: 2 results folder(s) → ${join(d, 'out', 'claude-x')}.`)
    expect(logged).toContain(`r3-nameless: 1 results folder(s) → ${join(d, 'out', 'r3-nameless')}.`)
    expect(r.notes).toEqual([expect.stringMatching(/^Left out r3-nameless: /)])
    // 2 folders × 2 evals × 2 configurations × 2 trials
    expect((await readFile(join(d, 'out', 'claude-x', 'runs.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(16)
  })

  test('a model whose results cannot be aggregated is left out with why; none left is an error', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const repo = await loadRepo(d)
    await withModel(join(d, 'good'), 'claude-good')
    await withModel(join(d, 'bad'), 'claude-bad')
    await writeFile(join(d, 'bad', 'notes', 'iteration-1', 'eval-1-note', 'with_skill', 'run-1', 'grading.json'), JSON.stringify({ expectations: 'none' }))
    const r = await runCrossModel(repo, [join(d, 'good'), join(d, 'bad')], join(d, 'out'), o())
    expect(r.summaries.map((s) => s.model)).toEqual(['claude-good'])
    expect(r.notes).toEqual([expect.stringMatching(/^Left out claude-bad: .*grading\.json/)])
    await expect(runCrossModel(repo, [join(d, 'bad')], join(d, 'out2'), o())).rejects.toThrow(/^No model results could be aggregated: Left out claude-bad: .*grading\.json/)
  })
})

// ─── the report of a results folder ─────────────────────────────────────────────────────

describe('the pass-rate output', () => {
  test('passed over graded of every with_skill configuration, 4 decimals; empty when unknown', () => {
    expect(passRateOf(undefined)).toBe('')
    const a = skill('a', { configurations: { with_skill: stats(9, 10), without_skill: stats(0, 10) } })
    const b = skill('b', { configurations: { with_skill: stats(1, 3) } })
    const c = skill('c', { configurations: { without_skill: stats(5, 5) } })
    expect(passRateOf(summary([a, b, c]))).toBe('0.7692')
    expect(passRateOf(summary([c]))).toBe('')
    expect(passRateOf(summary([skill('z', { configurations: { with_skill: stats(0, 0) } })]))).toBe('')
    expect(passRateOf(summary([skill('z', { configurations: { with_skill: stats(0, 1) } })]))).toBe('0.0000')
    expect(passRateOf(summary([skill('z', { configurations: { with_skill: stats(1, 1) } })]))).toBe('1.0000')
    expect(passRateOf(summary([]))).toBe('')
  })

  test('the viewer folder is the results folder’s sibling', () => {
    expect(viewerDirOf('/a/results')).toBe('/a/results-viewer')
    expect(viewerDirOf('/a/results/')).toBe('/a/results-viewer')
    expect(viewerDirOf('rel')).toBe(`${resolve('rel')}-viewer`)
  })
})

describe('the report: written by merge, read back by comment', () => {
  async function merged(results: Parameters<typeof writeShardResults>[2], gate?: unknown) {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS, { critical: IDS })
    const out = join(d, 'results')
    await writeShardResults(out, 'notes', results)
    if (gate) await writeFile(join(out, 'regression.json'), JSON.stringify(gate))
    return { d, out, repo: await loadRepo(d) }
  }
  const plan = (over: Partial<PlanFile> = {}) => ({ ...(planFor('notes') as unknown as PlanFile), ...over })
  const gate = { exitCode: 0, overridden: false, overrideLabel: 'x', bumps: ['notes 1 → 2'], blocked: [], markdown: '### Regression gate\n\nfine\n' }

  test('a verdict: summary, viewer, failures, notes (plan notes kept), regression section; read back the same', async () => {
    const { out, repo } = await merged(IDS.map((id) => ({ id, with: id === 1 ? ['fail', 'fail'] : ['pass', 'pass'], without: ['fail', 'fail'] })), gate)
    await writeFile(join(out, 'pipelines.json'), JSON.stringify({ scenarios: [] }))
    const logged: string[] = []
    const r = await buildReport(repo, out, plan({ notes: ['From the plan.'] }), { info: (m) => logged.push(m), warning: () => {} })
    expect(r).toMatchObject({ resultsDir: out, notes: ['From the plan.'], regression: '### Regression gate\n\nfine\n', summaryFile: join(out, 'summary.json'), viewerDir: `${out}-viewer`, viewerFile: join(`${out}-viewer`, 'index.html'), history: [] })
    expect(r.error).toBeUndefined()
    expect(r.summary!.verdict).toBe('no_go')
    expect(r.failures.map((f) => f.evalId)).toEqual(['1'])
    expect(r.pipelines).toBe('')
    expect(logged.some((l) => l.includes('no_go') || l.includes('NO-GO') || l.includes('NO_GO'))).toBe(true)
    expect(JSON.parse(await readFile(join(out, 'plan.json'), 'utf8')).notes).toEqual(['From the plan.'])

    const back = await readReport(repo, out)
    expect(back).toMatchObject({ resultsDir: out, notes: ['From the plan.'], regression: '### Regression gate\n\nfine\n', summaryFile: join(out, 'summary.json'), history: [], pipelines: '' })
    expect(back.summary!.verdict).toBe('no_go')
    expect(back.failures.map((f) => f.evalId)).toEqual(['1'])
    expect(back.plan.notes).toEqual(['From the plan.'])
    expect(back.error).toBeUndefined()
  })

  test('a gate without bumps adds no section; a pipelines index gives the table', async () => {
    const { out, repo } = await merged(IDS.map((id) => ({ id, with: ['pass', 'pass'] })), { ...gate, bumps: [] })
    await writeFile(
      join(out, 'pipelines.json'),
      JSON.stringify({ scenarios: [{ id: 'first', status: 'pass', steps: 1, passedSteps: 1, finalAssertions: { passed: 1, total: 1 }, costUsd: 0.01, durationMs: 1000 }] }),
    )
    const r = await buildReport(repo, out, plan(), quiet)
    expect('regression' in r).toBe(false)
    expect(r.pipelines).toContain('first')
    const back = await readReport(repo, out)
    expect('regression' in back).toBe(false)
    expect(back.pipelines).toBe(r.pipelines)
    expect(back.notes).toEqual([])
  })

  test('no verdict: the reason as error, no summary file; the comment step says the merge produced none', async () => {
    const { out, repo } = await merged(IDS.map((id) => ({ id, with: ['pass', 'pass'] })), gate)
    await writeFile(join(out, 'notes', 'iteration-1', 'eval-3-note', 'with_skill', 'run-1', 'grading.json'), JSON.stringify({ expectations: 'none' }))
    const r = await buildReport(repo, out, plan(), quiet)
    expect(r.error).toMatch(/grading\.json/)
    expect(r).toMatchObject({ resultsDir: out, failures: [], pipelines: '', notes: [], regression: '### Regression gate\n\nfine\n' })
    expect(r.summary).toBeUndefined()
    expect(r.summaryFile).toBeUndefined()
    const back = await readReport(repo, out)
    expect(back).toEqual({ resultsDir: out, plan: expect.objectContaining({ run: true }), failures: [], pipelines: '', notes: [], regression: '### Regression gate\n\nfine\n', error: 'the merge step produced no summary (no graded runs); see its log' })
  })

  test('a plan that ran nothing reads back as a notice without a summary', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const out = join(d, 'results')
    await mkdir(out)
    await writePlan(out, plan({ run: false, skills: [], skip: { kind: 'nothing', reason: 'Nothing.' }, notes: ['n'] }))
    await writeFile(join(out, 'regression.json'), JSON.stringify(gate))
    const back = await readReport(await loadRepo(d), out)
    expect(back).toEqual({ resultsDir: out, plan: expect.objectContaining({ run: false }), failures: [], pipelines: '', notes: ['n'] })
  })
})
