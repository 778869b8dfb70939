import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_SKILL_ROOTS, discoverSkills, findStraySkillFiles } from '../../src/discover/skills.js'
import { MAX_SKILL_MD_BYTES } from '../../src/discover/frontmatter.js'

// Mutation tests (issue 23) of skill discovery (src/discover/skills.ts), second round: which
// skill roots and folders are read (links, files where a folder is expected, roots reached twice,
// names the file system cannot give back), which copy of a duplicated name wins, the size limit at
// its boundary, and the warnings about SKILL.md files outside the skill roots.

let base: string
let root: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-mskload-')))
  root = path.join(base, 'repo')
  mkdirSync(root)
})
afterEach(() => {
  rmSync(base, { recursive: true, force: true })
})

function write(rel: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), content)
}
const md = (name: string): string => `---\nname: ${name}\ndescription: The ${name} skill.\n---\nBody\n`
/** A folder whose name is one byte that is not UTF-8 (Linux keeps such names; Node reads them back as U+FFFD). */
const badName = (relParent: string): void => {
  mkdirSync(Buffer.concat([Buffer.from(path.join(root, relParent) + '/'), Buffer.from([0xff])]), { recursive: true })
}
/**
 * Run `fn` with the permission checks of a user without root rights: a root user (this machine's
 * test runs, Stryker's) reads a folder of mode 000 all the same, so as root the effective user id
 * is nobody's (65534) for the time of `fn`.
 */
async function unprivileged<T>(fn: () => Promise<T>): Promise<T> {
  if (process.getuid?.() !== 0) return fn()
  chmodSync(base, 0o755) // (mkdtemp makes it 0700)
  process.seteuid!(65534)
  try {
    return await fn()
  } finally {
    process.seteuid!(0)
  }
}
/**
 * Two folder names in the opposite order by UTF-16 code units (the order discovery sorts in, the
 * same on every system) and by bytes (the order Node lists a folder in on Linux, as libuv sorts
 * it; other systems list in their own order): U+1F600 is a surrogate pair (0xD83D…), below U+FF41.
 */
const CODE_UNIT_FIRST = '\u{1F600}'
const BYTE_FIRST = '\uFF41'

describe('which skill roots are read', () => {
  test("a skill root '.' reads the skill folders at the top of the repository", async () => {
    write('pdf/SKILL.md', md('pdf'))
    const r = await discoverSkills(root, ['.'])
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => [s.name, s.relDir, s.file])).toStrictEqual([['pdf', 'pdf', 'pdf/SKILL.md']])
  })

  test("a skill folder linked into a sibling folder whose name starts with the repository's is outside the repository", async () => {
    mkdirSync(path.join(base, 'repo-other/pdf'), { recursive: true })
    writeFileSync(path.join(base, 'repo-other/pdf/SKILL.md'), md('pdf'))
    mkdirSync(path.join(root, 'skills'))
    symlinkSync(path.join(base, 'repo-other/pdf'), path.join(root, 'skills/pdf'))
    const r = await discoverSkills(root)
    expect(r.skills).toStrictEqual([])
    expect(r.findings).toStrictEqual([
      {
        severity: 'error',
        file: 'skills/pdf',
        rule: 'skill.symlink.outside',
        message: 'the skill folder skills/pdf is a symlink that resolves outside the repository, so it was not read; copy the skill into the repo instead'
      }
    ])
  })

  test('a file where a skill root is expected, or a root that is a broken link, is skipped quietly', async () => {
    write('skills', 'not a folder')
    mkdirSync(path.join(root, '.claude'))
    symlinkSync(path.join(root, 'nowhere'), path.join(root, '.claude/skills'))
    write('agents/ok/SKILL.md', md('ok'))
    const r = await discoverSkills(root, ['skills', '.claude/skills', 'agents'])
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => s.file)).toStrictEqual(['agents/ok/SKILL.md'])
  })

  test('a skill root reached twice (one root links to the other) is listed once: one warning for a folder without SKILL.md', async () => {
    write('skills/pdf/SKILL.md', md('pdf'))
    write('skills/notes/README.md', 'notes')
    mkdirSync(path.join(root, '.claude'))
    symlinkSync(path.join(root, 'skills'), path.join(root, '.claude/skills'))
    const r = await discoverSkills(root)
    expect(r.skills.map((s) => s.file)).toStrictEqual(['skills/pdf/SKILL.md'])
    expect(r.findings).toStrictEqual([
      {
        severity: 'warning',
        file: 'skills/notes',
        rule: 'skill.file.missing',
        message: 'the folder skills/notes is under a skill root but has no SKILL.md, so it is not a skill; add a SKILL.md or move the folder out of the skill root'
      }
    ])
  })

  test('a skill root that cannot be listed is an error naming it', async () => {
    write('skills/pdf/SKILL.md', md('pdf'))
    chmodSync(path.join(root, 'skills'), 0o000)
    try {
      const r = await unprivileged(() => discoverSkills(root, ['skills']))
      expect(r.skills).toStrictEqual([])
      expect(r.findings.map((f) => [f.severity, f.file, f.rule])).toStrictEqual([['error', 'skills', 'skill.read']])
      expect(r.findings[0]!.message).toMatch(/^the skill root skills cannot be listed: (Error: )?EACCES/)
    } finally {
      chmodSync(path.join(root, 'skills'), 0o755)
    }
    chmodSync(root, 0o000)
    try {
      const r = await unprivileged(() => discoverSkills(root, ['.']))
      expect(r.findings.map((f) => [f.severity, f.file, f.rule])).toStrictEqual([['error', '.', 'skill.read']])
      expect(r.findings[0]!.message).toMatch(/^the skill root \. cannot be listed: (Error: )?EACCES/)
    } finally {
      chmodSync(root, 0o755)
    }
  })
})

describe('which skill folders are read', () => {
  test('a link in a skill root to a file (a shared LICENSE) is not a skill and not reported', async () => {
    write('LICENSE', 'MIT')
    write('skills/pdf/SKILL.md', md('pdf'))
    symlinkSync(path.join(root, 'LICENSE'), path.join(root, 'skills/LICENSE'))
    const r = await discoverSkills(root)
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => s.file)).toStrictEqual(['skills/pdf/SKILL.md'])
  })

  test('a SKILL.md linked to a Markdown file elsewhere in the repository is read', async () => {
    write('docs/pdf.md', md('pdf'))
    mkdirSync(path.join(root, 'skills/pdf'), { recursive: true })
    symlinkSync(path.join(root, 'docs/pdf.md'), path.join(root, 'skills/pdf/SKILL.md'))
    const r = await discoverSkills(root)
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => [s.name, s.file, s.body])).toStrictEqual([['pdf', 'skills/pdf/SKILL.md', 'Body\n']])
  })

  test('a SKILL.md linked to a file outside the repository is an error, and is not read', async () => {
    writeFileSync(path.join(base, 'secret.md'), md('leak'))
    mkdirSync(path.join(root, 'skills/leak'), { recursive: true })
    symlinkSync(path.join(base, 'secret.md'), path.join(root, 'skills/leak/SKILL.md'))
    const r = await discoverSkills(root)
    expect(r.skills).toStrictEqual([])
    expect(r.findings).toStrictEqual([
      {
        severity: 'error',
        file: 'skills/leak/SKILL.md',
        rule: 'skill.symlink.outside',
        message: 'skills/leak/SKILL.md is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead'
      }
    ])
  })

  test('a SKILL.md that is a broken link is an error naming it; the other skills load', async () => {
    write('skills/ok/SKILL.md', md('ok'))
    mkdirSync(path.join(root, 'skills/pdf'), { recursive: true })
    symlinkSync(path.join(root, 'skills/pdf/missing.md'), path.join(root, 'skills/pdf/SKILL.md'))
    const r = await discoverSkills(root)
    expect(r.skills.map((s) => s.name)).toStrictEqual(['ok'])
    expect(r.findings).toStrictEqual([
      { severity: 'error', file: 'skills/pdf/SKILL.md', rule: 'skill.read', message: 'skills/pdf/SKILL.md is a symlink whose target does not exist; fix or replace it' }
    ])
  })

  test('a skill folder whose name is not valid UTF-8 is an error that it could not be read; the other skills load', async () => {
    write('skills/ok/SKILL.md', md('ok'))
    badName('skills')
    const r = await discoverSkills(root)
    expect(r.skills.map((s) => s.name)).toStrictEqual(['ok'])
    expect(r.findings.map((f) => [f.severity, f.file, f.rule])).toStrictEqual([['error', 'skills/\uFFFD', 'skill.read']])
    expect(r.findings[0]!.message).toMatch(/^skills\/\uFFFD could not be read: (Error: )?ENOENT: no such file or directory/)
  })

  test("a folder whose name holds a backslash is compared whole with the skill's name", async () => {
    write('skills/team\\pdf/SKILL.md', md('pdf'))
    const r = await discoverSkills(root)
    expect(r.findings.map((f) => [f.file, f.rule, f.line, f.column])).toStrictEqual([['skills/team\\pdf/SKILL.md', 'skill.name.folder-mismatch', 2, 7]])
    expect(r.findings[0]!.message).toContain("must match its folder name 'team\\pdf'")
  })
})

describe('which copy of a skill wins, and in which order skills come', () => {
  test('folders of one root with the same skill name: the first folder in name order wins', async () => {
    const copies = Array.from({ length: 9 }, (_, i) => `pdf-copy-${i + 1}`)
    for (const folder of ['pdf', ...copies]) write(`skills/${folder}/SKILL.md`, md('pdf'))
    const r = await discoverSkills(root)
    expect(r.skills.map((s) => s.file)).toStrictEqual(['skills/pdf/SKILL.md'])
    const dups = r.findings.filter((f) => f.rule === 'skill.name.duplicate')
    expect(dups.map((f) => [f.file, f.line, f.column, f.message])).toStrictEqual(
      copies.map((c) => [
        `skills/${c}/SKILL.md`,
        2,
        7,
        "skill name 'pdf' is already used by skills/pdf/SKILL.md; skill names must be unique, so rename or remove one (this copy is ignored)"
      ])
    )
  })

  test('the first folder is the first in code-unit order, whatever order the system lists the folder in', async () => {
    for (const folder of [BYTE_FIRST, CODE_UNIT_FIRST]) write(`skills/${folder}/SKILL.md`, md('pdf'))
    const r = await discoverSkills(root)
    expect(r.skills.map((s) => s.file)).toStrictEqual([`skills/${CODE_UNIT_FIRST}/SKILL.md`])
    expect(r.findings.filter((f) => f.rule === 'skill.name.duplicate').map((f) => f.file)).toStrictEqual([`skills/${BYTE_FIRST}/SKILL.md`])
  })

  test('skills come sorted by name across roots', async () => {
    for (const n of ['delta', 'echo']) write(`skills/${n}/SKILL.md`, md(n))
    for (const n of ['alpha', 'bravo', 'charlie']) write(`.claude/skills/${n}/SKILL.md`, md(n))
    const r = await discoverSkills(root)
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => s.name)).toStrictEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo'])
  })
})

describe('the SKILL.md size limit', () => {
  test('a SKILL.md of exactly 1 MiB is read', async () => {
    const head = md('big')
    write('skills/big/SKILL.md', head + 'x'.repeat(MAX_SKILL_MD_BYTES - head.length - 1) + '\n')
    const r = await discoverSkills(root)
    expect(r.findings).toStrictEqual([])
    expect(r.skills.map((s) => [s.name, s.body.length])).toStrictEqual([['big', MAX_SKILL_MD_BYTES - head.length + 'Body\n'.length]])
  })

  test('a 2 GiB SKILL.md is refused by its size, without reading it', async () => {
    mkdirSync(path.join(root, 'skills/huge'), { recursive: true })
    writeFileSync(path.join(root, 'skills/huge/SKILL.md'), '')
    truncateSync(path.join(root, 'skills/huge/SKILL.md'), 2 ** 31) // sparse: takes no disk space
    const r = await discoverSkills(root)
    expect(r.skills).toStrictEqual([])
    expect(r.findings).toStrictEqual([
      {
        severity: 'error',
        file: 'skills/huge/SKILL.md',
        rule: 'skill.size',
        message: 'SKILL.md is 2048.0 MiB (2147483648 bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files'
      }
    ])
  })
})

describe('SKILL.md files outside the skill roots', () => {
  const line = (extra: string): string => `skill-roots: [skills, .claude/skills, ${extra}]`

  test('exactly three under one folder: all three named, without "…"', async () => {
    for (const n of ['a', 'b', 'c']) write(`old/${n}/SKILL.md`, md(n))
    const r = await discoverSkills(root, [...DEFAULT_SKILL_ROOTS]) // configured: the no-layout fallback would read them
    expect(r.findings).toStrictEqual([
      {
        severity: 'warning',
        file: 'old',
        rule: 'skill.outside-roots',
        message: `3 SKILL.md files under old/ (old/a/SKILL.md, old/b/SKILL.md, old/c/SKILL.md) are outside the configured skill roots (skills, .claude/skills), so they were not checked; to include them, put this line in evals/config.yaml: ${line('old')}`
      }
    ])
  })

  test('more than three under one folder: the first three in name order, then "…"', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    for (const n of names) write(`old/${n}/SKILL.md`, md(n))
    expect(await findStraySkillFiles(root, ['skills'])).toStrictEqual(names.map((n) => `old/${n}/SKILL.md`))
    const r = await discoverSkills(root, [...DEFAULT_SKILL_ROOTS]) // configured: the no-layout fallback would read them
    expect(r.findings.map((f) => f.message)).toStrictEqual([
      `8 SKILL.md files under old/ (old/a/SKILL.md, old/b/SKILL.md, old/c/SKILL.md, …) are outside the configured skill roots (skills, .claude/skills), so they were not checked; to include them, put this line in evals/config.yaml: ${line('old')}`
    ])
  })

  test('they are named in code-unit order, whatever order the system lists a folder in', async () => {
    for (const folder of [BYTE_FIRST, CODE_UNIT_FIRST]) write(`old/${folder}/SKILL.md`, md('x'))
    expect(await findStraySkillFiles(root, ['skills'])).toStrictEqual([`old/${CODE_UNIT_FIRST}/SKILL.md`, `old/${BYTE_FIRST}/SKILL.md`])
  })

  test("the suggested skill-roots line writes a folder plainly unless YAML needs quotes ('drafts-' plain, '-' quoted)", async () => {
    write('drafts-/a/SKILL.md', md('a'))
    write('-/b/SKILL.md', md('b'))
    const r = await discoverSkills(root, [...DEFAULT_SKILL_ROOTS]) // configured: the no-layout fallback would read them
    expect(r.findings.map((f) => [f.file, f.message.slice(f.message.indexOf('skill-roots:'))])).toStrictEqual([
      ['-', line('"-"')],
      ['drafts-', line('drafts-')]
    ])
  })

  test('a folder whose name is not valid UTF-8 does not stop the search', async () => {
    badName('.')
    write('old/a/SKILL.md', md('a'))
    const r = await discoverSkills(root, [...DEFAULT_SKILL_ROOTS]) // configured: the no-layout fallback would read them
    expect(r.findings.map((f) => [f.severity, f.file, f.rule])).toStrictEqual([['warning', 'old', 'skill.outside-roots']])
  })

  test('the search opens a folder only while fewer than its entry budget were listed', async () => {
    // The root lists 2 entries (a, b), a 3 files, b 1 folder (x), which holds the SKILL.md.
    for (const n of ['1', '2', '3']) write(`a/${n}`, n)
    write('b/x/SKILL.md', md('x'))
    expect(await findStraySkillFiles(root, ['skills'])).toStrictEqual(['b/x/SKILL.md'])
    expect(await findStraySkillFiles(root, ['skills'], 7)).toStrictEqual(['b/x/SKILL.md'])
    // 6: after the root, a and b, nothing is left, so x is not opened
    expect(await findStraySkillFiles(root, ['skills'], 6)).toStrictEqual([])
    // 5: b is not opened either
    expect(await findStraySkillFiles(root, ['skills'], 5)).toStrictEqual([])
  })
})
