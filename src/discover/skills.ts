/**
 * Find the skills of a repo: every `<repoRoot>/<root>/<folder>/SKILL.md` for each skill root.
 *
 * Never throws for anything in the user's repo: unreadable files, symlinks leaving the repo,
 * bad SKILL.md files all become findings, and the other skills are still returned.
 */
import { lstat, readFile, readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Finding, Skill } from '../types.js'
import { MAX_SKILL_MD_BYTES, parseSkillMd, sortFindings, truncate } from './frontmatter.js'

export const DEFAULT_SKILL_ROOTS = ['skills', '.claude/skills']

interface Found {
  skill: Skill
  namePosition?: { line: number; column: number }
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
      await lstat(rootAbs)
    } catch {
      continue // a missing root is fine
    }
    try {
      rootReal = await realpath(rootAbs)
      if (!(await stat(rootReal)).isDirectory()) continue
    } catch {
      continue // broken link or unreadable: nothing to discover
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
      const finding: Finding = {
        severity: 'error',
        file: f.skill.file,
        rule: 'skill.name.duplicate',
        message: `skill name '${truncate(f.skill.name)}' is already used by ${first.skill.file}; skill names must be unique, so rename or remove one (this copy is ignored)`
      }
      if (f.namePosition) {
        finding.line = f.namePosition.line
        finding.column = f.namePosition.column
      }
      findings.push(finding)
      continue
    }
    byName.set(f.skill.name, f)
    skills.push(f.skill)
  }
  skills.sort((a, b) => cmp(a.name, b.name) || cmp(a.file, b.file))
  return { skills, findings: sortFindings(findings) }
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
    }
    return undefined
  }

  const fileAbs = path.join(dirAbs, 'SKILL.md')
  const file = `${relDir}/SKILL.md`
  const fileInfo = await lstat(fileAbs)
  let fileReal: string
  try {
    fileReal = await realpath(fileAbs)
  } catch {
    findings.push({ severity: 'error', file, rule: 'skill.read', message: `${file} is a symlink whose target does not exist; fix or replace it` })
    return undefined
  }
  if (fileInfo.isSymbolicLink() && !inside(fileReal)) {
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.symlink.outside',
      message: `${file} is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead`
    })
    return undefined
  }
  if (!inside(fileReal)) {
    // The folder itself is inside, so this can only happen through an intermediate link; same rule.
    findings.push({ severity: 'error', file, rule: 'skill.symlink.outside', message: `${file} resolves outside the repository, so it was not read` })
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
  const out: Found = { skill }
  if (parsed.namePosition) out.namePosition = parsed.namePosition
  return out
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function errMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
