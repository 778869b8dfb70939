/**
 * Eval definition hashes and the eval suites at a base ref (src/aggregate/definitions.ts): what
 * decides "this eval changed since the base" in the anti-gaming gate and the comment.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { writeFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { definitionHash, evalInfosAtRef, evalInfosFromRepo, evalInfosFromSuite, recordedHash } from '../../src/aggregate/definitions.js'
import type { EvalCase } from '../../src/types.js'
import { makeRepo } from '../helpers/temp-repo.js'

const sha16 = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16)

describe('definitionHash', () => {
  test('is the first 16 hex of sha256 over the canonical JSON (keys sorted at every depth, arrays kept in order)', () => {
    const got = definitionHash({ prompt: 'p', files: ['b', 'a'], assertions: ['x', { text: 'y', check: { value: [{ z: 1, a: 2 }], kind: 'k' } }] })
    expect(got).toBe(sha16('{"assertions":[{"check":null,"text":"x"},{"check":{"kind":"k","value":[{"a":2,"z":1}]},"text":"y"}],"files":["b","a"],"prompt":"p"}'))
  })

  test('a change of the prompt, an input file, or an assertion text changes it; an absent check is a null check', () => {
    const base = { prompt: 'p', files: ['f'], assertions: ['x'] }
    const h = definitionHash(base)
    expect(definitionHash({ ...base, prompt: 'q' })).not.toBe(h)
    expect(definitionHash({ ...base, files: ['g'] })).not.toBe(h)
    expect(definitionHash({ ...base, files: [] })).not.toBe(h)
    expect(definitionHash({ ...base, assertions: ['y'] })).not.toBe(h)
    expect(definitionHash({ ...base, assertions: [{ text: 'x' }] })).toBe(h)
    expect(definitionHash({ ...base, assertions: [{ text: 'x', check: undefined }] })).toBe(h)
  })
})

describe('recordedHash (what a run folder says it was made with)', () => {
  test('no metadata, or metadata without a prompt: unknown', () => {
    expect(recordedHash(undefined)).toBeUndefined()
    expect(recordedHash({ eval_id: 1, files: ['f'] })).toBeUndefined()
  })

  test('computed from the prompt, the files (none when absent) and the non-empty assertion texts', () => {
    expect(recordedHash({ prompt: 'p', files: ['f'], assertions: ['x', ''] })).toBe(definitionHash({ prompt: 'p', files: ['f'], assertions: ['x'] }))
    expect(recordedHash({ prompt: 'p' })).toBe(definitionHash({ prompt: 'p', files: [], assertions: [] }))
    expect(recordedHash({ prompt: 'p', definition_hash: '' })).toBe(definitionHash({ prompt: 'p', files: [], assertions: [] }))
  })
})

describe('evalInfosFromRepo (head definitions)', () => {
  const mk = (e: Partial<EvalCase>): EvalCase => ({ skill: 'pdf', id: 3, prompt: 'p', files: ['in.txt'], resolvedFiles: [], assertions: [], source: { line: 1, column: 1 } as never, ...e })

  test('id as text, critical only when true, the check counted in the hash, assertion types and check kinds kept', () => {
    const [info] = evalInfosFromRepo([mk({ critical: true, assertions: [{ text: 'has a title', type: 'content', check: { kind: 'contains', value: 'Title' } as never }, { text: 'reads well' }] })])
    expect(info).toEqual({
      skill: 'pdf', id: '3', critical: true,
      definitionHash: definitionHash({ prompt: 'p', files: ['in.txt'], assertions: [{ text: 'has a title', check: { kind: 'contains', value: 'Title' } }, 'reads well'] }),
      assertions: [{ text: 'has a title', type: 'content', check_kind: 'contains' }, { text: 'reads well' }],
    })
    expect(evalInfosFromRepo([mk({})])[0]!.critical).toBe(false)
    expect(evalInfosFromRepo([mk({ critical: 'yes' as never })])[0]!.critical).toBe(false)
  })
})

describe('evalInfosFromSuite (a suite file at the base)', () => {
  test('not a suite: nothing', () => {
    expect(evalInfosFromSuite(null, undefined)).toEqual([])
    expect(evalInfosFromSuite('evals', undefined)).toEqual([])
    expect(evalInfosFromSuite({ evals: {} }, 'pdf')).toEqual([])
  })

  test('entries without a usable id or prompt, or (repo level) without a skill, are skipped', () => {
    const infos = evalInfosFromSuite({
      evals: [null, 'x', { id: true, prompt: 'p', skill: 's' }, { id: 1, skill: 's' }, { id: 2, prompt: 'p' }, { id: 3, prompt: 'p', skill: 7 }, { id: 'four', prompt: 'p', skill: 's' }],
    }, undefined)
    expect(infos.map((i) => `${i.skill}/${i.id}`)).toEqual(['s/four'])
  })

  test('repo level: the entry names its skill, else the suite skill_name; per-skill: skill_name, else the folder', () => {
    const repo = evalInfosFromSuite({ skill_name: 'adr', evals: [{ id: 1, prompt: 'p' }, { id: 2, prompt: 'p', skill: 'pdf' }] }, undefined)
    expect(repo.map((i) => `${i.skill}/${i.id}`)).toEqual(['adr/1', 'pdf/2'])
    expect(evalInfosFromSuite({ evals: [{ id: 1, prompt: 'p', skill: 'pdf' }] }, 'folder')[0]!.skill).toBe('folder')
    // A skill_name that is not text is no name.
    expect(evalInfosFromSuite({ skill_name: 5, evals: [{ id: 1, prompt: 'p' }] }, 'folder')[0]!.skill).toBe('folder')
    expect(evalInfosFromSuite({ skill_name: 5, evals: [{ id: 1, prompt: 'p' }] }, undefined)).toEqual([])
  })

  test('assertions (or skill-creator expectations), with check and type; files that are not strings dropped', () => {
    const [info] = evalInfosFromSuite({
      evals: [{
        id: 5, prompt: 'p', critical: true, files: ['a.txt', 3, null],
        assertions: ['plain', { text: 'checked', type: 'format', check: { kind: 'regex', pattern: 'x' } }, { text: 'odd check', check: { pattern: 'y' } }, { type: 'no text' }, 4],
      }],
    }, 'pdf')
    expect(info).toEqual({
      skill: 'pdf', id: '5', critical: true,
      definitionHash: definitionHash({ prompt: 'p', files: ['a.txt'], assertions: ['plain', { text: 'checked', check: { kind: 'regex', pattern: 'x' } }, { text: 'odd check', check: { pattern: 'y' } }] }),
      assertions: [{ text: 'plain' }, { text: 'checked', type: 'format', check_kind: 'regex' }, { text: 'odd check' }],
    })
    const [fromExpectations] = evalInfosFromSuite({ evals: [{ id: 1, prompt: 'p', expectations: ['e1', { text: 'e2', type: 7 }] }] }, 'pdf')
    expect(fromExpectations!.assertions).toEqual([{ text: 'e1' }, { text: 'e2' }])
    expect(fromExpectations!.critical).toBe(false)
    expect(fromExpectations!.definitionHash).toBe(definitionHash({ prompt: 'p', files: [], assertions: ['e1', 'e2'] }))
    // `assertions` wins over `expectations`; a non-array is no assertion at all.
    expect(evalInfosFromSuite({ evals: [{ id: 1, prompt: 'p', assertions: ['a'], expectations: ['e'] }] }, 'pdf')[0]!.assertions).toEqual([{ text: 'a' }])
    expect(evalInfosFromSuite({ evals: [{ id: 1, prompt: 'p', assertions: 'a', files: 'f' }] }, 'pdf')[0]).toMatchObject({ assertions: [], definitionHash: definitionHash({ prompt: 'p', files: [], assertions: [] }) })
    // A check that is not an object (or has no string kind) gives no kind.
    expect(evalInfosFromSuite({ evals: [{ id: 1, prompt: 'p', assertions: [{ text: 'a', check: 'contains' }, { text: 'b', check: { kind: 3 } }, { text: 'c', check: null }, null] }] }, 'pdf')[0]!.assertions).toEqual([{ text: 'a' }, { text: 'b' }, { text: 'c' }])
  })
})

describe('evalInfosAtRef (git show of the suites at the base ref)', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString()
  const disposers: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const d of disposers) await d()
  })

  test('reads the repo-level suite and every per-skill suite at that commit; bad JSON and other files are skipped', async () => {
    const repo = await makeRepo({
      'evals/evals.json': JSON.stringify({ evals: [{ id: 1, skill: 'adr', prompt: 'root' }] }),
      'skills/pdf/evals/evals.json': JSON.stringify({ evals: [{ id: 2, prompt: 'pdf prompt' }] }),
      'skills/bad/evals/evals.json': '{ not json',
      'skills/other/notevals/evals.json': JSON.stringify({ evals: [{ id: 9, prompt: 'x' }] }),
      'skills/other/evals/evals.json.bak': JSON.stringify({ evals: [{ id: 8, prompt: 'x' }] }),
    })
    disposers.push(repo.dispose)
    const root = repo.root
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '-A')
    git(root, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base')
    // A change after the base commit is not seen at the base ref.
    const later = join(root, 'skills/pdf/evals/evals.json')
    await mkdir(dirname(later), { recursive: true })
    await writeFile(later, JSON.stringify({ evals: [{ id: 2, prompt: 'changed' }] }))
    const infos = await evalInfosAtRef(root, 'main')
    expect(infos.map((i) => `${i.skill}/${i.id}`).sort()).toEqual(['adr/1', 'pdf/2'])
    expect(infos.find((i) => i.id === '2')!.definitionHash).toBe(definitionHash({ prompt: 'pdf prompt', files: [], assertions: [] }))
  })

  test('a ref that looks like an option is refused; an unknown ref fails', async () => {
    await expect(evalInfosAtRef('.', '--output=/tmp/x')).rejects.toThrow("invalid git ref '--output=/tmp/x'")
    const repo = await makeRepo({ 'a.txt': 'a' })
    disposers.push(repo.dispose)
    git(repo.root, 'init', '-q', '-b', 'main')
    await expect(evalInfosAtRef(repo.root, 'no-such-ref')).rejects.toThrow()
  })
})
