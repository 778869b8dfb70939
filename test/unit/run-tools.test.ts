import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, toolDefinitions, type ToolContext } from '../../src/run/tools/index.js'
import { MAX_READ_BYTES } from '../../src/run/tools/limits.js'
import { globToRegExp } from '../../src/run/tools/search.js'
import { createWorkspace } from '../../src/run/workspace.js'
import { collectOutputs } from '../../src/run/outputs.js'

let ws: string
let outside: string
let ctx: ToolContext

beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-ws-')))
  outside = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-out-')))
  await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET\n')
  ctx = { workspaceDir: ws, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() }
})

afterEach(async () => {
  await rm(ws, { recursive: true, force: true })
  await rm(outside, { recursive: true, force: true })
})

describe('confinement', () => {
  test('../ is refused for every file tool, as an is_error result', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['Read', { file_path: '../secret.txt' }],
      ['Read', { file_path: `../${path.basename(outside)}/secret.txt` }],
      ['Write', { file_path: '../escape.txt', content: 'x' }],
      ['Edit', { file_path: '../x.txt', old_string: 'a', new_string: 'b' }],
      ['Glob', { pattern: '*', path: '..' }],
      ['Grep', { pattern: 'SECRET', path: '..' }],
      ['Read', { file_path: 'sub/../../secret.txt' }]
    ]
    for (const [name, input] of cases) {
      const r = await runTool(name, input, ctx)
      expect(r.isError).toBe(true)
      expect(r.output).toMatch(/outside the workspace|Access denied/)
    }
    expect(existsSync(path.join(path.dirname(ws), 'escape.txt'))).toBe(false)
    expect(ctx.filesWritten.size).toBe(0)
  })

  test('absolute paths outside are refused; absolute paths inside work', async () => {
    const bad = await runTool('Read', { file_path: path.join(outside, 'secret.txt') }, ctx)
    expect(bad).toMatchObject({ isError: true })
    expect(bad.output).not.toContain('TOP SECRET')
    expect((await runTool('Write', { file_path: '/etc/skill-evals-test', content: 'x' }, ctx)).isError).toBe(true)

    const ok = await runTool('Write', { file_path: path.join(ws, 'abs.txt'), content: 'inside\n' }, ctx)
    expect(ok.isError).toBe(false)
    expect([...ctx.filesWritten]).toEqual(['abs.txt'])
    const read = await runTool('Read', { file_path: path.join(ws, 'abs.txt') }, ctx)
    expect(read).toEqual({ output: '     1\tinside', isError: false })
  })

  test('symlinks pointing out are refused (file, directory, and writing through a link)', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'link.txt'))
    await symlink(outside, path.join(ws, 'linkdir'))
    const r1 = await runTool('Read', { file_path: 'link.txt' }, ctx)
    expect(r1.isError).toBe(true)
    expect(r1.output).toMatch(/symlink/)
    expect((await runTool('Read', { file_path: 'linkdir/secret.txt' }, ctx)).isError).toBe(true)
    expect((await runTool('Write', { file_path: 'linkdir/new.txt', content: 'x' }, ctx)).isError).toBe(true)
    expect((await runTool('Write', { file_path: 'link.txt', content: 'overwrite' }, ctx)).isError).toBe(true)
    expect((await runTool('Edit', { file_path: 'link.txt', old_string: 'TOP', new_string: 'NOT' }, ctx)).isError).toBe(true)
    expect(existsSync(path.join(outside, 'new.txt'))).toBe(false)
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n')
    // Glob and Grep skip links that leave the workspace.
    expect((await runTool('Glob', { pattern: '**/*' }, ctx)).output).not.toMatch(/secret|link/)
    expect((await runTool('Grep', { pattern: 'SECRET' }, ctx)).output).toBe('No matches found.')
  })

  test('a dangling symlink (which a write would follow out) is refused', async () => {
    await symlink(path.join(outside, 'not-yet.txt'), path.join(ws, 'dangling.txt'))
    const r = await runTool('Write', { file_path: 'dangling.txt', content: 'x' }, ctx)
    expect(r.isError).toBe(true)
    expect(existsSync(path.join(outside, 'not-yet.txt'))).toBe(false)
  })

  test('device file via symlink (/dev/zero) is refused', async () => {
    await symlink('/dev/zero', path.join(ws, 'zero'))
    const r = await runTool('Read', { file_path: 'zero' }, ctx)
    expect(r.isError).toBe(true)
    expect((await runTool('Read', { file_path: '/dev/zero' }, ctx)).isError).toBe(true)
  })

  test('a FIFO inside the workspace is refused without hanging; so is a directory', async () => {
    let haveMkfifo = true
    try {
      execFileSync('mkfifo', [path.join(ws, 'pipe')])
    } catch {
      haveMkfifo = false
    }
    if (haveMkfifo) {
      const r = await runTool('Read', { file_path: 'pipe' }, ctx)
      expect(r).toMatchObject({ isError: true })
      expect(r.output).toMatch(/FIFO/)
    }
    await mkdir(path.join(ws, 'dir'))
    const d = await runTool('Read', { file_path: 'dir' }, ctx)
    expect(d.isError).toBe(true)
    expect(d.output).toMatch(/directory/)
  })

  test('oversized reads are refused with a clear message', async () => {
    await writeFile(path.join(ws, 'big.txt'), 'x'.repeat(MAX_READ_BYTES + 1))
    const r = await runTool('Read', { file_path: 'big.txt' }, ctx)
    expect(r.isError).toBe(true)
    expect(r.output).toMatch(/1 MiB/)
  })

  test('bad input never throws', async () => {
    expect((await runTool('Read', null, ctx)).isError).toBe(true)
    expect((await runTool('Read', {}, ctx)).output).toMatch(/file_path/)
    expect((await runTool('Write', { file_path: 'a.txt', content: 42 }, ctx)).isError).toBe(true)
    expect((await runTool('Nope', {}, ctx)).output).toMatch(/Unknown tool/)
    expect((await runTool('Read', { file_path: 'missing.txt' }, ctx)).output).toMatch(/does not exist/)
  })
})

describe('Read / Write / Edit', () => {
  test('Read with offset and limit numbers lines', async () => {
    await writeFile(path.join(ws, 'l.txt'), 'one\ntwo\nthree\nfour\n')
    const r = await runTool('Read', { file_path: 'l.txt', offset: 2, limit: 2 }, ctx)
    expect(r.output).toBe('     2\ttwo\n     3\tthree\n… (1 more lines; use offset=4 to continue)')
    expect(ctx.filesRead?.has('l.txt')).toBe(true)
  })

  test('Write creates parent dirs and tracks the file', async () => {
    const r = await runTool('Write', { file_path: 'out/deep/report.md', content: '# Hi\n' }, ctx)
    expect(r).toEqual({ output: 'Created out/deep/report.md (5 bytes).', isError: false })
    expect(await readFile(path.join(ws, 'out/deep/report.md'), 'utf8')).toBe('# Hi\n')
    expect([...ctx.filesWritten]).toEqual(['out/deep/report.md'])
  })

  test('Edit: unique replacement, ambiguity, replace_all, not found, create with empty old_string', async () => {
    await writeFile(path.join(ws, 'e.txt'), 'a $1 b a c a')
    const amb = await runTool('Edit', { file_path: 'e.txt', old_string: 'a', new_string: 'X' }, ctx)
    expect(amb.isError).toBe(true)
    expect(amb.output).toMatch(/occurs 3 times/)
    expect((await runTool('Edit', { file_path: 'e.txt', old_string: 'zzz', new_string: 'X' }, ctx)).output).toMatch(/not found/)
    expect((await runTool('Edit', { file_path: 'e.txt', old_string: 'b', new_string: '$&$1' }, ctx)).isError).toBe(false)
    expect(await readFile(path.join(ws, 'e.txt'), 'utf8')).toBe('a $1 $&$1 a c a') // no replacement-pattern surprises
    const all = await runTool('Edit', { file_path: 'e.txt', old_string: 'a', new_string: 'A', replace_all: true }, ctx)
    expect(all.output).toMatch(/3 replacements/)
    expect(await readFile(path.join(ws, 'e.txt'), 'utf8')).toBe('A $1 $&$1 A c A')
    expect((await runTool('Edit', { file_path: 'e.txt', old_string: 'c', new_string: 'c' }, ctx)).isError).toBe(true)
    expect((await runTool('Edit', { file_path: 'new.txt', old_string: '', new_string: 'fresh' }, ctx)).isError).toBe(false)
    expect(await readFile(path.join(ws, 'new.txt'), 'utf8')).toBe('fresh')
    expect([...ctx.filesWritten].sort()).toEqual(['e.txt', 'new.txt'])
  })
})

describe('Glob / Grep', () => {
  beforeEach(async () => {
    await mkdir(path.join(ws, 'src/lib'), { recursive: true })
    await mkdir(path.join(ws, '.git'), { recursive: true })
    await writeFile(path.join(ws, 'README.md'), '# Title\nhello world\n')
    await writeFile(path.join(ws, 'src/a.ts'), 'export const Hello = 1\n// todo\n')
    await writeFile(path.join(ws, 'src/lib/b.ts'), 'const hello = 2\n')
    await writeFile(path.join(ws, 'src/lib/c.js'), 'hello()\n')
    await writeFile(path.join(ws, '.git/config'), 'hello\n')
  })

  test('Glob patterns', async () => {
    expect((await runTool('Glob', { pattern: '**/*.ts' }, ctx)).output).toBe('src/a.ts\nsrc/lib/b.ts')
    expect((await runTool('Glob', { pattern: '*.md' }, ctx)).output).toBe('README.md')
    expect((await runTool('Glob', { pattern: 'src/**/*.{ts,js}' }, ctx)).output).toBe('src/a.ts\nsrc/lib/b.ts\nsrc/lib/c.js')
    expect((await runTool('Glob', { pattern: '*.ts', path: 'src/lib' }, ctx)).output).toBe('src/lib/b.ts')
    expect((await runTool('Glob', { pattern: '**/config' }, ctx)).output).toBe('No files found.') // .git skipped
    expect((await runTool('Glob', { pattern: '../**' }, ctx)).isError).toBe(true)
    expect(globToRegExp('a/**/b').test('a/b')).toBe(true)
    expect(globToRegExp('a/**/b').test('a/x/y/b')).toBe(true)
    expect(globToRegExp('a/*.md').test('a/x/y.md')).toBe(false)
  })

  test('Grep returns file:line:text, honours -i and glob, reports bad regexes', async () => {
    expect((await runTool('Grep', { pattern: 'hello' }, ctx)).output).toBe('README.md:2:hello world\nsrc/lib/b.ts:1:const hello = 2\nsrc/lib/c.js:1:hello()')
    expect((await runTool('Grep', { pattern: 'hello', '-i': true, glob: '*.ts' }, ctx)).output).toBe('src/a.ts:1:export const Hello = 1\nsrc/lib/b.ts:1:const hello = 2')
    expect((await runTool('Grep', { pattern: 'todo', path: 'src/a.ts' }, ctx)).output).toBe('src/a.ts:2:// todo')
    expect((await runTool('Grep', { pattern: '([' }, ctx)).output).toMatch(/Invalid regular expression/)
  })

  test('Grep output is capped', async () => {
    await writeFile(path.join(ws, 'many.txt'), 'match\n'.repeat(2000))
    const r = await runTool('Grep', { pattern: 'match', path: 'many.txt' }, ctx)
    expect(r.output.split('\n')).toHaveLength(501)
    expect(r.output).toMatch(/1500 more matches not shown/)
  })
})

describe('Bash', () => {
  test('is disabled by default and not in the default tool list', async () => {
    const r = await runTool('Bash', { command: 'echo hi' }, ctx)
    expect(r).toEqual({ output: 'Bash is not enabled for this run.', isError: true })
    expect(toolDefinitions({ bash: false, skill: false }).map((t) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
    expect(toolDefinitions({ bash: true, skill: true }).map((t) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash', 'Skill'])
  })

  test('runs in the workspace with an empty environment; files it writes are tracked', async () => {
    process.env.SKILL_EVALS_SENTINEL = 'sentinel-value-123'
    try {
      const r = await runTool('Bash', { command: 'env; pwd; echo data > made.txt' }, { ...ctx, bash: true })
      expect(r.isError).toBe(false)
      expect(r.output).not.toContain('sentinel-value-123')
      expect(r.output).not.toContain('SKILL_EVALS_SENTINEL')
      expect(r.output).toContain('PATH=/usr/bin:/bin')
      expect(r.output).toContain(`HOME=${ws}`)
      expect(r.output.split('\n')).toContain(ws)
      expect([...ctx.filesWritten]).toEqual(['made.txt'])
    } finally {
      delete process.env.SKILL_EVALS_SENTINEL
    }
  })

  test('non-zero exit is an error result; timeout kills the command', async () => {
    const bctx = { ...ctx, bash: true, bashTimeoutMs: 300 }
    const fail = await runTool('Bash', { command: 'echo oops >&2; exit 3' }, bctx)
    expect(fail).toEqual({ output: 'oops\nExit code 3', isError: true })
    const started = Date.now()
    const slow = await runTool('Bash', { command: 'sleep 10; echo never' }, bctx)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(slow.isError).toBe(true)
    expect(slow.output).toMatch(/timed out after 0.3 s/)
    expect(slow.output).not.toContain('never')
  })

  test('output is capped', async () => {
    const r = await runTool('Bash', { command: 'i=0; while [ $i -lt 5000 ]; do echo 0123456789abcdef; i=$((i+1)); done' }, { ...ctx, bash: true })
    expect(r.output.length).toBeLessThan(31_000)
    expect(r.output).toMatch(/characters omitted/)
  })
})

describe('Skill tool', () => {
  test('returns the body of a known skill and records the call', async () => {
    const sctx = { ...ctx, skills: { 'pdf-report': '# PDF report\nDo things.' } }
    const r = await runTool('Skill', { skill: 'pdf-report' }, sctx)
    expect(r.isError).toBe(false)
    expect(r.output).toContain('# PDF report\nDo things.')
    expect(ctx.skillsInvoked?.has('pdf-report')).toBe(true)
    expect((await runTool('Skill', { skill: 'other' }, sctx)).output).toMatch(/Unknown skill: other. Available skills: pdf-report/)
    expect((await runTool('Skill', { skill: 'pdf-report' }, ctx)).isError).toBe(true)
  })
})

describe('workspace', () => {
  test('createWorkspace copies eval files and the skill folder; collectOutputs; dispose is idempotent', async () => {
    const src = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-src-')))
    try {
      await writeFile(path.join(src, 'input.csv'), 'a,b\n')
      await mkdir(path.join(src, 'skill/references'), { recursive: true })
      await writeFile(path.join(src, 'skill/SKILL.md'), '---\nname: s\n---\nbody')
      await writeFile(path.join(src, 'skill/references/ref.md'), 'ref')
      const w = await createWorkspace({ files: [{ src: path.join(src, 'input.csv'), dest: 'data/input.csv' }], skill: { name: 's', dir: path.join(src, 'skill') } })
      expect(await readFile(path.join(w.dir, 'data/input.csv'), 'utf8')).toBe('a,b\n')
      expect(await readFile(path.join(w.dir, '.claude/skills/s/references/ref.md'), 'utf8')).toBe('ref')
      const wctx: ToolContext = { workspaceDir: w.dir, bash: false, filesWritten: new Set() }
      await runTool('Write', { file_path: 'out/r.md', content: 'R' }, wctx)
      wctx.filesWritten.add('gone.txt')
      wctx.filesWritten.add('../evil')
      const dest = path.join(src, 'outputs')
      expect(await collectOutputs(w.dir, dest, wctx.filesWritten)).toEqual(['out/r.md'])
      expect(await readFile(path.join(dest, 'out/r.md'), 'utf8')).toBe('R')
      await w.dispose()
      await w.dispose()
      expect(existsSync(w.dir)).toBe(false)
      await expect(createWorkspace({ files: [{ src: path.join(src, 'input.csv'), dest: '../x' }] })).rejects.toThrow(/outside/)
    } finally {
      await rm(src, { recursive: true, force: true })
    }
  })
})
