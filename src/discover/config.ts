/**
 * Load `evals/config.yaml` (or `.yml`): kebab-case YAML → `Config`. A missing file means all
 * defaults. YAML errors, schema errors and unknown keys become findings with line and column;
 * an invalid setting falls back to its default so the rest of the file still applies.
 * Nothing here throws.
 */
import { promises as fs } from 'node:fs'
import { readCapped, registerRepoRoot } from './sync-fs.js'
import { MAX_YAML_DEPTH, yamlTooDeep } from './yaml-depth.js'
import { UnsafePathError } from '../safe-fs.js'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { schemaValidator } from './schema-validators.js'
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml'
import type { Config, Finding, GateMode, GateSettings, Skill, SourcePosition, Tier, TierSettings } from '../types.js'
import { decodeUtf8, describeSchemaError, parsePointer, type Position } from './json-source.js'
import { DEFAULT_OVERLAP_THRESHOLD } from './fleet.js'
import { isLikelyTypo, typoDistance } from '../text/edit-distance.js'

export const CONFIG_FILES = ['evals/config.yaml', 'evals/config.yml'] as const
const MAX_CONFIG_BYTES = 1024 * 1024

const TIERS: readonly Tier[] = [1, 2, 3]

function deepFreeze<T>(o: T): T {
  if (o !== null && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v)
    Object.freeze(o)
  }
  return o
}

/** All defaults (frozen; `loadConfig` returns copies). */
export const DEFAULT_CONFIG: Config = deepFreeze({
  skillRoots: ['skills', '.claude/skills'],
  tiers: {},
  skillExecutors: {},
  tierSettings: {
    1: { threshold: 0.8, minEvals: 3, maxEvals: 4 },
    2: { threshold: 0.8, minEvals: 2, maxEvals: 3 },
    3: { threshold: 0.8, minEvals: 2, maxEvals: 2 },
  },
  models: ['claude-sonnet-5-5'],
  judgeModel: 'claude-haiku-5-5',
  judges: 1,
  trials: 3,
  fullEvalLabel: 'full-eval',
  releaseBranches: ['release', 'release/**'],
  riskLevel: 'medium',
  globalPaths: ['references/**', 'evals/config.yaml', 'evals/evals.json', 'schemas/**'],
  concurrency: 4,
  maxTurns: 20,
  maxTokens: 8192,
  runTimeoutSeconds: 600,
  requestIdleTimeoutSeconds: 90,
  skillLoading: 'preload',
  bash: false,
  cache: 'read-write',
  cacheDir: '.skill-evals/cache',
  maxCostUsd: null,
  maxRuns: null,
  descriptionOverlap: DEFAULT_OVERLAP_THRESHOLD,
} satisfies Config)

/** A fresh, mutable copy of the defaults. */
export function defaultConfig(): Config {
  return structuredClone(DEFAULT_CONFIG) as Config
}

function asTier(v: unknown): Tier | undefined {
  if (typeof v === 'number') return v === 1 || v === 2 || v === 3 ? v : undefined
  if (typeof v === 'string') {
    const m = /^\s*(?:tier[\s_-]*)?([123])\s*$/i.exec(v)
    return m ? (Number(m[1]) as Tier) : undefined
  }
  return undefined
}

/**
 * The tier of a skill: the config's `tiers:` listing wins, then `skillMetadataTier` (if
 * given), then the skill's frontmatter `tier` / `metadata.tier`, else Tier 3 (the least
 * critical; Tier 1 is the most critical per SPEC-0017).
 */
export function tierOf(skill: Skill | string, config: Config, skillMetadataTier?: unknown): Tier {
  const name = typeof skill === 'string' ? skill : skill.name
  const listed = Object.prototype.hasOwnProperty.call(config.tiers, name) ? asTier(config.tiers[name]) : undefined
  if (listed) return listed
  const given = asTier(skillMetadataTier)
  if (given) return given
  // (a skill given by its name has no frontmatter: a string's `frontmatter` is undefined)
  const fm = (skill as Partial<Skill>).frontmatter as Partial<Skill['frontmatter']> | undefined
  return asTier(fm?.tier) ?? asTier(fm?.metadata?.['tier']) ?? asTier(fm?.raw?.['tier']) ?? 3
}

/** `gates:` (already schema-checked) → GateSettings; anything unexpected is left at its default. */
function gateSettings(g: Record<string, unknown>): GateSettings {
  const mode = (v: unknown): GateMode | undefined => (v === 'fail' || v === 'warn' || v === 'off' ? v : undefined)
  const out: GateSettings = {}
  const tt = g['tier-threshold']
  if (mode(tt)) out.tierThreshold = { 1: mode(tt), 2: mode(tt), 3: mode(tt) }
  else if (tt && typeof tt === 'object') {
    const per: Partial<Record<Tier, GateMode>> = {}
    for (const t of TIERS) {
      const m = mode((tt as Record<string, unknown>)[String(t)])
      if (m) per[t] = m
    }
    out.tierThreshold = per
  }
  for (const [key, field] of [
    ['release', 'release'],
    ['critical-evals', 'criticalEvals'],
    ['coverage', 'coverage'],
    ['regression', 'regression'],
    ['anti-gaming', 'antiGaming'],
  ] as const) {
    const m = mode(g[key])
    if (m) out[field] = m
  }
  const rt = g['release-thresholds']
  if (rt && typeof rt === 'object') {
    const r = rt as Record<string, unknown>
    const th: NonNullable<GateSettings['releaseThresholds']> = {}
    for (const [key, field] of [
      ['overall', 'overall'],
      ['critical', 'critical'],
      ['tool-reliability', 'toolReliability'],
    ] as const) {
      const v = r[key]
      if (typeof v === 'number') th[field] = v // the schema keeps rates within 0..1
    }
    out.releaseThresholds = th
  }
  if (typeof g['alpha'] === 'number') out.alpha = g['alpha'] // the schema keeps it in (0, 0.5]
  return out
}

// ─── Loading ──────────────────────────────────────────────────────────────────────────

function getValidator(): ValidateFunction | undefined {
  return schemaValidator('config')
}



/** The closest known key, when it is close enough to be a likely typo. */
export function suggestKey(key: string, known: readonly string[]): string | undefined {
  // Stryker disable next-line MethodExpression: upper- and lower-casing fold the same way except on letters such as 'ß' (upper case 'SS'), which no config key holds
  const norm = (s: string): string => s.toLowerCase().replace(/[_\s]/g, '-')
  let best: string | undefined
  let bestD = Infinity
  for (const k of known) {
    if (norm(key) !== norm(k) && !isLikelyTypo(norm(key), norm(k))) continue
    const d = typoDistance(norm(key), norm(k))
    if (d < bestD) {
      bestD = d
      best = k
    }
  }
  return best
}

/** Position of the node at a pointer in a YAML document (nearest existing parent otherwise). */
function locateYaml(doc: Document, lc: LineCounter, pointer: string, atKey?: boolean): Position {
  const pos = (offset: number): Position => {
    const p = lc.linePos(offset)
    return { line: p.line, column: p.col }
  }
  let node: unknown = doc.contents
  let best = rangeStart(node) ?? 0
  const segs = parsePointer(pointer)
  for (const [k, seg] of segs.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyString(p.key) === seg)
      if (!pair) break
      // (a key is a scalar the parser read: it has a range)
      const keyStart = rangeStart(pair.key)!
      if (atKey && k === segs.length - 1) return pos(keyStart)
      node = pair.value
      best = rangeStart(node) ?? keyStart
    } else if (isSeq(node)) {
      // The segment is an array index (pointers come from the validator or from our own list
      // positions). An index past the items leaves no node, and the next step stops at `best`.
      node = node.items[Number(seg)]
      best = rangeStart(node) ?? best
    } else break
  }
  return pos(best)
}

function rangeStart(node: unknown): number | undefined {
  const r = (node as { range?: unknown } | null | undefined)?.range
  return Array.isArray(r) ? (r[0] as number) : undefined
}

/** The text of a mapping key (complex keys are refused before anything is located). */
function keyString(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined
}

function isOutside(p: string): boolean {
  // (on Windows, path.isAbsolute adds nothing to these: a drive letter or a leading \\)
  if (path.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\')) return true
  const norm = path.posix.normalize(p.replace(/\\/g, '/'))
  return norm === '..' || norm.startsWith('../')
}

/**
 * `validate`: the config schema's validator. Without one (`null`, as when the schema did not
 * compile) no schema errors are reported, and the loader's own checks below still keep every
 * wrongly typed setting at its default.
 */
export async function loadConfig(
  repoRoot: string,
  validate: ValidateFunction | null = getValidator() ?? null,
): Promise<{ config: Config; findings: Finding[] }> {
  const findings: Finding[] = []
  try {
    return await loadConfigInner(path.resolve(repoRoot), findings, validate)
  } catch (e) {
    findings.push({
      severity: 'error',
      file: CONFIG_FILES[0],
      rule: 'config.read',
      message: `Could not load the configuration: ${e instanceof Error ? e.message : String(e)}`,
    })
    return { config: defaultConfig(), findings }
  }
}

async function loadConfigInner(root: string, findings: Finding[], validate: ValidateFunction | null): Promise<{ config: Config; findings: Finding[] }> {
  const config = defaultConfig()

  // ── Find and read ──
  const found: string[] = []
  for (const rel of CONFIG_FILES) {
    try {
      const st = await fs.stat(path.join(root, ...rel.split('/')))
      if (st.isFile()) found.push(rel)
      else findings.push({ severity: 'error', file: rel, rule: 'config.read', message: `${rel} is not a regular file.` })
    } catch {
      // absent
    }
  }
  if (found.length === 0) return { config, findings }
  const file = found[0]!
  if (found.length > 1) {
    findings.push({
      severity: 'warning',
      file: found[1]!,
      rule: 'config.duplicate-file',
      message: `Both ${found[0]} and ${found[1]} exist; only ${found[0]} is used.`,
    })
  }
  config.file = file

  let bytes: Buffer
  try {
    // Issue 33 rows J and L: never through a link out of the repository, and the size is checked
    // on the open file before anything is read (a 200 MB file is refused unread).
    registerRepoRoot(root)
    bytes = await readCapped(path.join(root, ...file.split('/')), MAX_CONFIG_BYTES, 'configuration files')
  } catch (e) {
    if (e instanceof UnsafePathError && e.reason === 'too-large') {
      findings.push({ severity: 'error', file, rule: 'config.read', message: `${file} is larger than 1 MiB; it was not read.` })
      return { config, findings }
    }
    findings.push({
      severity: 'error',
      file,
      rule: 'config.read',
      message: `Could not read ${file}: ${e instanceof Error ? e.message : String(e)}`,
    })
    return { config, findings }
  }
  return parseConfigFile(file, bytes, findings, validate, config)
}

/**
 * The config from the bytes of `file` (a CONFIG_FILES path), over `config` (the defaults): what
 * `loadConfig` does once the file is read. Also used for the base commit's version of the file
 * (src/discover/base-policy.ts), which is read through git, not from the work tree.
 */
export function parseConfigFile(
  file: string,
  bytes: Buffer,
  findings: Finding[] = [],
  validate: ValidateFunction | null = getValidator() ?? null,
  config: Config = defaultConfig(),
): { config: Config; findings: Finding[] } {
  config.file = file
  if (bytes.length > 1024 * 1024) {
    findings.push({ severity: 'error', file, rule: 'config.read', message: `${file} is larger than 1 MiB; it was not read.` })
    return { config, findings }
  }
  const decoded = decodeUtf8(bytes)
  if (decoded.hadBom) {
    findings.push({
      severity: 'warning',
      file,
      line: 1,
      column: 1,
      rule: 'config.yaml.bom',
      message: 'File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM.',
    })
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: 'error',
      file,
      ...decoded.invalidAt,
      rule: 'config.yaml.encoding',
      message: 'File is not valid UTF-8 (first invalid byte here). Save it as UTF-8.',
    })
    return { config, findings }
  }

  // ── Parse YAML ──
  const deep = yamlTooDeep(decoded.text)
  if (deep !== undefined) {
    // Issue 33 row L: measured before parsing (the parser would overflow the stack).
    const before = decoded.text.slice(0, deep)
    const line = before.split('\n').length
    findings.push({ severity: 'error', file, line, column: deep - before.lastIndexOf('\n'), rule: 'security.yaml-depth', message: `${file} nests more than ${MAX_YAML_DEPTH} levels deep here; it was not parsed (flatten it).` })
    return { config, findings }
  }
  const lc = new LineCounter()
  const doc = parseDocument(decoded.text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true })
  const at = (offset: number): Position => {
    const p = lc.linePos(offset)
    return { line: p.line, column: p.col }
  }
  for (const e of doc.errors) {
    const hint =
      e.code === 'TAB_AS_INDENT'
        ? ' (YAML indentation must use spaces)'
        : e.code === 'DUPLICATE_KEY'
          ? ' (a key appears twice in the same mapping)'
          : ''
    findings.push({ severity: 'error', file, ...at(e.pos[0]), rule: 'config.yaml.syntax', message: `${e.message}${hint}.` })
  }
  for (const w of doc.warnings) {
    findings.push({ severity: 'warning', file, ...at(w.pos[0]), rule: 'config.yaml.syntax', message: `${w.message}.` })
  }
  let complexKey = false
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key)) {
        complexKey = true
        findings.push({
          severity: 'error',
          file,
          ...at(rangeStart(pair.key) ?? 0),
          rule: 'config.yaml.syntax',
          message: 'Mapping keys must be plain scalars.',
        })
        return visit.BREAK
      }
      return undefined
    },
  })
  if (doc.errors.length > 0 || complexKey) return { config, findings }

  let data: unknown
  try {
    data = doc.toJS() // refuses more than 100 alias expansions (the yaml library's default)
  } catch (e) {
    findings.push({
      severity: 'error',
      file,
      line: 1,
      column: 1,
      rule: 'config.yaml.syntax',
      message: `Could not read YAML: ${e instanceof Error ? e.message : String(e)}.`,
    })
    return { config, findings }
  }
  if (data === null) return { config, findings } // empty file / only comments

  // ── Schema ──
  const badKeys = new Set<string | undefined>()
  const report = (severity: Finding['severity'], rule: string, pointer: string, message: string, atKey = false): void => {
    findings.push({ severity, file, ...locateYaml(doc, lc, pointer, atKey), rule, message })
  }
  if (validate && !validate(data)) {
    for (const err of validate.errors!) {
      const d = describeSchemaError(err, data)
      if (!d) continue
      badKeys.add(parsePointer(d.pointer)[0])
      if (d.unknownProperty !== undefined) {
        // Suggest among the keys the schema allows where the unknown one was written (the
        // validators are verbose: each error carries the schema of its mapping).
        const parent = err.parentSchema as { properties?: Record<string, unknown> }
        const s = suggestKey(d.unknownProperty, Object.keys(parent.properties ?? {}))
        report('error', 'config.schema.unknown-key', d.pointer, `${d.message}${s ? ` Did you mean '${s}'?` : ''}`, true)
      } else {
        report('error', 'config.schema', d.pointer, d.message, d.atKey)
      }
    }
  }
  // A document that is not a mapping (reported by the schema) has none of the keys below as
  // its own properties, so every setting keeps its default.
  const raw = data as Record<string, unknown>
  const use = (key: string): boolean => Object.prototype.hasOwnProperty.call(raw, key) && !badKeys.has(key)

  // ── Map to Config ──
  const str = (k: string): string | undefined => (use(k) && typeof raw[k] === 'string' ? (raw[k] as string) : undefined)
  const num = (k: string): number | undefined => (use(k) && typeof raw[k] === 'number' ? (raw[k] as number) : undefined)
  const strs = (k: string): string[] | undefined =>
    use(k) && Array.isArray(raw[k]) && (raw[k] as unknown[]).every((x) => typeof x === 'string')
      ? [...(raw[k] as string[])]
      : undefined

  const roots = strs('skill-roots')
  if (roots) {
    const outside = roots.findIndex(isOutside)
    if (outside >= 0) {
      report('error', 'config.path.outside-repo', `/skill-roots/${outside}`, `skill-roots entry '${roots[outside]}' must be a path inside the repository.`)
    } else {
      config.skillRoots = roots
      config.skillRootsConfigured = true
    }
  }
  const cacheDir = str('cache-dir')
  if (cacheDir !== undefined) {
    if (isOutside(cacheDir)) report('error', 'config.path.outside-repo', '/cache-dir', `cache-dir '${cacheDir}' must be a path inside the repository.`)
    else config.cacheDir = cacheDir
  }
  config.models = strs('models') ?? config.models
  config.judgeModel = str('judge-model') ?? config.judgeModel
  const judges = num('judges')
  if (judges !== undefined) config.judges = judges
  const overlap = num('description-overlap')
  if (overlap !== undefined) config.descriptionOverlap = overlap
  if (use('severities') && raw['severities'] && typeof raw['severities'] === 'object') {
    const sev: Record<string, 'error' | 'warning' | 'off'> = {}
    const sources: Record<string, SourcePosition> = {}
    for (const [rule, v] of Object.entries(raw['severities'] as Record<string, unknown>)) {
      if (v !== 'error' && v !== 'warning' && v !== 'off') continue
      sev[rule] = v
      sources[rule] = { file, ...locateYaml(doc, lc, `/severities/${rule.replace(/~/g, '~0').replace(/\//g, '~1')}`, true) }
    }
    config.severities = sev
    config.severitySources = sources
  }
  const critical = strs('critical')
  if (critical) config.critical = critical
  const minDrop = num('min-drop')
  if (minDrop !== undefined) config.minDrop = minDrop
  if (use('gates') && raw['gates'] && typeof raw['gates'] === 'object') config.gates = gateSettings(raw['gates'] as Record<string, unknown>)
  if (use('regression') && raw['regression'] && typeof raw['regression'] === 'object') {
    const r = raw['regression'] as Record<string, unknown>
    const pick = <T>(k: string, ok: (v: unknown) => boolean): T | undefined => (ok(r[k]) ? (r[k] as T) : undefined)
    const isNum = (v: unknown) => typeof v === 'number'
    const isStr = (v: unknown) => typeof v === 'string' && !isOutside(v)
    config.regression = Object.fromEntries(
      Object.entries({
        tolerance: pick<number>('tolerance', isNum),
        overrideLabel: pick<string>('override-label', (v) => typeof v === 'string'),
        baselineDir: pick<string>('baseline-dir', isStr),
        requiredTop: pick<number>('required-top', isNum),
        warnTop: pick<number>('warn-top', isNum),
        usageFile: pick<string>('usage-file', isStr),
      }).filter(([, v]) => v !== undefined),
    )
  }
  config.trials = num('trials') ?? config.trials
  // Issue 35: `trials: adaptive` (the schema allows the word or an integer).
  if (use('trials') && raw['trials'] === 'adaptive') config.adaptiveTrials = true
  const maxTrials = num('max-trials')
  if (maxTrials !== undefined) config.maxTrials = maxTrials
  config.fullEvalLabel = str('full-eval-label') ?? config.fullEvalLabel
  config.releaseBranches = strs('release-branches') ?? config.releaseBranches
  config.riskLevel = (str('risk-level') as Config['riskLevel'] | undefined) ?? config.riskLevel
  config.globalPaths = strs('global-paths') ?? config.globalPaths
  config.concurrency = num('concurrency') ?? config.concurrency
  config.maxTurns = num('max-turns') ?? config.maxTurns
  config.maxTokens = num('max-tokens') ?? config.maxTokens
  config.runTimeoutSeconds = num('run-timeout-seconds') ?? config.runTimeoutSeconds
  config.requestIdleTimeoutSeconds = num('request-idle-timeout-seconds') ?? config.requestIdleTimeoutSeconds
  // Runs never wait longer than a third of the run timeout for a stalled request (run/gateway.ts idleTimeoutWithin).
  const idleCapSeconds = Math.max(1, Math.floor((config.runTimeoutSeconds * 1000) / 3)) / 1000
  if (config.requestIdleTimeoutSeconds > idleCapSeconds && use('request-idle-timeout-seconds')) {
    report(
      'warning',
      'config.timeout.idle',
      '/request-idle-timeout-seconds',
      `request-idle-timeout-seconds (${config.requestIdleTimeoutSeconds}) is more than a third of run-timeout-seconds (${config.runTimeoutSeconds}): runs use ${idleCapSeconds} s, so a stalled connection is retried before the run times out.`,
    )
  }
  // claude-code executor (issue 14)
  const executor = str('executor')
  if (executor === 'api' || executor === 'claude-code') config.executor = executor
  if (use('skill-executors') && raw['skill-executors'] && typeof raw['skill-executors'] === 'object') {
    const map = raw['skill-executors'] as Record<string, unknown>
    const sources: Record<string, SourcePosition> = {}
    for (const [name, v] of Object.entries(map)) {
      if (v !== 'api' && v !== 'claude-code') continue
      Object.defineProperty(config.skillExecutors, name, { value: v, enumerable: true, writable: true, configurable: true })
      Object.defineProperty(sources, name, { value: { file, ...locateYaml(doc, lc, `/skill-executors/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, true) }, enumerable: true, writable: true, configurable: true })
    }
    config.skillExecutorSources = sources
  }
  // Issue 33 (row A): the Claude Code binary comes from the trusted side only. A repository (a
  // pull request) naming the executable would have the harness start a file it wrote, so the
  // key is read only to say where it belongs.
  if (use('claude-code-path')) {
    report(
      'warning',
      'config.claude-code-path.untrusted',
      '/claude-code-path',
      'claude-code-path in evals/config.yaml is ignored: the repository under test cannot choose the Claude Code executable. Set the claude-code-path input of the workflow (or --claude-code-path on the command line) instead.',
      true,
    )
  }
  const ccVersion = str('claude-code-version')
  if (ccVersion !== undefined) config.claudeCodeVersion = ccVersion
  // runner + tracking issue (issue 12)
  const runner = str('runner')
  if (runner === 'api' || runner === 'batch') config.runner = runner
  if (use('tracking-issue') && raw['tracking-issue'] && typeof raw['tracking-issue'] === 'object') {
    const t = raw['tracking-issue'] as Record<string, unknown>
    config.trackingIssue = {
      enabled: t['enabled'] === true,
      ...(typeof t['eol-warning-days'] === 'number' ? { eolWarningDays: t['eol-warning-days'] } : {}),
      ...(typeof t['label'] === 'string' ? { label: t['label'] } : {}),
    }
  }
  config.skillLoading = (str('skill-loading') as Config['skillLoading'] | undefined) ?? config.skillLoading
  if (use('bash') && typeof raw['bash'] === 'boolean') config.bash = raw['bash']
  // secret protection (issue 17)
  const secrets = strs('secrets')
  if (secrets) config.secrets = secrets
  const outputsMaxMb = num('outputs-max-mb')
  if (outputsMaxMb !== undefined) config.outputsMaxMb = outputsMaxMb
  config.cache = (str('cache') as Config['cache'] | undefined) ?? config.cache
  if (use('max-cost-usd')) config.maxCostUsd = typeof raw['max-cost-usd'] === 'number' ? raw['max-cost-usd'] : null
  if (use('max-runs')) config.maxRuns = typeof raw['max-runs'] === 'number' ? raw['max-runs'] : null

  // thresholds / recommended-evals: merge per tier over the defaults
  const thresholds = use('thresholds') ? (raw['thresholds'] as Record<string, unknown> | null) : null
  const recommended = use('recommended-evals') ? (raw['recommended-evals'] as Record<string, unknown> | null) : null
  for (const t of TIERS) {
    const s: TierSettings = config.tierSettings[t]
    const th = thresholds?.[String(t)]
    if (typeof th === 'number') s.threshold = th
    // (a tier not written, or not a mapping, gives the defaults back)
    const r = (recommended?.[String(t)] ?? {}) as { min?: unknown; max?: unknown }
    const min = typeof r.min === 'number' ? r.min : s.minEvals
    const max = typeof r.max === 'number' ? r.max : Math.max(s.maxEvals, min)
    if (min > max) {
      report(
        'error',
        'config.recommended-evals.range',
        `/recommended-evals/${t}`,
        `recommended-evals.${t}: min (${min}) is greater than max (${max}).`,
      )
    } else {
      s.minEvals = min
      s.maxEvals = max
    }
  }

  // tiers: skill → tier; a skill may be listed in one tier only
  if (use('tiers') && raw['tiers'] && typeof raw['tiers'] === 'object') {
    const tiers = raw['tiers'] as Record<string, unknown>
    const sources: Record<string, SourcePosition> = {}
    for (const t of TIERS) {
      const list = tiers[String(t)]
      if (!Array.isArray(list)) continue
      list.forEach((name, j) => {
        if (typeof name !== 'string') return
        const pointer = `/tiers/${t}/${j}`
        const prev = Object.prototype.hasOwnProperty.call(config.tiers, name) ? config.tiers[name] : undefined
        if (prev !== undefined) {
          if (prev === t) {
            report('warning', 'config.tiers.duplicate', pointer, `Skill '${name}' is listed twice in tier ${t}.`)
          } else {
            report(
              'error',
              'config.tiers.duplicate',
              pointer,
              `Skill '${name}' is listed in tier ${prev} and tier ${t}; a skill belongs to one tier. It stays in tier ${prev}.`,
            )
          }
          return
        }
        Object.defineProperty(config.tiers, name, { value: t, enumerable: true, writable: true, configurable: true })
        sources[name] = { file, ...locateYaml(doc, lc, pointer) } // (an item of a list)
      })
    }
    config.tierSources = sources
  }

  return { config, findings }
}
