/**
 * plan: quick or full, and why. Pure: everything comes from the event payload object (as parsed
 * from `GITHUB_EVENT_PATH`) and plain inputs; no value read here is ever put into a shell
 * command (SHAs are validated before they are handed to git through the git port, src/ports/git.ts).
 *
 * - pull_request / pull_request_target (opened, synchronize, reopened, labeled, …): quick, unless
 *   the PR carries `config.fullEvalLabel` or its base branch matches `config.releaseBranches`;
 * - push: full on the default branch or a release branch, quick (diff `before..after`) elsewhere;
 * - schedule, workflow_dispatch, workflow_call: full;
 * - input `mode: quick | full` overrides `auto`; quick without anything to diff against
 *   degrades to full, and says so.
 */
import type { Config, Skill, Tier } from '../types.js'
import { tierOf } from '../discover/config.js'
import { matchGlob, type ChangesResult } from './changes.js'
import { isObject } from '../text/object.js'

export type EvalMode = 'quick' | 'full'
export type InputMode = 'auto' | EvalMode

export interface ModeInput {
  /** `GITHUB_EVENT_NAME`. */
  eventName: string
  /** The parsed event payload (`GITHUB_EVENT_PATH`). */
  payload: unknown
  /** The `mode` input: auto | quick | full (anything else → auto, noted in the reason). */
  inputMode?: string
  config: Pick<Config, 'fullEvalLabel' | 'releaseBranches'>
  /** Default branch name; falls back to `payload.repository.default_branch`. */
  defaultBranch?: string
  /** `GITHUB_REF` (used for non-PR events when the payload has no ref). */
  ref?: string
  /** `GITHUB_SHA` (head for events whose payload carries no SHA). */
  sha?: string
}

export interface ModeDecision {
  mode: EvalMode
  /** One sentence for the comment and the summary. */
  reason: string
  eventName: string
  /** Commit to diff against and to read base skills from (a SHA when the payload has one). */
  baseRef?: string
  /** Branch the PR targets / the pushed branch. */
  baseBranch?: string
  headSha: string
  headRef?: string
  prNumber?: number
  /** The PR comes from another repository (read-only token, no secrets under pull_request). */
  isFork: boolean
  labels: string[]
  /** `pull_request.changed_files` (to detect the listFiles cap). */
  changedFiles?: number
  /** `owner/repo` of the base repository, from the payload. */
  repository?: string
}

const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const ZERO_RE = /^0+$/
/** Branch names: git's rules, minus anything a shell or an option parser could trip on. */
const BRANCH_RE = /^(?!-)(?!.*\.\.)(?!.*\/\/)[\w.\-/@+]+$/

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj | undefined => (isObject(v) ? v : undefined)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined)
const sha = (v: unknown): string | undefined => {
  const s = str(v)?.toLowerCase()
  return s && SHA_RE.test(s) && !ZERO_RE.test(s) ? s : undefined
}
const branch = (v: unknown): string | undefined => {
  const s = str(v)
  return s && BRANCH_RE.test(s) ? s : undefined
}

/** `refs/heads/x` → `x`; anything else (tags, PR refs) → undefined. */
export function branchOfRef(ref: string | undefined): string | undefined {
  if (!ref?.startsWith('refs/heads/')) return undefined
  return branch(ref.slice('refs/heads/'.length))
}

/** The first `releaseBranches` pattern matching `name`, if any (`release`, `release/**`). */
export function releasePattern(name: string | undefined, patterns: readonly string[]): string | undefined {
  if (!name) return undefined
  return patterns.find((p) => matchGlob(name, p))
}

export function parseInputMode(v: string | undefined): { mode: InputMode; invalid?: string } {
  const s = (v ?? '').trim().toLowerCase()
  if (s === '' || s === 'auto') return { mode: 'auto' }
  if (s === 'quick' || s === 'full') return { mode: s }
  return { mode: 'auto', invalid: v }
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target'])

export function decideMode(input: ModeInput): ModeDecision {
  const p = obj(input.payload) ?? {}
  const { mode: asked, invalid } = parseInputMode(input.inputMode)
  const note = invalid !== undefined ? ` (input mode '${String(invalid).slice(0, 20)}' is not auto, quick or full; using auto)` : ''
  const defaultBranch = branch(input.defaultBranch) ?? branch(obj(p['repository'])?.['default_branch'])
  const repository = str(obj(p['repository'])?.['full_name'])
  const event = input.eventName
  const label = input.config.fullEvalLabel

  if (PR_EVENTS.has(event) && obj(p['pull_request'])) {
    const pr = obj(p['pull_request'])!
    const base = obj(pr['base']) ?? {}
    const head = obj(pr['head']) ?? {}
    const baseRepo = str(obj(base['repo'])?.['full_name'])
    const headRepo = str(obj(head['repo'])?.['full_name'])
    const labels = (Array.isArray(pr['labels']) ? pr['labels'] : [])
      .map((l) => str(obj(l)?.['name']) ?? str(l))
      .filter((l): l is string => l !== undefined)
    const num = typeof pr['number'] === 'number' ? pr['number'] : typeof p['number'] === 'number' ? (p['number'] as number) : undefined
    const baseBranch = branch(base['ref'])
    const headSha = sha(head['sha']) ?? sha(input.sha) ?? ''
    const decision: ModeDecision = {
      mode: 'quick',
      // Stryker disable next-line StringLiteral: placeholder, every branch below sets the reason
      reason: '',
      eventName: event,
      baseRef: sha(base['sha']) ?? baseBranch,
      baseBranch,
      headSha,
      headRef: branch(head['ref']),
      prNumber: num,
      // A deleted fork shows as `head.repo: null`; otherwise compare the two repositories.
      isFork: head['repo'] === null || (headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo),
      labels,
      changedFiles: typeof pr['changed_files'] === 'number' ? pr['changed_files'] : undefined,
      repository: repository ?? baseRepo,
    }
    const where = `pull request #${num ?? '?'}${baseBranch ? ` into \`${baseBranch}\`` : ''}`
    if (asked !== 'auto') {
      decision.mode = asked
      decision.reason = `${cap(asked)} mode: requested by the \`mode\` input on ${where}.`
    } else if (labels.includes(label)) {
      decision.mode = 'full'
      decision.reason = `Full mode: ${where} has the \`${label}\` label.`
    } else if (releasePattern(baseBranch, input.config.releaseBranches)) {
      decision.mode = 'full'
      decision.reason = `Full mode: ${where} targets a release branch (matches \`${releasePattern(baseBranch, input.config.releaseBranches)}\`).`
    } else {
      decision.reason = `Quick mode: ${where}; changed skills plus every Tier 3 skill (add the \`${label}\` label for a full run).${note}`
    }
    if (decision.mode === 'quick' && !decision.baseRef) {
      decision.mode = 'full'
      decision.reason = `Full mode: ${where} has no base commit in its payload to diff against.`
    }
    return decision
  }

  const labels: string[] = []
  const refBranch = branchOfRef(str(p['ref'])) ?? branchOfRef(input.ref)
  const headSha = sha(p['after']) ?? sha(input.sha) ?? sha(obj(p['head_commit'])?.['id']) ?? ''
  // Stryker disable next-line StringLiteral: placeholder, every return below sets the reason
  const base: ModeDecision = { mode: 'full', reason: '', eventName: event, headSha, headRef: refBranch, isFork: false, labels, repository }

  if (event === 'push') {
    const before = sha(p['before'])
    const onDefault = refBranch !== undefined && refBranch === defaultBranch
    const rel = releasePattern(refBranch, input.config.releaseBranches)
    base.baseBranch = refBranch
    if (before && p['forced'] !== true) base.baseRef = before
    if (asked === 'full' || (asked === 'auto' && (onDefault || rel))) {
      base.mode = 'full'
      base.reason =
        asked === 'full'
          ? `Full mode: requested by the \`mode\` input on a push to \`${refBranch ?? '?'}\`.`
          : onDefault
            ? `Full mode: push to the default branch \`${refBranch}\` (every skill, to record the baseline).`
            : `Full mode: push to release branch \`${refBranch}\` (matches \`${rel}\`).`
      return base
    }
    if (!base.baseRef) {
      base.mode = 'full'
      base.reason = `Full mode: push to \`${refBranch ?? '?'}\` ${p['forced'] === true ? 'was a force-push' : 'created the branch'}, so there is no previous commit to diff against.${note}`
      return base
    }
    base.mode = 'quick'
    base.reason = `Quick mode: push to \`${refBranch ?? '?'}\`${asked === 'quick' ? ' (requested by the `mode` input)' : ''}; skills changed since ${base.baseRef.slice(0, 7)} plus every Tier 3 skill.${note}`
    return base
  }

  const what: Record<string, string> = {
    schedule: 'scheduled run',
    workflow_dispatch: 'manual run (workflow_dispatch)',
    workflow_call: 'called workflow (workflow_call)',
  }
  const label2 = what[event] ?? `\`${event}\` event`
  if (asked === 'quick') {
    // Quick needs something to diff against: the default branch, when running elsewhere.
    if (defaultBranch && refBranch && refBranch !== defaultBranch) {
      base.mode = 'quick'
      base.baseRef = defaultBranch
      base.baseBranch = defaultBranch
      base.reason = `Quick mode: requested by the \`mode\` input on a ${label2} of \`${refBranch}\`; skills changed against \`${defaultBranch}\` plus every Tier 3 skill.`
      return base
    }
    const why = refBranch && refBranch === defaultBranch ? ` (\`${refBranch}\` is the default branch)` : defaultBranch ? '' : ' (the default branch is unknown)'
    base.reason = `Full mode: quick was requested on a ${label2}, but there is no base to diff against${why}.`
    return base
  }
  base.reason =
    asked === 'full'
      ? `Full mode: requested by the \`mode\` input on a ${label2}.`
      : what[event]
        ? `Full mode: ${label2}.${note}`
        : `Full mode: ${label2} (full is the default outside pull requests and pushes).${note}`
  return base
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

// ─── Selection ────────────────────────────────────────────────────────────────────────

export interface Selection {
  skills: string[]
  /** Lines for the comment / summary: why each group of skills runs. */
  reasons: string[]
  /** Nothing to evaluate. */
  empty: boolean
}

/**
 * Which skills run: full → all; quick → the changed skills plus every skill of `alwaysTiers`
 * (default [3], per the issue: "quick (changed skills + every Tier 3 skill)"). `changes` may be
 * undefined when the changed files could not be determined: then all skills run.
 */
export function selectSkills(
  decision: Pick<ModeDecision, 'mode'>,
  changes: ChangesResult | undefined,
  skills: Skill[],
  config: Config,
  alwaysTiers: readonly Tier[] = [3],
): Selection {
  const all = skills.map((s) => s.name).sort()
  if (decision.mode === 'full') return { skills: all, reasons: ['Full mode: every skill.'], empty: all.length === 0 }
  if (!changes) return { skills: all, reasons: ['The changed files could not be determined: every skill.'], empty: all.length === 0 }
  if (changes.all) return { skills: all, reasons: [...changes.reasons], empty: all.length === 0 }
  const changed = new Set(changes.skills)
  const reasons = [...changes.reasons]
  // Only add the always-run tiers when something relevant changed: a PR touching only docs
  // outside the skills is "nothing to evaluate".
  const extra =
    changed.size > 0 || changes.removed.length > 0
      ? skills.filter((s) => !changed.has(s.name) && alwaysTiers.includes(tierOf(s, config))).map((s) => s.name)
      : []
  if (extra.length > 0) reasons.push(`Tier ${alwaysTiers.join('/')} (always run in quick mode): ${extra.sort().join(', ')}.`)
  const out = [...new Set([...changed, ...extra])].sort()
  return { skills: out, reasons, empty: out.length === 0 }
}

// ─── Secrets ──────────────────────────────────────────────────────────────────────────

/**
 * The neutral skip when no API key is available: explains fork PRs (GitHub withholds secrets
 * from `pull_request` runs of forks) versus a missing secret. Undefined when a key is present.
 */
export function missingKeySkip(decision: Pick<ModeDecision, 'isFork' | 'eventName' | 'prNumber'>, hasApiKey: boolean): string | undefined {
  if (hasApiKey) return undefined
  if (decision.isFork && PR_EVENTS.has(decision.eventName)) {
    return (
      `Skipped (neutral): pull request #${decision.prNumber ?? '?'} comes from a fork, and GitHub does not pass ` +
      'secrets such as the Anthropic API key to workflows run for forks. Validation still ran; a maintainer can ' +
      'run the evals with workflow_dispatch or after merging.'
    )
  }
  return (
    'Skipped (neutral): no Anthropic API key. Set the `anthropic-api-key` input (for example from a repository ' +
    'secret `ANTHROPIC_API_KEY`) to run the evals; validation still ran.'
  )
}
