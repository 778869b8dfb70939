import { describe, test, expect, afterAll } from '@jest/globals'
import { mkdtemp, mkdir, writeFile, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runNode } from '../helpers/run-node.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'skill-evals-report-'))
  temps.push(d)
  return d
}

/** A results folder as `run` + `grade` write it: run.json, grading.json, eval_metadata.json per run. */
async function writeResults(out: string, skill: string, evals: { id: number; config: string; passes: (boolean | 'error')[] }[], graded = true): Promise<void> {
  for (const e of evals) {
    const evalDir = `eval-${e.id}-task`
    const meta = { eval_id: e.id, eval_name: 'task', prompt: `do task ${e.id}`, expected_output: '', files: [], assertions: ['out.md exists', 'says done'] }
    await mkdir(join(out, skill, 'iteration-1', evalDir), { recursive: true })
    await writeFile(join(out, skill, 'iteration-1', evalDir, 'eval_metadata.json'), JSON.stringify(meta))
    for (let t = 0; t < e.passes.length; t++) {
      const p = e.passes[t]!
      const dir = join(out, skill, 'iteration-1', evalDir, e.config, `run-${t + 1}`)
      await mkdir(join(dir, 'outputs'), { recursive: true })
      const runId = `${skill}/iteration-1/${evalDir}/${e.config}/run-${t + 1}`
      const record = {
        runId, skill, evalId: e.id, evalDir, configuration: e.config, trial: t + 1, model: 'claude-sonnet-5-5',
        status: p === 'error' ? 'error' : 'completed', skillUsed: true, response: 'done', toolCalls: [], filesWritten: [],
        usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        costUsd: 0.001, durationMs: 2000, turns: 1, stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false,
        ...(p === 'error' ? { error: { message: 'overloaded' } } : {}), startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:02Z',
      }
      await writeFile(join(dir, 'run.json'), JSON.stringify(record))
      if (!graded) continue
      const ok = p === true
      const status = p === 'error' ? 'error' : ok ? 'pass' : 'fail'
      const grading = {
        expectations: [
          { text: 'out.md exists', passed: true, evidence: 'found', status: 'pass', source: 'check', check_kind: 'file_exists' },
          { text: 'says done', passed: ok, evidence: ok ? 'yes' : 'no', status: p === 'error' ? 'error' : ok ? 'pass' : 'fail', source: 'judge' },
        ],
        summary: { passed: ok ? 2 : 1, failed: ok ? 0 : 1, total: 2, pass_rate: ok ? 1 : 0.5 },
        execution_metrics: { total_tool_calls: 0, errors_encountered: p === 'error' ? 1 : 0 },
        timing: { executor_duration_seconds: 2, grader_duration_seconds: 0.1, total_duration_seconds: 2.1 },
        run: { run_id: runId, skill, eval_id: e.id, configuration: e.config, trial: t + 1, model: 'claude-sonnet-5-5', run_status: record.status, skill_used: true, status, assertion_errors: 0 },
      }
      await writeFile(join(dir, 'grading.json'), JSON.stringify(grading))
    }
  }
}

const allPass = [1, 2, 3, 4, 5].flatMap((id) => [
  { id, config: 'with_skill', passes: [true, true, true] },
  { id, config: 'without_skill', passes: [false, true, false] },
])

describe('skill-evals report (bundled CLI)', () => {
  test('exit 0 (go): writes benchmark.json/.md and summary.json, prints Markdown with --format md and plain text by default', async () => {
    const out = await tempDir()
    const root = await tempDir()
    await writeResults(out, 'notes', allPass)
    const r = await runNode('dist/cli.js', ['report', '--out', out, '--root', root, '--format', 'md'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('## ✅ GO')
    expect(r.stdout).toContain('| `notes` | 3 | 100% [79%–100%] | 33% |')
    const text = await runNode('dist/cli.js', ['report', '--out', out, '--root', root, '--no-write'], { env: { PATH: process.env.PATH, FORCE_COLOR: '1' } })
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/^Verdict: GO \(confidence: \w+\)$/m)
    expect(text.stdout).toMatch(/^ {2}notes +3 +100% \[79%-100%\] +33% /m)
    expect(text.stdout).not.toMatch(/\u001b\[|\\[()`]|\| /) // no colour in a pipe, no Markdown escapes or table pipes
    expect(r.stderr).toMatch(/warning: No skills found/)
    const bench = JSON.parse(await readFile(join(out, 'notes', 'iteration-1', 'benchmark.json'), 'utf8'))
    expect(bench.run_summary.delta.pass_rate).toBe('+0.33')
    expect(Object.keys(bench.run_summary)).toEqual(['with_skill', 'without_skill', 'delta'])
    expect(await readFile(join(out, 'notes', 'iteration-1', 'benchmark.md'), 'utf8')).toContain('# Skill Benchmark: notes')
    const summary = JSON.parse(await readFile(join(out, 'summary.json'), 'utf8'))
    expect(summary).toMatchObject({ schema_version: 1, verdict: 'go', skills: [{ name: 'notes', tier: 3, pass_rate: { with_skill: 1, without_skill: 0.3333 } }] })
  })

  test('exit 1 (no_go) on a failing gate; --format json prints the summary', async () => {
    const out = await tempDir()
    await writeResults(out, 'notes', [1, 2, 3].map((id) => ({ id, config: 'with_skill', passes: [true, false, id === 1] })))
    const r = await runNode('dist/cli.js', ['report', '--out', out, '--root', await tempDir(), '--format', 'json'])
    expect(r.code).toBe(1)
    const s = JSON.parse(r.stdout)
    expect(s.verdict).toBe('no_go')
    expect(s.reasons).toContain("Overall pass rate of 'notes' is 44% (medium risk: at least 95%)")
  })

  test('exit 1 on a regression against a base results folder (--base)', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8]
    const head = await tempDir()
    const base = await tempDir()
    await writeResults(head, 'notes', ids.map((id) => ({ id, config: 'with_skill', passes: [id > 6] })))
    await writeResults(base, 'notes', ids.map((id) => ({ id, config: 'with_skill', passes: [true] })))
    const r = await runNode('dist/cli.js', ['report', '--out', head, '--base', base, '--root', await tempDir(), '--format', 'json', '--no-write'])
    expect(r.code).toBe(1)
    const s = JSON.parse(r.stdout)
    expect(s.skills[0].head_vs_base).toMatchObject({ source: 'base_results', verdict: 'regression', n_evals: 8 })
  })

  test('a few evals broken outright (old_skill runs, as `run --base-ref` writes them) is a regression, and the reason names them', async () => {
    // Issue 19: 20 evals × 3 trials; ids 21–24 pass 3/3 on base and 0/3 on head; the other 16 are
    // unchanged (10 always pass, 6 pass 2 of 3 on both sides). Base 90%, head 70%.
    const out = await tempDir()
    const ids = Array.from({ length: 20 }, (_, i) => i + 5)
    const evals = ids.flatMap((id) => {
      const broken = id >= 21
      const flaky = id >= 15 && !broken
      const base = broken ? [true, true, true] : flaky ? [true, false, true] : [true, true, true]
      const head = broken ? [false, false, false] : flaky ? [false, true, true] : [true, true, true]
      return [{ id, config: 'with_skill', passes: head }, { id, config: 'old_skill', passes: base }]
    })
    await writeResults(out, 'notes', evals)
    const r = await runNode('dist/cli.js', ['report', '--out', out, '--root', await tempDir(), '--format', 'json', '--no-write'])
    expect(r.code).toBe(1)
    const hb = JSON.parse(r.stdout).skills[0].head_vs_base
    expect(hb).toMatchObject({
      source: 'same_job', verdict: 'regression', n_evals: 20, decided_by: 'stratified', combination: 'min-p-bonferroni-2',
      flipped_outright: { to_fail: ['21', '22', '23', '24'], to_pass: [] },
    })
    expect(hb.p_sign_flip).toBeCloseTo(1 / 16, 12) // four minus signs: the eval-level test alone cannot go lower
    expect(hb.p_stratified).toBeLessThan(0.001)
    expect(hb.p_value).toBeCloseTo(2 * hb.p_stratified, 12)
    expect(hb.reason).toContain('4 evals went from passing to failing in every trial (ids 21, 22, 23, 24)')
    expect(hb.reason).toContain('head passed 42 of 60 trials, base 54 of 60')
    expect(hb.worsened).toEqual(['21', '22', '23', '24'])
  })

  test('with the examples repository: its config decides tiers, thresholds and skill paths', async () => {
    const out = await tempDir()
    const root = 'examples'
    await writeResults(out, 'plan', [1, 2, 3].map((id) => ({ id, config: 'with_skill', passes: [true, true, true] })))
    const r = await runNode('dist/cli.js', ['report', '--out', out, '--root', root, '--format', 'json', '--no-write'])
    const s = JSON.parse(r.stdout)
    expect(s.skills[0]).toMatchObject({ name: 'plan', tier: 1, path: 'skills/plan' })
    expect(s.settings.tier_thresholds).toEqual({ '1': 0.8, '2': 0.7, '3': 0.6 })
    expect(r.code).toBe(0)
  })

  test('exit 2 on missing data: no folder, no runs, runs not graded, a base folder without grades', async () => {
    const none = await runNode('dist/cli.js', ['report', '--out', join(await tempDir(), 'nope')])
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/does not exist/)
    const empty = await runNode('dist/cli.js', ['report', '--out', await tempDir()])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toMatch(/No runs in/)
    const ungraded = await tempDir()
    await writeResults(ungraded, 'notes', allPass, false)
    const u = await runNode('dist/cli.js', ['report', '--out', ungraded])
    expect(u.code).toBe(2)
    expect(u.stderr).toMatch(/No graded runs .*skill-evals grade/)
    const good = await tempDir()
    await writeResults(good, 'notes', allPass)
    const b = await runNode('dist/cli.js', ['report', '--out', good, '--base', ungraded])
    expect(b.code).toBe(2)
    const usage = await runNode('dist/cli.js', ['report', '--out', good, '--format', 'xml'])
    expect(usage.code).toBe(2)
  })
})
