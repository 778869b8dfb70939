/**
 * The baseline score store: one JSON file per skill, `evals/baselines/<skill>.json` in the repo
 * (or `--baseline-dir`), committed like code. One entry per skill version:
 *
 *   { "skill": "code-review",
 *     "versions": {
 *       "1.0.0": { "score": 87, "model": "…", "judge_model": "…", "date": "2026-04-15",
 *                  "suite": "golden", "evals": { "pr-feedback-edge-1": 90, … }, "simulated": false } } }
 *
 * Only the gate writes it, and only on PASS / seeding / --force: a REGRESSION or INCONCLUSIVE
 * verdict leaves the file byte-identical. Writes are atomic (temp file + rename).
 */
import { readFile, mkdir } from 'node:fs/promises'
import { skillFolderName } from '../paths.js'
import { isAbsolute, join, relative, sep } from 'node:path'
import { writeFileAtomic } from '../run/results-store.js'
import { git } from '../ports/git.js'

export interface BaselineEntry {
  /** Suite score, 0..100 (2 decimals). */
  score: number
  /** Model that ran the skill. */
  model: string
  judge_model: string
  /** UTC date of capture, YYYY-MM-DD. */
  date: string
  suite: 'golden' | 'evals'
  /** Per-eval scores, 0..100: what the paired test compares. */
  evals: Record<string, number>
  /** Captured with --simulate (canned outputs): never compare real runs against it silently. */
  simulated?: boolean
}

export interface BaselineFile {
  skill: string
  versions: Record<string, BaselineEntry>
}

export class BaselineStoreError extends Error {}

export function baselinePath(dir: string, skill: string): string {
  return join(dir, `${skillFolderName(skill)}.json`)
}

function isEntry(v: unknown): v is BaselineEntry {
  if (!v || typeof v !== 'object') return false
  const e = v as Record<string, unknown>
  return typeof e.score === 'number' && Number.isFinite(e.score) && (e.evals === undefined || (typeof e.evals === 'object' && e.evals !== null))
}

/** The skill's store; an empty one when the file does not exist. Throws on a corrupt file. */
export async function readBaselines(dir: string, skill: string): Promise<BaselineFile> {
  const file = baselinePath(dir, skill)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { skill, versions: {} }
    throw new BaselineStoreError(`Cannot read the baseline store ${file}: ${(err as Error).message}`)
  }
  return parseBaselines(file, text, skill)
}

/**
 * The skill's store as commit `ref` has it (`git show`, never the work tree): a pull request's
 * regression gate compares with the base branch's baselines, not ones the PR edited (issue 33
 * row I). `root` is the skills repository, `dir` the store folder (absolute, inside root). An
 * empty store when the base has no file; throws a BaselineStoreError when the commit cannot be read.
 */
export async function readBaselinesAt(root: string, ref: string, dir: string, skill: string): Promise<BaselineFile> {
  const file = baselinePath(dir, skill)
  const relPath = relative(root, file).split(sep).join('/')
  if (!/^[\w./@^~{}-]+$/.test(ref) || ref.startsWith('-')) throw new BaselineStoreError(`Invalid base ref '${ref}'.`)
  if (relPath.startsWith('../') || isAbsolute(relPath)) throw new BaselineStoreError(`The baseline store ${file} is outside the repository.`)
  const o = { cwd: root, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' } }
  let listing: string
  let prefix: string
  try {
    prefix = (await git(['rev-parse', '--show-prefix'], o)).trim()
    listing = await git(['ls-tree', '--full-tree', `${ref}^{commit}`, '--', `${prefix}${relPath}`], o)
  } catch (err) {
    throw new BaselineStoreError(`Cannot read the baseline store ${relPath} at the base commit ${ref.slice(0, 12)}: ${(err as Error).message.split('\n')[0]}`)
  }
  // Absent at the base (or not a plain file there): no baseline yet.
  if (!/^100(644|755) blob /.test(listing)) return { skill, versions: {} }
  let text: string
  try {
    text = await git(['cat-file', 'blob', `${ref}:${prefix}${relPath}`], { ...o, maxBuffer: 16 * 1024 * 1024 })
  } catch (err) {
    throw new BaselineStoreError(`Cannot read the baseline store ${relPath} at the base commit ${ref.slice(0, 12)}: ${(err as Error).message.split('\n')[0]}`)
  }
  return parseBaselines(`${relPath} (base ${ref.slice(0, 12)})`, text, skill)
}

function parseBaselines(file: string, text: string, skill: string): BaselineFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new BaselineStoreError(`The baseline store ${file} is not valid JSON: ${(err as Error).message}`)
  }
  const versions = (data as { versions?: unknown } | null)?.versions
  if (!versions || typeof versions !== 'object' || Array.isArray(versions)) {
    throw new BaselineStoreError(`The baseline store ${file} must be an object {"skill", "versions": {<version>: {score, …}}}.`)
  }
  const out: BaselineFile = { skill, versions: {} }
  for (const [version, entry] of Object.entries(versions as Record<string, unknown>)) {
    if (!isEntry(entry)) throw new BaselineStoreError(`The baseline store ${file}: version '${version}' has no numeric 'score'.`)
    out.versions[version] = { ...entry, evals: { ...(entry.evals ?? {}) } }
  }
  return out
}

/** Record (or replace) one version's entry. Versions are kept in version order for stable diffs. */
export async function writeBaseline(dir: string, skill: string, version: string, entry: BaselineEntry): Promise<string> {
  const current = await readBaselines(dir, skill)
  current.versions[version] = entry
  const versions: Record<string, BaselineEntry> = {}
  for (const v of Object.keys(current.versions).sort(compareVersions)) {
    const e = current.versions[v]!
    versions[v] = { ...e, evals: Object.fromEntries(Object.entries(e.evals).sort(([a], [b]) => a.localeCompare(b))) }
  }
  await mkdir(dir, { recursive: true })
  const file = baselinePath(dir, skill)
  await writeFileAtomic(file, JSON.stringify({ skill, versions }, null, 2) + '\n')
  return file
}

/** Dotted-numeric comparison ("1.10.0" > "1.9.2"), then plain text for the rest. */
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split(/[.+-]/)
  const pb = b.replace(/^v/, '').split(/[.+-]/)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i]
    const y = pb[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    const nx = /^\d+$/.test(x) ? Number(x) : NaN
    const ny = /^\d+$/.test(y) ? Number(y) : NaN
    const c = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : x.localeCompare(y)
    if (c !== 0) return c
  }
  return 0
}

export interface SelectedBaseline {
  version: string
  entry: BaselineEntry
  pinned: boolean
}

/**
 * Which stored version the new score is compared with:
 *   1. `pinned` (--baseline VERSION): that entry, or an error when it is not stored;
 *   2. else the version being replaced (`oldVersion`, from the event or --old-version) when stored;
 *   3. else the newest other entry (latest date, then highest version), never `newVersion` itself:
 *      so re-running the same bump compares against the same baseline (idempotent), even after a
 *      PASS wrote the new version's entry;
 *   4. else none: the baseline is seeded.
 */
export function selectBaseline(
  store: BaselineFile,
  opts: { pinned?: string; oldVersion?: string; newVersion: string }
): SelectedBaseline | undefined {
  const v = store.versions
  if (opts.pinned !== undefined) {
    const entry = v[opts.pinned]
    if (!entry) {
      const known = Object.keys(v)
      throw new BaselineStoreError(
        `No baseline for version ${opts.pinned} of '${store.skill}' (stored: ${known.length ? known.join(', ') : 'none'}).`
      )
    }
    return { version: opts.pinned, entry, pinned: true }
  }
  if (opts.oldVersion !== undefined && opts.oldVersion !== opts.newVersion && v[opts.oldVersion]) {
    return { version: opts.oldVersion, entry: v[opts.oldVersion]!, pinned: false }
  }
  const others = Object.keys(v)
    .filter((k) => k !== opts.newVersion)
    .sort((a, b) => String(v[b]!.date ?? '').localeCompare(String(v[a]!.date ?? '')) || compareVersions(b, a))
  const best = others[0]
  return best === undefined ? undefined : { version: best, entry: v[best]!, pinned: false }
}
