import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkTriggerFile, loadTriggerSet, loadTriggerSets } from '../../src/discover/triggers.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of trigger set validation (src/discover/triggers.ts): each problem of
// evals/triggers/<skill>.json with its position and wording, and the queries read.

const q = (query: string, t: boolean) => ({ query, should_trigger: t })
const S = 'evals/triggers/s.json'
const f = (severity: Finding['severity'], line: number, column: number, rule: string, message: string, file = S): Finding => ({ severity, file, line, column, rule, message })
const classSize = (file: string, n: number, label: string) =>
  f('warning', 1, 1, 'triggers.class-size', `Only ${n} quer${n === 1 ? 'y' : 'ies'} ${label}; use at least 8 (10 and 10 recommended, negatives as realistic near-misses) so trigger rates mean something.`, file)
const POS = 'should trigger (should_trigger: true)'
const NEG = 'should not trigger (should_trigger: false)'

describe('checkTriggerFile', () => {
  test('schema problems at their values, duplicates (after trimming) as warnings; the good queries with their lines', () => {
    const text = JSON.stringify([q('a', true), q('a ', true), q('b', false), { query: ' ', should_trigger: true }, { query: 'c', should_trigger: 'yes' }, { query: 'd', should_trigger: false, note: 1 }, 'str'], null, 2)
    expect(checkTriggerFile(text, S, 's')).toStrictEqual({
      set: {
        skill: 's',
        file: S,
        queries: [
          { query: 'a', should_trigger: true, line: 2 },
          { query: 'a ', should_trigger: true, line: 6 },
          { query: 'b', should_trigger: false, line: 10 },
          { query: 'd', should_trigger: false, line: 22 }
        ]
      },
      findings: [
        f('error', 15, 14, 'triggers.schema', 'query must not be blank.'),
        f('error', 20, 23, 'triggers.schema', '[4].should_trigger must be boolean, not a string.'),
        f('warning', 25, 5, 'triggers.schema.unknown-key', "Unknown property 'note' in [5]. Only 'query' and 'should_trigger' are read; it is ignored."),
        f('error', 27, 3, 'triggers.schema', '[6] must be an object (mapping), not a string.'),
        f('warning', 7, 14, 'triggers.duplicate-query', 'The same query is already listed on line 2; skill-creator merges results by query text. Remove one.')
      ]
    })
  })

  test('class sizes: 8 of each is enough, fewer is a warning per class (only for a valid set of a known skill)', () => {
    expect(checkTriggerFile(JSON.stringify(Array.from({ length: 16 }, (_, i) => q(`q${i}`, i < 8))), S, 's').findings).toEqual([])
    expect(checkTriggerFile(JSON.stringify([...Array.from({ length: 7 }, (_, i) => q(`p${i}`, true)), ...Array.from({ length: 8 }, (_, i) => q(`n${i}`, false))]), S, 's').findings).toStrictEqual([classSize(S, 7, POS)])
    expect(checkTriggerFile(JSON.stringify([q('x', true)]), 'f.json', undefined)).toStrictEqual({ findings: [] })
    expect(checkTriggerFile(JSON.stringify([q('x', true), { query: '' }]), S, 's').findings.map((x) => x.rule)).toEqual(['triggers.schema', 'triggers.schema', 'triggers.schema'])
  })

  test('not a list, bad JSON, and at most 50 schema errors', () => {
    expect(checkTriggerFile('{"a": 1}', 'f.json', 's')).toStrictEqual({ findings: [f('error', 1, 1, 'triggers.schema', '(document) must be a list, not an object.', 'f.json')] })
    expect(checkTriggerFile('[1,', 'f.json', 's')).toStrictEqual({ findings: [f('error', 1, 1, 'triggers.json.syntax', "Unterminated array (missing ']').", 'f.json')] })
    const many = checkTriggerFile(JSON.stringify(Array.from({ length: 60 }, () => 1)), 'f.json', 's').findings
    expect(many).toHaveLength(51)
    expect(many.slice(-2)).toStrictEqual([
      f('error', 1, 100, 'triggers.schema', '[49] must be an object (mapping), not an integer.', 'f.json'),
      f('error', 1, 1, 'triggers.schema', 'More schema errors in f.json were not reported.', 'f.json')
    ])
  })
})

describe('trigger sets of a repository', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mtrig-'))
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })
  const w = (rel: string, c: string | Buffer): void => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    writeFileSync(path.join(root, rel), c)
  }
  const skills = ['alpha', 'beta', 'dir'].map((name) => ({ name }) as Skill)

  test('every file of evals/triggers: unknown skills (with a rename hint), unreadable files, and each set', async () => {
    w('evals/triggers/alpha.json', JSON.stringify([q('a', true), q('b', false)]))
    w('evals/triggers/alpah.JSON', JSON.stringify([q('a', true)]))
    w('evals/triggers/zzz.json', '[')
    w('evals/triggers/notes.txt', 'x')
    mkdirSync(path.join(root, 'evals/triggers/dir.json'))
    w('evals/triggers/beta.json', Buffer.alloc(1024 * 1024 + 1, 0x20))
    const A = 'evals/triggers/alpha.json'
    expect(await loadTriggerSets(root, skills)).toStrictEqual({
      sets: [{ skill: 'alpha', file: A, queries: [{ query: 'a', should_trigger: true, line: 1 }, { query: 'b', should_trigger: false, line: 1 }] }],
      findings: [
        {
          severity: 'error',
          file: 'evals/triggers/alpah.JSON',
          line: 1,
          rule: 'triggers.unknown-skill',
          message: "No skill named 'alpah' for trigger set evals/triggers/alpah.JSON (did you mean 'alpha'? rename it to evals/triggers/alpha.json); name the file after a skill: evals/triggers/<skill>.json."
        },
        classSize(A, 1, POS),
        classSize(A, 1, NEG),
        { severity: 'error', file: 'evals/triggers/beta.json', rule: 'triggers.read', message: 'evals/triggers/beta.json is 1048577 bytes; trigger sets larger than 1048576 bytes are not read.' },
        { severity: 'error', file: 'evals/triggers/dir.json', rule: 'triggers.read', message: 'evals/triggers/dir.json is not a regular file.' },
        { severity: 'error', file: 'evals/triggers/zzz.json', line: 1, rule: 'triggers.unknown-skill', message: "No skill named 'zzz' for trigger set evals/triggers/zzz.json; name the file after a skill: evals/triggers/<skill>.json." },
        f('error', 1, 1, 'triggers.json.syntax', "Unterminated array (missing ']').", 'evals/triggers/zzz.json')
      ]
    })
    expect(await loadTriggerSet(root, 'alpha')).toStrictEqual({
      set: { skill: 'alpha', file: A, queries: [{ query: 'a', should_trigger: true, line: 1 }, { query: 'b', should_trigger: false, line: 1 }] },
      findings: [classSize(A, 1, POS), classSize(A, 1, NEG)],
      missing: false
    })
    expect(await loadTriggerSet(root, 'nope')).toStrictEqual({ findings: [], missing: true })
    expect(await loadTriggerSet(root, 'dir')).toStrictEqual({
      findings: [{ severity: 'error', file: 'evals/triggers/dir.json', rule: 'triggers.read', message: 'evals/triggers/dir.json is not a regular file.' }],
      missing: false
    })
    expect(await loadTriggerSets(path.join(root, 'none'), [])).toStrictEqual({ sets: [], findings: [] })
  })
})
