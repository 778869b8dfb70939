/**
 * Issue 36, must 2: the agent's file tools at exactly their caps, one below and one above
 * (the other caps: test/unit/boundaries.test.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runTool, type ToolContext } from '../../src/run/tools/index.js'
import { MAX_BASH_OUTPUT_CHARS, MAX_GLOB_RESULTS, MAX_GREP_MATCHES, MAX_GREP_OUTPUT_CHARS, MAX_LINE_CHARS, MAX_READ_BYTES, MAX_WRITE_BYTES } from '../../src/run/tools/limits.js'

let ws: string
const ctx = (): ToolContext => ({ workspaceDir: ws, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() })

beforeAll(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-bounds-')))
})
afterAll(async () => {
  await rm(ws, { recursive: true, force: true })
})

async function expectInclusive(limit: number, accepted: (n: number) => Promise<boolean>): Promise<void> {
  expect([limit - 1, await accepted(limit - 1)]).toEqual([limit - 1, true])
  expect([limit, await accepted(limit)]).toEqual([limit, true])
  expect([limit + 1, await accepted(limit + 1)]).toEqual([limit + 1, false])
}

describe('the file tools at their caps', () => {
  test(`Read: files up to ${MAX_READ_BYTES} bytes (1 MiB)`, async () => {
    expect(MAX_READ_BYTES).toBe(1024 * 1024)
    await expectInclusive(MAX_READ_BYTES, async (n) => {
      await writeFile(path.join(ws, 'big.txt'), 'r'.repeat(n))
      const r = await runTool('Read', { file_path: 'big.txt' }, ctx())
      return !r.isError && !/read limit/.test(r.output)
    })
  })

  test(`Write: content up to ${MAX_WRITE_BYTES} bytes (10 MiB)`, async () => {
    expect(MAX_WRITE_BYTES).toBe(10 * 1024 * 1024)
    await expectInclusive(MAX_WRITE_BYTES, async (n) => {
      const r = await runTool('Write', { file_path: 'out.txt', content: 'w'.repeat(n) }, ctx())
      return !r.isError && (await readFile(path.join(ws, 'out.txt'))).length === n
    })
  })

  test(`Read: lines up to ${MAX_LINE_CHARS} characters are shown whole`, async () => {
    expect(MAX_LINE_CHARS).toBe(2000)
    await expectInclusive(MAX_LINE_CHARS, async (n) => {
      await writeFile(path.join(ws, 'line.txt'), 'l'.repeat(n) + '\n')
      const r = await runTool('Read', { file_path: 'line.txt' }, ctx())
      return r.output === `     1\t${'l'.repeat(n)}`
    })
  })

  test(`Glob: up to ${MAX_GLOB_RESULTS} paths listed`, async () => {
    expect(MAX_GLOB_RESULTS).toBe(1000)
    await expectInclusive(MAX_GLOB_RESULTS, async (n) => {
      const dir = path.join(ws, `glob-${n}`)
      await mkdir(dir)
      await Promise.all(Array.from({ length: n }, (_, i) => writeFile(path.join(dir, `f${String(i).padStart(5, '0')}.md`), '')))
      const r = await runTool('Glob', { pattern: '*.md', path: `glob-${n}` }, ctx())
      const lines = r.output.split('\n')
      return !r.isError && lines.length === n && !r.output.includes('more; narrow the pattern')
    })
  })

  test(`Grep: up to ${MAX_GREP_MATCHES} matching lines shown`, async () => {
    expect(MAX_GREP_MATCHES).toBe(500)
    await expectInclusive(MAX_GREP_MATCHES, async (n) => {
      await mkdir(path.join(ws, `grep-${n}`))
      await writeFile(path.join(ws, `grep-${n}`, 'm.txt'), 'hit\n'.repeat(n))
      const r = await runTool('Grep', { pattern: 'hit', path: `grep-${n}` }, ctx())
      return !r.isError && r.output.split('\n').length === n && !r.output.includes('more matches not shown')
    })
  })

  test(`Grep: output up to ${MAX_GREP_OUTPUT_CHARS} characters shown whole`, async () => {
    expect(MAX_GREP_OUTPUT_CHARS).toBe(50_000)
    await expectInclusive(MAX_GREP_OUTPUT_CHARS, async (n) => {
      const dir = `gout-${n}`
      await mkdir(path.join(ws, dir))
      // matching lines of ≤ 500 characters (longer ones are cut) whose output lines `<file>:<line>:<text>` add up to n
      const prefix = (i: number) => `${dir}/g.txt:${i}:`.length
      const texts: string[] = []
      let total = -1 // n output lines joined by '\n'
      while (n - total - 1 > 600) {
        const t = 'hit' + 'p'.repeat(400)
        texts.push(t)
        total += prefix(texts.length) + t.length + 1
      }
      const last = n - total - 1 - prefix(texts.length + 1)
      texts.push('hit' + 'p'.repeat(last - 3))
      await writeFile(path.join(ws, dir, 'g.txt'), texts.join('\n') + '\n')
      const r = await runTool('Grep', { pattern: 'hit', path: dir }, ctx())
      const whole = !r.isError && !r.output.includes('more matches not shown')
      if (whole) expect(r.output.length).toBe(n)
      return whole
    })
  })

  test(`Bash: output up to ${MAX_BASH_OUTPUT_CHARS} characters shown whole`, async () => {
    expect(MAX_BASH_OUTPUT_CHARS).toBe(30_000)
    await expectInclusive(MAX_BASH_OUTPUT_CHARS, async (n) => {
      const r = await runTool('Bash', { command: `head -c ${n} /dev/zero | tr '\\0' b` }, { ...ctx(), bash: true })
      return !r.isError && r.output === 'b'.repeat(n)
    })
  })
})
