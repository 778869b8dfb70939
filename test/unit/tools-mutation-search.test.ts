/**
 * Issue 36 (mutation part tools): Glob and Grep (src/run/tools/search.ts) and the folder walk
 * they share with the Bash write detector (walk.ts): what they list, what they skip, their caps
 * and their refusals.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { link, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, type ToolContext } from '../../src/run/tools/index.js'
import { walkFiles } from '../../src/run/tools/walk.js'
import { MAX_GLOB_RESULTS, MAX_READ_BYTES } from '../../src/run/tools/limits.js'

let base: string
let ws: string
let outside: string
let ctx: ToolContext

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-search-')))
  ws = path.join(base, 'ws')
  outside = path.join(base, 'outside')
  await mkdir(ws)
  await mkdir(outside)
  await writeFile(path.join(outside, 'secret.txt'), 'needle outside\n')
  ctx = { workspaceDir: ws, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() }
})
afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

async function put(rel: string, content: string | Buffer = ''): Promise<void> {
  await mkdir(path.dirname(path.join(ws, rel)), { recursive: true })
  await writeFile(path.join(ws, rel), content)
}
const glob = async (input: Record<string, unknown>) => runTool('Glob', input, ctx)
const grep = async (input: Record<string, unknown>) => runTool('Grep', input, ctx)

describe('walkFiles', () => {
  test('lists files and links in a fixed order, skipping .git and node_modules, never following linked folders', async () => {
    await put('b.txt')
    await put('a.txt')
    await put('c/d.txt')
    await put('c/e/f.txt')
    await put('.git/config')
    await put('node_modules/x/index.js')
    await put('sub/node_modules/y.js')
    await symlink('a.txt', path.join(ws, 'link-a'))
    await symlink(outside, path.join(ws, 'link-dir'))
    expect(await walkFiles(ws, 100)).toEqual(['link-dir', 'link-a', 'b.txt', 'a.txt', 'c/d.txt', 'c/e/f.txt'])
  })

  test('stops at the limit, exactly; a missing folder has no files', async () => {
    for (const n of ['a', 'b', 'c', 'd']) await put(`${n}.txt`)
    await put('z/1.txt')
    expect(await walkFiles(ws, 2)).toEqual(['d.txt', 'c.txt'])
    expect(await walkFiles(ws, 4)).toEqual(['d.txt', 'c.txt', 'b.txt', 'a.txt'])
    expect(await walkFiles(ws, 5)).toEqual(['d.txt', 'c.txt', 'b.txt', 'a.txt', 'z/1.txt'])
    expect(await walkFiles(path.join(ws, 'missing'), 10)).toEqual([])
  })

  test('the limit counts across folders', async () => {
    await put('x/1.txt')
    await put('y/2.txt')
    await put('y/3.txt')
    expect(await walkFiles(ws, 1)).toEqual(['x/1.txt'])
    expect(await walkFiles(ws, 2)).toEqual(['x/1.txt', 'y/3.txt'])
  })

  test('a FIFO is not a file to list', async () => {
    await put('plain.txt')
    try {
      execFileSync('mkfifo', [path.join(ws, 'pipe')])
    } catch {
      return
    }
    expect(await walkFiles(ws, 10)).toEqual(['plain.txt'])
  })
})

describe('Glob', () => {
  test('sorted workspace-relative paths, also under a sub-folder; "./" before the pattern is ignored', async () => {
    await put('src/b.ts')
    await put('src/a.ts')
    await put('src/deep/c.ts')
    await put('README.md')
    expect(await glob({ pattern: '**/*.ts' })).toEqual({ output: 'src/a.ts\nsrc/b.ts\nsrc/deep/c.ts', isError: false })
    expect((await glob({ pattern: './*.md' })).output).toBe('README.md')
    expect((await glob({ pattern: '*.ts', path: 'src' })).output).toBe('src/a.ts\nsrc/b.ts')
    expect((await glob({ pattern: '*.ts', path: 'src', extra: 1 })).output).toBe('src/a.ts\nsrc/b.ts')
    expect((await glob({ pattern: '*.ts', path: '' })).output).toBe('No files found.')
    expect((await glob({ pattern: 'a.ts', path: './src/' })).output).toBe('src/a.ts')
  })

  test('an absolute pattern inside the workspace is taken relative to path; outside it is refused', async () => {
    await put('src/a.ts')
    await put('top.ts')
    expect((await glob({ pattern: path.join(ws, 'src', '*.ts') })).output).toBe('src/a.ts')
    expect((await glob({ pattern: path.join(ws, 'src', '*.ts'), path: 'src' })).output).toBe('src/a.ts')
    const viaLink = path.join(base, 'ws-link')
    await symlink(ws, viaLink)
    const c = { ...ctx, workspaceDir: viaLink }
    expect((await runTool('Glob', { pattern: path.join(viaLink, 'src', '*.ts') }, c)).output).toBe('src/a.ts')
    expect((await runTool('Glob', { pattern: path.join(ws, '*.ts') }, c)).output).toBe('top.ts')
    const out = path.join(outside, '*.txt')
    expect(await glob({ pattern: out })).toEqual({ output: `Access denied: pattern ${out} is outside the search directory.`, isError: true })
    const above = path.join(ws, '*.ts')
    expect(await glob({ pattern: above, path: 'src' })).toEqual({ output: `Access denied: pattern ${above} is outside the search directory.`, isError: true })
  })

  test('".." in a pattern is refused; a name with two dots is not ".."', async () => {
    await put('a..b.txt')
    expect(await glob({ pattern: 'src/../*' })).toEqual({ output: 'Glob patterns may not contain "..".', isError: true })
    expect(await glob({ pattern: '..' })).toEqual({ output: 'Glob patterns may not contain "..".', isError: true })
    expect((await glob({ pattern: 'a..b.*' })).output).toBe('a..b.txt')
  })

  test('an invalid pattern, a missing folder and a file as the folder are refused by name', async () => {
    await put('f.txt')
    expect(await glob({ pattern: '[z-a]' })).toEqual({ output: "Invalid glob pattern '[z-a]': invalid character class range: `z-a`", isError: true })
    expect((await glob({ pattern: '[f' })).output).toBe('No files found.') // an unterminated '[' is literal
    expect(await glob({ pattern: '*', path: 'nope' })).toEqual({ output: 'Directory does not exist: nope', isError: true })
    expect(await glob({ pattern: '*', path: 'f.txt' })).toEqual({ output: 'Not a directory: f.txt', isError: true })
  })

  test('links are listed only when they lead to a file inside the workspace', async () => {
    await put('real.txt')
    await put('dir/x.txt')
    await symlink('real.txt', path.join(ws, 'good.txt'))
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'bad.txt'))
    await symlink('missing.txt', path.join(ws, 'dangling.txt'))
    await symlink('dir', path.join(ws, 'dirlink.txt'))
    expect((await glob({ pattern: '*.txt' })).output).toBe('good.txt\nreal.txt')
  })

  test(`more than ${MAX_GLOB_RESULTS} matches: the first ${MAX_GLOB_RESULTS} and how many more`, async () => {
    await mkdir(path.join(ws, 'many'))
    await Promise.all(Array.from({ length: MAX_GLOB_RESULTS + 3 }, (_, i) => writeFile(path.join(ws, 'many', `f${String(i).padStart(5, '0')}`), '')))
    const lines = (await glob({ pattern: 'many/*' })).output.split('\n')
    expect(lines).toHaveLength(MAX_GLOB_RESULTS + 1)
    expect(lines[0]).toBe('many/f00000')
    expect(lines[MAX_GLOB_RESULTS - 1]).toBe('many/f00999')
    expect(lines[MAX_GLOB_RESULTS]).toBe('… (3 more; narrow the pattern)')
  })
})

describe('Grep', () => {
  test('file:line:text, files in path order, every matching line', async () => {
    await put('b.txt', 'needle 1\nhay\nneedle 2\n')
    await put('a/z.txt', 'no\r\nneedle\r\n')
    expect(await grep({ pattern: 'needle' })).toEqual({ output: 'a/z.txt:2:needle\nb.txt:1:needle 1\nb.txt:3:needle 2', isError: false })
    expect(await grep({ pattern: 'needle$' })).toEqual({ output: 'a/z.txt:2:needle', isError: false })
    expect(await grep({ pattern: 'absent' })).toEqual({ output: 'No matches found.', isError: false })
  })

  test('a glob without "/" matches file names, with "/" paths under the searched folder; "./" is dropped', async () => {
    await put('docs/a.md', 'needle\n')
    await put('docs/sub/b.md', 'needle\n')
    await put('docs/c.txt', 'needle\n')
    expect((await grep({ pattern: 'needle', glob: '*.md' })).output).toBe('docs/a.md:1:needle\ndocs/sub/b.md:1:needle')
    expect((await grep({ pattern: 'needle', glob: 'sub/*.md', path: 'docs' })).output).toBe('docs/sub/b.md:1:needle')
    expect((await grep({ pattern: 'needle', glob: './sub/*.md', path: 'docs' })).output).toBe('docs/sub/b.md:1:needle')
    expect((await grep({ pattern: 'needle', glob: '*.md', path: 'docs/a.md' })).output).toBe('docs/a.md:1:needle')
    expect((await grep({ pattern: 'needle', glob: '*.md', path: 'docs/c.txt' })).output).toBe('No matches found.')
    expect((await grep({ pattern: 'needle', glob: '' })).output.split('\n')).toHaveLength(3)
    expect(await grep({ pattern: 'needle', glob: '[z-a]' })).toEqual({ output: "Invalid glob pattern '[z-a]': invalid character class range: `z-a`", isError: true })
  })

  test('a match line over 500 characters is cut and marked; 500 are shown whole', async () => {
    await put('long.txt', `${'n'.repeat(500)}\n${'n'.repeat(501)}\n`)
    expect((await grep({ pattern: 'n' })).output).toBe(`long.txt:1:${'n'.repeat(500)}\nlong.txt:2:${'n'.repeat(500)}…`)
  })

  test('skips what Read would refuse: links out, dangling links, second hard links, files over 1 MiB, binaries', async () => {
    await put('ok.txt', 'needle\n')
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'out.txt'))
    await symlink('missing', path.join(ws, 'dangling.txt'))
    await symlink('ok.txt', path.join(ws, 'in-link.txt'))
    await link(path.join(outside, 'secret.txt'), path.join(ws, 'hard.txt'))
    await put('big.txt', 'needle\n' + 'x'.repeat(MAX_READ_BYTES))
    await put('fits.txt', 'needle\n' + 'x'.repeat(MAX_READ_BYTES - 7))
    await put('bin.dat', Buffer.from('needle\n\0'))
    expect((await grep({ pattern: 'needle' })).output).toBe('fits.txt:1:needle\nin-link.txt:1:needle\nok.txt:1:needle')
  })

  test('path: a file, a missing path, a FIFO, and a path out', async () => {
    await put('one.txt', 'needle\n')
    expect((await grep({ pattern: 'needle', path: 'one.txt' })).output).toBe('one.txt:1:needle')
    expect(await grep({ pattern: 'needle', path: 'none' })).toEqual({ output: 'Path does not exist: none', isError: true })
    expect(await grep({ pattern: 'needle', path: '../outside' })).toEqual({ output: 'Access denied: ../outside resolves outside the workspace.', isError: true })
    try {
      execFileSync('mkfifo', [path.join(ws, 'pipe')])
    } catch {
      return
    }
    expect(await grep({ pattern: 'needle', path: 'pipe' })).toEqual({ output: 'Cannot search pipe: it is a FIFO.', isError: true })
  })

  test('caps: at most 500 lines shown and the rest counted across files', async () => {
    await put('a.txt', 'hit\n'.repeat(499))
    await put('b.txt', 'hit\n'.repeat(3))
    const r = await grep({ pattern: 'hit' })
    const lines = r.output.split('\n')
    expect(lines).toHaveLength(501)
    expect(lines[498]).toBe('a.txt:499:hit')
    expect(lines[499]).toBe('b.txt:1:hit')
    expect(lines[500]).toBe('… (2 more matches not shown; narrow the search)')
  })

  test('caps: the output stops before the line that would pass 50,000 characters', async () => {
    // 100 lines of 'g.txt:N:' + 496 characters + '\n'
    const body = Array.from({ length: 120 }, () => 'hit' + 'x'.repeat(493)).join('\n')
    await put('g.txt', body + '\n')
    const r = await grep({ pattern: 'hit' })
    const lines = r.output.split('\n')
    const shown = lines.slice(0, -1)
    expect(shown.join('\n').length).toBeLessThanOrEqual(50_000)
    expect(shown.join('\n').length + 1 + `g.txt:${shown.length + 1}:`.length + 496).toBeGreaterThan(50_000)
    expect(lines.at(-1)).toBe(`… (${120 - shown.length} more matches not shown; narrow the search)`)
    expect(shown.at(-1)).toBe(`g.txt:${shown.length}:hit${'x'.repeat(493)}`)
  })

  test('caps: once the output is full no later match is shown, however short', async () => {
    const body = Array.from({ length: 120 }, () => 'hit' + 'x'.repeat(493)).join('\n')
    await put('a.txt', body + '\n')
    await put('b.txt', 'hit\n')
    const r = await grep({ pattern: 'hit' })
    expect(r.output).not.toContain('b.txt')
    expect(r.output).toMatch(/\n… \(\d+ more matches not shown; narrow the search\)$/)
  })

  test('-i makes the search case-insensitive; an invalid pattern is refused', async () => {
    await put('c.txt', 'Needle\n')
    expect((await grep({ pattern: 'needle' })).output).toBe('No matches found.')
    expect((await grep({ pattern: 'needle', '-i': true })).output).toBe('c.txt:1:Needle')
    const bad = await grep({ pattern: '(' })
    expect(bad.isError).toBe(true)
    expect(bad.output).toMatch(/^Invalid regular expression: /)
  })
})
