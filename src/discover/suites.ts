/**
 * Load eval suites: the repo-level `evals/evals.json` (SPEC-0017; each entry names its
 * `skill`) and every per-skill `<skill>/evals/evals.json` (skill-creator). Both are
 * normalised to `EvalCase`. Problems become findings pointing at the offending value; one
 * bad entry never hides the others, and nothing here throws.
 */
import type { Dirent, Stats } from 'node:fs'
import * as fs from './sync-fs.js'
import { evalDirName, MAX_NAME_BYTES, MAX_RUN_PATH_BYTES, runOutputsPrefix } from '../paths.js'
import path from 'node:path'
import { schemaValidator } from './schema-validators.js'
import type { EvalCase, Finding, Skill, SkillLoading, SourcePosition } from '../types.js'
import type { JsonSource } from './json-source.js'
import { isInside, isObject, loadJsonFile, reportSchemaErrors, toPosix, type Push } from './json-file.js'
import { assertionsOf } from './assertions.js'
import { CLAUDE_CONFIG_RULE, claudeConfigIn, isClaudeConfigPath } from './links.js'

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
  fs.registerRepoRoot(root) // issue 33 row J: suites and their files are read without following links out
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
  if (f.owner && typeof skillName === 'string' && skillName !== '' && !namesSkill(skillName, f.owner)) {
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

/** A per-skill suite may name its skill as written in SKILL.md: a plugin's skill also answers to its bare name. */
function namesSkill(name: string, skill: Skill): boolean {
  return name === skill.name || (skill.plugin !== undefined && name === skill.frontmatter.name)
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
  // Issue 33 row L: each eval gets a results folder `eval-<id>-<slug>`; an id that makes it longer
  // than a file system takes is an error here (and `run` refuses it), never ENAMETOOLONG mid-run.
  const dirBytes = Buffer.byteLength(evalDirName({ id, prompt }))
  if (dirBytes > MAX_NAME_BYTES) {
    const room = MAX_NAME_BYTES - (dirBytes - Buffer.byteLength(String(id)))
    push(
      'error',
      'security.name-too-long',
      `${base}/id`,
      `Eval id is ${String(id).length} characters long: its results folder 'eval-<id>-<slug>' would be a ${dirBytes}-byte name, over the ${MAX_NAME_BYTES} bytes a file system takes; use an id of at most ${Math.max(1, room)} characters.`,
    )
    return
  }

  // ── Which skill ──
  let skill: string
  const named = entry['skill']
  if (f.owner) {
    skill = f.owner.name
    if (typeof named === 'string' && named !== '' && !namesSkill(named, f.owner)) {
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
      const resolved = await checkFile(state, baseDir, rel, fp, f.owner !== undefined, push, runOutputsPrefix(skill, evalDirName({ id, prompt })))
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

  const ec: EvalCase = { skill, id, prompt, files, resolvedFiles, ...(resolvedFiles.length > 0 ? { filesRoot: state.realRoot } : {}), assertions, source }
  if (typeof entry['expected_output'] === 'string') ec.expectedOutput = entry['expected_output']
  if (typeof entry['bash'] === 'boolean') ec.bash = entry['bash']
  if (entry['network'] === true) ec.network = true
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
  runPrefix: string,
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
  // Issue 33 row H: nothing listed may land in the workspace as Claude Code configuration.
  const config = isClaudeConfigPath(rel) ? [toPosix(rel)] : st.isDirectory() ? (await claudeConfigIn(abs)).map((r) => toPosix(path.join(rel, r))) : []
  if (config.length > 0) {
    push(
      'error',
      CLAUDE_CONFIG_RULE,
      pointer,
      `File '${rel}'${config[0] === toPosix(rel) ? '' : ` holds '${config.join("', '")}', which`} is Claude Code configuration (.claude/ or .mcp.json): settings, hooks, MCP servers, agents, commands or skills. Claude Code runs only with the settings the harness writes, so such files are refused in 'files'; rename them or leave them out.`,
    )
    return undefined
  }
  // Issue 33 (must 8): the longest path the harness builds from this entry must fit in PATH_MAX.
  const longest = toPosix(st.isDirectory() ? path.join(rel, await longestPathIn(abs)) : rel)
  const bytes = Buffer.byteLength(runPrefix + longest)
  if (bytes > MAX_RUN_PATH_BYTES) {
    push(
      'error',
      'security.path-too-long',
      pointer,
      `File '${longest.length > 120 ? `${longest.slice(0, 60)}…${longest.slice(-60)}` : longest}' makes a ${bytes}-byte path below the results folder ('${runPrefix.length > 120 ? `${runPrefix.slice(0, 60)}…` : runPrefix}' and the file), over the ${MAX_RUN_PATH_BYTES} bytes allowed (PATH_MAX is 4096, with 1024 kept for the results or temp folder); use a shorter path, a shorter eval id or skill name.`,
    )
    return undefined
  }
  // Stryker disable next-line ConditionalExpression: the walk of a regular file finds nothing (its listing fails, ENOTDIR, and is skipped); this only spares that call
  if (st.isDirectory()) {
    const bad = await findSpecialFile(abs, state.realRoot)
    if (bad?.out) {
      // Issue 33 row D: the copy never follows a link out of the listed folder.
      push(
        'error',
        'security.link-out-of-folder',
        pointer,
        `Folder '${rel}' holds '${toPosix(path.join(rel, bad.rel))}', a symbolic link that leads out of the repository; links in a listed folder are copied (as what they point to) only when they stay inside the repository.`,
      )
      return undefined
    }
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

/** The longest relative path of an entry under `dir` (bounded walk, links not followed; '' for none). */
async function longestPathIn(dir: string, limit = 20_000): Promise<string> {
  let best = ''
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
      const childRel = rel ? path.join(rel, e.name) : e.name
      if (Buffer.byteLength(childRel) > Buffer.byteLength(best)) best = childRel
      if (e.isDirectory()) stack.push(childRel)
    }
  }
  return best
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
async function findSpecialFile(dir: string, realRoot: string, limit = 20_000): Promise<{ rel: string; kind: string; out?: boolean } | undefined> {
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
      if (e.isSymbolicLink()) {
        const target = await fs.realpath(path.join(dir, childRel)).catch(() => undefined)
        // (a dangling link is left to the copy, which refuses it)
        if (target !== undefined && !isInside(realRoot, target)) return { rel: childRel, kind: 'a symbolic link out of the repository', out: true }
      }
      const st = await fs.stat(path.join(dir, childRel)).catch(() => undefined)
      if (st && !st.isFile() && !st.isDirectory()) return { rel: childRel, kind: specialKind(st) }
    }
  }
  return undefined
}
