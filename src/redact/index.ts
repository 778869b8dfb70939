/**
 * Secret redaction: the one step in front of every sink (issue 17).
 *
 * A process-wide registry of secret values is filled once at start-up — by the CLI and by the
 * action, from the well-known variables (`ANTHROPIC_API_KEY`, `GITHUB_TOKEN`, the github-token
 * input, `ACTIONS_RUNTIME_TOKEN`, …) and from the variables named under `secrets:` in
 * `evals/config.yaml`. Every writer — files under the results folder, the viewer, the PR
 * comment, the job summary, annotations, step outputs, logs — passes its text through
 * `redact()` (or `redactBytes()` for file copies), which replaces each secret and its common
 * encodings with `***`:
 *
 * - the value itself;
 * - JSON-escaped (once and twice: a JSON string inside a JSON string);
 * - URL-encoded (`encodeURIComponent` and form encoding, `+` for space);
 * - base64 and base64url, whole, and the three offset-aligned forms a substring takes inside a
 *   longer base64 text (the secret starting at byte offset 0, 1 or 2 modulo 3: only the
 *   characters that depend on the secret's bytes alone are matched).
 *
 * Values shorter than `MIN_SECRET_LENGTH` are not registered (replacing every "a" would destroy
 * the output and protect nothing).
 */

export const MIN_SECRET_LENGTH = 8
/** Shortest encoded fragment matched (the offset-aligned base64 forms drop a few characters). */
const MIN_FRAGMENT_LENGTH = 8
export const REDACTED = '***'

/** Variables whose values are always secrets when set. */
export const DEFAULT_SECRET_VARIABLES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'INPUT_GITHUB-TOKEN',
  'INPUT_GITHUB_TOKEN',
  'INPUT_ANTHROPIC-API-KEY',
  'INPUT_ANTHROPIC_API_KEY',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  // Issue 33 row C: the response cache's MAC key of a trusted cache scope.
  'SKILL_EVALS_CACHE_KEY'
] as const

interface Registry {
  /** Registered values (raw). */
  values: Set<string>
  /** Every pattern to replace, longest first. */
  patterns: string[]
  /** Same patterns as latin1 strings of their UTF-8 bytes (for byte buffers). */
  bytePatterns: string[]
  re: RegExp | null
  byteRe: RegExp | null
  /** Called with each new pattern (the action masks them in the log too). */
  listeners: ((pattern: string) => void)[]
}

const registry: Registry = { values: new Set(), patterns: [], bytePatterns: [], re: null, byteRe: null, listeners: [] }

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The three offset-aligned base64 fragments of `bytes` (standard alphabet). */
export function base64Fragments(bytes: Buffer): string[] {
  const out: string[] = []
  for (let k = 0; k < 3; k++) {
    const enc = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64')
    const n = k + bytes.length
    const start = k === 0 ? 0 : k === 1 ? 2 : 3
    const end = Math.floor(n / 3) * 4
    if (end > start) out.push(enc.slice(start, end))
  }
  return out
}

/** Every encoded form of `value` that `redact` replaces. */
export function secretForms(value: string): string[] {
  const forms = new Set<string>([value])
  const json1 = JSON.stringify(value).slice(1, -1)
  // Every non-ASCII / control character as \uXXXX (what Python's json.dumps and others emit).
  const json1u = json1.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  for (const j of [json1, json1u]) {
    forms.add(j)
    forms.add(JSON.stringify(j).slice(1, -1)) // a JSON string inside a JSON string
  }
  const url = encodeURIComponent(value)
  forms.add(url)
  forms.add(url.replace(/%20/g, '+'))
  forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()))
  const bytes = Buffer.from(value, 'utf8')
  const b64 = bytes.toString('base64')
  forms.add(b64)
  // Stryker disable next-line Regex: '=' occurs in base64 only as trailing padding, so /=+/ and /=+$/ remove the same characters
  forms.add(b64.replace(/=+$/, ''))
  for (const f of base64Fragments(bytes)) {
    forms.add(f)
    forms.add(f.replace(/\+/g, '-').replace(/\//g, '_'))
  }
  forms.add(bytes.toString('base64url'))
  return [...forms].filter((f) => f.length >= MIN_FRAGMENT_LENGTH)
}

function rebuild(): void {
  const all = new Set<string>()
  for (const v of registry.values) for (const f of secretForms(v)) all.add(f)
  // Stryker disable next-line EqualityOperator: the patterns come from a Set, so a and b are never equal and a < b and a <= b order them alike
  registry.patterns = [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  registry.bytePatterns = registry.patterns.map((p) => Buffer.from(p, 'utf8').toString('latin1'))
  registry.re = registry.patterns.length ? new RegExp(registry.patterns.map(escapeRe).join('|'), 'g') : null
  registry.byteRe = registry.bytePatterns.length ? new RegExp(registry.bytePatterns.map(escapeRe).join('|'), 'g') : null
}

/** Register one secret value. Returns false when it is too short (or empty) to register. */
export function registerSecret(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false
  const v = value.trim()
  if (v.length < MIN_SECRET_LENGTH) return false
  // Stryker disable next-line ConditionalExpression: without the early return the Set add is a no-op and the rebuild yields the same patterns (no new ones, so no listener call): only the cost differs
  if (registry.values.has(v)) return true
  registry.values.add(v)
  const before = new Set(registry.patterns)
  rebuild()
  for (const p of registry.patterns) if (!before.has(p)) for (const l of registry.listeners) l(p)
  return true
}

/**
 * Register the values of the default secret variables and of `names` (the config's `secrets:`)
 * found in `env`. Returns the names whose values were registered.
 */
export function registerSecretsFromEnv(env: NodeJS.ProcessEnv, names: readonly string[] = []): string[] {
  const registered: string[] = []
  for (const name of new Set([...DEFAULT_SECRET_VARIABLES, ...names])) {
    if (registerSecret(env[name])) registered.push(name)
  }
  return registered
}

let sourceEnv: NodeJS.ProcessEnv | undefined

/**
 * Start-up (CLI and action): remember where secret values come from and register the default
 * secret variables found there. Later, `registerSecretNames` (the config loader) adds the
 * variables named under `secrets:`.
 */
export function initSecrets(env: NodeJS.ProcessEnv): string[] {
  sourceEnv = env
  return registerSecretsFromEnv(env)
}

/** Register the values of the named variables (from the start-up environment). */
export function registerSecretNames(names: readonly string[] | undefined): string[] {
  if (!names?.length) return []
  const env = sourceEnv ?? process.env
  return names.filter((n) => registerSecret(env[n]))
}

/** Called with each pattern registered from now on, and at once with those already known. */
export function onSecretPattern(listener: (pattern: string) => void): void {
  registry.listeners.push(listener)
  for (const p of registry.patterns) listener(p)
}

/** The registered secret values (a worker thread registers the same ones before its first run). */
export function secretValues(): string[] {
  return [...registry.values]
}

/** How many secret values are registered. */
export function secretCount(): number {
  return registry.values.size
}

/** Forget every secret and listener (tests only). */
export function clearSecrets(): void {
  registry.values.clear()
  registry.listeners = []
  sourceEnv = undefined
  rebuild()
}

/** `text` with every registered secret (and its encodings) replaced by `***`. */
export function redact(text: string): string {
  // Stryker disable next-line ConditionalExpression: a text shorter than every pattern cannot match; the length test only skips the regex
  if (!registry.re || text.length < MIN_FRAGMENT_LENGTH) return text
  registry.re.lastIndex = 0
  return text.replace(registry.re, REDACTED)
}

/** `redact` for bytes of any encoding: secrets are matched on their UTF-8 bytes. */
export function redactBytes(buf: Uint8Array): Buffer {
  const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength)
  // Stryker disable next-line ConditionalExpression: a buffer shorter than every pattern cannot match (and is returned as the same object either way)
  if (!registry.byteRe || b.length < MIN_FRAGMENT_LENGTH) return b
  const s = b.toString('latin1')
  registry.byteRe.lastIndex = 0
  if (!registry.byteRe.test(s)) return b
  registry.byteRe.lastIndex = 0
  return Buffer.from(s.replace(registry.byteRe, REDACTED), 'latin1')
}

/** `redact` for what a file writer takes (string or bytes). */
export function redactData<T extends string | Uint8Array>(data: T): T {
  return (typeof data === 'string' ? redact(data) : redactBytes(data)) as T
}

/** A deep copy of a JSON-like value with every string redacted (keys too). */
export function redactDeep<T>(value: T): T {
  if (!registry.re) return value
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redact(v)
    if (Array.isArray(v)) return v.map(walk)
    // Stryker disable next-line ConditionalExpression: the prototype test alone already excludes every non-object that reaches here (numbers, booleans: their own prototypes)
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) out[redact(k)] = walk(x)
      return out
    }
    return v
  }
  return walk(value) as T
}

/** Whether `text` still holds a registered secret in any known form (for tests and checks). */
export function containsSecret(text: string): boolean {
  if (!registry.re) return false
  registry.re.lastIndex = 0
  return registry.re.test(text)
}

let streamsWrapped = false
/**
 * Route everything written to this process's stdout and stderr through `redact` (the log
 * sink: `core.info`, annotations and workflow commands all end up there). Idempotent.
 */
export function redactProcessOutput(): void {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a second wrapper around the first redacts already-redacted text again: the same output, only twice the work
  if (streamsWrapped) return
  // Stryker disable next-line BooleanLiteral: see above (a second wrap changes no output)
  streamsWrapped = true
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (...a: unknown[]) => boolean
    ;(stream as unknown as { write: (...a: unknown[]) => boolean }).write = (chunk: unknown, ...rest: unknown[]): boolean => {
      // The mask command itself must carry the value it masks.
      if (typeof chunk === 'string') return original(chunk.startsWith('::add-mask::') ? chunk : redact(chunk), ...rest)
      if (chunk instanceof Uint8Array) return original(redactBytes(chunk), ...rest)
      return original(chunk, ...rest)
    }
  }
}
