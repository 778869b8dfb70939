import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, readFile, writeFile, mkdir, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import {
  collectViewerData,
  renderViewer,
  embedJson,
  validateFeedback,
  importFeedback,
  FeedbackError,
  feedbackRunId,
  writeViewer
} from '../../src/report/viewer/index.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'
import { runCli, type CliIo } from '../../src/cli/main.js'

const PAYLOAD = '</script><script>window.__pwned=1</script> <img src=x onerror="window.__pwned=1"> javascript:alert(1) \u2028'

function io(cwd: string) {
  const out: string[] = []
  const err: string[] = []
  const value: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), env: {}, cwd, isTTY: false }
  return { io: value, out, err }
}

const good = {
  reviews: [
    { run_id: 'eval-1-x-with_skill-run-1', feedback: 'axis labels missing', timestamp: '2026-01-15T10:31:02.123Z', skill: 'alpha', iteration: 'iteration-1' },
    { run_id: 'eval-1-x-without_skill-run-1', feedback: '', timestamp: '2026-01-15T10:31:02.123Z' }
  ],
  status: 'complete'
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-unit-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('collectViewerData', () => {
  test('reads runs, evals, files, grading, benchmark and summary', async () => {
    const out = join(dir, 'full')
    await writeSyntheticResults(out, { skills: ['alpha', 'beta'], evalsPerSkill: 2, trials: 2, configs: ['with_skill', 'without_skill', 'old_skill'], benchmark: true, summary: true })
    const m = await collectViewerData(out)
    expect(m.runs).toHaveLength(2 * 2 * 3 * 2)
    expect(m.evals).toHaveLength(4)
    const first = m.runs[0]!
    expect(first.key).toBe('alpha/iteration-1/eval-1-case-number-1/with_skill/run-1')
    expect(first.runId).toBe('eval-1-case-number-1-with_skill-run-1')
    expect(m.runs.slice(0, 3).map((r) => r.configuration)).toEqual(['with_skill', 'without_skill', 'old_skill'])
    // metrics.json is left out; json pretty-printed; the png embedded as a data URI
    const names = first.files.map((f) => f.name)
    expect(names).toEqual(['charts/chart.png', 'data.json', 'notes.md', 'summary.md'])
    expect(first.files.find((f) => f.name === 'data.json')).toMatchObject({ kind: 'json' })
    expect(first.files.find((f) => f.name === 'data.json')!.content).toContain('\n  "eval": 1')
    expect(first.files[0]!.kind).toBe('image')
    expect(first.files[0]!.dataUri).toMatch(/^data:image\/png;base64,/)
    expect(first.grading).toMatchObject({ passed: 3, total: 3, passRate: 1 })
    expect(first.grading!.expectations[2]).toMatchObject({ passed: true, source: 'check', status: 'pass' })
    expect(first.tokens).toBe(1001 + 401)
    expect(m.skills.map((s) => [s.name, s.benchmark?.source])).toEqual([
      ['alpha', 'benchmark.json'],
      ['beta', 'benchmark.json']
    ])
    expect(m.skills[0]!.benchmark!.delta.passRate).toBe('+0.50')
    expect(m.skills[0]!.benchmark!.summary.with_skill!.passRate!.mean).toBe(1)
    expect(m.skills[0]!.verdict).toMatchObject({ verdict: 'go', tier: '1', flaky: ['2'], saturated: false })
    expect(m.summary).toMatchObject({ verdict: 'conditional_go', confidence: 'medium' })
    expect(m.warnings).toEqual([])
  })

  test('tolerates missing and broken files and computes the benchmark itself', async () => {
    const out = join(dir, 'partial')
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 2, ungradedEvery: 0.5 })
    const runDir = join(out, 'alpha/iteration-1/eval-1-case-number-1/with_skill/run-2')
    await writeFile(join(runDir, 'grading.json'), '{not json')
    await rm(join(out, 'alpha/iteration-1/eval-1-case-number-1/eval_metadata.json'))
    await writeFile(join(out, 'summary.json'), JSON.stringify({ verdict: 7, reasons: 'nope', skills: 'x' }))
    await writeFile(join(out, 'runs.jsonl'), (await readFile(join(out, 'runs.jsonl'), 'utf8')) + '{"runId": "torn')
    // a run folder with nothing in it
    await mkdir(join(out, 'alpha/iteration-1/eval-1-case-number-1/without_skill/run-9/outputs'), { recursive: true })
    const m = await collectViewerData(out)
    expect(m.runs).toHaveLength(5)
    expect(m.warnings.some((w) => w.includes('grading.json: not valid JSON'))).toBe(true)
    const r2 = m.runs.find((r) => r.key.endsWith('with_skill/run-2'))!
    expect(r2.grading).toBeNull()
    expect(m.evals[0]!.prompt).toContain('Summarise') // from the run folder's copy
    expect(m.runs.find((r) => r.key.endsWith('run-9'))).toMatchObject({ status: 'unknown', response: '', trial: 9 })
    expect(m.summary).toEqual({ verdict: null, confidence: null, reasons: [] })
    const b = m.skills[0]!.benchmark!
    expect(b.source).toBe('computed')
    expect(b.configurations).toEqual(['with_skill', 'without_skill'])
    expect(b.summary.with_skill!.timeSeconds!.mean).toBeCloseTo(11.5)
    expect(b.summary.with_skill!.costUsd).toBeCloseTo(0.0246)
  })

  test('caps large text files, skips binaries and oversized images', async () => {
    const out = join(dir, 'caps')
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1, configs: ['with_skill'] })
    const outputs = join(out, 'alpha/iteration-1/eval-1-case-number-1/with_skill/run-1/outputs')
    await writeFile(join(outputs, 'big.txt'), 'é'.repeat(5000))
    await writeFile(join(outputs, 'blob.bin'), Buffer.from([1, 0, 2, 0, 3]))
    await writeFile(join(outputs, 'fake.png'), '<svg onload=alert(1)>')
    await writeFile(join(outputs, 'huge.png'), Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3000)]))
    const m = await collectViewerData(out, { maxFileBytes: 2048 })
    const f = Object.fromEntries(m.runs[0]!.files.map((x) => [x.name, x]))
    expect(Buffer.byteLength(f['big.txt']!.content!)).toBeLessThanOrEqual(2048)
    expect(f['big.txt']!.content!.endsWith('é')).toBe(true)
    expect(f['big.txt']!.note).toMatch(/truncated: showing the first 2 KB of 9.8 KB/)
    expect(f['blob.bin']).toMatchObject({ kind: 'binary' })
    expect(f['blob.bin']!.content).toBeUndefined()
    expect(f['fake.png']).toMatchObject({ kind: 'binary' })
    expect(f['fake.png']!.dataUri).toBeUndefined()
    expect(f['huge.png']).toMatchObject({ kind: 'omitted' })
  })

  test('stops embedding files once the total cap is reached', async () => {
    const out = join(dir, 'total-cap')
    await writeSyntheticResults(out, { evalsPerSkill: 2, trials: 2, fileBytes: 4000 })
    const m = await collectViewerData(out, { maxTotalBytes: 10_000 })
    const files = m.runs.flatMap((r) => r.files)
    expect(files.some((f) => f.kind === 'omitted' && /total size cap/.test(f.note ?? ''))).toBe(true)
    expect(files.filter((f) => f.content !== undefined || f.dataUri !== undefined).length).toBeLessThan(files.length)
    expect(m.warnings).toContain('The report reached its total size cap: some output files are listed but not embedded.')
  })

  test('feedbackRunId follows skill-creator (run folder relative to the iteration, / → -)', () => {
    expect(feedbackRunId('eval-3-slug', 'with_skill', 'run-1')).toBe('eval-3-slug-with_skill-run-1')
  })
})

describe('renderViewer', () => {
  test('embeds the data inertly under a hash-based CSP', async () => {
    const out = join(dir, 'xss')
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1, payload: PAYLOAD, benchmark: true, summary: true })
    const html = renderViewer(await collectViewerData(out))
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(2)
    expect(scripts[0]![1]).toContain('type="application/json"')
    const dataText = scripts[0]![2]!
    expect(dataText).not.toMatch(/[<\u2028\u2029]/)
    expect(JSON.parse(dataText).runs[0].response).toContain('</script><script>window.__pwned=1</script>')
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!
    const hash = createHash('sha256').update(scripts[1]![2]!, 'utf8').digest('base64')
    expect(csp).toBe(`default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`)
    // no address at all, but the SVG namespace name the charts' createElementNS needs (a name, never fetched)
    expect(html.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:\/\//)
    expect(html).not.toContain('innerHTML')
    expect(html).not.toContain('<img src=x')
  })

  test('embedJson escapes <, U+2028 and U+2029 and round-trips', () => {
    const v = { a: '</script><!-- \u2028\u2029 >' }
    const s = embedJson(v)
    expect(s).not.toMatch(/[<\u2028\u2029]/)
    expect(JSON.parse(s)).toEqual(v)
  })
})

describe('feedback', () => {
  test('validateFeedback accepts the viewer format and rejects others with clear messages', () => {
    expect(validateFeedback(good).reviews).toHaveLength(2)
    expect(() => validateFeedback([])).toThrow(FeedbackError)
    expect(() => validateFeedback({ reviews: [], status: 'complete' })).toThrow(/"reviews" is empty/)
    expect(() => validateFeedback({ ...good, status: 'done' })).toThrow(/"status" must be/)
    expect(() => validateFeedback({ status: 'complete', reviews: [{ run_id: '', feedback: 3, timestamp: 'yesterday' }] })).toThrow(
      /reviews\[0\]\.run_id must be a non-empty string; reviews\[0\]\.feedback must be a string.*; reviews\[0\]\.timestamp must be an ISO 8601 date-time/
    )
    expect(() => validateFeedback({ status: 'complete', reviews: [good.reviews[1], good.reviews[1]] })).toThrow(/appears twice/)
  })

  test('importFeedback writes evals/feedback/<timestamp>.json; same content is not duplicated', async () => {
    const root = join(dir, 'repo')
    const file = join(dir, 'feedback.json')
    await writeFile(file, JSON.stringify(good))
    const a = await importFeedback(file, root)
    expect(a.path).toBe(join(root, 'evals', 'feedback', '2026-01-15T10-31-02-123Z.json'))
    expect(a).toMatchObject({ reviews: 2, withFeedback: 1 })
    expect(JSON.parse(await readFile(a.path, 'utf8'))).toEqual(good)
    expect((await importFeedback(file, root)).path).toBe(a.path)
    await writeFile(file, JSON.stringify({ ...good, status: 'in_progress' }))
    expect((await importFeedback(file, root)).path).toBe(join(root, 'evals', 'feedback', '2026-01-15T10-31-02-123Z-1.json'))
  })
})

describe('CLI', () => {
  test('view writes <out>/viewer.html or --static FILE and prints the path', async () => {
    const out = join(dir, 'cli-results')
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1 })
    const a = io(dir)
    expect(await runCli(['view', '--out', out], a.io)).toBe(0)
    expect(a.out.join('')).toBe('cli-results/viewer.html\n')
    expect(await readFile(join(out, 'viewer.html'), 'utf8')).toContain('<!doctype html>')
    const b = io(dir)
    expect(await runCli(['view', '--out', out, '--static', join(dir, 'elsewhere', 'v.html')], b.io)).toBe(0)
    expect(b.out.join('')).toBe('elsewhere/v.html\n')
    const c = io(dir)
    expect(await runCli(['view', '--out', join(dir, 'missing')], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/does not exist/)
  })

  test('writeViewer reports size and run count', async () => {
    const out = join(dir, 'cli-results')
    const r = await writeViewer(out, { file: join(dir, 'w.html') })
    expect(r.runs).toBe(2)
    expect(r.bytes).toBeGreaterThan(1000)
  })

  test('feedback import: ok → path; bad file → exit 2 with a clear message', async () => {
    const root = join(dir, 'repo2')
    const file = join(dir, 'fb2.json')
    await writeFile(file, JSON.stringify(good))
    const a = io(dir)
    expect(await runCli(['feedback', 'import', file, '--root', root], a.io)).toBe(0)
    expect(a.out.join('')).toBe('repo2/evals/feedback/2026-01-15T10-31-02-123Z.json\n')
    expect(await readdir(join(root, 'evals', 'feedback'))).toHaveLength(1)

    await writeFile(file, '{"reviews": "x"}')
    const b = io(dir)
    expect(await runCli(['feedback', 'import', file, '--root', root], b.io)).toBe(2)
    expect(b.err.join('')).toMatch(/fb2\.json' is not a viewer feedback file: "status" must be .*"reviews" must be an array/)
    await writeFile(file, 'not json')
    const c = io(dir)
    expect(await runCli(['feedback', 'import', file], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/is not valid JSON/)
    const d = io(dir)
    expect(await runCli(['feedback', 'import', join(dir, 'nope.json')], d.io)).toBe(2)
    expect(d.err.join('')).toMatch(/cannot read .*ENOENT/)
    const e = io(dir)
    expect(await runCli(['feedback'], e.io)).toBe(2)
  })
})
