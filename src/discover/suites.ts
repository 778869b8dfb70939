/**
 * Load eval suites: the repo-level `evals/evals.json` (SPEC-0017; each entry names its
 * `skill`) and every per-skill `<skill>/evals/evals.json` (skill-creator). Both are
 * normalised to `EvalCase`. Problems become findings pointing at the offending value; one
 * bad entry never hides the others, and nothing here throws.
 */
import type { Dirent, Stats } from 'node:fs'
import * as fs from './sync-fs.js'
import path from 'node:path'
import { schemaValidator } from './schema-validators.js'
import type { EvalCase, Finding, Skill, SkillLoading, SourcePosition } from '../types.js'
import type { JsonSource } from './json-source.js'
import { isInside, isObject, loadJsonFile, reportSchemaErrors, toPosix, type Push } from './json-file.js'
import { assertionsOf } from './assertions.js'

/** Repo-relative location of the repo-level suite. */
export const REPO_SUITE = 'evals/evals.json'
/** Location of a per-skill suite, relative to the skill folder. */
export const SKILL_SUITE = 'evals/evals.json'

const MAX_SUITE_BYTES = 5 * 1024 * 1024

const getValidator = () => schemaValidator('evals')

const isId = (v: unknown): v is number | string => Number.isInteger(v) || (typeof v === 'string' && v.length > 0)

interface SuiteFile {
  abs: string
  /** Repo-relative, POSIX. */
  rel: string
  /** Present for per-skill suites. */
  owner?: Skill
}

interface LoadState {
  root: string
  realRoot: string
  skills: Map<string, Skill>
  evals: EvalCase[]
  findings: Finding[]
  /** skill → id key → where the first eval with that id was written. */
  ids: Map<string, Map<string, SourcePosition>>
}

export async function loadSuites(
  repoRoot: string,
  skills: Skill[],
): Promise<{ evals: EvalCase[]; findings: Finding[] }> {
  const root = path.resolve(repoRoot)
  let realRoot = root
  try {
    realRoot = await fs.realpath(root)
  } catch {
    // keep the resolved path
  }
  const state: LoadState = {
    root,
    realRoot,
    skills: new Map(skills.map((s) => [s.name, s])),
    evals: [],
    findings: [],
    ids: new Map(),
  }

  const files: SuiteFile[] = []
  const repoAbs = path.join(root, ...REPO_SUITE.split('/'))
  files.push({ abs: repoAbs, rel: REPO_SUITE })
  const seen = new Set<string>([repoAbs])
  for (const skill of skills) {
    const abs = path.resolve(root, skill.dir, ...SKILL_SUITE.split('/'))
    if (seen.has(abs)) continue
    seen.add(abs)
    files.push({ abs, rel: toPosix(path.relative(root, abs)), owner: skill })
  }

  for (const f of files) {
    try {
      await loadFile(state, f)
    } catch (e) {
      state.findings.push({
        severity: 'error',
        file: f.rel,
        rule: 'suite.read',
        message: `Could not load ${f.rel}: ${e instanceof Error ? e.message : String(e)}`,
      })
    }
  }
  return { evals: state.evals, findings: state.findings }
}

async function loadFile(state: LoadState, f: SuiteFile): Promise<void> {
  const file = await loadJsonFile(
    f.abs,
    {
      rel: f.rel,
      maxBytes: MAX_SUITE_BYTES,
      readRule: 'suite.read',
      jsonRulePrefix: 'suite.json',
      what: 'eval suites',
      reportNotFile: true,
      ignoreMissing: true,
    },
    state.findings,
  )
  if (!file) return
  const { src, doc, push } = file

  // ── Schema ──
  reportSchemaErrors(getValidator(), doc, {
    rel: f.rel,
    rule: 'suite.schema',
    push,
    // both list names: reported below with a clearer message
    override: (err) => (err.keyword === 'not' ? 'skip' : undefined),
  })

  if (!isObject(doc) || !Array.isArray(doc['evals'])) return

  // ── Suite-level skill name ──
  const skillName = doc['skill_name']
  if (f.owner && typeof skillName === 'string' && skillName !== '' && skillName !== f.owner.name) {
    push(
      'error',
      'suite.skill-name.mismatch',
      '/skill_name',
      `skill_name '${skillName}' does not match the skill's name '${f.owner.name}' (from ${f.owner.file}).`,
    )
  }
  // (read for the repo-level suite only: a per-skill suite's entries belong to its skill)
  const defaultSkill = state.skills.has(skillName as string) ? (skillName as string) : undefined

  for (const [i, entry] of (doc['evals'] as unknown[]).entries()) {
    // Stryker disable next-line all: loadEval reports every problem of an entry as a finding and nothing in it throws for any entry (its file checks catch their own errors); this guard only keeps a future bug from hiding the other entries
    await loadEval(state, f, src, entry, i, defaultSkill, push).catch((e: unknown) => push('error', 'suite.schema', `/evals/${i}`, `Could not read eval entry: ${e instanceof Error ? e.message : String(e)}`))
  }
}

async function loadEval(
  state: LoadState,
  f: SuiteFile,
  src: JsonSource,
  entry: unknown,
  i: number,
  defaultSkill: string | undefined,
  push: Push,
): Promise<void> {
  if (!isObject(entry)) return // schema error already reported
  const base = `/evals/${i}`
  const pos = (pointer: string): SourcePosition => ({ file: f.rel, ...src.locate(pointer) })

  const id = entry['id']
  const prompt = entry['prompt']
  if (!isId(id) || typeof prompt !== 'string' || prompt === '') return // schema error already reported

  // ── Which skill ──
  let skill: string
  const named = entry['skill']
  if (f.owner) {
    skill = f.owner.name
    if (typeof named === 'string' && named !== '' && named !== f.owner.name) {
      push(
        'error',
        'suite.eval.skill-mismatch',
        `${base}/skill`,
        `Eval ${String(id)} names skill '${named}', but this suite belongs to skill '${f.owner.name}'.`,
      )
    }
  } else if (typeof named === 'string' && named !== '') {
    skill = named
  } else if (named === undefined && defaultSkill) {
    skill = defaultSkill
  } else {
    if (named === undefined) {
      push(
        'error',
        'suite.eval.missing-skill',
        base,
        `Eval ${String(id)} has no 'skill'; entries of the repo-level ${REPO_SUITE} must name the skill they test.`,
      )
    }
    return
  }

  // ── Assertions ──
  const hasA = Object.prototype.hasOwnProperty.call(entry, 'assertions')
  const hasX = Object.prototype.hasOwnProperty.call(entry, 'expectations')
  if (hasA && hasX) {
    push(
      'error',
      'suite.eval.assertion-lists',
      `${base}/expectations`,
      `Eval ${String(id)} has both 'assertions' and 'expectations' (two names for the same list); keep one. 'expectations' was ignored.`,
      true,
    )
  }
  const listKey = hasA ? 'assertions' : 'expectations'
  const assertions = assertionsOf(entry[listKey], `${base}/${listKey}`, {
    rule: 'suite.check.invalid',
    skillDir: (f.owner ?? state.skills.get(skill))?.dir,
    pos,
    push,
  })

  // ── Files ──
  const files: string[] = []
  const resolvedFiles: string[] = []
  const rawFiles = entry['files']
  if (Array.isArray(rawFiles)) {
    const baseDir = f.owner ? path.resolve(state.root, f.owner.dir) : state.root
    for (const [j, rel] of rawFiles.entries()) {
      if (typeof rel !== 'string' || rel === '') continue
      const fp = `${base}/files/${j}`
      const resolved = await checkFile(state, baseDir, rel, fp, f.owner !== undefined, push)
      if (resolved) {
        files.push(rel)
        resolvedFiles.push(resolved)
      }
    }
  }

  // ── Duplicate ids ──
  let perSkill = state.ids.get(skill)
  if (!perSkill) {
    perSkill = new Map()
    state.ids.set(skill, perSkill)
  }
  const idKey = String(id)
  const first = perSkill.get(idKey)
  if (first) {
    push(
      'error',
      'suite.eval.duplicate-id',
      `${base}/id`,
      `Duplicate eval id ${JSON.stringify(id)} for skill '${skill}' (first defined at ${first.file}:${first.line}); this entry is ignored.`,
    )
    return
  }
  const source = pos(base)
  perSkill.set(idKey, source)

  const ec: EvalCase = { skill, id, prompt, files, resolvedFiles, assertions, source }
  if (typeof entry['expected_output'] === 'string') ec.expectedOutput = entry['expected_output']
  if (typeof entry['bash'] === 'boolean') ec.bash = entry['bash']
  if (entry['critical'] === true) ec.critical = true
  const sl = entry['skill_loading']
  if (sl === 'preload' || sl === 'discover') ec.skillLoading = sl as SkillLoading
  if (!f.owner && src.has(`${base}/skill`)) ec.skillSource = pos(`${base}/skill`)
  state.evals.push(ec)
}

/** Validate one `files` entry; returns its absolute path, or undefined after reporting. */
async function checkFile(
  state: LoadState,
  baseDir: string,
  rel: string,
  pointer: string,
  perSkill: boolean,
  push: Push,
): Promise<string | undefined> {
  const relTo = perSkill ? 'the skill folder' : 'the repository root'
  // (on Windows, path.isAbsolute adds nothing to these: a drive letter or a leading \\)
  if (path.posix.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel) || rel.startsWith('\\')) {
    push('error', 'suite.file.absolute', pointer, `File '${rel}' is an absolute path; use a path relative to ${relTo}.`)
    return undefined
  }
  if (rel.includes('\0')) {
    push('error', 'suite.file.missing', pointer, `File '${rel.replace(/\0/g, '\\0')}' is not a valid path.`)
    return undefined
  }
  const abs = path.resolve(baseDir, rel)
  if (!isInside(state.root, abs)) {
    push('error', 'suite.file.outside-repo', pointer, `File '${rel}' resolves outside the repository.`)
    return undefined
  }
  let st: Stats
  try {
    st = await fs.stat(abs)
  } catch {
    push(
      'error',
      'suite.file.missing',
      pointer,
      `File '${rel}' does not exist (paths are relative to ${relTo}: ${toPosix(path.relative(state.root, abs))}).`,
    )
    return undefined
  }
  try {
    const real = await fs.realpath(abs)
    if (!isInside(state.realRoot, real)) {
      push('error', 'suite.file.outside-repo', pointer, `File '${rel}' is a link that points outside the repository.`)
      return undefined
    }
  } catch {
    // stat succeeded; keep the lexical path
  }
  // Only regular files and folders can be copied into a workspace: a FIFO would block the copy,
  // a device could stream forever, a socket cannot be read at all.
  if (!st.isFile() && !st.isDirectory()) {
    push('error', 'suite.file.special', pointer, `File '${rel}' is ${specialKind(st)}, not a regular file or folder; only regular files and folders can be listed in 'files'.`)
    return undefined
  }
  // Stryker disable next-line ConditionalExpression: the walk of a regular file finds nothing (its listing fails, ENOTDIR, and is skipped); this only spares that call
  if (st.isDirectory()) {
    const bad = await findSpecialFile(abs)
    if (bad) {
      push(
        'error',
        'suite.file.special',
        pointer,
        `Folder '${rel}' holds '${toPosix(path.join(rel, bad.rel))}', which is ${bad.kind}, not a regular file or folder; only regular files and folders can be listed in 'files'.`,
      )
      return undefined
    }
  }
  return abs
}

/** What a non-regular file is, for messages. */
export function specialKind(st: Stats): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)'
  if (st.isSocket()) return 'a socket'
  if (st.isCharacterDevice()) return 'a character device'
  if (st.isBlockDevice()) return 'a block device'
  if (st.isSymbolicLink()) return 'a symbolic link'
  return 'not a regular file'
}

/** The first entry under `dir` (bounded walk; links followed one level) that is neither a regular file nor a folder. */
async function findSpecialFile(dir: string, limit = 20_000): Promise<{ rel: string; kind: string } | undefined> {
  const stack = ['']
  let seen = 0
  while (stack.length > 0 && seen < limit) {
    const rel = stack.pop()!
    let entries: Dirent[]
    try {
      entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries) {
      seen++
      const childRel = path.join(rel, e.name)
      if (e.isDirectory()) {
        stack.push(childRel)
        continue
      }
      // Stryker disable next-line ConditionalExpression: a shortcut; stat below says the same of a regular file, which is then skipped
      if (e.isFile()) continue
      // A link is followed (one level): fine when it points at a regular file or folder. Any
      // other entry is itself special (stat and lstat agree on what is not a link).
      const st = await fs.stat(path.join(dir, childRel)).catch(() => undefined)
      if (st && !st.isFile() && !st.isDirectory()) return { rel: childRel, kind: specialKind(st) }
    }
  }
  return undefined
}
