/**
 * Find the skills of a repo: every `<repoRoot>/<root>/<folder>/SKILL.md` for each skill root.
 *
 * Never throws for anything in the user's repo: unreadable files, symlinks leaving the repo,
 * bad SKILL.md files all become findings, and the other skills are still returned.
 */
import { lstat, readFile, readdir, realpath, stat } from './sync-fs.js'
import path from 'node:path'
import type { Finding, Skill } from '../types.js'
import { MAX_SKILL_MD_BYTES, parseSkillMd, sortFindings, truncate } from './frontmatter.js'

export const DEFAULT_SKILL_ROOTS = ['skills', '.claude/skills']

interface Found {
  skill: Skill
  namePosition: { line: number; column: number } | undefined
}

export async function discoverSkills(
  repoRoot: string,
  skillRoots: string[] = DEFAULT_SKILL_ROOTS
): Promise<{ skills: Skill[]; findings: Finding[] }> {
  const findings: Finding[] = []
  const found: Found[] = []
  const root = path.resolve(repoRoot)
  let repoReal: string
  try {
    repoReal = await realpath(root)
  } catch (err) {
    findings.push({ severity: 'error', file: '.', rule: 'skill.read', message: `the repository root ${root} cannot be read: ${errMessage(err)}` })
    return { skills: [], findings }
  }

  const rel = (abs: string): string => toPosix(path.relative(root, abs)) || '.'
  const inside = (real: string): boolean => real === repoReal || real.startsWith(repoReal.endsWith(path.sep) ? repoReal : repoReal + path.sep)
  const seenRoots = new Set<string>()
  const seenFiles = new Set<string>()

  for (const skillRoot of skillRoots) {
    const rootAbs = path.resolve(root, skillRoot)
    const rootRel = rel(rootAbs)
    let rootReal: string
    try {
      rootReal = await realpath(rootAbs)
      if (!(await stat(rootReal)).isDirectory()) continue
    } catch {
      continue // a missing root is fine; a broken link or an unreadable one: nothing to discover
    }
    if (!inside(rootReal)) {
      findings.push({
        severity: 'error',
        file: rootRel,
        rule: 'skill.symlink.outside',
        message: `the skill root ${rootRel} resolves outside the repository, so it was not read; keep skills inside the repo`
      })
      continue
    }
    if (seenRoots.has(rootReal)) continue
    seenRoots.add(rootReal)

    let entries: string[]
    try {
      entries = (await readdir(rootAbs)).sort()
    } catch (err) {
      findings.push({ severity: 'error', file: rootRel, rule: 'skill.read', message: `the skill root ${rootRel} cannot be listed: ${errMessage(err)}` })
      continue
    }

    for (const folder of entries) {
      const dirAbs = path.join(rootAbs, folder)
      const relDir = rel(dirAbs)
      try {
        const f = await checkFolder(dirAbs, relDir, folder, inside, seenFiles, findings)
        if (f) found.push(f)
      } catch (err) {
        findings.push({ severity: 'error', file: relDir, rule: 'skill.read', message: `${relDir} could not be read: ${errMessage(err)}` })
      }
    }
  }

  // Names must be unique; the first occurrence (in skill-root order) is kept.
  const byName = new Map<string, Found>()
  const skills: Skill[] = []
  for (const f of found) {
    const first = byName.get(f.skill.name)
    if (first) {
      findings.push({
        severity: 'error',
        file: f.skill.file,
        rule: 'skill.name.duplicate',
        message: `skill name '${truncate(f.skill.name)}' is already used by ${first.skill.file}; skill names must be unique, so rename or remove one (this copy is ignored)`,
        ...f.namePosition // (always there: a skill is returned only with its name)
      })
      continue
    }
    byName.set(f.skill.name, f)
    skills.push(f.skill)
  }
  skills.sort((a, b) => cmp(a.name, b.name)) // names are unique here
  findings.push(...(await strayFindings(root, skillRoots, seenFiles)))
  return { skills, findings: sortFindings(findings) }
}

/** Folders never searched for stray SKILL.md files: dependencies, VCS data and vendored code. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules', '.git', '.hg', '.svn', 'vendor', 'vendored', 'third_party', 'third-party', '.venv', 'venv', '__pycache__', '.tox', '.skill-evals'
])
const STRAY_MAX_DEPTH = 8
const STRAY_MAX_ENTRIES = 50_000

/**
 * SKILL.md files found outside the configured skill roots (not followed through symlinks). The walk
 * opens a folder only while fewer than `maxEntries` entries were listed, so a huge repository
 * costs a bounded time.
 */
export async function findStraySkillFiles(repoRoot: string, skillRoots: readonly string[], maxEntries = STRAY_MAX_ENTRIES): Promise<string[]> {
  const root = path.resolve(repoRoot)
  const roots = skillRoots.map((r) => toPosix(path.relative(root, path.resolve(root, r))))
  const underRoot = (rel: string): boolean => roots.some((r) => r === '' || rel === r || rel.startsWith(r + '/'))
  const out: string[] = []
  let budget = maxEntries
  const walk = async (dirRel: string, depth: number): Promise<void> => {
    if (depth > STRAY_MAX_DEPTH || budget <= 0) return
    let entries: import('node:fs').Dirent[]
    try {
      entries = await readdir(path.join(root, dirRel), { withFileTypes: true })
    } catch {
      return
    }
    budget -= entries.length
    entries.sort((a, b) => cmp(a.name, b.name)) // (names of one folder: unique)
    for (const e of entries) {
      const rel = dirRel ? `${dirRel}/${e.name}` : e.name
      if (e.isDirectory()) {
        if (SKIPPED_FOLDERS.has(e.name) || underRoot(rel)) continue
        await walk(rel, depth + 1)
      } else if (e.isFile() && e.name === 'SKILL.md' && !underRoot(dirRel)) {
        out.push(rel)
      }
    }
  }
  await walk('', 0)
  return out
}

/**
 * One warning per folder that holds skills outside the configured roots, naming where they are
 * and the `skill-roots` line that would include them.
 */
async function strayFindings(root: string, skillRoots: readonly string[], read: ReadonlySet<string>): Promise<Finding[]> {
  const stray: string[] = []
  for (const file of await findStraySkillFiles(root, skillRoots)) {
    // A skill folder linked into a root was read through the link: not a stray.
    const real = await realpath(path.join(root, file)).catch(() => undefined)
    // Stryker disable next-line ConditionalExpression: the walk listed this SKILL.md as a regular file a moment ago, so its realpath fails only if it vanished since (Set.has(undefined) is false: named all the same)
    if (real === undefined || !read.has(real)) stray.push(file)
  }
  const byRoot = new Map<string, string[]>()
  const findings: Finding[] = []
  for (const file of stray) {
    const parts = file.split('/')
    if (parts.length === 1) {
      findings.push({
        severity: 'warning',
        file,
        rule: 'skill.outside-roots',
        message: `SKILL.md at the repository root is not read: skill-evals reads skills from folders under a skill root (${skillRoots.join(', ')}); move it into e.g. skills/<name>/SKILL.md`
      })
      continue
    }
    const skillRoot = parts.slice(0, -2).join('/') || '.'
    const list = byRoot.get(skillRoot) ?? []
    list.push(file)
    byRoot.set(skillRoot, list)
  }
  for (const [skillRoot, files] of byRoot) {
    const line = `skill-roots: [${[...skillRoots, skillRoot].map(yamlItem).join(', ')}]`
    const n = files.length
    findings.push({
      severity: 'warning',
      file: skillRoot,
      rule: 'skill.outside-roots',
      message:
        `${n} SKILL.md file${n === 1 ? '' : 's'} ${skillRoot === '.' ? 'in top-level folders' : `under ${skillRoot}/`} (${files.slice(0, 3).join(', ')}${n > 3 ? ', …' : ''}) ${n === 1 ? 'is' : 'are'} outside the configured skill roots (${skillRoots.join(', ')}), so ${n === 1 ? 'it was' : 'they were'} not checked; ` +
        `to include ${n === 1 ? 'it' : 'them'}, put this line in evals/config.yaml: ${line}`
    })
  }
  return findings
}

function yamlItem(s: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(s) && !/^[-.]$/.test(s) ? s : JSON.stringify(s)
}

async function checkFolder(
  dirAbs: string,
  relDir: string,
  folder: string,
  inside: (real: string) => boolean,
  seenFiles: Set<string>,
  findings: Finding[]
): Promise<Found | undefined> {
  const info = await lstat(dirAbs)
  // Stryker disable next-line ConditionalExpression: a folder that is not a link lies inside its skill root, which was checked, so realpath, inside and stat below would say what lstat said; the check spares those calls
  if (info.isSymbolicLink()) {
    let real: string
    try {
      real = await realpath(dirAbs)
    } catch {
      findings.push({ severity: 'warning', file: relDir, rule: 'skill.symlink.broken', message: `${relDir} is a symlink whose target does not exist; remove it or fix the link` })
      return undefined
    }
    if (!inside(real)) {
      findings.push({
        severity: 'error',
        file: relDir,
        rule: 'skill.symlink.outside',
        message: `the skill folder ${relDir} is a symlink that resolves outside the repository, so it was not read; copy the skill into the repo instead`
      })
      return undefined
    }
    if (!(await stat(real)).isDirectory()) return undefined
  } else if (!info.isDirectory()) {
    return undefined
  }

  const names = await readdir(dirAbs)
  if (!names.includes('SKILL.md')) {
    const other = names.find((n) => n.toLowerCase() === 'skill.md')
    if (other !== undefined) {
      findings.push({
        severity: 'warning',
        file: `${relDir}/${other}`,
        rule: 'skill.file.lowercase',
        message: `found '${other}' but the file must be named SKILL.md (uppercase); rename it, otherwise this skill is ignored`
      })
    } else if (!folder.startsWith('.')) {
      findings.push({
        severity: 'warning',
        file: relDir,
        rule: 'skill.file.missing',
        message: `the folder ${relDir} is under a skill root but has no SKILL.md, so it is not a skill; add a SKILL.md or move the folder out of the skill root`
      })
    }
    return undefined
  }

  const fileAbs = path.join(dirAbs, 'SKILL.md')
  const file = `${relDir}/SKILL.md`
  await lstat(fileAbs) // throws (→ "could not be read") when the folder lists SKILL.md but cannot reach it
  let fileReal: string
  try {
    fileReal = await realpath(fileAbs)
  } catch {
    findings.push({ severity: 'error', file, rule: 'skill.read', message: `${file} is a symlink whose target does not exist; fix or replace it` })
    return undefined
  }
  if (!inside(fileReal)) {
    // The folder resolves inside the repository (its root or its own link was checked), so only SKILL.md itself can be a link that leads out.
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.symlink.outside',
      message: `${file} is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead`
    })
    return undefined
  }
  if (seenFiles.has(fileReal)) return undefined // the same skill reached through another root or link
  seenFiles.add(fileReal)

  const real = await stat(fileReal)
  if (!real.isFile()) {
    findings.push({ severity: 'error', file, rule: 'skill.read', message: `${file} is not a regular file; SKILL.md must be a Markdown file` })
    return undefined
  }
  if (real.size > MAX_SKILL_MD_BYTES) {
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.size',
      message: `SKILL.md is ${(real.size / (1024 * 1024)).toFixed(1)} MiB (${real.size} bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files`
    })
    return undefined
  }

  const bytes = await readFile(fileReal)
  const parsed = parseSkillMd(bytes, file, { dirName: folder })
  findings.push(...parsed.findings)
  if (!parsed.frontmatter) return undefined
  const skill: Skill = {
    name: parsed.frontmatter.name,
    dir: dirAbs,
    relDir,
    file,
    frontmatter: parsed.frontmatter,
    body: parsed.body,
    bodyLine: parsed.bodyLine
  }
  return { skill, namePosition: parsed.namePosition }
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

/** Code-unit order. */
function cmp(a: string, b: string): number {
  // Stryker disable next-line EqualityOperator: the names compared here are unique (a folder's entries; skills after the duplicate check), so <= and >= read as < and >
  return a < b ? -1 : a > b ? 1 : 0
}

function errMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
