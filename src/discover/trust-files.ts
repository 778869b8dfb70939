/**
 * Trust evidence that needs only the repository's files (no results): the output schema, the
 * validator, the position of `trust_tier` in SKILL.md, and validate's trust rules (the
 * `ceiling` computation of tiers.ts). Kept apart from evidence.ts so discovery does not import
 * the results loader.
 */
import { readdirSync, statSync, type Stats } from 'node:fs'
import { readFile } from './sync-fs.js'
import path from 'node:path'
import type { Config, EvalCase, Finding, Skill } from '../types.js'
import { tierOf } from './config.js'
import { compileJsonSchema } from '../checks/check-schema.js'
import { parseJsonWithPositions } from './json-source.js'
import { computeTrust, nextStep, tierLevel, type SchemaEvidence, type ValidatorEvidence } from './trust-tiers.js'

// ─── The skill's trust files: output schema and validator (graded by src/grade/implicit.ts) ───

export const OUTPUT_SCHEMA_PATH = 'schemas/output.json'
/** Candidate validator files in `scripts/`, in order of preference. */
export const VALIDATOR_NAMES = [
  'validate-skill.sh',
  'validate-skill.bash',
  'validate-skill.js',
  'validate-skill.mjs',
  'validate-skill.cjs',
  'validate-skill.py',
  'validate-skill',
] as const
const RUNNABLE_EXTS = ['.sh', '.bash', '.js', '.mjs', '.cjs', '.py']

/** The path's stat; undefined when there is nothing to stat (missing, or a file on the way). */
function statOf(p: string): Stats | undefined {
  let st: Stats | undefined
  try {
    st = statSync(p)
  } catch {
    // nothing there
  }
  return st
}

function isFile(p: string): boolean {
  return statOf(p)?.isFile() === true
}

/** Can the `script` check start this file (executable bit, or a known interpreter by extension)? */
export function isRunnable(abs: string): boolean {
  const st = statOf(abs)
  return st !== undefined && ((st.mode & 0o111) !== 0 || RUNNABLE_EXTS.includes(path.extname(abs).toLowerCase()))
}

export interface ValidatorFile {
  /** Skill-relative POSIX path, e.g. `scripts/validate-skill.sh`. */
  rel: string
  abs: string
  runnable: boolean
}

/**
 * The skill's validator: the first of `scripts/validate-skill.{sh,bash,js,mjs,cjs,py}` or
 * `scripts/validate-skill` that exists; failing those, any other `scripts/validate-skill.*`
 * (reported as not runnable unless it has the executable bit).
 */
export function findValidator(skillDir: string): ValidatorFile | undefined {
  // One listing first (grading asks for every run; most skills have no scripts/ at all).
  let names: string[]
  try {
    names = readdirSync(path.join(skillDir, 'scripts'))
  } catch {
    return undefined
  }
  const present = new Set(names)
  // Stryker disable next-line MethodExpression: on a case-sensitive file system a name the listing does not hold is no file either (isFile is false); the filter spares a stat per candidate and keeps a case-insensitive one (macOS) from matching a name in another case
  for (const name of VALIDATOR_NAMES.filter((n) => present.has(n))) {
    const abs = path.join(skillDir, 'scripts', name)
    if (isFile(abs)) return { rel: `scripts/${name}`, abs, runnable: isRunnable(abs) }
  }
  const other = names.filter((n) => n.startsWith('validate-skill.')).sort()[0]
  if (!other) return undefined
  const abs = path.join(skillDir, 'scripts', other)
  return isFile(abs) ? { rel: `scripts/${other}`, abs, runnable: isRunnable(abs) } : undefined
}

export function hasOutputSchema(skillDir: string): boolean {
  return isFile(path.join(skillDir, OUTPUT_SCHEMA_PATH))
}

// ─── Files ───────────────────────────────────────────────────────────────────────────────

export async function schemaEvidence(skillDir: string): Promise<SchemaEvidence & { line?: number }> {
  let text: string
  try {
    text = await readFile(path.join(skillDir, OUTPUT_SCHEMA_PATH), 'utf8')
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'missing' }
    return { status: 'invalid', problem: `cannot be read: ${(e as Error).message}` }
  }
  // (A leading byte order mark is only a warning of the parser. Every text it cannot read gives an
  // error, and its first error has a position: only the "more problems" note after 100 has none.)
  const parsed = parseJsonWithPositions(text, OUTPUT_SCHEMA_PATH)
  const syntax = parsed.findings.find((f) => f.severity === 'error')
  if (syntax) return { status: 'invalid', problem: `not valid JSON (line ${syntax.line}, column ${syntax.column}): ${syntax.message}`, line: syntax.line }
  const c = compileJsonSchema(parsed.value)
  if (c.error) return { status: 'invalid', problem: c.error }
  return { status: 'valid' }
}

export function validatorEvidence(skillDir: string): ValidatorEvidence {
  const v = findValidator(skillDir)
  if (!v) return { status: 'missing' }
  return { path: v.rel, status: v.runnable ? 'present' : 'not_runnable' }
}

// ─── validate: the trust_tier rule ───────────────────────────────────────────────────────

/** Line and column (1-based) of the top-level `trust_tier` key in SKILL.md's frontmatter. */
export function trustTierKeyPosition(text: string): { line: number; column: number } | undefined {
  const [first, ...rest] = text.split(/\r?\n/)
  if (!/^\uFEFF?---\s*$/.test(first!)) return undefined
  for (const [i, l] of rest.entries()) {
    if (/^(?:---|\.\.\.)\s*$/.test(l)) return undefined
    if (/^(?:trust_tier|"trust_tier"|'trust_tier')[ \t]*:/.test(l)) return { line: i + 2, column: 1 }
  }
  return undefined
}

/**
 * validate's findings about trust: an unknown `trust_tier` value, a `trust_tier` above what the
 * repository can support (the `ceiling` computation: files, eval count and configured models only),
 * a `schemas/output.json` that is not a valid JSON Schema, and a validator that cannot be run.
 * Never throws.
 */
export async function checkTrustTiers(root: string, skills: readonly Skill[], evals: readonly EvalCase[], config: Config): Promise<Finding[]> {
  const findings: Finding[] = []
  try {
    const counts = new Map<string, number>()
    for (const e of evals) counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1)
    for (const skill of skills) {
      const schema = await schemaEvidence(skill.dir)
      const validator = validatorEvidence(skill.dir)
      const s = {
        ...computeTrust(
          {
            skill: skill.name,
            declared: skill.frontmatter.trustTier,
            schema: { status: schema.status, ...(schema.problem ? { problem: schema.problem } : {}) },
            validator,
            evalCount: counts.get(skill.name) ?? 0,
            // Stryker disable next-line LogicalOperator,OptionalChaining: the ceiling validate computes never reads the threshold (only the evidence mode compares pass rates with it)
            threshold: config.tierSettings[tierOf(skill, config)]?.threshold ?? 0.8,
            models: config.models,
          },
          'ceiling',
        ),
        schema,
        validator,
      }
      const next = nextStep(s)
      const rel = (p: string) => (skill.relDir === '.' ? p : `${skill.relDir}/${p}`)
      if (s.schema.status === 'invalid') {
        const line = schema.line
        findings.push({
          severity: 'error', file: rel(OUTPUT_SCHEMA_PATH), ...(line ? { line } : {}), rule: 'trust.schema.invalid',
          message: `${OUTPUT_SCHEMA_PATH} is not a usable JSON Schema (${s.schema.problem}); every with_skill run's output is checked against it, so fix or remove it`,
        })
      }
      if (s.validator.status === 'not_runnable' && s.validator.path) {
        findings.push({
          severity: 'error', file: rel(s.validator.path), rule: 'trust.validator.not_runnable',
          message: `${s.validator.path} cannot be run: make it executable (chmod +x) or use a .sh, .bash, .js, .mjs, .cjs or .py file`,
        })
      }
      // Where the trust_tier key is, read only for a finding about it.
      const at = async (): Promise<{ line?: number; column?: number }> => {
        let pos: { line: number; column: number } | undefined
        try {
          pos = trustTierKeyPosition(await readFile(path.join(root, skill.file), 'utf8'))
        } catch {
          // SKILL.md gone since discovery: the finding has no position
        }
        return pos ?? {}
      }
      if (s.declaredInvalid !== undefined) {
        findings.push({
          severity: 'error', file: skill.file, ...(await at()), rule: 'trust.tier.invalid',
          message: `trust_tier '${s.declaredInvalid.slice(0, 60)}' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)`,
        })
      } else if (s.declared && tierLevel(s.declared) > tierLevel(s.computed)) {
        findings.push({
          severity: 'error', file: skill.file, ...(await at()), rule: 'trust.tier.overclaimed',
          message: `trust_tier '${s.declared}' is higher than this skill can reach (at most '${s.computed}'; ${next}); lower it or add what is missing`,
        })
      }
    }
  } catch (e) {
    findings.push({ severity: 'warning', file: '.', rule: 'trust.internal', message: `trust tiers could not be checked: ${e instanceof Error ? e.message : String(e)}` })
  }
  return findings
}

