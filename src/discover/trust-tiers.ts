/**
 * Trust tiers (ADR-056, with the flaws of its implementation fixed): a skill's tier is computed
 * from what exists AND what passed, cumulatively; each tier needs every requirement below it.
 *
 *   advisory    SKILL.md only
 *   structured  + schemas/output.json that is valid JSON and compiles as a JSON Schema (ajv)
 *   validated   + an executable scripts/validate-skill.* that ran on graded with_skill outputs
 *                 (latest results) without errors, passing on at least the skill's tier
 *                 threshold share of the runs it judged (exit 2 = skip, not counted)
 *   verified    + at least 5 evals in the repository, and the latest summary of the skill covers
 *                 at least 5 evals with a with_skill pass rate at or above its tier threshold
 *   certified   + at least 2 models configured (evals/config.yaml `models`), and for EVERY one
 *                 of them the latest recorded pass rate of the skill is at least 95%
 *
 * A `trust_tier` written in the frontmatter lower than the computed tier wins (a manual
 * downgrade); a higher one is an over-claim (a `validate` error when the repository itself
 * cannot support it, a problem reported by `skill-evals trust` when the results do not).
 *
 * Two modes: `evidence` (the `trust` command: needs the results) and `ceiling` (`validate`:
 * only what the repository shows without running anything; every requirement that needs results
 * is assumed met, so an error there means the claim is impossible, not merely unproven).
 *
 * Pure: the evidence is gathered by evidence.ts.
 */

export const TRUST_TIERS = ['advisory', 'structured', 'validated', 'verified', 'certified'] as const
export type TrustTier = (typeof TRUST_TIERS)[number]

export const MIN_VERIFIED_EVALS = 5
export const CERTIFIED_PASS_RATE = 0.95
export const MIN_CERTIFIED_MODELS = 2

export function tierLevel(t: TrustTier): number {
  return TRUST_TIERS.indexOf(t)
}

/**
 * A frontmatter `trust_tier`: a tier name (any case) or its level 0..4 (ADR-056's
 * implementation writes integers). Undefined when it is neither.
 */
export function parseTrustTier(v: unknown): TrustTier | undefined {
  // (a number that is not a level 0..4 indexes nothing: a fraction, a negative, NaN, 5 read undefined)
  if (typeof v === 'number') return TRUST_TIERS[v]
  if (typeof v !== 'string') return undefined
  const s = v.trim().toLowerCase()
  if (/^[0-4]$/.test(s)) return TRUST_TIERS[Number(s)]
  return (TRUST_TIERS as readonly string[]).includes(s) ? (s as TrustTier) : undefined
}

// ─── Evidence ────────────────────────────────────────────────────────────────────────────

export interface SchemaEvidence {
  status: 'missing' | 'invalid' | 'valid'
  /** Why it is invalid. */
  problem?: string
}

export interface ValidatorEvidence {
  /** Skill-relative path, when a validator file exists. */
  path?: string
  status: 'missing' | 'not_runnable' | 'present'
}

/** The validator's implicit assertion over the latest graded with_skill runs of the skill. */
export interface ValidatorRuns {
  /** Runs it passed / failed / errored on (skips leave no expectation). */
  passed: number
  failed: number
  errors: number
  /** Graded with_skill runs in which it did not appear (skipped, or graded before it existed). */
  absent: number
  source: string
}

/** The latest summary of the skill. */
export interface SummaryEvidence {
  source: string
  timestamp: string
  passRate: number | null
  /** Evals the summary covers for the skill. */
  evals: number
}

export interface ModelRate {
  model: string
  passRate: number
  timestamp: string
  source: string
}

export interface TrustInput {
  skill: string
  /** The frontmatter value as written (undefined: not set). */
  declared?: string
  schema: SchemaEvidence
  validator: ValidatorEvidence
  /** Evals of the skill in the repository. */
  evalCount: number
  /** The skill's tier threshold (config `thresholds`), 0..1. */
  threshold: number
  /** evals/config.yaml `models`. */
  models: string[]
  /** Evidence mode only. */
  validatorRuns?: ValidatorRuns
  summary?: SummaryEvidence
  /** Latest pass rate per model (any subset of models). */
  modelRates?: ModelRate[]
}

export interface TierStep {
  tier: TrustTier
  met: boolean
  /** What was checked, in one sentence. */
  reason: string
}

export interface TrustResult {
  skill: string
  /** The highest tier whose requirements (and all below) are met. */
  computed: TrustTier
  /** The tier to publish: the lower of computed and a valid declared tier. */
  effective: TrustTier
  declared: TrustTier | null
  /** The frontmatter value when it is not a tier name / level. */
  declaredInvalid?: string
  /** declared < computed. */
  downgraded: boolean
  /** declared > computed. */
  overclaimed: boolean
  mode: 'evidence' | 'ceiling'
  steps: TierStep[]
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`

export function computeTrust(input: TrustInput, mode: 'evidence' | 'ceiling' = 'evidence'): TrustResult {
  const steps: TierStep[] = [{ tier: 'advisory', met: true, reason: 'SKILL.md exists' }]

  // structured
  const s = input.schema
  steps.push({
    tier: 'structured',
    met: s.status === 'valid',
    reason:
      s.status === 'valid'
        ? 'schemas/output.json is a valid JSON Schema'
        : s.status === 'missing'
          ? 'no schemas/output.json'
          : `schemas/output.json does not count: ${s.problem ?? 'not a valid JSON Schema'}`,
  })

  // validated
  const v = input.validator
  let vMet = false
  let vReason: string
  if (v.status === 'missing') vReason = 'no scripts/validate-skill.* validator'
  else if (v.status === 'not_runnable') vReason = `${v.path} cannot be run (make it executable, or use .sh/.js/.py)`
  else if (mode === 'ceiling') {
    vMet = true
    vReason = `${v.path} exists (whether it passes needs graded results)`
  } else {
    const r = input.validatorRuns
    const judged = r ? r.passed + r.failed : 0
    if (!r || judged + r.errors === 0) vReason = `${v.path} has not judged any graded with_skill output yet (run and grade the evals)`
    else if (r.errors > 0) vReason = `${v.path} errored on ${r.errors} run(s) (crash, timeout or an exit code other than 0/1/2) in ${r.source}`
    else {
      const rate = r.passed / judged
      vMet = rate >= input.threshold
      vReason = `${v.path} passed ${r.passed}/${judged} with_skill runs (${pct(rate)}; needs ${pct(input.threshold)}) in ${r.source}`
    }
  }
  steps.push({ tier: 'validated', met: vMet, reason: vReason })

  // verified
  let fMet = input.evalCount >= MIN_VERIFIED_EVALS
  let fReason = `${input.evalCount} eval(s) in the repository (needs ${MIN_VERIFIED_EVALS})`
  if (fMet) {
    if (mode === 'ceiling') fReason += '; passing them needs results'
    else {
      const sm = input.summary
      if (!sm || sm.passRate === null) {
        fMet = false
        fReason += '; no summary with a with_skill pass rate for the skill (run, grade and report)'
      } else if (sm.evals < MIN_VERIFIED_EVALS) {
        fMet = false
        fReason += `; the latest summary (${sm.source}) covers only ${sm.evals} eval(s)`
      } else {
        fMet = sm.passRate >= input.threshold
        fReason += `; with_skill pass rate ${pct(sm.passRate)} over ${sm.evals} evals in ${sm.source} (needs ${pct(input.threshold)})`
      }
    }
  }
  steps.push({ tier: 'verified', met: fMet, reason: fReason })

  // certified
  const models = [...new Set(input.models)]
  let cMet = models.length >= MIN_CERTIFIED_MODELS
  let cReason = `${models.length} model(s) configured (needs ${MIN_CERTIFIED_MODELS} for a cross-model run)`
  if (cMet) {
    if (mode === 'ceiling') cReason += '; the ≥95% pass rates need results'
    else {
      const rates = new Map(input.modelRates?.map((m) => [m.model, m]))
      const missing = models.filter((m) => !rates.has(m))
      const low = models.filter((m) => rates.has(m) && rates.get(m)!.passRate < CERTIFIED_PASS_RATE)
      cMet = missing.length === 0 && low.length === 0
      const shown = models.map((m) => (rates.has(m) ? `${m} ${pct(rates.get(m)!.passRate)}` : `${m} (no result)`)).join(', ')
      cReason += `; latest pass rates: ${shown} (each needs ${pct(CERTIFIED_PASS_RATE)})`
    }
  }
  steps.push({ tier: 'certified', met: cMet, reason: cReason })

  let computed = steps[0]!.tier // advisory: always met
  for (const st of steps) {
    if (!st.met) break
    computed = st.tier
  }
  const declared = parseTrustTier(input.declared) ?? null
  // Without a valid declared tier the computed one stands in: neither a downgrade nor an over-claim.
  const claimed = tierLevel(declared ?? computed)
  const level = tierLevel(computed)
  return {
    skill: input.skill,
    computed,
    effective: TRUST_TIERS[Math.min(claimed, level)]!,
    declared,
    ...(input.declared !== undefined && declared === null ? { declaredInvalid: input.declared } : {}),
    downgraded: claimed < level,
    overclaimed: claimed > level,
    mode,
    steps,
  }
}

/** The first requirement not met, as advice ("to reach X: …"); undefined at certified. */
export function nextStep(r: TrustResult): string | undefined {
  const st = r.steps.find((s) => !s.met)
  return st ? `to reach ${st.tier}: ${st.reason}` : undefined
}
