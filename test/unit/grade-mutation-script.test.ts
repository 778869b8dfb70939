/**
 * The script check's launchers, timeouts, argument quoting and the copy of the outputs it runs
 * in (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

let root: string
let skill: string
let outputs: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-script-'))
  skill = path.join(root, 'skill')
  outputs = path.join(root, 'outputs')
  mkdirSync(skill)
  mkdirSync(outputs)
  const sk = (rel: string, body: string) => writeFileSync(path.join(skill, rel), body)
  sk('a.bash', 'echo "bash $BASH_VERSION" | cut -c1-4\n')
  sk('b.mjs', 'console.log("mjs")\n')
  sk('c.cjs', 'console.log("cjs", typeof require)\n')
  sk('d.py', 'print("py")\n')
  sk('e.JS', 'console.log("upper")\n')
  sk('args.sh', 'for a in "$@"; do echo "[$a]"; done\n')
  sk('slow.sh', 'sleep 5\n')
  sk('ls.sh', 'ls -A\n')
  sk('env.sh', 'echo "HOME=$HOME"; echo "TMPDIR=$TMPDIR"; echo "PATH=$PATH"; pwd\n')
  writeFileSync(path.join(outputs, 'keep.txt'), 'k')
  writeFileSync(path.join(outputs, 'metrics.json'), '{}')
  writeFileSync(path.join(outputs, 'transcript.md'), 't')
  symlinkSync(path.join(outputs, 'keep.txt'), path.join(outputs, 'link.txt'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
const run = (check: Record<string, unknown>, timeoutMs?: number) =>
  runCheck({ kind: 'script', ...check } as Check, { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir: skill, ...(timeoutMs !== undefined ? { timeoutMs } : {}) })
const output = (evidence: string) => evidence.slice(evidence.indexOf('output:\n') + 8)

describe('launchers by extension (no executable bit)', () => {
  test.each([
    ['a.bash', 'bash\n'],
    ['b.mjs', 'mjs\n'],
    ['c.cjs', 'cjs function\n'],
    ['d.py', 'py\n'],
    ['e.JS', 'upper\n'],
  ])('%s', async (command, out) => {
    const r = await run({ command })
    expect(r.passed).toBe(true)
    expect(output(r.evidence)).toBe(out)
  })
})

describe('running', () => {
  test('arguments are passed as given, and quoted in the evidence when they hold blanks, quotes or backslashes', async () => {
    const r = await run({ command: 'args.sh', args: ['plain', 'two words', 'it\'s', 'a"b', 'c\\d', ''] })
    expect(r.evidence).toMatch(/^args\.sh plain "two words" "it's" "a\\"b" "c\\\\d"  exited 0 in [\d.]+ s; output:\n/)
    expect(output(r.evidence)).toBe('[plain]\n[two words]\n[it\'s]\n[a"b]\n[c\\d]\n[]\n')
  })

  test('timeout_seconds wins over the default of the run; the evidence says after how long', async () => {
    const t0 = Date.now()
    const r = await run({ command: 'slow.sh', timeout_seconds: 0.3 }, 60_000)
    expect(r).toEqual({ passed: false, error: true, evidence: 'slow.sh timed out after 0.3 s and was killed; output:\n(no output)' })
    expect(Date.now() - t0).toBeLessThan(4000)
    const r2 = await run({ command: 'slow.sh' }, 200)
    expect(r2.evidence).toBe('slow.sh timed out after 0.2 s and was killed; output:\n(no output)')
  })

  test('the copy of the outputs holds neither the reserved files nor links', async () => {
    expect(output((await run({ command: 'ls.sh' })).evidence)).toBe('keep.txt\n')
  })

  test('a minimal environment: a temp HOME and TMPDIR outside the copy, PATH /usr/bin:/bin', async () => {
    const lines = output((await run({ command: 'env.sh' })).evidence).trim().split('\n')
    const home = lines[0]!.slice('HOME='.length)
    expect(home).toMatch(/skill-evals-check-/)
    expect(lines[1]).toBe(`TMPDIR=${home}`)
    expect(lines[2]).toBe('PATH=/usr/bin:/bin')
    expect(lines[3]).toBe(path.join(home, 'outputs'))
  })

  test('an outputs folder that does not exist is an empty copy', async () => {
    const r = await runCheck({ kind: 'script', command: 'ls.sh' } as Check, { response: '', transcript: '', outputsDir: path.join(root, 'none'), toolCalls: [], skillDir: skill })
    expect(r.passed).toBe(true)
    expect(output(r.evidence)).toBe('(no output)')
  })
})
