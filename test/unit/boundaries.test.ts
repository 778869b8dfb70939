/**
 * Issue 36, must 2: every cap at exactly its limit, one below and one above. Each row is one cap:
 * `accepted(n)` builds an input of size n and says whether the code let it through (true) or
 * refused, cut or flagged it (false). At the limit and one below are accepted, one above is not
 * (or, for an exclusive bound, below the limit is accepted and the limit itself is not).
 * Inventory of the caps and where else they are tested: docs/testing.md, "Caps at their limit".
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { checkName, MAX_BODY_LINES, MAX_COMPATIBILITY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_SKILL_MD_BYTES, parseSkillMd } from '../../src/discover/frontmatter.js'
import { loadConfig } from '../../src/discover/config.js'
import { MAX_YAML_DEPTH, yamlTooDeep } from '../../src/discover/yaml-depth.js'
import { loadRepo } from '../../src/discover/index.js'
import { goldenFile, loadGoldenSet } from '../../src/discover/golden.js'
import { loadTriggerSet, triggerSetPath } from '../../src/discover/triggers.js'
import { loadPipelines } from '../../src/discover/pipelines.js'
import { evalDirName, MAX_NAME_BYTES } from '../../src/paths.js'
import { MAX_MATRIX_JOBS, parseShard, shardMatrix } from '../../src/plan/shards.js'
import { annotateFindings, MAX_ANNOTATIONS_PER_LEVEL } from '../../src/report/annotations.js'
import { evalFailureMessage } from '../../src/report/eval-annotations.js'
import { COMMENT_MAX_BYTES, COMMENT_MAX_CHARS, fits, STEP_SUMMARY_MAX_BYTES, trimToBudget } from '../../src/report/budget.js'
import { MAX_HISTORY_POINTS, passRateSeries } from '../../src/report/history-series.js'
import { cap, MAX_EVIDENCE } from '../../src/checks/evidence.js'
import { validateCheck } from '../../src/checks/checks.js'
import { MAX_SCRIPT_TIMEOUT_SECONDS } from '../../src/checks/check-schema.js'
import { trimCommentBody } from '../../src/github/comment.js'
import { validationSummary } from '../../src/action/steps/kit.js'
import type { Repo } from '../../src/types.js'
import { isTruncated, LIST_FILES_CAP } from '../../src/github/pr-files.js'
import { crossModelOutline } from '../../src/log/cross-model.js'
import { collectViewerData, DEFAULT_MAX_FILE_BYTES } from '../../src/report/viewer/collect.js'
import { writeShardResults } from '../helpers/shard-results.js'
import { policyChangeLine, POLICY_LINE_MAX_ITEMS } from '../../src/gate/policy-diff.js'
import type { EvalFailure } from '../../src/report/comment.js'
import type { Finding } from '../../src/types.js'
import type { HistoryEntry } from '../../src/aggregate/history.js'
import { skillMd } from '../helpers/temp-repo.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})

async function repo(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'skill-evals-bounds-'))
  temps.push(root)
  for (const [p, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, p)), { recursive: true })
    await writeFile(join(root, p), content)
  }
  return root
}

/** `text` padded with `pad` (one byte) to exactly `bytes` bytes. */
function padTo(text: string, bytes: number, pad = ' '): string {
  const have = Buffer.byteLength(text)
  if (have > bytes) throw new Error(`padTo: ${have} > ${bytes}`)
  return text + pad.repeat(bytes - have)
}

/**
 * The three rows of one inclusive cap: at the limit and one below are accepted, one above is not.
 * `accepted` may be async.
 */
async function expectInclusive(limit: number, accepted: (n: number) => boolean | Promise<boolean>): Promise<void> {
  expect([limit - 1, await accepted(limit - 1)]).toEqual([limit - 1, true])
  expect([limit, await accepted(limit)]).toEqual([limit, true])
  expect([limit + 1, await accepted(limit + 1)]).toEqual([limit + 1, false])
}

/** An exclusive bound (`< limit`): one below is accepted, the limit itself and one above are not. */
async function expectExclusive(limit: number, accepted: (n: number) => boolean | Promise<boolean>): Promise<void> {
  expect([limit - 1, await accepted(limit - 1)]).toEqual([limit - 1, true])
  expect([limit, await accepted(limit)]).toEqual([limit, false])
  expect([limit + 1, await accepted(limit + 1)]).toEqual([limit + 1, false])
}

const rules = (fs: readonly Finding[]): string[] => fs.map((f) => f.rule)

// ─── Names and SKILL.md ──────────────────────────────────────────────────────────────────

describe('SKILL.md: names, texts and sizes', () => {
  test(`name: ${MAX_NAME_LENGTH} characters`, async () => {
    expect(MAX_NAME_LENGTH).toBe(64)
    await expectInclusive(MAX_NAME_LENGTH, (n) => !checkName('a'.repeat(n)).some((p) => p.rule === 'skill.name.length'))
    // characters, not bytes: 64 two-byte letters are a valid length
    expect(checkName('é'.repeat(MAX_NAME_LENGTH)).map((p) => p.rule)).not.toContain('skill.name.length')
  })

  const fm = (extra: string): string => `---\nname: notes\n${extra}---\n\nBody.\n`
  const parsedRules = (text: string): string[] => rules(parseSkillMd(text, 'skills/notes/SKILL.md', { dirName: 'notes' }).findings)

  test(`description: ${MAX_DESCRIPTION_LENGTH} characters`, async () => {
    expect(MAX_DESCRIPTION_LENGTH).toBe(1024)
    await expectInclusive(MAX_DESCRIPTION_LENGTH, (n) => !parsedRules(fm(`description: ${'d'.repeat(n)}\n`)).includes('skill.description.length'))
  })

  test(`compatibility: ${MAX_COMPATIBILITY_LENGTH} characters`, async () => {
    expect(MAX_COMPATIBILITY_LENGTH).toBe(500)
    await expectInclusive(MAX_COMPATIBILITY_LENGTH, (n) => !parsedRules(fm(`description: Does notes things.\ncompatibility: ${'c'.repeat(n)}\n`)).includes('skill.compatibility.length'))
  })

  test(`body: ${MAX_BODY_LINES} lines before the length warning`, async () => {
    expect(MAX_BODY_LINES).toBe(500)
    const withBody = (n: number) => `---\nname: notes\ndescription: Does notes things.\n---\n${Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n')}\n`
    await expectInclusive(MAX_BODY_LINES, (n) => !parsedRules(withBody(n)).includes('skill.body.length'))
  })

  test(`size: ${MAX_SKILL_MD_BYTES} bytes (1 MiB) before SKILL.md is not parsed`, async () => {
    expect(MAX_SKILL_MD_BYTES).toBe(1024 * 1024)
    const head = '---\nname: notes\ndescription: Does notes things.\n---\n'
    await expectInclusive(MAX_SKILL_MD_BYTES, (n) => !parsedRules(padTo(head, n, 'x')).includes('skill.size'))
  })
})

// ─── Repository files ────────────────────────────────────────────────────────────────────

describe('repository files read with a size cap', () => {
  test('evals/config.yaml: 1 MiB', async () => {
    const limit = 1024 * 1024
    await expectInclusive(limit, async (n) => {
      const root = await repo({ 'evals/config.yaml': padTo('tiers:\n  1: [notes]\n#', n, 'x') })
      const { findings } = await loadConfig(root)
      return !findings.some((f) => f.rule === 'config.read' && /larger than 1 MiB/.test(f.message))
    })
  })

  test('evals.json suite: 5 MiB', async () => {
    const limit = 5 * 1024 * 1024
    const suite = JSON.stringify({ skill_name: 'notes', evals: [{ id: 1, prompt: 'Write a note.', expected_output: 'a note', expectations: ['a note exists', 'it is short'] }] })
    await expectInclusive(limit, async (n) => {
      const root = await repo({ 'skills/notes/SKILL.md': skillMd('notes'), 'skills/notes/evals/evals.json': padTo(suite, n) })
      const r = await loadRepo(root)
      return !r.findings.some((f) => f.rule === 'suite.read') && r.evals.length === 1
    })
  })

  test('golden dataset: 4 MiB', async () => {
    const limit = 4 * 1024 * 1024
    await expectInclusive(limit, async (n) => {
      const root = await repo({ [goldenFile('notes')]: padTo('', n, ' ') })
      const set = await loadGoldenSet(root, 'notes')
      return !(set?.findings ?? []).some((f) => f.rule === 'golden.size' || f.rule === 'golden.read')
    })
  })

  test('trigger set: 1 MiB', async () => {
    const limit = 1024 * 1024
    await expectInclusive(limit, async (n) => {
      const root = await repo({ [triggerSetPath('notes')]: padTo('{"skill": "notes", "queries": []}', n) })
      const r = await loadTriggerSet(root, 'notes')
      return !r.findings.some((f) => f.rule === 'triggers.read')
    })
  })

  test('pipeline scenario: 5 MiB', async () => {
    const limit = 5 * 1024 * 1024
    await expectInclusive(limit, async (n) => {
      const root = await repo({ 'evals/pipeline/flow.json': padTo('{}', n) })
      const r = await loadPipelines(root, [])
      return !r.findings.some((f) => f.rule === 'pipeline.read')
    })
  })

  test(`viewer: an output file up to ${DEFAULT_MAX_FILE_BYTES} bytes (256 KiB) is embedded whole`, async () => {
    expect(DEFAULT_MAX_FILE_BYTES).toBe(256 * 1024)
    await expectInclusive(DEFAULT_MAX_FILE_BYTES, async (n) => {
      const out = await repo({})
      await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
      await writeFile(join(out, 'notes', 'iteration-1', 'eval-1-note', 'with_skill', 'run-1', 'outputs', 'note.md'), 'v'.repeat(n))
      const model = await collectViewerData(out)
      const file = model.runs[0]!.files.find((f) => f.name === 'note.md')!
      return file.kind === 'text' && file.content === 'v'.repeat(n) && file.note === undefined
    })
  })

  test(`YAML nesting: ${MAX_YAML_DEPTH} levels`, async () => {
    expect(MAX_YAML_DEPTH).toBe(100)
    // n nested flow sequences: [[[…]]]
    await expectInclusive(MAX_YAML_DEPTH, (n) => yamlTooDeep(`a: ${'['.repeat(n)}${']'.repeat(n)}\n`) === undefined)
  })

  test(`an eval's results folder name: ${MAX_NAME_BYTES} bytes`, async () => {
    expect(MAX_NAME_BYTES).toBe(255)
    const prompt = 'Write a note.'
    // the id's length that makes `eval-<id>-<slug>` exactly n bytes
    const idFor = (n: number): string => 'i'.repeat(n - Buffer.byteLength(evalDirName({ id: 'i', prompt })) + 1)
    expect(Buffer.byteLength(evalDirName({ id: idFor(MAX_NAME_BYTES), prompt }))).toBe(MAX_NAME_BYTES)
    await expectInclusive(MAX_NAME_BYTES, async (n) => {
      const suite = { skill_name: 'notes', evals: [{ id: idFor(n), prompt, expected_output: 'a note', expectations: ['a note exists', 'it is short'] }] }
      const root = await repo({ 'skills/notes/SKILL.md': skillMd('notes'), 'skills/notes/evals/evals.json': JSON.stringify(suite) })
      const r = await loadRepo(root)
      return !r.findings.some((f) => f.rule === 'security.name-too-long')
    })
  })
})

// ─── Counts ──────────────────────────────────────────────────────────────────────────────

describe('counts', () => {
  test(`shards: ${MAX_MATRIX_JOBS} matrix jobs`, async () => {
    expect(MAX_MATRIX_JOBS).toBe(256)
    await expectInclusive(MAX_MATRIX_JOBS, (n) => {
      try {
        return parseShard(`${n}/${n}`).total === n
      } catch {
        return false
      }
    })
    // the plan's matrix: as many shards as asked up to the cap, never more
    await expectInclusive(MAX_MATRIX_JOBS, (n) => shardMatrix(n, 10_000).shard.length === n)
  })

  test(`annotations: ${MAX_ANNOTATIONS_PER_LEVEL} per level, the rest counted as omitted`, async () => {
    expect(MAX_ANNOTATIONS_PER_LEVEL).toBe(10)
    await expectInclusive(MAX_ANNOTATIONS_PER_LEVEL, (n) => {
      const findings: Finding[] = Array.from({ length: n }, (_, i) => ({ severity: 'error', file: `skills/s${i}/SKILL.md`, rule: 'skill.x', message: `m${i}` }))
      const shown: string[] = []
      const r = annotateFindings(findings, { error: (m) => shown.push(String(m)), warning: () => undefined, notice: () => undefined }, '/repo', '/repo')
      return shown.length === n && r.omitted.error === 0
    })
  })

  test(`pass-rate history: the last ${MAX_HISTORY_POINTS} points`, async () => {
    expect(MAX_HISTORY_POINTS).toBe(30)
    const summary = {
      generated_at: '2026-12-01T00:00:00Z',
      skills: [{ name: 'notes', model: null, configurations: { with_skill: { pass_rate: 1, passed: 4, graded: 4 } } }],
    }
    const history = (k: number): HistoryEntry[] =>
      Array.from({ length: k }, (_, i) => ({
        timestamp: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        skills: [{ name: 'notes', metric: 'runs', passRate: i / 100, passed: i, graded: 100, model: null }],
      })) as unknown as HistoryEntry[]
    // n points in all: n − 1 from the history and the current run; all of them kept up to the cap
    await expectInclusive(MAX_HISTORY_POINTS, (n) => {
      const points = passRateSeries(summary as never, history(n - 1)).get('notes') ?? []
      return points.length === n && points[0]!.rate === 0 && points.at(-1)!.current
    })
  })

  test(`pull request files: a list of ${LIST_FILES_CAP} may be cut off (GitHub lists at most that many)`, async () => {
    expect(LIST_FILES_CAP).toBe(3000)
    // exclusive: a list of exactly 3,000 files may be missing some, so git is asked instead
    await expectExclusive(LIST_FILES_CAP, (n) => !isTruncated(n))
  })

  test('cross-model table read for the report: 100 models, 2,000 skills', async () => {
    const caps = { name: 200, note: 400 }
    await expectInclusive(100, (n) => {
      const raw = { models: Array.from({ length: n }, (_, i) => `model-${i}`), skills: [{ skill: 'notes', cells: { 'model-0': 0.5 } }] }
      return crossModelOutline(raw, caps)!.models.length === n
    })
    await expectInclusive(2000, (n) => {
      const raw = { models: ['m'], skills: Array.from({ length: n }, (_, i) => ({ skill: `skill-${i}`, cells: { m: 0.5 } })) }
      return crossModelOutline(raw, caps)!.skills.length === n
    })
  })

  test(`script check: timeout_seconds up to ${MAX_SCRIPT_TIMEOUT_SECONDS}`, async () => {
    expect(MAX_SCRIPT_TIMEOUT_SECONDS).toBe(600)
    await expectInclusive(MAX_SCRIPT_TIMEOUT_SECONDS, (n) => validateCheck({ kind: 'script', command: 'scripts/check.sh', timeout_seconds: n }).length === 0)
  })

  test('validation summary (the action\'s job summary): 200 findings listed, then "…and N more"', async () => {
    const repoWith = (n: number): Repo =>
      ({
        root: '/repo',
        skills: [],
        evals: [],
        findings: Array.from({ length: n }, (_, i) => ({ severity: 'warning', file: `skills/s${i}/SKILL.md`, rule: 'skill.x', message: `finding ${i + 1}` })),
      }) as unknown as Repo
    await expectInclusive(200, (n) => {
      const text = validationSummary(repoWith(n), { allowEmpty: true })
      return text.includes(`| finding ${n} |`) && !text.includes('more.')
    })
    expect(validationSummary(repoWith(201), { allowEmpty: true })).toContain('…and 1 more.')
  })

  test(`policy-change line: ${POLICY_LINE_MAX_ITEMS} changes named, then "and N more"`, async () => {
    expect(POLICY_LINE_MAX_ITEMS).toBe(8)
    const changes = (n: number) => Array.from({ length: n }, (_, i) => `change ${i + 1}`)
    await expectInclusive(POLICY_LINE_MAX_ITEMS, (n) => {
      const line = policyChangeLine(changes(n))!
      return line.endsWith(`change ${n}.`) && !line.includes('more')
    })
    expect(policyChangeLine(changes(POLICY_LINE_MAX_ITEMS + 1))).toMatch(/change 8, and 1 more\.$/)
  })
})

// ─── Lengths of text we write ────────────────────────────────────────────────────────────

describe('lengths of what is written for the user', () => {
  test(`PR comment: under ${COMMENT_MAX_CHARS} characters and ${COMMENT_MAX_BYTES} bytes (GitHub's limits, exclusive)`, async () => {
    expect([COMMENT_MAX_CHARS, COMMENT_MAX_BYTES, STEP_SUMMARY_MAX_BYTES]).toEqual([65_536, 262_144, 1_048_576])
    const budget = { maxChars: COMMENT_MAX_CHARS, maxBytes: COMMENT_MAX_BYTES }
    await expectExclusive(COMMENT_MAX_CHARS, (n) => fits('c'.repeat(n), budget))
    // bytes, counted in UTF-8 (3-byte characters), on their own
    await expectExclusive(COMMENT_MAX_BYTES, (n) => fits('€'.repeat(Math.floor(n / 3)) + 'b'.repeat(n % 3), { maxBytes: COMMENT_MAX_BYTES }))
    await expectExclusive(STEP_SUMMARY_MAX_BYTES, (n) => fits('s'.repeat(n), { maxBytes: STEP_SUMMARY_MAX_BYTES }))
    // trimming: a text at the limit is cut to fit; one below is left as it is
    const lines = (n: number) => ('line\n'.repeat(Math.ceil(n / 5)) as string).slice(0, n)
    const below = lines(COMMENT_MAX_CHARS - 1)
    expect(trimToBudget(below, budget, 'cut')).toBe(below)
    const trimmed = trimToBudget(lines(COMMENT_MAX_CHARS), budget, 'cut')
    expect(trimmed.length).toBeLessThan(COMMENT_MAX_CHARS)
    expect(trimmed.endsWith('cut\n')).toBe(true)
  })

  test('PR comment body cut by the publisher: 60000 characters by default', async () => {
    await expectInclusive(60_000, (n) => {
      const body = 'line\n'.repeat(n / 5 + 1).slice(0, n)
      return trimCommentBody(body) === body
    })
    expect(trimCommentBody('x\n'.repeat(40_000)).length).toBeLessThanOrEqual(60_000)
  })

  test('eval annotation message: 1000 characters', async () => {
    // The message of an eval whose name makes it exactly n characters long.
    const named = (n: number): EvalFailure => {
      const base = { skill: 'notes', evalId: '1', critical: false, trials: 0, failedTrials: 0, errorTrials: 0, assertions: [], errors: [] }
      const fixed = evalFailureMessage({ ...base, evalName: '' } as unknown as EvalFailure).length + ' ""'.length
      return { ...base, evalName: 'n'.repeat(n - fixed) } as unknown as EvalFailure
    }
    await expectInclusive(1000, (n) => {
      const m = evalFailureMessage(named(n))
      return m.length === n && !m.endsWith('…')
    })
  })

  test(`check evidence: ${MAX_EVIDENCE} characters`, async () => {
    expect(MAX_EVIDENCE).toBe(3000)
    await expectInclusive(MAX_EVIDENCE, (n) => cap('e'.repeat(n)) === 'e'.repeat(n))
    expect(cap('e'.repeat(MAX_EVIDENCE + 1)).length).toBeLessThanOrEqual(MAX_EVIDENCE)
  })
})
