/**
 * Find the skills of a repo: every `<repoRoot>/<root>/<folder>/SKILL.md` for each skill root.
 *
 * Never throws for anything in the user's repo: unreadable files, symlinks leaving the repo,
 * bad SKILL.md files all become findings, and the other skills are still returned.
 */
import { lstat, readFile, readdir, realpath, stat } from './sync-fs.js'
import path from 'node:path'
import type { DiscoverySummary, Finding, Skill } from '../types.js'

export type { DiscoverySummary } from '../types.js'
import { MAX_SKILL_MD_BYTES, parseSkillMd, sortFindings, truncate } from './frontmatter.js'

export const DEFAULT_SKILL_ROOTS = ['skills', '.claude/skills']

/**
 * The name a skill is installed under in an agent's workspace (`.claude/skills/<name>`): its
 * frontmatter name. A plugin's skill is `<plugin>:<name>` in reports, as Claude Code lists it,
 * and answers to its bare name inside a run, as a plugin skill does in Claude Code.
 */
export function installedSkillName(skill: Pick<Skill, 'name' | 'plugin' | 'frontmatter'>): string {
  return skill.plugin ? skill.frontmatter.name : skill.name
}

interface Found {
  skill: Skill
  namePosition: { line: number; column: number } | undefined
}

/** A folder skills are read from. */
interface SkillRoot {
  /** Repo-relative POSIX path ('.' for the repository root). */
  dir: string
  /** The plugin whose skills these are: their names are `<plugin>:<name>`. */
  plugin?: string
  /** The folder is itself one skill (it holds SKILL.md), not a folder of skill folders. */
  single?: boolean
}

const GLOB_CHARS = /[*?[]/

/**
 * The skills of a repo and what was read. With `skillRoots` (the config's `skill-roots`, globs
 * allowed) exactly those folders are read; without, the layouts real repositories use are
 * detected: the repository root as one skill (it holds SKILL.md), `skills/*`,
 * `.claude/skills/*`, the plugins of `.claude-plugin/marketplace.json`, `plugins/*` and
 * `external_plugins/*` (their `skills/*`, named `<plugin>:<skill>` as Claude Code names them),
 * and, when none of those holds a skill, every folder whose subfolders hold SKILL.md files
 * (a flat root of skill folders, or a custom folder such as `scientific-skills/*`).
 */
export async function discoverSkills(
  repoRoot: string,
  skillRoots?: readonly string[]
): Promise<{ skills: Skill[]; findings: Finding[]; discovery: DiscoverySummary }> {
  const findings: Finding[] = []
  const found: Found[] = []
  const root = path.resolve(repoRoot)
  const configured = skillRoots !== undefined
  const discovery: DiscoverySummary = { source: configured ? 'config' : 'detected', layouts: [], roots: [], checked: 0, unreadable: [], outside: [] }
  let repoReal: string
  try {
    repoReal = await realpath(root)
  } catch (err) {
    findings.push({ severity: 'error', file: '.', rule: 'skill.read', message: `the repository root ${root} cannot be read: ${errMessage(err)}` })
    return { skills: [], findings, discovery }
  }

  const rel = (abs: string): string => toPosix(path.relative(root, abs)) || '.'
  const inside = (real: string): boolean => real === repoReal || real.startsWith(repoReal.endsWith(path.sep) ? repoReal : repoReal + path.sep)
  const seenRoots = new Set<string>()
  const seenFiles = new Set<string>()
  /** Every `<root>/<folder>/SKILL.md` (or `<root>/SKILL.md`) a root covers, checked or refused: not "outside". */
  const covered: SkillRoot[] = []

  const readRoot = async (r: SkillRoot, quiet: boolean): Promise<void> => {
    const rootAbs = path.resolve(root, r.dir)
    const rootRel = rel(rootAbs)
    let rootReal: string
    try {
      rootReal = await realpath(rootAbs)
      if (!(await stat(rootReal)).isDirectory()) return
    } catch {
      return // a missing root is fine; a broken link or an unreadable one: nothing to discover
    }
    if (!inside(rootReal)) {
      findings.push({
        severity: 'error',
        file: rootRel,
        rule: 'skill.symlink.outside',
        message: `the skill root ${rootRel} resolves outside the repository, so it was not read; keep skills inside the repo`
      })
      return
    }
    if (seenRoots.has(rootReal)) return
    seenRoots.add(rootReal)
    discovery.roots.push(rootRel)

    let entries: string[]
    try {
      entries = (await readdir(rootAbs)).sort()
    } catch (err) {
      findings.push({ severity: 'error', file: rootRel, rule: 'skill.read', message: `the skill root ${rootRel} cannot be listed: ${errMessage(err)}` })
      return
    }
    // A root holding SKILL.md is one skill (a skill folder given as the root or as a skill root).
    const single = r.single ?? entries.includes('SKILL.md')
    covered.push({ ...r, dir: rootRel, single })
    const folders = single ? [{ abs: rootAbs, relDir: rootRel, name: path.basename(rootReal) }] : entries.map((f) => ({ abs: path.join(rootAbs, f), relDir: rel(path.join(rootAbs, f)), name: f }))
    for (const folder of folders) {
      try {
        // The repository root as a root holds the repo's other folders (docs, evals, …): no "folder without SKILL.md" warnings there.
        const f = await checkFolder(folder.abs, folder.relDir, folder.name, inside, seenFiles, findings, discovery, quiet || rootRel === '.', r.plugin)
        if (f) found.push(f)
      } catch (err) {
        findings.push({ severity: 'error', file: folder.relDir, rule: 'skill.read', message: `${folder.relDir} could not be read: ${errMessage(err)}` })
      }
    }
  }

  /** The roots a `skill-roots` entry names: itself, or the folders its glob matches. */
  const written: string[] = []
  if (configured) {
    for (const entry of skillRoots) {
      written.push(entry)
      const dirs = GLOB_CHARS.test(entry) ? await expandGlob(root, entry) : [toPosix(path.normalize(entry)).replace(/\/+$/, '') || '.']
      if (GLOB_CHARS.test(entry) && dirs.length === 0) {
        findings.push({
          severity: 'warning',
          file: 'evals/config.yaml',
          rule: 'config.skill-roots.no-match',
          message: `skill-roots entry '${entry}' matches no folder, so no skills were read through it`
        })
      }
      for (const dir of dirs) await readRoot({ dir, ...(await pluginOf(root, dir)) }, false)
    }
    discovery.layouts.push('skill-roots')
  } else {
    // The default roots stay in any suggested skill-roots line, so a folder added later is still read.
    written.push(...DEFAULT_SKILL_ROOTS)
    const detected = await detectRoots(root, findings)
    for (const d of detected) {
      const before = discovery.checked
      await readRoot(d.root, false)
      if (discovery.checked > before && !discovery.layouts.includes(d.layout)) discovery.layouts.push(d.layout)
      if (discovery.checked > before && !written.includes(d.written)) written.push(d.written)
    }
  }

  let outside = await outsideFiles(root, covered, seenFiles)
  if (!configured && discovery.checked === 0 && outside.length > 0) {
    // No known layout: every folder whose subfolders hold SKILL.md files is a skill root (a flat
    // root of skill folders, or a custom folder such as scientific-skills/).
    discovery.source = 'inferred'
    for (const dir of [...new Set(outside.map(skillRootOf))].sort()) {
      await readRoot({ dir, ...(await pluginOf(root, dir)) }, true)
      written.push(dir)
      discovery.layouts.push(dir === '.' ? 'top-level skill folders' : `${dir}/*`)
    }
    outside = await outsideFiles(root, covered, seenFiles)
  }
  discovery.outside = outside
  if (outside.some((f) => f !== 'SKILL.md')) {
    const add = [...new Set(outside.filter((f) => f !== 'SKILL.md').map(skillRootOf))].filter((d) => !written.includes(d))
    discovery.includeLine = `skill-roots: [${[...written, ...add].map(yamlItem).join(', ')}]`
  }

  // Names must be unique; the first occurrence (in skill-root order) is kept. Plugins namespace
  // their skills (`<plugin>:<name>`), so same-named skills of two plugins are two skills.
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
  findings.push(...outsideFindings(outside, written, configured))
  return { skills, findings: sortFindings(findings), discovery }
}

/** The folder a SKILL.md found outside the roots would need as a skill root: its skill folder's parent. */
function skillRootOf(file: string): string {
  const parts = file.split('/')
  return parts.length <= 2 ? '.' : parts.slice(0, -2).join('/')
}

/** `plugins/*\/skills` → the folders it matches, sorted ('*' and '?' within one folder name; no '**'). */
async function expandGlob(root: string, pattern: string): Promise<string[]> {
  const segs = toPosix(pattern).split('/').filter((s) => s !== '' && s !== '.')
  let dirs = ['']
  for (const seg of segs) {
    const next: string[] = []
    for (const d of dirs) {
      if (!GLOB_CHARS.test(seg)) {
        next.push(d ? `${d}/${seg}` : seg)
        continue
      }
      const re = segmentRegExp(seg)
      let entries: import('node:fs').Dirent[]
      try {
        entries = await readdir(path.join(root, d), { withFileTypes: true })
      } catch {
        continue
      }
      for (const e of entries.sort((a, b) => cmp(a.name, b.name))) {
        if ((e.isDirectory() || e.isSymbolicLink()) && !SKIPPED_FOLDERS.has(e.name) && re.test(e.name)) next.push(d ? `${d}/${e.name}` : e.name)
      }
    }
    dirs = next
  }
  return dirs.map((d) => d || '.')
}

/** One glob segment as an anchored RegExp: `*` any run, `?` one character, `[...]` a class; the rest literal. */
function segmentRegExp(seg: string): RegExp {
  let re = ''
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!
    if (c === '*') re += '.*'
    else if (c === '?') re += '.'
    else if (c === '[') {
      const close = seg.indexOf(']', i + 2)
      if (close < 0) re += '\\['
      else {
        const body = seg.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\')
        re += `[${body}]`
        i = close
      }
    } else re += c.replace(/[.+^${}()|\\\]]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}

/**
 * The plugin a skill root belongs to: `<plugin>/skills` where `<plugin>` has
 * `.claude-plugin/plugin.json` (its `name`), or lies in a `plugins/` or `external_plugins/`
 * folder (its folder name, as Claude Code names a plugin without plugin.json).
 */
async function pluginOf(root: string, dir: string): Promise<{ plugin?: string }> {
  if (path.posix.basename(dir) !== 'skills') return {}
  const pluginDir = path.posix.dirname(dir)
  if (pluginDir === '.') return {}
  const manifest = await readJson(path.join(root, pluginDir, '.claude-plugin', 'plugin.json'))
  const name = isRecord(manifest) && typeof manifest['name'] === 'string' && manifest['name'].trim() !== '' ? manifest['name'].trim() : undefined
  if (name) return { plugin: name }
  if (manifest !== undefined || ['plugins', 'external_plugins'].includes(path.posix.basename(path.posix.dirname(pluginDir)))) return { plugin: path.posix.basename(pluginDir) }
  return {}
}

async function readJson(file: string): Promise<unknown> {
  try {
    const st = await stat(file)
    if (!st.isFile() || st.size > 1024 * 1024) return undefined
    return JSON.parse(await readFile(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The roots of the known layouts, in reading order (the first copy of a skill file wins). */
async function detectRoots(root: string, findings: Finding[]): Promise<{ root: SkillRoot; layout: string; written: string }[]> {
  const out: { root: SkillRoot; layout: string; written: string }[] = []
  if (await isFile(path.join(root, 'SKILL.md'))) out.push({ root: { dir: '.', single: true }, layout: 'a single skill folder', written: '.' })
  out.push({ root: { dir: 'skills' }, layout: 'skills/*', written: 'skills' })
  out.push({ root: { dir: '.claude/skills' }, layout: '.claude/skills/*', written: '.claude/skills' })
  // Plugin marketplace: each plugin with a local source; its skills are `<source>/skills/*`, or the folders its `skills` list names.
  const market = await readJson(path.join(root, '.claude-plugin', 'marketplace.json'))
  if (market !== undefined && !isRecord(market)) {
    findings.push({ severity: 'warning', file: '.claude-plugin/marketplace.json', rule: 'skill.marketplace', message: 'marketplace.json is not a JSON object with a plugins list, so its plugins were not read' })
  }
  const pluginRoot = isRecord(market) && isRecord(market['metadata']) && typeof market['metadata']['pluginRoot'] === 'string' ? market['metadata']['pluginRoot'] : ''
  const plugins = isRecord(market) && Array.isArray(market['plugins']) ? market['plugins'] : []
  for (const p of plugins) {
    if (!isRecord(p) || typeof p['name'] !== 'string' || typeof p['source'] !== 'string') continue // remote sources (github, url, …) are not in this repository
    const source = p['source']
    const base = source.startsWith('./') || source.startsWith('../') || source === '.' ? source : path.posix.join(pluginRoot || '.', source)
    const dir = toPosix(path.posix.normalize(base)).replace(/\/+$/, '') || '.'
    if (isOutside(dir)) continue
    const plugin = p['name'].trim()
    if (!plugin) continue
    const listed = Array.isArray(p['skills']) ? p['skills'].filter((x): x is string => typeof x === 'string') : undefined
    if (listed) {
      for (const s of listed) {
        const sd = toPosix(path.posix.normalize(path.posix.join(dir, s))).replace(/\/+$/, '')
        if (!isOutside(sd)) out.push({ root: { dir: sd, plugin, single: true }, layout: 'plugin marketplace', written: sd })
      }
    } else {
      const sd = dir === '.' ? 'skills' : `${dir}/skills`
      out.push({ root: { dir: sd, plugin }, layout: 'plugin marketplace', written: sd })
    }
  }
  for (const folder of ['plugins', 'external_plugins']) {
    for (const dir of await expandGlob(root, `${folder}/*/skills`)) out.push({ root: { dir, ...(await pluginOf(root, dir)) }, layout: `${folder}/*/skills/*`, written: `${folder}/*/skills` })
  }
  return out
}

function isOutside(p: string): boolean {
  return p === '..' || p.startsWith('../') || path.posix.isAbsolute(p)
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile()
  } catch {
    return false
  }
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
 * SKILL.md files that no root covers, repo-relative, sorted: every SKILL.md of the repository
 * (outside dependency and VCS folders) that is neither `<root>/<folder>/SKILL.md` of a root nor
 * the SKILL.md of a one-skill root, and was not read through a link.
 */
async function outsideFiles(root: string, covered: readonly SkillRoot[], read: ReadonlySet<string>): Promise<string[]> {
  const isCovered = (file: string): boolean => {
    const dir = path.posix.dirname(file)
    return covered.some((r) => (r.single ? (r.dir === '.' ? '.' : r.dir) === dir : (r.dir === '.' ? '.' : r.dir) === path.posix.dirname(dir)))
  }
  const out: string[] = []
  for (const file of await findStraySkillFiles(root, [])) {
    if (isCovered(file)) continue
    // A skill folder linked into a root was read through the link: not outside.
    const real = await realpath(path.join(root, file)).catch(() => undefined)
    // Stryker disable next-line ConditionalExpression: the walk listed this SKILL.md as a regular file a moment ago, so its realpath fails only if it vanished since (Set.has(undefined) is false: named all the same)
    if (real === undefined || !read.has(real)) out.push(file)
  }
  return out
}

/** One warning per folder that holds SKILL.md files outside the roots, with the `skill-roots` line that would include them. */
function outsideFindings(outside: readonly string[], written: readonly string[], configured: boolean): Finding[] {
  const byRoot = new Map<string, string[]>()
  const findings: Finding[] = []
  const roots = written.length > 0 ? written.join(', ') : 'none'
  for (const file of outside) {
    if (file === 'SKILL.md') {
      findings.push({
        severity: 'warning',
        file,
        rule: 'skill.outside-roots',
        message: `SKILL.md at the repository root is not read: skill-evals reads skills from folders under a skill root (${roots}); move it into e.g. skills/<name>/SKILL.md`
      })
      continue
    }
    const r = skillRootOf(file)
    byRoot.set(r, [...(byRoot.get(r) ?? []), file])
  }
  for (const [skillRoot, files] of byRoot) {
    const n = files.length
    const line = `skill-roots: [${[...written, skillRoot].map(yamlItem).join(', ')}]`
    findings.push({
      severity: 'warning',
      file: skillRoot,
      rule: 'skill.outside-roots',
      message:
        `${n} SKILL.md file${n === 1 ? '' : 's'} ${skillRoot === '.' ? 'in top-level folders' : `under ${skillRoot}/`} (${files.slice(0, 3).join(', ')}${n > 3 ? ', …' : ''}) ${n === 1 ? 'is' : 'are'} outside the ${configured ? 'configured ' : ''}skill roots (${roots}), so ${n === 1 ? 'it was' : 'they were'} not checked; ` +
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
  findings: Finding[],
  discovery: DiscoverySummary,
  quiet: boolean,
  plugin: string | undefined
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
    } else if (!folder.startsWith('.') && !quiet) {
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
  const file = relDir === '.' ? 'SKILL.md' : `${relDir}/SKILL.md`
  // Every SKILL.md reached counts as checked; one no skill comes of is named in the summary.
  const unreadable = (): undefined => {
    discovery.unreadable.push(file)
    return undefined
  }
  discovery.checked++
  await lstat(fileAbs) // throws (→ "could not be read") when the folder lists SKILL.md but cannot reach it
  let fileReal: string
  try {
    fileReal = await realpath(fileAbs)
  } catch {
    findings.push({ severity: 'error', file, rule: 'skill.read', message: `${file} is a symlink whose target does not exist; fix or replace it` })
    return unreadable()
  }
  if (!inside(fileReal)) {
    // The folder resolves inside the repository (its root or its own link was checked), so only SKILL.md itself can be a link that leads out.
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.symlink.outside',
      message: `${file} is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead`
    })
    return unreadable()
  }
  if (seenFiles.has(fileReal)) {
    discovery.checked-- // the same skill reached through another root or link: counted once
    return undefined
  }
  seenFiles.add(fileReal)

  const real = await stat(fileReal)
  if (!real.isFile()) {
    findings.push({ severity: 'error', file, rule: 'skill.read', message: `${file} is not a regular file; SKILL.md must be a Markdown file` })
    return unreadable()
  }
  if (real.size > MAX_SKILL_MD_BYTES) {
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.size',
      message: `SKILL.md is ${(real.size / (1024 * 1024)).toFixed(1)} MiB (${real.size} bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files`
    })
    return unreadable()
  }

  const bytes = await readFile(fileReal)
  // A skill at the repository root sits in whatever folder the repository was checked out to: its name is not compared with that folder's.
  const parsed = parseSkillMd(bytes, file, relDir === '.' ? {} : { dirName: folder })
  findings.push(...parsed.findings)
  if (!parsed.frontmatter) return unreadable()
  const skill: Skill = {
    name: plugin ? `${plugin}:${parsed.frontmatter.name}` : parsed.frontmatter.name,
    ...(plugin ? { plugin } : {}),
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
