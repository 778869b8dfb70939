/**
 * The shared data model of skill-evals. Every stage (discover → plan → run → grade →
 * aggregate → gate → report) takes and returns these plain-data shapes, so the CLI, the
 * action and the tests drive the same core.
 */

// ─── Findings (validation) ────────────────────────────────────────────────────────────

export type Severity = 'error' | 'warning'

/** One problem found in the user's repo, pointing at a file and (when known) a line. */
export interface Finding {
  severity: Severity
  /** Path relative to the repo root, POSIX separators. */
  file: string
  /** 1-based; absent when the finding is about the file as a whole. */
  line?: number
  /** 1-based. */
  column?: number
  /** Stable machine id of the rule, e.g. `frontmatter.name.pattern`. */
  rule: string
  message: string
}

/** A position inside a text file, 1-based. */
export interface SourcePosition {
  file: string
  line: number
  column: number
}

// ─── Skills ───────────────────────────────────────────────────────────────────────────

export interface SkillFrontmatter {
  name: string
  description: string
  license?: string
  compatibility?: string
  metadata: Record<string, string>
  /** `allowed-tools`, split on whitespace. */
  allowedTools: string[]
  /** Non-spec keys kept for later stages: `version` (regression gate), `tier`, `trust_tier`. */
  version?: string
  tier?: number
  trustTier?: string
  /** Every key as parsed, for Claude Code's own keys and future use. */
  raw: Record<string, unknown>
}

export interface Skill {
  /** The skill's name: its frontmatter `name`, or `<plugin>:<name>` for a plugin's skill (as Claude Code names it). */
  name: string
  /** The plugin the skill belongs to (plugin marketplaces, `plugins/*\/skills/*`). */
  plugin?: string
  /** Absolute path of the skill folder. */
  dir: string
  /** Path of the folder relative to the repo root (POSIX), e.g. `skills/plan`. */
  relDir: string
  /** Repo-relative path of SKILL.md. */
  file: string
  frontmatter: SkillFrontmatter
  /** Markdown after the closing `---`. */
  body: string
  /** Line in SKILL.md on which the body starts (1-based). */
  bodyLine: number
}

// ─── Eval suites ──────────────────────────────────────────────────────────────────────

/** A deterministic check; the kinds and their fields are defined by the grade stage. */
export interface Check {
  kind: string
  [field: string]: unknown
}

export interface Assertion {
  text: string
  /** Free category: structural, content, format, behavioral, coverage, … */
  type?: string
  /** Present → graded by a program; absent → graded by the LLM judge. */
  check?: Check
  /** Where the assertion was written. */
  source?: SourcePosition
}

export interface EvalCase {
  skill: string
  /** Integer in both reference formats; strings tolerated. Unique per skill. */
  id: number | string
  prompt: string
  expectedOutput?: string
  /** Paths of input files (relative to the skill folder for per-skill suites, repo root otherwise). */
  files: string[]
  /** Absolute paths of `files`, resolved by discovery. */
  resolvedFiles: string[]
  /** Issue 33 row D: the repository's real path; links inside a listed folder are copied only when they stay in it. */
  filesRoot?: string
  assertions: Assertion[]
  /** Per-eval switches. */
  bash?: boolean
  /** `network: true`: its Bash, Claude Code and script checks share the host's network (issue 33, row E). */
  network?: boolean
  skillLoading?: SkillLoading
  /** `critical: true`: a failure blocks the release (critical-evals gate, rollback rule). */
  critical?: boolean
  /** Where the eval entry starts (the `{`). */
  source: SourcePosition
  /** Where the `skill` value was written (repo-level suites), for unknown-skill findings. */
  skillSource?: SourcePosition
}

export type SkillLoading = 'preload' | 'discover'

// ─── Config (evals/config.yaml) ───────────────────────────────────────────────────────

export type Tier = 1 | 2 | 3

export interface TierSettings {
  /** Pass-rate threshold, 0..1. */
  threshold: number
  /** Recommended eval counts (SPEC-0017). */
  minEvals: number
  maxEvals: number
}

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical'

export interface Config {
  /** Folders, relative to the repo root, whose subfolders hold skills (globs allowed). */
  skillRoots: string[]
  /** `skill-roots` was written in the config (otherwise the known layouts are detected). */
  skillRootsConfigured?: boolean
  /** Skill name → tier, as listed under `tiers:` in the config. */
  tiers: Record<string, Tier>
  tierSettings: Record<Tier, TierSettings>
  models: string[]
  judgeModel: string
  /** Judge votes per text assertion (majority of k). Default 1. */
  judges: number
  /** `description-overlap`: Jaccard similarity of two skills' descriptions at which the fleet check warns. Default 0.6. */
  descriptionOverlap: number
  /** `severities:` policy rule id → severity ('off' drops the finding). Spec rules cannot be changed. */
  severities?: Record<string, 'error' | 'warning' | 'off'>
  /** Where each `severities` entry was written, for findings about it. */
  severitySources?: Record<string, SourcePosition>
  /** Critical evals besides `critical: true` ones: `<skill>` (all its evals) or `<skill>/<id>`. Absent → []. */
  critical?: string[]
  /** Smallest head-vs-base drop (rate, 0..1) that can be called a regression. Absent → 0.05. */
  minDrop?: number
  /** Gate switches and overrides (`gates:` in config.yaml). Absent → every default. */
  gates?: GateSettings
  /** `regression:` in config.yaml (the version-bump regression gate). Absent → every default. */
  regression?: RegressionSettings
  trials: number
  /** `trials: adaptive` (issue 35): 1 trial per configuration, more only where the first runs disagree. */
  adaptiveTrials?: boolean
  /** `max-trials`: the cap of adaptive trials (default 5). */
  maxTrials?: number
  fullEvalLabel: string
  releaseBranches: string[]
  riskLevel: RiskLevel
  /** Paths whose change means "evaluate every skill". */
  globalPaths: string[]
  concurrency: number
  maxTurns: number
  maxTokens: number
  /** Per-run timeout in seconds. */
  runTimeoutSeconds: number
  /** An API attempt that receives no bytes for this long is aborted and retried (issue 17). Default 90. */
  requestIdleTimeoutSeconds: number
  /** Who runs the evals: our Messages-API loop (default) or the real Claude Code CLI (issue 14). */
  executor?: ExecutorKind
  /** `skill-executors:` skill name → executor, overriding `executor` for that skill's runs (issue 14). */
  skillExecutors: Record<string, ExecutorKind>
  /** Where each skill of `skill-executors` was written in config.yaml, for unknown-skill findings. */
  skillExecutorSources?: Record<string, SourcePosition>
  /** `claude-code-version`: the exact Claude Code version required. */
  claudeCodeVersion?: string
  /** `runner:` how API calls are sent: one by one (`api`, default) or through Message Batches (`batch`, issue 12). */
  runner?: RunnerKind
  /** `tracking-issue:` the weekly run's tracking issue (issue 12). Absent → off. */
  trackingIssue?: TrackingIssueSettings
  skillLoading: SkillLoading
  bash: boolean
  /** `secrets:` names of environment variables whose values are redacted everywhere (issue 17). */
  secrets?: string[]
  /** `outputs-max-mb:` cap on the total size copied into a run's outputs/ (issue 17). Absent → 20. */
  outputsMaxMb?: number
  cache: CacheMode
  cacheDir: string
  maxCostUsd: number | null
  maxRuns: number | null
  /** Where config.yaml was found, if anywhere. */
  file?: string
  /** Where each skill of `tiers` was listed in config.yaml (skill name → position), for findings. */
  tierSources?: Record<string, SourcePosition>
}

export type CacheMode = 'read-write' | 'read-only' | 'off'

/** `api`: one Messages API call per turn; `batch`: rounds of Message Batches, 50% off (src/run/batch/). */
export type RunnerKind = 'api' | 'batch'

/** `tracking-issue:` in config.yaml (src/github/tracking-issue.ts). */
export interface TrackingIssueSettings {
  /** Default false. */
  enabled: boolean
  /** Days before a model's end of life from which it is reported. Default 60. */
  eolWarningDays?: number
  /** Label that marks (and finds) the issue. Default `skill-evals-weekly`. */
  label?: string
}

/** `api`: the Messages-API executor; `claude-code`: the `claude` CLI in print mode (src/run/claude-code/). */
export type ExecutorKind = 'api' | 'claude-code'

/** What a gate does when its condition is not met: fail (no_go), warn (conditional_go), or nothing. */
export type GateMode = 'fail' | 'warn' | 'off'

/** `gates:` in config.yaml; every field optional (see src/gate/settings.ts for the defaults). */
export interface GateSettings {
  /** Per tier; default { 1: fail, 2: warn, 3: warn } (SPEC-0017: Tier 1 fails the check). */
  tierThreshold?: Partial<Record<Tier, GateMode>>
  /** Release gates of the risk level (overall / critical pass rate, tool reliability). Default fail. */
  release?: GateMode
  /** Overrides of the risk-level table (rates 0..1). */
  releaseThresholds?: { overall?: number; critical?: number; toolReliability?: number }
  /** Every critical eval must pass on head. Default fail. */
  criticalEvals?: GateMode
  /** validate's coverage rules: errors use this mode (default fail), warnings always warn. */
  coverage?: GateMode
  /** A significant head-vs-base regression. Default fail (rollback when it hits critical evals). */
  regression?: GateMode
  /** Changed or removed evals, unpaired eval sets (anti-gaming flags). Default warn. */
  antiGaming?: GateMode
  /** Significance level of the regression test. Default 0.05. */
  alpha?: number
}

/** `regression:` in config.yaml; every field optional (defaults in src/regression/settings.ts). */
export interface RegressionSettings {
  /** Largest tolerated score drop, in points (0..100). Default 5. */
  tolerance?: number
  /** PR label that overrides a blocked bump. Default `regression-override`. */
  overrideLabel?: string
  /** Baseline score store, relative to the repo root. Default `evals/baselines`. */
  baselineDir?: string
  /** The top N skills by usage must have a suite (a bump is blocked without one). Default 10. */
  requiredTop?: number
  /** The top M skills by usage warn when they have no suite. Default 30. */
  warnTop?: number
  /** JSON file mapping skill → usage count, relative to the repo root. Default `evals/skill-usage.json`. */
  usageFile?: string
}

// ─── The loaded repo ──────────────────────────────────────────────────────────────────

/** What discovery read and what it left out, for the summary line of `validate`. */
export interface DiscoverySummary {
  /** How the skill roots were chosen. */
  source: 'config' | 'detected' | 'inferred'
  /** The layouts found (e.g. 'skills/*', 'plugin marketplace'), for the summary. */
  layouts: string[]
  /** The folders read, repo-relative. */
  roots: string[]
  /** SKILL.md files read under the roots: each counts as a checked skill, loaded or not. */
  checked: number
  /** Of those, the files no skill came of (frontmatter unreadable, too large, a link leaving the repo, …). */
  unreadable: string[]
  /** SKILL.md files outside the roots: not checked. */
  outside: string[]
  /** The evals/config.yaml line that would include the files outside the roots. */
  includeLine?: string
}


export interface Repo {
  root: string
  config: Config
  skills: Skill[]
  evals: EvalCase[]
  findings: Finding[]
  /** On a pull request: where the gate policy came from (the base commit), and the PR's own config. */
  policy?: PolicySource
  /** What discovery read (layouts, roots, SKILL.md files checked, unreadable and outside the roots). */
  discovery?: DiscoverySummary
}

/** Where the policy of a pull request's run came from (src/discover/base-policy.ts). */
export interface PolicySource {
  /** The base commit the policy was read from. */
  ref: string
  /** The base's config file (`evals/config.yaml`), or undefined when the base has none (defaults). */
  file?: string
  /** The base's config (its policy is the one applied) and the PR's own config (its policy applies at merge). */
  base: Config
  head: Config
  /** Set when the base commit could not be read: the defaults apply; the sentence says why. */
  unreadable?: string
}

// ─── Runs ─────────────────────────────────────────────────────────────────────────────

export type Configuration = 'with_skill' | 'without_skill' | 'old_skill'

/** A run's identity: one eval × configuration × trial × model (`runId` names it). */
export interface RunId {
  /** Stable id, e.g. `plan/eval-1-add-auth/with_skill/run-1` (also the relative run folder). */
  runId: string
  skill: string
  evalId: number | string
  /** `eval-<id>-<slug>`. */
  evalDir: string
  configuration: Configuration
  /** 1-based. */
  trial: number
  model: string
}

export type RunStatus = 'completed' | 'error' | 'skipped'

export interface Usage {
  input_tokens: number
  output_tokens: number
  cache_read_input_tokens: number
  cache_creation_input_tokens: number
}

export interface ToolCallRecord {
  /** 1-based turn in which the model asked for it. */
  turn: number
  id: string
  name: string
  input: unknown
  /** Tool result as sent back to the model (truncated for storage). */
  output: string
  isError: boolean
}

export interface RunError {
  message: string
  status?: number
  type?: string
  requestId?: string
}

export interface RunRecord extends RunId {
  status: RunStatus
  /** For with_skill / old_skill: did the agent actually use the skill? Always true for the baseline. */
  skillUsed: boolean
  /** Final assistant text. */
  response: string
  toolCalls: ToolCallRecord[]
  /** Workspace-relative paths created or modified by the agent. */
  filesWritten: string[]
  usage: Usage
  /** null when the model's price is unknown; never 0 for unknown. */
  costUsd: number | null
  durationMs: number
  turns: number
  stopReason: string | null
  apiCalls: number
  retries: number
  /** Served entirely from the response cache. */
  cached: boolean
  /** Why a with-skill run does not count as having used the skill (claude-code executor). */
  skillUseReason?: string
  /** Claude Code runs: what the CLI reported (absent for the API executor). */
  claudeCode?: { version: string | null; sessionId: string | null; numTurns: number | null; durationApiMs: number | null; costBasis: string[] }
  error?: RunError
  startedAt: string
  finishedAt: string
  /** Hash of the eval definition this run answered (prompt, input files, assertion texts: src/log/definition-hash.ts). Absent in logs written before it. */
  definitionHash?: string
  /**
   * Made by the local simulated model (`--simulate`, the demo): no API call was made, so its
   * calls, tokens and cost are the simulator's, not spent. Absent for real runs.
   */
  simulated?: true
  /**
   * Adaptive trials (issue 35; absent with a fixed number of trials): the run's stage (1: the
   * eval's first trials; 2: the further trials of an eval whose first ones disagreed), the
   * settings, and for stage 2 why it was run.
   */
  adaptive?: { stage: 1 | 2; start: number; maxTrials: number; reason?: string }
}
