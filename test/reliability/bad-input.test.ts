/**
 * The bad-input corpus (issue 13, item 3): malformed skills, eval suites, configs, pipeline
 * scenarios, trigger sets and GitHub event payloads under test/fixtures/bad/<category>/<case>/.
 *
 * - Repo cases (`repo/` + `expected.json` = {rule, file, line?, messageIncludes}): `loadRepo`
 *   never throws and reports that finding as an error; `skill-evals validate` (in-process, text
 *   and JSON) exits 1, never 2 (2 = "could not run" / internal error).
 * - Payload cases (`event.json` + `expected.json` = {eventName, inputMode?, mode, reasonIncludes,
 *   mustNotLeak?, isFork?, skipWithoutKey?}): `decideMode` never throws, decides the expected
 *   mode with the expected reason, and no hostile value reaches a ref, a SHA or the reason.
 */
import { describe, expect, test } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { runCli, type CliIo } from '../../src/cli/main.js'
import { defaultConfig } from '../../src/discover/config.js'
import { loadRepo } from '../../src/discover/index.js'
import { decideMode, missingKeySkip, type ModeDecision } from '../../src/plan/mode.js'

const BAD = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'bad')

interface RepoExpect {
  rule: string
  file: string
  line?: number
  messageIncludes: string
}

interface PayloadExpect {
  eventName: string
  inputMode?: string
  mode: 'quick' | 'full'
  reasonIncludes: string
  mustNotLeak?: string[]
  isFork?: boolean
  skipWithoutKey?: string
}

function casesOf(category?: string): { category: string; name: string; dir: string }[] {
  const cats = category ? [category] : readdirSync(BAD).filter((c) => c !== 'payloads')
  return cats.flatMap((c) =>
    readdirSync(join(BAD, c))
      .sort()
      .map((name) => ({ category: c, name, dir: join(BAD, c, name) }))
  )
}

function captureIo(): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    env: {},
    cwd: process.cwd(),
    isTTY: false
  }
  return io
}

const repoCases = casesOf()
const payloadCases = casesOf('payloads')

describe('bad input corpus', () => {
  test('the corpus is complete: at least 60 cases, each with its expected result', () => {
    const byCategory = new Map<string, number>()
    for (const c of [...repoCases, ...payloadCases]) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + 1)
    console.log(
      `bad-input corpus: ${repoCases.length + payloadCases.length} cases (${[...byCategory].map(([k, v]) => `${k} ${v}`).join(', ')})`
    )
    expect(repoCases.length + payloadCases.length).toBeGreaterThanOrEqual(60)
    for (const c of repoCases) {
      expect(existsSync(join(c.dir, 'expected.json'))).toBe(true)
      expect(existsSync(join(c.dir, 'repo'))).toBe(true)
    }
    for (const c of payloadCases) expect(existsSync(join(c.dir, 'event.json'))).toBe(true)
  })

  test.each(repoCases.map((c) => [`${c.category}/${c.name}`, c.dir] as const))('%s: the expected finding, no crash, validate exits 1', async (_label, dir) => {
    const exp = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as RepoExpect
    const root = join(dir, 'repo')
    const repo = await loadRepo(root) // must not throw
    const hits = repo.findings.filter((f) => f.rule === exp.rule && f.file === exp.file && f.severity === 'error')
    expect(hits.length).toBeGreaterThan(0)
    const hit = hits.find((f) => (exp.line === undefined || f.line === exp.line) && f.message.includes(exp.messageIncludes))
    if (!hit) throw new Error(`no finding matching ${JSON.stringify(exp)}; got ${JSON.stringify(hits, null, 2)}`)

    for (const format of ['text', 'json']) {
      const io = captureIo()
      const code = await runCli(['validate', '--root', root, '--format', format], io)
      expect({ code, internal: io.err.includes('internal error') }).toEqual({ code: 1, internal: false })
      if (format === 'json') expect(() => JSON.parse(io.out)).not.toThrow()
      else expect(io.out).toContain(exp.rule)
    }
  })

  test.each(payloadCases.map((c) => [c.name, c.dir] as const))('payload %s: decided without a crash, nothing hostile leaks', (_label, dir) => {
    const exp = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as PayloadExpect
    const payload = JSON.parse(readFileSync(join(dir, 'event.json'), 'utf8')) as unknown
    const config = defaultConfig()
    let d: ModeDecision
    expect(() => {
      d = decideMode({ eventName: exp.eventName, payload, ...(exp.inputMode !== undefined ? { inputMode: exp.inputMode } : {}), config })
    }).not.toThrow()
    d = d!
    expect(d.mode).toBe(exp.mode)
    expect(d.reason).toContain(exp.reasonIncludes)
    const exposed = [d.baseRef, d.baseBranch, d.headRef, d.headSha, d.reason, String(d.prNumber ?? '')].join('\n')
    for (const s of exp.mustNotLeak ?? []) expect(exposed).not.toContain(s)
    if (d.baseRef !== undefined) expect(d.baseRef).toMatch(/^(?:[0-9a-f]{40}|[\w.\-/@+]+)$/)
    if (d.headSha) expect(d.headSha).toMatch(/^[0-9a-f]{40}$/)
    if (exp.isFork !== undefined) expect(d.isFork).toBe(exp.isFork)
    if (exp.skipWithoutKey) expect(missingKeySkip(d, false)).toContain(exp.skipWithoutKey)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})
