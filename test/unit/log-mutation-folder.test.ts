/**
 * Reading a results folder (src/log/index.ts, src/log/folder.ts): the runs.jsonl line rules
 * (versions, torn and blank lines, line numbers), the last record of a run winning, the folder
 * layout walk, and how each JSON file of a run folder reads when it is absent, too big, not JSON,
 * off its schema or fine.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  decodeLog,
  encodeRecord,
  GRADING_FILE,
  harnessOutputs,
  latestByRun,
  listRunFolders,
  LOG_VERSION,
  openResultsLog,
  readDecoded,
  readGradeFile,
  readJsonDetailed,
  readJsonObject,
  readRunFiles,
  RESPONSE_FILE,
  ResultsLogError,
  RUNS_FILE,
  subfolders,
  SUMMARY_FILE,
  valueOrThrow,
  type RunFolderFilter,
  type RunRecord,
} from '../../src/log/index.js'

function rec(runId: string, extra: Partial<RunRecord> = {}): RunRecord {
  return { runId, skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'm', status: 'completed', ...extra } as RunRecord
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'log-mutation-folder-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function write(rel: string, content: unknown): Promise<string> {
  const file = path.join(dir, rel)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

const errorOf = (f: () => unknown): ResultsLogError => {
  try {
    f()
  } catch (err) {
    if (err instanceof ResultsLogError) return err
    throw err
  }
  throw new Error('expected a ResultsLogError')
}

describe('runs.jsonl lines', () => {
  test('the names of the results folder files', () => {
    expect([RUNS_FILE, GRADING_FILE, SUMMARY_FILE, RESPONSE_FILE]).toEqual(['runs.jsonl', 'grading.json', 'summary.json', 'response.md'])
  })

  test('a line is the record with the version first', () => {
    expect(encodeRecord(rec('a'))).toBe(JSON.stringify({ version: LOG_VERSION, ...rec('a') }))
    expect(Object.keys(JSON.parse(encodeRecord(rec('a'))) as object)[0]).toBe('version')
  })

  test('the version is taken off every record read, whatever its place on the line', () => {
    const { records } = decodeLog(`${JSON.stringify({ ...rec('a'), version: 1 })}\n${JSON.stringify(rec('b'))}`)
    expect(records).toEqual([rec('a'), rec('b')])
    expect(records.every((r) => !('version' in r))).toBe(true)
  })

  test('blank lines are skipped without counting as bad; they still count for line numbers', () => {
    const text = `\n   \n${encodeRecord(rec('a'))}\n\n${JSON.stringify({ ...rec('b'), trial: 0 })}\n`
    const err = errorOf(() => decodeLog(text, 'out/runs.jsonl'))
    expect(err.line).toBe(5)
    expect(err.message).toMatch(/^out\/runs\.jsonl:5: not a run record \(schemas\/results-log\.schema\.json\) at \/trial: must be >= 1$/)
    expect(decodeLog(`\n\n${encodeRecord(rec('a'))}\n\n`)).toEqual({ records: [rec('a')], badLines: 0 })
  })

  test('Windows line ends and surrounding spaces are trimmed; the last line needs no line end', () => {
    expect(decodeLog(`  ${encodeRecord(rec('a'))}\r\n${encodeRecord(rec('b'))}`)).toEqual({ records: [rec('a'), rec('b')], badLines: 0 })
  })

  test('an empty log has no records and no bad lines', () => {
    expect(decodeLog('')).toEqual({ records: [], badLines: 0 })
  })

  test('a JSON value that is not an object is a bad line, like a torn one', () => {
    expect(decodeLog(['[1]', 'null', '"text"', '{"runId"', encodeRecord(rec('a'))].join('\n'))).toEqual({ records: [rec('a')], badLines: 4 })
  })

  test('errors name runs.jsonl when no file is given', () => {
    expect(errorOf(() => decodeLog('{"runId": 1}')).message).toMatch(/^runs\.jsonl:1: /)
  })

  test('a version that is not a whole number above this one is checked against the schema, not taken for newer', () => {
    for (const version of [LOG_VERSION + 0.5, String(LOG_VERSION + 1), 0]) {
      const err = errorOf(() => decodeLog(JSON.stringify({ version, ...rec('a') }), 'f'))
      expect(err.reason).toBe('schema')
      expect(err.message).toMatch(/^f:1: not a run record .* at \/version: /)
    }
  })

  test('the record of the version this code writes reads', () => {
    expect(decodeLog(JSON.stringify({ version: LOG_VERSION, ...rec('a') })).records).toEqual([rec('a')])
    expect(errorOf(() => decodeLog(JSON.stringify({ version: LOG_VERSION + 1, ...rec('a') }))).reason).toBe('newer')
  })

  test('the last record of a run wins; runs keep the order in which they first appear', () => {
    const latest = latestByRun([rec('b', { trial: 1 }), rec('a'), rec('b', { trial: 2 })])
    expect([...latest.keys()]).toEqual(['b', 'a'])
    expect(latest.get('b')!.trial).toBe(2)
  })
})

describe('openResultsLog', () => {
  test('names its folder and log file; reads nothing until asked', () => {
    const log = openResultsLog(path.join(dir, 'missing'))
    expect(log.dir).toBe(path.join(dir, 'missing'))
    expect(log.file).toBe(path.join(dir, 'missing', 'runs.jsonl'))
  })

  test('an absent log is empty', async () => {
    const log = openResultsLog(dir)
    expect(await log.readAll()).toEqual({ records: [], badLines: 0 })
    expect((await log.load()).size).toBe(0)
  })

  test('errors name the log file', async () => {
    await write('runs.jsonl', `${encodeRecord(rec('a'))}\n{"runId": 3}\n`)
    await expect(openResultsLog(dir).readAll()).rejects.toThrow(`${path.join(dir, 'runs.jsonl')}:2: not a run record`)
  })

  test('a log that cannot be read for another reason than being absent is an error', async () => {
    await mkdir(path.join(dir, 'runs.jsonl'))
    await expect(openResultsLog(dir).readAll()).rejects.toMatchObject({ code: 'EISDIR' })
  })

  test("a run's grade is read from its folder, named by its runId", async () => {
    await write('s/iteration-1/eval-1-x/with_skill/run-2/grading.json', { expectations: [{ text: 't', passed: true }] })
    const log = openResultsLog(dir)
    expect(await log.readGrade('s/iteration-1/eval-1-x/with_skill/run-2')).toEqual({ expectations: [{ text: 't', passed: true, evidence: '' }] })
    expect(await log.readGrade('s/iteration-1/eval-1-x/with_skill/run-1')).toBeUndefined()
  })

  test('a bad grading.json is an error; an absent summary.json is nothing', async () => {
    const file = await write('r/grading.json', '{"expectations": [')
    await expect(readGradeFile(file)).rejects.toThrow(`${file}: not valid JSON (`)
    expect(await openResultsLog(dir).readSummary()).toBeUndefined()
  })

  test("the harness writes response.md among a run's outputs unless the agent wrote one itself", () => {
    expect(harnessOutputs(undefined)).toEqual(['response.md'])
    expect(harnessOutputs([])).toEqual(['response.md'])
    expect(harnessOutputs(['notes.md', 'response.md'])).toEqual([])
    expect(harnessOutputs(['out/response.md'])).toEqual(['response.md'])
  })
})

describe('the run folder layout', () => {
  const ANY: RunFolderFilter = { iteration: /^iteration-\d+$/, evalDir: /^eval-/, configuration: () => true, run: /^run-\d+$/ }

  test('subfolders: the folder names only, sorted; none when the folder cannot be read', async () => {
    // Made out of order; the last two sort one way by UTF-16 code units (JavaScript's order) and
    // the other by UTF-8 bytes (the order some file systems list names in), so no listing order of
    // a file system is this order by chance.
    const names = [...Array.from({ length: 24 }, (_, i) => `f${String((i * 7) % 24).padStart(2, '0')}`), '\uff5e', '\u{1f600}']
    for (const n of names) await mkdir(path.join(dir, n))
    await write('a-file', 'x')
    expect(await subfolders(dir)).toEqual([...names].sort())
    expect(await subfolders(path.join(dir, 'missing'))).toEqual([])
    expect(await subfolders(path.join(dir, 'a-file'))).toEqual([])
  })

  test('every run folder, in name order at each level, filtered at each level', async () => {
    for (const rel of [
      'pdf/iteration-2/eval-1-a/with_skill/run-1',
      'pdf/iteration-1/eval-2-b/without_skill/run-2',
      'pdf/iteration-1/eval-2-b/without_skill/run-1',
      'pdf/iteration-1/eval-2-b/old_skill/run-1',
      'pdf/iteration-1/eval-1-a/with_skill/run-1',
      'pdf/iteration-1/eval-1-a/with_skill/notes',
      'pdf/iteration-1/inputs/with_skill/run-1',
      'pdf/scratch/eval-1-a/with_skill/run-1',
      'docx/iteration-1/eval-1-a/with_skill/run-1',
    ])
      await mkdir(path.join(dir, rel), { recursive: true })
    const filter: RunFolderFilter = { ...ANY, configuration: (n) => n !== 'old_skill' }
    const found = await listRunFolders(dir, filter)
    expect(found.map((f) => f.runId)).toEqual([
      'docx/iteration-1/eval-1-a/with_skill/run-1',
      'pdf/iteration-1/eval-1-a/with_skill/run-1',
      'pdf/iteration-1/eval-2-b/without_skill/run-1',
      'pdf/iteration-1/eval-2-b/without_skill/run-2',
      'pdf/iteration-2/eval-1-a/with_skill/run-1',
    ])
    expect(found[2]).toEqual({
      runId: 'pdf/iteration-1/eval-2-b/without_skill/run-1',
      skill: 'pdf',
      iteration: 'iteration-1',
      evalDir: 'eval-2-b',
      configuration: 'without_skill',
      run: 'run-1',
    })
    expect(await listRunFolders(path.join(dir, 'missing'), ANY)).toEqual([])
  })
})

describe('JSON files of a run folder', () => {
  test('readJsonDetailed: absent, not JSON (with the parser message), or the value', async () => {
    expect(await readJsonDetailed(path.join(dir, 'none.json'))).toEqual({ state: 'missing' })
    const bad = await write('bad.json', '{"a": ')
    const r = await readJsonDetailed(bad)
    expect(r.state).toBe('invalid')
    expect((r as { error: string }).error).toMatch(/JSON/)
    expect(await readJsonDetailed(await write('ok.json', '[1, {"a": null}]'))).toEqual({ state: 'ok', value: [1, { a: null }] })
  })

  test('a size limit: a file of exactly that many bytes reads, one byte more is treated as absent', async () => {
    const file = await write('sized.json', '"abcd"') // 6 bytes
    expect(await readJsonDetailed(file, 6)).toEqual({ state: 'ok', value: 'abcd' })
    expect(await readJsonDetailed(file, 5)).toEqual({ state: 'missing' })
    expect(await readJsonDetailed(path.join(dir, 'none.json'), 100)).toEqual({ state: 'missing' })
  })

  test('a folder in the place of a file reads as absent, with or without a size limit', async () => {
    await mkdir(path.join(dir, 'folder.json'))
    expect(await readJsonDetailed(path.join(dir, 'folder.json'), 1_000_000)).toEqual({ state: 'missing' })
    expect(await readJsonDetailed(path.join(dir, 'folder.json'))).toEqual({ state: 'missing' })
  })

  test('with a size limit, only a regular file is read: a device reads as absent', async () => {
    expect(await readJsonDetailed('/dev/null', 100)).toEqual({ state: 'missing' })
  })

  test('readJsonObject: only a JSON object', async () => {
    expect(await readJsonObject(await write('o.json', { a: 1 }))).toEqual({ a: 1 })
    expect(await readJsonObject(await write('l.json', [1]))).toBeUndefined()
    expect(await readJsonObject(await write('n.json', 'null'))).toBeUndefined()
    expect(await readJsonObject(await write('x.json', '{'))).toBeUndefined()
    expect(await readJsonObject(path.join(dir, 'none.json'))).toBeUndefined()
  })

  test('readDecoded: absent, bad (not JSON, or refused by the decoder) or the decoded value; never throws a ResultsLogError', async () => {
    const decode = (v: unknown, f: string) => {
      if (typeof v !== 'number') throw new ResultsLogError(f, undefined, 'not a number')
      return v * 2
    }
    expect(await readDecoded(path.join(dir, 'none.json'), decode)).toEqual({ state: 'missing' })
    expect(await readDecoded(await write('n.json', '21'), decode)).toEqual({ state: 'ok', value: 42 })
    const refused = await readDecoded(await write('s.json', '"x"'), decode)
    expect(refused.state).toBe('bad')
    expect((refused as { error: ResultsLogError }).error.message).toBe(`${path.join(dir, 's.json')}: not a number`)
    const torn = await readDecoded(await write('t.json', '{'), decode)
    expect(torn.state).toBe('bad')
    const err = (torn as { error: ResultsLogError }).error
    expect(err).toBeInstanceOf(ResultsLogError)
    expect(err.reason).toBe('json')
    expect(err.line).toBeUndefined()
    expect(err.message).toMatch(new RegExp(`^${path.join(dir, 't.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON \\(.+\\)$`))
  })

  test('readDecoded: a file over the size limit is absent', async () => {
    const file = await write('n.json', '12345')
    expect(await readDecoded(file, (v) => v, 4)).toEqual({ state: 'missing' })
    expect(await readDecoded(file, (v) => v, 5)).toEqual({ state: 'ok', value: 12345 })
  })

  test('readDecoded: a decoder that fails in another way than ResultsLogError is a bug, and is thrown', async () => {
    const file = await write('n.json', '1')
    await expect(
      readDecoded(file, () => {
        throw new TypeError('decoder bug')
      }),
    ).rejects.toThrow('decoder bug')
  })

  test('valueOrThrow: the value, undefined when absent, the error of a bad file thrown', () => {
    const error = new ResultsLogError('f', undefined, 'bad')
    expect(valueOrThrow({ state: 'ok', value: 0 })).toBe(0)
    expect(valueOrThrow({ state: 'missing' })).toBeUndefined()
    expect(() => valueOrThrow({ state: 'bad', error })).toThrow(error)
  })

  test("readRunFiles: run.json is read unless the log holds the run's record", async () => {
    const runDir = path.join(dir, 'run-1')
    await write('run-1/run.json', { runId: 'x', status: 'completed' })
    await write('run-1/timing.json', { total_duration_seconds: 4 })
    expect(await readRunFiles(runDir)).toEqual({ record: { runId: 'x', status: 'completed' }, timing: { total_duration_seconds: 4 }, problems: [] })
    expect(await readRunFiles(runDir, { record: true })).toMatchObject({ record: { runId: 'x' } })
    expect(await readRunFiles(runDir, { record: false })).toEqual({ timing: { total_duration_seconds: 4 }, problems: [] })
  })

  test('readRunFiles: an empty folder holds nothing and no problems; every bad file is listed', async () => {
    expect(await readRunFiles(path.join(dir, 'empty'))).toEqual({ problems: [] })
    const runDir = path.join(dir, 'run-2')
    await write('run-2/grading.json', { expectations: 'none' })
    await write('run-2/eval_metadata.json', { eval_id: true })
    await write('run-2/timing.json', { duration_ms: 'slow' })
    await write('run-2/run.json', '[1]')
    const files = await readRunFiles(runDir)
    expect(files.problems.map((p) => [path.basename(p.file), p.reason])).toEqual([
      ['grading.json', 'schema'],
      ['eval_metadata.json', 'schema'],
      ['timing.json', 'schema'],
    ])
    expect(Object.keys(files)).toEqual(['problems'])
  })

  test('readRunFiles: each good file decoded', async () => {
    const runDir = path.join(dir, 'run-3')
    await write('run-3/grading.json', { expectations: [{ text: 't', passed: false }] })
    await write('run-3/eval_metadata.json', { eval_id: 2, files: ['a', 1] })
    const files = await readRunFiles(runDir)
    expect(files).toEqual({ grade: { expectations: [{ text: 't', passed: false, evidence: '' }] }, meta: { eval_id: 2, files: ['a'] }, problems: [] })
  })
})
