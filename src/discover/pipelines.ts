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
import path from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import pipelineSchema from '../../schemas/pipeline.schema.json' with { type: 'json' }
import evalsSchema from '../../schemas/evals.schema.json' with { type: 'json' }
import type { Assertion, Check, Finding, Skill, SourcePosition } from '../types.js'
import { describeSchemaError, parseJsonWithPositions } from './json-source.js'
import { checkSkillFiles, validateCheck } from '../grade/checks.js'
import { PIPELINE_DIR, type CostClass, type PipelineScenario, type PipelineStep, type SeedFile } from '../pipeline/types.js'

const MAX_SCENARIO_BYTES = 5 * 1024 * 1024
const MAX_SCHEMA_FINDINGS = 100
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

let validator: ValidateFunction | undefined
let validatorFailed = false
function getValidator(): ValidateFunction | undefined {
  if (!validator && !validatorFailed) {
    try {
      const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true })
      ajv.addSchema(evalsSchema as object)
      validator = ajv.compile(pipelineSchema as object)
    } catch {
      validatorFailed = true
    }
  }
  return validator
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)
const toPosix = (p: string): string => p.split(path.sep).join('/')

function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

type Push = (severity: Finding['severity'], rule: string, pointer: string, message: string, key?: boolean) => void

export interface LoadedPipelines {
  /** Scenarios without error findings, sorted by id. */
  scenarios: PipelineScenario[]
  findings: Finding[]
}

/** Read every `evals/pipeline/*.json` of the repo. */
export async function loadPipelines(repoRoot: string, skills: Skill[]): Promise<LoadedPipelines> {
  const root = path.resolve(repoRoot)
  const dir = path.join(root, ...PIPELINE_DIR.split('/'))
  const findings: Finding[] = []
  const scenarios: PipelineScenario[] = []
  let names: string[]
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true })
    names = entries.filter((e) => e.name.endsWith('.json') && (e.isFile() || e.isSymbolicLink())).map((e) => e.name).sort()
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
    try {
      const s = await loadScenario(root, realRoot, path.join(dir, name), rel, byName, findings)
      if (s) scenarios.push(s)
    } catch (e) {
      findings.push({ severity: 'error', file: rel, rule: 'pipeline.read', message: `Could not load ${rel}: ${e instanceof Error ? e.message : String(e)}` })
    }
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
  let bytes: Buffer
  try {
    const st = await fs.stat(abs)
    if (!st.isFile()) return done(undefined)
    if (st.size > MAX_SCENARIO_BYTES) {
      findings.push({ severity: 'error', file: rel, rule: 'pipeline.read', message: `${rel} is ${st.size} bytes; scenarios larger than ${MAX_SCENARIO_BYTES} bytes are not read.` })
      return done(undefined)
    }
    bytes = await fs.readFile(abs)
  } catch (e) {
    findings.push({ severity: 'error', file: rel, rule: 'pipeline.read', message: `Could not read ${rel}: ${e instanceof Error ? e.message : String(e)}` })
    return done(undefined)
  }

  const src = parseJsonWithPositions(bytes, rel, { rulePrefix: 'pipeline.json' })
  findings.push(...src.findings)
  if (src.value === undefined) return done(undefined)
  const doc = src.value
  const push: Push = (severity, rule, pointer, message, key = false) => {
    const p = key ? src.locateKey(pointer) : src.locate(pointer)
    findings.push({ severity, file: rel, line: p.line, column: p.column, rule, message })
  }
  const pos = (pointer: string): SourcePosition => ({ file: rel, ...src.locate(pointer) })

  // ── Schema ──
  const validate = getValidator()
  if (validate) {
    let ok = false
    try {
      ok = validate(doc) as boolean
    } catch {
      ok = true
    }
    if (!ok) {
      let count = 0
      for (const err of dedupeOneOf(validate.errors ?? [])) {
        if (err.keyword === 'pattern' && err.instancePath === '/id') continue // reported below, more clearly
        if (err.keyword === 'oneOf' && /^\/setup\/seed\/files\/\d+$/.test(err.instancePath)) {
          if (++count > MAX_SCHEMA_FINDINGS) break
          push('error', 'pipeline.schema', err.instancePath, `Seed file ${err.instancePath.split('/').pop()} must be a repository-relative path (a string) or an object {"path", "content"}.`)
          continue
        }
        const d = describeSchemaError(err, doc)
        if (!d) continue
        if (++count > MAX_SCHEMA_FINDINGS) {
          push('error', 'pipeline.schema', '', `More schema errors in ${rel} were not reported.`)
          break
        }
        if (d.unknownProperty !== undefined) push('warning', 'pipeline.schema.unknown-key', d.pointer, `${d.message} It is ignored.`, true)
        else push('error', 'pipeline.schema', d.pointer, d.message, d.atKey)
      }
    }
  }
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
    for (let i = 0; i < list.length; i++) {
      const p = `/setup/seed/files/${i}`
      const item = list[i]
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
  const rawSteps = Array.isArray(doc['steps']) ? (doc['steps'] as unknown[]) : []
  rawSteps.forEach((raw, i) => {
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
    if (typeof number === 'number' && Number.isInteger(number) && number !== i + 1) {
      push('warning', 'pipeline.step.number', `${base}/step`, `Step ${i + 1} is numbered ${number}; steps run in file order, so number them 1, 2, 3, ….`)
    }
    const verify = assertionsOf(raw['verify'], `${base}/verify`, skill?.dir, pos, push)
    if (Array.isArray(raw['verify']) && raw['verify'].length === 0) {
      push('warning', 'pipeline.step.no-verify', `${base}/verify`, `Step ${i + 1} has no 'verify' assertions: only whether it ran is recorded.`)
    }
    if (typeof skillName !== 'string' || skillName === '' || typeof prompt !== 'string' || prompt === '') return
    const step: PipelineStep = { n: i + 1, skill: skillName, prompt, verify, source: pos(base) }
    if (typeof number === 'number' && Number.isInteger(number)) step.step = number
    steps.push(step)
  })

  // ── final assertions (checks resolve skill files against the last step's skill) ──
  const lastSkill = steps.length > 0 ? skills.get(steps[steps.length - 1]!.skill) : undefined
  const finalAssertions = assertionsOf(doc['final_assertions'], '/final_assertions', lastSkill?.dir, pos, push)
  if (Array.isArray(doc['final_assertions']) && doc['final_assertions'].length === 0) {
    push('warning', 'pipeline.no-final-assertions', '/final_assertions', 'The scenario has no final_assertions: nothing checks that the artefacts flowed from step to step.')
  }

  const description = doc['description']
  if (typeof id !== 'string' || typeof description !== 'string' || strategy !== 'local-tmp-init' || steps.length === 0 || steps.length !== rawSteps.length) {
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
  return errors.filter((e) => e.keyword === 'oneOf' || !(oneOfPaths.has(e.instancePath) && e.schemaPath.includes('/oneOf/')))
}

function assertionsOf(
  raw: unknown,
  pointer: string,
  skillDir: string | undefined,
  pos: (pointer: string) => SourcePosition,
  push: Push
): Assertion[] {
  const out: Assertion[] = []
  if (!Array.isArray(raw)) return out
  raw.forEach((a, j) => {
    const ap = `${pointer}/${j}`
    if (typeof a === 'string') {
      if (a.trim() !== '') out.push({ text: a, source: pos(ap) })
      return
    }
    if (!isObject(a) || typeof a['text'] !== 'string' || a['text'].trim() === '') return
    const item: Assertion = { text: a['text'], source: pos(ap) }
    if (typeof a['type'] === 'string') item.type = a['type']
    const check = a['check']
    if (isObject(check) && typeof check['kind'] === 'string' && check['kind'] !== '') {
      item.check = { ...check } as Check
      const problems = validateCheck(item.check)
      if (problems.length === 0 && skillDir) problems.push(...checkSkillFiles(item.check, skillDir))
      for (const p of problems) {
        push('error', 'pipeline.check.invalid', `${ap}/check${p.pointer}`, `Invalid '${String(check['kind'])}' check: ${p.message}.`)
      }
    }
    out.push(item)
  })
  return out
}

/** A destination inside the temporary repository: relative, no `..`, not inside `.git`. */
function checkDestination(p: string, pointer: string, push: Push): string | undefined {
  if (p.includes('\0') || path.isAbsolute(p) || path.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\')) {
    push('error', 'pipeline.seed.path', pointer, `Seed path '${p.replace(/\0/g, '\\0')}' must be a relative path inside the temporary repository.`)
    return undefined
  }
  const norm = path.posix.normalize(p.replace(/\\/g, '/')).replace(/^\.\//, '')
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
  const abs = path.resolve(root, dest)
  if (!isInside(root, abs)) {
    push('error', 'pipeline.seed.outside-repo', pointer, `Seed file '${rel}' resolves outside the repository.`)
    return undefined
  }
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
