/**
 * Load pipeline scenarios from `evals/pipeline/*.json` (the design plugin's format, seeds §2.6):
 *
 *   { id, description, cost_class?: low|high,
 *     setup: { repo_strategy: local-tmp-init, seed?: { claude_md?, files?: [path | {path, content}] } },
 *     steps: [{ step?, skill, prompt, verify: [assertion] }],
 *     final_assertions: [assertion] }
 *
 * Assertions take the same forms as in evals.json (a string → LLM judge; `{text, type?, check?}`
 * → a deterministic check when `check` is present). Every problem is a finding with file and line:
 * schema errors, bad checks (rule `pipeline.check.invalid`), unknown skills, an `id` that is not
 * the file stem, seed files that are missing or escape the repository, and
 * `repo_strategy: gh-disposable` (only local temporary repositories are supported). A scenario
 * with an error finding is not returned. Nothing here throws.
 */
import { promises as fs } from 'node:fs'
import { registerRepoRoot } from './sync-fs.js'
import path from 'node:path'
import { schemaValidator } from './schema-validators.js'
import type { Finding, Skill, SourcePosition } from '../types.js'
import { isInside, isObject, loadJsonFile, reportSchemaErrors, toPosix, type Push } from './json-file.js'
import { assertionsOf } from './assertions.js'
import { PIPELINE_DIR, type CostClass, type PipelineScenario, type PipelineStep, type SeedFile } from './pipeline-types.js'

const MAX_SCENARIO_BYTES = 5 * 1024 * 1024
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

const getValidator = () => schemaValidator('pipeline')

export interface LoadedPipelines {
  /** Scenarios without error findings, sorted by id. */
  scenarios: PipelineScenario[]
  findings: Finding[]
}

/** Read every `evals/pipeline/*.json` of the repo. */
export async function loadPipelines(repoRoot: string, skills: Skill[]): Promise<LoadedPipelines> {
  registerRepoRoot(repoRoot) // issue 33 row J: its files are read without following links out
  const root = path.resolve(repoRoot)
  const dir = path.join(root, ...PIPELINE_DIR.split('/'))
  const findings: Finding[] = []
  const scenarios: PipelineScenario[] = []
  let names: string[]
  try {
    // (a folder or other non-file named *.json is skipped silently when it is read: reportNotFile is off)
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).sort()
  } catch {
    return { scenarios, findings } // no folder: no scenarios
  }
  let realRoot = root
  try {
    realRoot = await fs.realpath(root)
  } catch {
    // keep the resolved path
  }
  const byName = new Map(skills.map((s) => [s.name, s]))
  for (const name of names) {
    const rel = `${PIPELINE_DIR}/${name}`
    // Stryker disable next-line all: loadScenario turns every problem of a file into a finding and nothing in it throws (its reads catch their own errors); this guard only keeps a future bug from hiding the other files
    const s = await loadScenario(root, realRoot, path.join(dir, name), rel, byName, findings).catch((e: unknown) => void findings.push({ severity: 'error', file: rel, rule: 'pipeline.read', message: `Could not load ${rel}: ${e instanceof Error ? e.message : String(e)}` }))
    if (s) scenarios.push(s)
  }
  scenarios.sort((a, b) => a.id.localeCompare(b.id))
  return { scenarios, findings }
}

async function loadScenario(
  root: string,
  realRoot: string,
  abs: string,
  rel: string,
  skills: Map<string, Skill>,
  all: Finding[]
): Promise<PipelineScenario | undefined> {
  const findings: Finding[] = []
  const done = (s: PipelineScenario | undefined): PipelineScenario | undefined => {
    all.push(...findings)
    return findings.some((f) => f.severity === 'error') ? undefined : s
  }
  const file = await loadJsonFile(
    abs,
    { rel, maxBytes: MAX_SCENARIO_BYTES, readRule: 'pipeline.read', jsonRulePrefix: 'pipeline.json', what: 'scenarios', reportNotFile: false, ignoreMissing: false },
    findings
  )
  if (!file) return done(undefined)
  const { src, doc, push } = file
  const pos = (pointer: string): SourcePosition => ({ file: rel, ...src.locate(pointer) })

  // ── Schema ──
  reportSchemaErrors(getValidator(), doc, {
    rel,
    rule: 'pipeline.schema',
    push,
    prepare: dedupeOneOf,
    override: (err) => {
      if (err.schemaPath === '#/properties/id/pattern') return 'skip' // reported below, more clearly
      if (err.schemaPath === '#/properties/setup/properties/seed/properties/files/items/oneOf') {
        return {
          pointer: err.instancePath,
          message: `Seed file ${err.instancePath.split('/').pop()} must be a repository-relative path (a string) or an object {"path", "content"}.`,
        }
      }
      return undefined
    },
  })
  if (!isObject(doc)) return done(undefined)

  // ── id ──
  const stem = path.basename(rel, '.json')
  const id = doc['id']
  if (typeof id === 'string' && id !== '') {
    if (!KEBAB.test(id)) push('error', 'pipeline.id.kebab-case', '/id', `Scenario id '${id}' must be kebab-case (lower-case letters and digits separated by single hyphens, e.g. 'plan-then-adr').`)
    if (id !== stem) push('error', 'pipeline.id.file-stem', '/id', `Scenario id '${id}' must equal the file name without .json ('${stem}'); rename the file or the id.`)
  }

  // ── setup ──
  const setup = isObject(doc['setup']) ? doc['setup'] : undefined
  const strategy = setup?.['repo_strategy']
  if (strategy === 'gh-disposable') {
    push(
      'error',
      'pipeline.repo-strategy.unsupported',
      '/setup/repo_strategy',
      "repo_strategy 'gh-disposable' is not supported: skill-evals runs pipeline scenarios only in a local temporary git repository. Use 'local-tmp-init' (a scenario that needs a real GitHub repository or pull request cannot run here)."
    )
  }
  const seed = setup && isObject(setup['seed']) ? setup['seed'] : undefined
  const claudeMd = typeof seed?.['claude_md'] === 'string' ? seed['claude_md'] : undefined
  const seedFiles: SeedFile[] = []
  const seedPaths = new Map<string, string>()
  if (claudeMd !== undefined) seedPaths.set('CLAUDE.md', '/setup/seed/claude_md')
  if (Array.isArray(seed?.['files'])) {
    const list = seed['files'] as unknown[]
    for (const [i, item] of list.entries()) {
      const p = `/setup/seed/files/${i}`
      let file: SeedFile | undefined
      if (typeof item === 'string' && item !== '') file = await checkCopiedFile(root, realRoot, item, p, push)
      else if (isObject(item) && typeof item['path'] === 'string' && item['path'] !== '' && typeof item['content'] === 'string') {
        const dest = checkDestination(item['path'], `${p}/path`, push)
        if (dest) file = { kind: 'inline', path: dest, content: item['content'] }
      }
      if (!file) continue
      const first = seedPaths.get(file.path)
      if (first !== undefined) {
        const at = src.locate(first)
        push('error', 'pipeline.seed.duplicate', p, `Seed file '${file.path}' is written twice (first at line ${at.line}).`)
        continue
      }
      seedPaths.set(file.path, p)
      seedFiles.push(file)
    }
  }

  // ── steps ──
  const steps: PipelineStep[] = []
  const rawSteps = doc['steps']
  if (Array.isArray(rawSteps)) rawSteps.forEach((raw: unknown, i) => {
    if (!isObject(raw)) return
    const base = `/steps/${i}`
    const skillName = raw['skill']
    const prompt = raw['prompt']
    let skill: Skill | undefined
    if (typeof skillName === 'string' && skillName !== '') {
      skill = skills.get(skillName)
      if (!skill) {
        const known = [...skills.keys()].sort()
        push('error', 'pipeline.step.unknown-skill', `${base}/skill`, `Step ${i + 1} uses skill '${skillName}', which is not a skill of this repository (known: ${known.join(', ') || 'none'}).`)
      }
    }
    const number = raw['step']
    if (Number.isInteger(number) && number !== i + 1) {
      push('warning', 'pipeline.step.number', `${base}/step`, `Step ${i + 1} is numbered ${number}; steps run in file order, so number them 1, 2, 3, ….`)
    }
    const verify = assertionsOf(raw['verify'], `${base}/verify`, { rule: 'pipeline.check.invalid', skillDir: skill?.dir, pos, push })
    if (Array.isArray(raw['verify']) && raw['verify'].length === 0) {
      push('warning', 'pipeline.step.no-verify', `${base}/verify`, `Step ${i + 1} has no 'verify' assertions: only whether it ran is recorded.`)
    }
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: the schema requires a non-empty skill and prompt (an error when either is missing or empty) and a scenario with an error is not returned; this narrows the types
    if (typeof skillName !== 'string' || skillName === '' || typeof prompt !== 'string' || prompt === '') return
    const step: PipelineStep = { n: i + 1, skill: skillName, prompt, verify, source: pos(base) }
    if (Number.isInteger(number)) step.step = number as number
    steps.push(step)
  })

  // ── final assertions (checks resolve skill files against the skill the last step names) ──
  const last: unknown = Array.isArray(rawSteps) ? rawSteps[rawSteps.length - 1] : undefined
  const lastSkill = isObject(last) ? skills.get(last['skill'] as string) : undefined
  const finalAssertions = assertionsOf(doc['final_assertions'], '/final_assertions', {
    rule: 'pipeline.check.invalid',
    skillDir: lastSkill?.dir,
    pos,
    push,
  })
  if (Array.isArray(doc['final_assertions']) && doc['final_assertions'].length === 0) {
    push('warning', 'pipeline.no-final-assertions', '/final_assertions', 'The scenario has no final_assertions: nothing checks that the artefacts flowed from step to step.')
  }

  const description = doc['description']
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BlockStatement: the schema reports each of these as an error (id and description strings, the repo_strategy enum, at least one step, each an object with skill and prompt) and a scenario with an error is not returned (done); this narrows the types and keeps such a scenario out should the validator not run
  if (typeof id !== 'string' || typeof description !== 'string' || strategy !== 'local-tmp-init' || steps.length === 0 || steps.length !== (rawSteps as unknown[]).length) {
    return done(undefined)
  }
  const cost = doc['cost_class']
  const costClass: CostClass = cost === 'high' ? 'high' : 'low'
  const seedOut: PipelineScenario['seed'] = { files: seedFiles }
  if (claudeMd !== undefined) seedOut.claudeMd = claudeMd
  return done({ id, description, costClass, file: rel, repoStrategy: 'local-tmp-init', seed: seedOut, steps, finalAssertions })
}

/** ajv reports every branch of a failed `oneOf`; keep the oneOf error itself when a branch error is at the same place. */
function dedupeOneOf<T extends { keyword: string; instancePath: string; schemaPath: string }>(errors: T[]): T[] {
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath))
  // (a oneOf error's own schemaPath ends in '/oneOf': only its branches' errors hold '/oneOf/')
  return errors.filter((e) => !(oneOfPaths.has(e.instancePath) && e.schemaPath.includes('/oneOf/')))
}

/** A destination inside the temporary repository: relative, no `..`, not inside `.git`. */
function checkDestination(p: string, pointer: string, push: Push): string | undefined {
  if (p.includes('\0') || path.isAbsolute(p) || path.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\')) {
    push('error', 'pipeline.seed.path', pointer, `Seed path '${p.replace(/\0/g, '\\0')}' must be a relative path inside the temporary repository.`)
    return undefined
  }
  const norm = path.posix.normalize(p.replace(/\\/g, '/'))
  if (norm === '.' || norm === '..' || norm.startsWith('../') || norm.endsWith('/')) {
    push('error', 'pipeline.seed.path', pointer, `Seed path '${p}' must name a file inside the temporary repository.`)
    return undefined
  }
  if (norm === '.git' || norm.startsWith('.git/')) {
    push('error', 'pipeline.seed.path', pointer, `Seed path '${p}' is inside .git; seed files cannot change the repository's git data.`)
    return undefined
  }
  return norm
}

async function checkCopiedFile(root: string, realRoot: string, rel: string, pointer: string, push: Push): Promise<SeedFile | undefined> {
  const dest = checkDestination(rel, pointer, push)
  if (!dest) return undefined
  const abs = path.resolve(root, dest) // inside: dest is relative and does not start with '..'
  let st
  try {
    st = await fs.stat(abs)
  } catch {
    push('error', 'pipeline.seed.missing', pointer, `Seed file '${rel}' does not exist (paths are relative to the repository root).`)
    return undefined
  }
  try {
    const real = await fs.realpath(abs)
    if (!isInside(realRoot, real)) {
      push('error', 'pipeline.seed.outside-repo', pointer, `Seed file '${rel}' is a link that points outside the repository.`)
      return undefined
    }
  } catch {
    // stat succeeded; keep the lexical path
  }
  if (!st.isFile() && !st.isDirectory()) {
    push('error', 'pipeline.seed.missing', pointer, `Seed file '${rel}' is not a regular file or folder.`)
    return undefined
  }
  return { kind: 'copy', path: toPosix(dest), resolved: abs }
}
