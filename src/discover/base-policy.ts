/**
 * Issue 33 row I: on a pull request the gate policy is the base branch's.
 *
 * A pull request may change `evals/config.yaml`, and most of it (models, trials, executors,
 * budgets, timeouts, cache) is the PR's to change: it only changes what is run. The keys below
 * decide whether what was run passes; a PR that could edit them could turn its own NO-GO into a
 * GO. They are *policy*, and on a pull request they come from the base commit's config (read with
 * `git show <base>:evals/config.yaml` through the git port, never from the work tree). When the
 * base has no config, the defaults apply, not the PR's. The PR's values take effect at merge;
 * until then the report says in one line what will change (src/gate/policy-diff.ts).
 *
 *   key                  what it decides
 *   gates                every gate's mode, the release thresholds, alpha
 *   risk-level           which release-gate row applies (src/gate/settings.ts RISK_TABLE)
 *   thresholds           each tier's pass-rate threshold
 *   tiers                which skill is in which tier (so which threshold and mode applies)
 *   recommended-evals    the coverage rules' minimum number of evals per tier
 *   critical             the critical evals (the critical-evals gate, rollback)
 *   min-drop             the smallest drop that counts as a regression
 *   severities           a policy finding's severity (coverage findings feed the coverage gate)
 *   regression           tolerance, baseline store (baseline-dir), override label, usage file and tops
 *   secrets              environment variables whose values are redacted (the base's list, plus
 *                        any names the PR adds: redacting more is always allowed)
 *
 * Push, schedule and release runs use the config of the commit under test (no base is given).
 */
import type { Config, Finding, PolicySource } from '../types.js'

export type { PolicySource }
import { CONFIG_FILES, defaultConfig, parseConfigFile } from './config.js'
import { git, gitBytes } from '../ports/git.js'

/** The config.yaml keys that are policy (see above), in the order changes are listed. */
export const POLICY_KEYS = [
  'gates',
  'risk-level',
  'thresholds',
  'tiers',
  'recommended-evals',
  'critical',
  'min-drop',
  'severities',
  'regression',
  'secrets',
] as const

const REF_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64}|[\w][\w./@{}^~-]*)$/

/** The base commit's config, through git. `found: false`: the base has no config file. */
export type BaseConfig = { found: true; file: string; config: Config; findings: Finding[] } | { found: false; config: Config } | { error: string }

/**
 * Reads `evals/config.yaml` (or `.yml`) of commit `ref` with `git show`; `root` is the skills
 * repository (may sit below the git top level). Never reads the work tree; never throws.
 */
export async function readConfigAtRef(root: string, ref: string): Promise<BaseConfig> {
  if (!REF_RE.test(ref)) return { error: `'${ref}' is not a commit or branch name` }
  const o = { cwd: root, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' } }
  let listing: string
  let prefix: string
  try {
    prefix = (await git(['rev-parse', '--show-prefix'], o)).trim()
    const paths = CONFIG_FILES.map((f) => `${prefix}${f}`)
    // --full-tree: the paths are from the top of the repository even when root is below it.
    listing = await git(['ls-tree', '--full-tree', '-z', `${ref}^{commit}`, '--', ...paths], o)
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e)
    return { error: `the base commit ${ref.slice(0, 12)} could not be read (${why}; is it fetched? use fetch-depth: 0)` }
  }
  // `<mode> <type> <object>\t<path>` entries; the first CONFIG_FILES name present wins, as in the work tree.
  const entries = new Map<string, { mode: string; type: string }>()
  for (const line of listing.split('\0').filter(Boolean)) {
    const tab = line.indexOf('\t')
    const [mode = '', type = ''] = line.slice(0, tab).split(' ')
    entries.set(line.slice(tab + 1), { mode, type })
  }
  const file = CONFIG_FILES.find((f) => entries.has(`${prefix}${f}`))
  if (!file) return { found: false, config: defaultConfig() }
  const entry = entries.get(`${prefix}${file}`)!
  if (entry.type !== 'blob' || entry.mode === '120000') {
    // A link or a folder at the base: not a config the base could have used; the defaults apply.
    return { found: false, config: defaultConfig() }
  }
  let bytes: Buffer
  try {
    // One byte over the 1 MiB cap is enough to refuse it (parseConfigFile reports it).
    bytes = await gitBytes(['cat-file', 'blob', `${ref}:${prefix}${file}`], { ...o, maxBuffer: 1024 * 1024 + 1 })
  } catch (e) {
    const big = /maxBuffer|ERR_CHILD_PROCESS_STDIO_MAXBUFFER/i.test(String((e as { message?: string }).message)) || (e as { code?: unknown }).code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER'
    if (big) bytes = Buffer.alloc(1024 * 1024 + 1)
    else return { error: `${file} of the base commit ${ref.slice(0, 12)} could not be read (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` }
  }
  try {
    const { config, findings } = parseConfigFile(file, bytes)
    return { found: true, file, config, findings }
  } catch (e) {
    return { error: `${file} of the base commit ${ref.slice(0, 12)} could not be parsed (${e instanceof Error ? e.message : String(e)})` }
  }
}

/**
 * `head` with every policy key taken from `base` (a config loaded from the base commit, or the
 * defaults). Everything else stays the PR's. `secrets` is the union: the base's names are always
 * redacted, and a name the PR adds is redacted too.
 */
export function withBasePolicy(head: Config, base: Config): Config {
  const out: Config = { ...head }
  const copy = <K extends keyof Config>(k: K): void => {
    if (base[k] === undefined) delete out[k]
    else out[k] = structuredClone(base[k])
  }
  copy('gates')
  copy('riskLevel')
  copy('tiers')
  copy('critical')
  copy('minDrop')
  copy('severities')
  copy('regression')
  // Findings point into the PR's own file: a position only where the PR's config has the entry too.
  out.tierSources = sourcesFor(out.tiers, head.tierSources)
  out.severitySources = sourcesFor(out.severities ?? {}, head.severitySources)
  // thresholds and recommended-evals share tierSettings; both are policy.
  out.tierSettings = structuredClone(base.tierSettings)
  const secrets = [...new Set([...(base.secrets ?? []), ...(head.secrets ?? [])])]
  if (secrets.length > 0) out.secrets = secrets
  else delete out.secrets
  return out
}

function sourcesFor(entries: Record<string, unknown>, sources: Config['tierSources']): NonNullable<Config['tierSources']> {
  const out: NonNullable<Config['tierSources']> = {}
  for (const k of Object.keys(entries)) {
    const at = sources && Object.prototype.hasOwnProperty.call(sources, k) ? sources[k] : undefined
    if (at) Object.defineProperty(out, k, { value: at, enumerable: true, writable: true, configurable: true })
  }
  return out
}

/**
 * The config a pull request's run uses: the PR's, with the policy of commit `ref` (its config, or
 * the defaults when it has none or cannot be read; `unreadable` says why then).
 */
export async function applyBasePolicy(root: string, head: Config, ref: string): Promise<{ config: Config; policy: PolicySource }> {
  const b = await readConfigAtRef(root, ref)
  const base = 'error' in b ? defaultConfig() : b.config
  const policy: PolicySource = {
    ref,
    ...('found' in b && b.found ? { file: b.file } : {}),
    base,
    head,
    ...('error' in b ? { unreadable: b.error } : {}),
  }
  return { config: withBasePolicy(head, base), policy }
}
