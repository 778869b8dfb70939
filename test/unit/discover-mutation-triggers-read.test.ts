import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkTriggerFile, checkTriggerSets, loadTriggerSet, loadTriggerSets } from '../../src/discover/triggers.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of reading trigger sets (src/discover/triggers.ts): entries that are
// not objects, the size limit's edge, files that cannot be read, a file where the folder should be,
// the order of the findings, and that loading never throws. Real files in a temp folder.

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mtrigr-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})
const w = (rel: string, c: string | Buffer): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), c)
}
const q = (query: string, t: boolean) => ({ query, should_trigger: t })
/** 8 queries of each class: no class-size warning. */
const fullSet = (): object[] => Array.from({ length: 16 }, (_, i) => q(`query ${i}`, i < 8))
const S = 'evals/triggers/s.json'
const skills = [{ name: 's' } as Skill]

describe('entries of a trigger set', () => {
  test('a null entry is a schema error at its line; the other queries are still read', () => {
    const text = JSON.stringify([null, ...fullSet()], null, 2)
    const r = checkTriggerFile(text, S, 's')
    expect(r.findings).toStrictEqual([
      { severity: 'error', file: S, line: 2, column: 3, rule: 'triggers.schema', message: '[0] must be an object (mapping), not null.' }
    ] satisfies Finding[])
    expect(r.set?.queries).toHaveLength(16)
    expect(r.set?.queries[0]).toStrictEqual({ query: 'query 0', should_trigger: true, line: 3 })
  })

  test('entries that are lists or strings are schema errors and read as no query', () => {
    const r = checkTriggerFile(JSON.stringify([['query', 'x'], 'query', ...fullSet()]), S, 's')
    expect(r.findings.map((f) => f.message)).toEqual(['[0] must be an object (mapping), not an array.', '[1] must be an object (mapping), not a string.'])
    expect(r.set?.queries).toHaveLength(16)
  })
})

describe('reading evals/triggers', () => {
  test('a trigger set of exactly 1 MiB is still read (the limit is inclusive)', async () => {
    const json = JSON.stringify(fullSet())
    const exact = Buffer.alloc(1024 * 1024, 0x20)
    exact.write(json, 0, 'utf8')
    w(S, exact)
    const r = await loadTriggerSet(root, 's')
    expect(r.findings).toStrictEqual([])
    expect(r.set?.queries).toHaveLength(16)
    expect(r.missing).toBe(false)
  })

  test('a trigger set that cannot be read (a symbolic link to itself) is an error naming why', async () => {
    mkdirSync(path.join(root, 'evals/triggers'), { recursive: true })
    const abs = path.join(root, 'evals/triggers/s.json')
    symlinkSync('s.json', abs)
    // (jest runs the tests in their own realm, where node's fs errors are not `instanceof Error`, so
    // the message reads "Error: ELOOP…" here and "ELOOP…" in a real run)
    const escaped = abs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const readError = {
      severity: 'error',
      file: S,
      rule: 'triggers.read',
      message: expect.stringMatching(new RegExp(`^Could not read evals/triggers/s\\.json: (Error: )?ELOOP: too many symbolic links encountered, stat '${escaped}'$`))
    }
    expect(await loadTriggerSet(root, 's')).toStrictEqual({ findings: [readError], missing: false })
    expect(await checkTriggerSets(root, skills)).toStrictEqual([readError])
  })

  test('a file where the evals/triggers folder should be: no trigger sets, nothing to report', async () => {
    w('evals/triggers', 'not a folder')
    expect(await loadTriggerSet(root, 's')).toStrictEqual({ findings: [], missing: true })
    expect(await loadTriggerSets(root, skills)).toStrictEqual({ sets: [], findings: [] })
  })

  test('findings come in file-name order, whatever order the file system lists the files in', async () => {
    // Linux lists names by their UTF-8 bytes (ｚ, U+FF5A, before 😀); by name (UTF-16, as JavaScript
    // sorts and as other platforms would give them) 😀 comes first.
    w('evals/triggers/ｚ.json', '[]')
    w('evals/triggers/😀.json', '[]')
    const r = await loadTriggerSets(root, skills)
    expect(r.findings.filter((f) => f.rule === 'triggers.unknown-skill').map((f) => f.file)).toEqual(['evals/triggers/😀.json', 'evals/triggers/ｚ.json'])
  })

  test('never throws: a failure while loading is one error finding', async () => {
    w(S, JSON.stringify(fullSet()))
    expect(await checkTriggerSets(root, [null as unknown as Skill])).toStrictEqual([
      { severity: 'error', file: 'evals/triggers', rule: 'triggers.read', message: "Could not load trigger sets: Cannot read properties of null (reading 'name')" }
    ])
  })
})
