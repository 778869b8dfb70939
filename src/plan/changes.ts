/**
 * plan: which skills a change touches. The pure core (`skillsForChanges`) maps a list of changed
 * files to skills by the rules of the issue; the adapters at the bottom read the repo-level
 * suite's two versions from git so its entries can be diffed.
 *
 * Rules, per changed path (a rename counts for both its old and its new path):
 * 1. the repo-level suite `evals/evals.json` → the skills whose entries changed between base and
 *    head (all skills when either version cannot be read or parsed, or when a top-level key
 *    other than `evals` changed);
 * 2. inside a discovered skill's folder (incl. its `evals/**`) → that skill;
 * 3. a deleted `<skill-root>/<name>/SKILL.md` of a skill that no longer exists → reported as
 *    removed (never run); other files of that folder come along as relevant;
 * 4. a path matching `config.globalPaths` (references, config, schemas) → all skills;
 * 5. an input file of an eval (`files:` of a suite entry, when `evals` are given) → its skill;
 * 6. anything else is irrelevant. Nothing relevant → "nothing to evaluate".
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config, EvalCase, Skill } from '../types.js'
import { pathFilterToRegExp } from '../glob.js'
import type { SafeRegex } from '../safe-regex.js'
import { git } from '../ports/git.js'
import { isObject } from '../text/object.js'

export type ChangeStatus = 'added' | 'modified' | 'removed' | 'renamed'

export interface ChangedFile {
  /** Path relative to the git repository's top level, POSIX. For a removal, the removed path. */
  path: string
  status: ChangeStatus
  /** For renames: the old path. */
  previousPath?: string
}

/** The repo-level suite at base and head: file text, or null when the file does not exist there. */
export interface EvalsJsonVersions {
  base: string | null
  head: string | null
}

export interface ChangesContext {
  skills: Pick<Skill, 'name' | 'relDir'>[]
  config: Pick<Config, 'globalPaths' | 'skillRoots'>
  /** Where the skills repo sits inside the git repository, e.g. `examples/` ('' or absent = top). */
  repoRootPrefix?: string
  /** Versions of `evals/evals.json`, needed when it changed (absent → all skills). */
  evalsDiff?: EvalsJsonVersions
  /** Loaded evals with `resolvedFiles`; with `root` enables rule 5 (eval input files). */
  evals?: Pick<EvalCase, 'skill' | 'resolvedFiles'>[]
  /** Absolute path of the skills repo root (to relativise `evals[].resolvedFiles`). */
  root?: string
}

export interface ChangesResult {
  /** Every skill must be evaluated. */
  all: boolean
  /** Skills to evaluate (sorted; every discovered skill when `all`). */
  skills: string[]
  /** Skills whose SKILL.md was deleted: reported, never run. */
  removed: string[]
  /** Human-readable, one line per cause. */
  reasons: string[]
  /** The changed files that affect a skill, eval or global setting. */
  relevant: ChangedFile[]
}

/** The repo-level suite, relative to the skills repo root. */
export const REPO_SUITE_PATH = 'evals/evals.json'

// ─── Globs ────────────────────────────────────────────────────────────────────────────

/**
 * Glob → RegExp with GitHub's filter semantics: `*` matches within one path segment, `**` any
 * number of segments (`a/**` matches everything below `a/`, not `a` itself), `?` one character.
 * A pattern without any glob character also matches everything below it when it names a folder
 * written with a trailing slash (`references/`).
 */
export function globToRegExp(pattern: string): SafeRegex {
  return pathFilterToRegExp(pattern)
}

export function matchGlob(pathOrRef: string, pattern: string): boolean {
  return globToRegExp(pattern).test(pathOrRef)
}

export function matchesAny(p: string, patterns: readonly string[]): string | undefined {
  return patterns.find((g) => matchGlob(p, g))
}

// ─── Path helpers ─────────────────────────────────────────────────────────────────────

/** `a\b` → `a/b`, without a leading `./`. */
function posix(p: string): string {
  const s = p.replace(/\\/g, '/')
  return s.startsWith('./') ? s.slice(2) : s
}

function normPrefix(prefix: string | undefined): string {
  if (!prefix) return ''
  let p = posix(prefix).replace(/^\/+/, '')
  if (p === '.' || p === '') return ''
  if (!p.endsWith('/')) p += '/'
  return p
}

function normDir(d: string): string {
  const p = posix(d).replace(/\/+$/, '')
  return p === '.' ? '' : p
}

/** Repo-relative path of a git path, or undefined when it lies outside the skills repo. */
function stripPrefix(p: string, prefix: string): string | undefined {
  const clean = posix(p)
  return clean.startsWith(prefix) ? clean.slice(prefix.length) : undefined
}

// ─── The core ─────────────────────────────────────────────────────────────────────────

type Hit =
  | { kind: 'skill'; skill: string }
  | { kind: 'removed'; skill: string }
  | { kind: 'maybe-removed'; skill: string }
  | { kind: 'all'; why: string }
  | { kind: 'suite' }

export function skillsForChanges(files: ChangedFile[], ctx: ChangesContext): ChangesResult {
  const prefix = normPrefix(ctx.repoRootPrefix)
  const known = new Set(ctx.skills.map((s) => s.name))
  // Longest folder first so nested folders resolve to the innermost skill. (A folder '' would
  // give the prefix `/`, which no repo-relative path has.)
  const dirs = ctx.skills.map((s) => ({ name: s.name, dir: normDir(s.relDir) })).sort((a, b) => b.dir.length - a.dir.length)
  const roots = ctx.config.skillRoots.map(normDir)
  const inputFiles = evalInputFiles(ctx)

  /** What a changed path is; undefined = irrelevant. */
  const classify = (rel: string, deleted: boolean): Hit | undefined => {
    if (rel === REPO_SUITE_PATH) return { kind: 'suite' }
    for (const d of dirs) if (rel.startsWith(`${d.dir}/`)) return { kind: 'skill', skill: d.name }
    for (const root of roots) {
      const below = root === '' ? rel : rel.startsWith(`${root}/`) ? rel.slice(root.length + 1) : undefined
      if (below === undefined) continue
      const parts = below.split('/')
      if (parts.length < 2) continue
      const name = parts[0]!
      if (known.has(name)) continue // lives elsewhere; not this folder
      if (deleted && below === `${name}/SKILL.md`) return { kind: 'removed', skill: name }
      return { kind: 'maybe-removed', skill: name }
    }
    const g = matchesAny(rel, ctx.config.globalPaths)
    if (g !== undefined) return { kind: 'all', why: `\`${rel}\` matches global path \`${g}\`` }
    const users = inputFiles.get(rel) ?? prefixUsers(inputFiles, rel)
    return users ? { kind: 'skill', skill: [...users].join('\0') } : undefined
  }

  const bySkill = new Map<string, string[]>()
  const removed = new Map<string, string[]>()
  const maybeRemoved = new Map<string, { file: ChangedFile; rel: string }[]>()
  const allWhy: string[] = []
  const relevant = new Set<ChangedFile>()
  let suiteChanged: ChangedFile | undefined
  const add = <K>(m: Map<K, string[]>, k: K, v: string): void => {
    const l = m.get(k)
    if (l) {
      if (!l.includes(v)) l.push(v)
    } else m.set(k, [v])
  }

  for (const f of files) {
    const sides: { p: string; deleted: boolean }[] = []
    if (f.status === 'renamed' && f.previousPath) sides.push({ p: f.previousPath, deleted: true })
    sides.push({ p: f.path, deleted: f.status === 'removed' })
    for (const side of sides) {
      const rel = stripPrefix(side.p, prefix)
      if (rel === undefined) continue
      const hit = classify(rel, side.deleted)
      if (hit === undefined) continue
      switch (hit.kind) {
        case 'skill':
          for (const s of hit.skill.split('\0')) add(bySkill, s, rel)
          relevant.add(f)
          break
        case 'removed':
          add(removed, hit.skill, rel)
          relevant.add(f)
          break
        case 'maybe-removed': {
          const l = maybeRemoved.get(hit.skill) ?? []
          l.push({ file: f, rel })
          maybeRemoved.set(hit.skill, l)
          break
        }
        case 'all':
          if (!allWhy.includes(hit.why)) allWhy.push(hit.why)
          relevant.add(f)
          break
        case 'suite':
          suiteChanged = f
          relevant.add(f)
          break
      }
    }
  }
  // Other files of a removed skill's folder belong to that removal.
  for (const [skill, list] of maybeRemoved) {
    if (!removed.has(skill)) continue
    for (const { file, rel } of list) {
      add(removed, skill, rel)
      relevant.add(file)
    }
  }

  const reasons: string[] = []
  let suiteSkills: Map<string, string> | undefined
  if (suiteChanged) {
    const d = diffSuiteEntries(ctx.evalsDiff)
    if (d.all) allWhy.push(`\`${REPO_SUITE_PATH}\` changed and ${d.all}`)
    else suiteSkills = d.skills
  }

  const all = allWhy.length > 0
  const selected = new Set<string>()
  for (const s of bySkill.keys()) if (known.has(s)) selected.add(s)
  const unknownSuiteSkills: string[] = []
  if (suiteSkills) {
    for (const [s, how] of suiteSkills) {
      if (known.has(s)) selected.add(s)
      else if (!removed.has(s)) unknownSuiteSkills.push(`${s} (${how})`)
    }
  }

  for (const why of allWhy) reasons.push(`All skills: ${why}.`)
  for (const s of [...bySkill.keys()].filter((k) => known.has(k)).sort()) {
    reasons.push(`${s}: ${describeFiles(bySkill.get(s)!)} changed.`)
  }
  if (suiteSkills) {
    if (suiteSkills.size === 0) reasons.push(`\`${REPO_SUITE_PATH}\` changed, but no skill's entries did.`)
    for (const [s, how] of [...suiteSkills].sort(([a], [b]) => a.localeCompare(b))) {
      if (known.has(s)) reasons.push(`${s}: its entries in \`${REPO_SUITE_PATH}\` ${how}.`)
    }
    if (unknownSuiteSkills.length > 0) {
      reasons.push(`\`${REPO_SUITE_PATH}\` entries changed for unknown skills (not run): ${unknownSuiteSkills.sort().join(', ')}.`)
    }
  }
  for (const s of [...removed.keys()].sort()) {
    reasons.push(`${s}: skill removed (${describeFiles(removed.get(s)!)}); its evals are not run.`)
  }

  const skills = all ? [...known].sort() : [...selected].sort()
  if (!all && skills.length === 0 && removed.size === 0) {
    reasons.push(
      relevant.size === 0
        ? 'No changed file affects a skill, an eval or a global setting: nothing to evaluate.'
        : 'The changes affect no current skill: nothing to evaluate.',
    )
  } else if (!all && skills.length === 0) {
    reasons.push('Only removed skills changed: nothing to evaluate.')
  }

  return {
    all,
    skills,
    removed: [...removed.keys()].sort(),
    reasons,
    relevant: files.filter((f) => relevant.has(f)),
  }
}

function describeFiles(list: string[]): string {
  const shown = list.slice(0, 3).map((p) => `\`${p}\``)
  return list.length > 3 ? `${shown.join(', ')} and ${list.length - 3} more` : shown.join(', ')
}

/** repo-relative input path → skills whose evals use it. */
function evalInputFiles(ctx: ChangesContext): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>()
  if (!ctx.evals || !ctx.root) return m
  for (const e of ctx.evals) {
    for (const abs of e.resolvedFiles) {
      // An input outside the skills repo gives a `../` key, which no changed path inside it matches.
      const rel = path.relative(ctx.root, abs).split(path.sep).join('/')
      const s = m.get(rel) ?? new Set<string>()
      s.add(e.skill)
      m.set(rel, s)
    }
  }
  return m
}

/** Input entries may name folders: a changed file below one counts too. */
function prefixUsers(m: Map<string, Set<string>>, rel: string): Set<string> | undefined {
  let out: Set<string> | undefined
  for (const [p, users] of m) {
    if (rel.startsWith(`${p}/`)) {
      out ??= new Set()
      for (const u of users) out.add(u)
    }
  }
  return out
}

// ─── The repo-level suite's entry diff ────────────────────────────────────────────────

/**
 * Which skills' entries differ between two versions of `evals/evals.json`. Entries are compared
 * per skill as a multiset of canonical JSON (key order and entry order don't matter). Returns
 * `all` with a reason when that cannot be decided.
 */
export function diffSuiteEntries(v: EvalsJsonVersions | undefined): { all?: string; skills: Map<string, string> } {
  const skills = new Map<string, string>()
  if (!v) return { all: 'its base version could not be read', skills }
  const base = parseSuite(v.base)
  const head = parseSuite(v.head)
  if ('error' in base) return { all: `its base version ${base.error}`, skills }
  if ('error' in head) return { all: `its head version ${head.error}`, skills }
  if (base.rest !== head.rest) return { all: 'a setting outside `evals` changed', skills }
  const names = new Set([...base.entries.keys(), ...head.entries.keys()])
  for (const s of names) {
    const b = base.entries.get(s) ?? []
    const h = head.entries.get(s) ?? []
    const bs = [...b].sort()
    const hs = [...h].sort()
    if (bs.length === hs.length && bs.every((x, i) => x === hs[i])) continue
    const how = b.length === 0 ? 'were added' : h.length === 0 ? 'were removed' : 'changed'
    skills.set(s, how)
  }
  return { skills }
}

type ParsedSuite = { entries: Map<string, string[]>; rest: string } | { error: string }

function parseSuite(text: string | null): ParsedSuite {
  if (text === null) return { entries: new Map(), rest: canonical({}) }
  let data: unknown
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text)
  } catch {
    return { error: 'is not valid JSON' }
  }
  let list: unknown
  let rest: Record<string, unknown> = {}
  let defaultSkill: string | undefined
  if (Array.isArray(data)) list = data
  else if (data !== null && typeof data === 'object') {
    const o = data as Record<string, unknown>
    list = o['evals']
    defaultSkill = typeof o['skill_name'] === 'string' ? o['skill_name'] : undefined
    // skill_name only matters through the entries it names (applied below).
    const { evals: _e, skill_name: _n, ...others } = o
    void _e
    void _n
    rest = others
  } else return { error: 'is not a JSON object' }
  if (list === undefined) list = []
  if (!Array.isArray(list)) return { error: 'has no `evals` list' }
  const entries = new Map<string, string[]>()
  for (const entry of list) {
    const skill = isObject(entry) && typeof entry['skill'] === 'string' ? entry['skill'] : defaultSkill
    if (skill === undefined) return { error: 'has an entry without a `skill`' }
    const l = entries.get(skill)
    if (l) l.push(canonical(entry))
    else entries.set(skill, [canonical(entry)])
  }
  return { entries, rest: canonical(rest) }
}

/** JSON (a parsed JSON value) with the keys of every object sorted. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_key, value: unknown) => (isObject(value) ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, value[k]])) : value))
}

// ─── Adapter: read the suite's versions from git ──────────────────────────────────────

const REF_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64}|[\w][\w./@{}^~-]*)$/

/**
 * The repo-level suite at `baseRef` (via `git show`) and at head (`headRef` via git, or the
 * working tree when absent). `root` is the skills repo root (may be below the git top level).
 * Returns undefined when the base version cannot be read (e.g. the base commit isn't fetched),
 * which makes `skillsForChanges` evaluate all skills.
 */
export async function readSuiteVersions(root: string, baseRef: string, headRef?: string): Promise<EvalsJsonVersions | undefined> {
  if (!REF_RE.test(baseRef) || !REF_RE.test(headRef ?? baseRef)) return undefined
  // Where the skills repo sits below the git top level (fails outside a git repository).
  const prefixOf = git(['rev-parse', '--show-prefix'], { cwd: root }).then((out) => out.trim())
  const at = async (ref: string): Promise<string | null | undefined> => {
    try {
      const prefix = await prefixOf
      // Fails when the commit is missing (not fetched): undefined below.
      const listing = await git(['ls-tree', '--full-tree', '--name-only', `${ref}^{commit}`, '--', `${prefix}${REPO_SUITE_PATH}`], { cwd: root })
      if (listing === '') return null
      return await git(['show', `${ref}:${prefix}${REPO_SUITE_PATH}`], { cwd: root })
    } catch {
      // the commit is missing, or git could not read it
    }
    return undefined
  }
  const base = await at(baseRef)
  if (base === undefined) return undefined
  let head: string | null | undefined
  if (headRef) head = await at(headRef)
  else {
    try {
      head = await readFile(path.join(root, ...REPO_SUITE_PATH.split('/')), 'utf8')
    } catch (e) {
      head = (e as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined
    }
  }
  if (head === undefined) return undefined
  return { base, head }
}
