/**
 * The eval viewer's data model: plain JSON, built on the Node side by `collectViewerData()` and
 * embedded in the HTML page, where the client script renders it with DOM APIs only.
 *
 * Every string here may come from a model response, a file the agent wrote, or an eval author:
 * treat it all as untrusted text.
 */

export const VIEWER_MODEL_VERSION = 1

export type ConfigName = 'with_skill' | 'without_skill' | 'old_skill' | string

export interface ViewerFile {
  /** Path relative to the run's `outputs/` folder, POSIX separators. */
  name: string
  /** text: `content` is the text; json: `content` is pretty-printed; image: `dataUri`; binary/omitted: neither. */
  kind: 'text' | 'json' | 'image' | 'binary' | 'omitted'
  /** Size on disk in bytes. */
  size: number
  content?: string
  /** Only for kind `image`: `data:image/(png|jpeg|gif|webp);base64,…`, built here, never read from data. */
  dataUri?: string
  /** Human note (truncated, too large, unreadable, …). */
  note?: string
}

export interface ViewerToolCall {
  turn: number
  name: string
  /** JSON of the tool input, pretty-printed (and capped). */
  input: string
  output: string
  isError: boolean
}

export interface ViewerExpectation {
  text: string
  passed: boolean
  evidence: string
  status?: 'pass' | 'fail' | 'error'
  source?: string
}

export interface ViewerGrading {
  expectations: ViewerExpectation[]
  passed: number
  failed: number
  total: number
  passRate: number | null
}

export interface ViewerRun {
  /** Unique within the report: `<skill>/iteration-N/<evalDir>/<config>/run-K` (the RunRecord runId). */
  key: string
  /** skill-creator's feedback id: the run folder relative to the iteration folder, `/` → `-`. */
  runId: string
  skill: string
  iteration: string
  /** Key of the eval in `ViewerModel.evals`. */
  evalKey: string
  evalId: string
  configuration: ConfigName
  trial: number
  status: string
  error: string | null
  skillUsed: boolean | null
  model: string
  response: string
  responseNote?: string
  toolCalls: ViewerToolCall[]
  files: ViewerFile[]
  grading: ViewerGrading | null
  durationMs: number | null
  tokens: number | null
  costUsd: number | null
  /** Made by the local simulated model (no API call): its cost and tokens are simulated. */
  simulated?: boolean
}

export interface ViewerEval {
  /** `<skill>/iteration-N/<evalDir>`. */
  key: string
  skill: string
  iteration: string
  evalId: string
  evalName: string
  evalDir: string
  prompt: string
  expectedOutput: string
  inputFiles: string[]
  assertions: string[]
}

export interface Stats {
  mean: number
  stddev: number
  min: number
  max: number
}

export interface BenchmarkRunView {
  evalId: string
  evalName: string
  configuration: ConfigName
  run: number
  passRate: number | null
  passed: number
  total: number
  timeSeconds: number | null
  tokens: number | null
  errors: number
  expectations: Array<{ text: string; passed: boolean; evidence: string }>
}

export interface BenchmarkView {
  /** Where the numbers come from: the iteration's benchmark.json, or computed here from the runs' grading. */
  source: 'benchmark.json' | 'computed'
  configurations: ConfigName[]
  summary: Record<string, { passRate: Stats | null; timeSeconds: Stats | null; tokens: Stats | null; costUsd: number | null; runs: number }>
  /** Signed strings as skill-creator writes them (`"+0.50"`), with_skill − without_skill. */
  delta: { passRate: string | null; timeSeconds: string | null; tokens: string | null }
  runs: BenchmarkRunView[]
  notes: string[]
}

export interface SkillVerdictView {
  verdict: string | null
  tier: string | null
  passRate: Record<string, number | null>
  costUsd: number | null
  flaky: string[]
  saturated: boolean | null
}

export interface ViewerSkill {
  name: string
  iteration: string
  benchmark: BenchmarkView | null
  verdict: SkillVerdictView | null
}

export interface ViewerSummary {
  verdict: string | null
  confidence: string | null
  reasons: string[]
}

// ─── pipelines (issue 9): `<out>/pipelines.json` + `<out>/pipelines/<id>/result.json` ─────────

export interface PipelineFileChangeView {
  path: string
  /** added | modified | deleted | renamed | … (as the runner wrote it; '' when unknown). */
  change: string
}

export interface PipelineStepView {
  n: number
  skill: string
  prompt: string
  /** pass | fail | error | skipped (or whatever the file said). */
  status: string
  reason: string | null
  error: string | null
  verify: ViewerExpectation[]
  /** The step's unified diff, as text (capped here too). */
  diff: string
  diffTruncated: boolean
  /** Size of the full diff in characters, when known. */
  diffChars: number | null
  /** Where the full diff lives, relative to the out folder, when known. */
  diffFile: string | null
  files: PipelineFileChangeView[]
  response: string
  skillUsed: boolean | null
  durationMs: number | null
  tokens: number | null
  costUsd: number | null
}

export interface PipelineScenarioView {
  id: string
  description: string
  costClass: string
  /** pass | fail | error (or 'unknown'). */
  status: string
  reason: string | null
  cancelled: boolean
  stepsTotal: number | null
  stepsPassed: number | null
  finalTotal: number | null
  finalPassed: number | null
  costUsd: number | null
  durationMs: number | null
  /** False when only the index entry could be read (result.json missing or broken). */
  loaded: boolean
  steps: PipelineStepView[]
  final: ViewerExpectation[]
}

export interface PipelinesView {
  model: string
  judgeModel: string
  simulated: boolean
  generatedAt: string
  scenarios: PipelineScenarioView[]
  totals: { scenarios: number; passed: number; failed: number; errors: number; costUsd: number | null }
}

// ─── cross-model (`<out>/cross-model.json`; format still settling, read defensively) ───────

export interface CrossModelCell {
  passRate: number | null
  low: number | null
  high: number | null
  /** Graded runs behind the rate. */
  n: number | null
  passed: number | null
  anomaly: boolean
  /** `low` / `high` when the file says which way the model stands off. */
  direction: string | null
  /** Listed under the file's regressions (vs the same model's previous run). */
  regressed: boolean
}

export interface CrossModelSkillRow {
  skill: string
  tier: string | null
  /** Aligned with `CrossModelView.models`; null where the skill has no data for that model. */
  cells: Array<CrossModelCell | null>
  /** Spread of pass rates across models (0..1), from the file or computed. */
  range: number | null
  anomalies: string[]
}

export interface CrossModelView {
  /** `unknown`: the file exists but its shape is not understood; only `note` (and `raw`) are set. */
  format: 'table' | 'unknown'
  models: string[]
  skills: CrossModelSkillRow[]
  /** All skills per model, aligned with `models` (empty when the file has none). */
  totals: Array<CrossModelCell | null>
  /** How far off counts as an anomaly, in standard errors, when the file says. */
  anomalyThresholdSe: number | null
  generatedAt: string
  regressions: Array<{ skill: string; model: string; reason: string }>
  notes: string[]
  note?: string
  /** For `unknown`: the file's text, pretty-printed and capped, shown as text. */
  raw?: string
}

// ─── overview (issue 34): summary.json as the aggregate wrote it, plus the benchmark history ───

/** One configuration's run-level pass rate (runs fully passed) with its 95% Wilson interval. */
export interface OverviewRate {
  rate: number | null
  low: number | null
  high: number | null
  passed: number
  graded: number
  errors: number
  inconclusive: number
}

export interface OverviewComparison {
  /** In whole points, as the terminal prints it (between the two rates as shown). */
  points: number
  /** Interval of the difference, 0..1 scale (may be negative). */
  low: number | null
  high: number | null
  /** regression | improvement | no_change | inconclusive */
  verdict: string
  pValue: number | null
  reason: string
}

export interface OverviewGate {
  /** pass | warn | fail | skip */
  status: string
  id: string
  /** null for repo-level gates. */
  skill: string | null
  message: string
  actual: number | null
  threshold: number | null
}

export interface OverviewEvalRow {
  id: string
  name: string
  critical: boolean
  /** Per configuration: each trial's grade (pass | fail | inconclusive | error | skipped), trial order. */
  runs: Record<string, string[]>
}

export interface OverviewSkill {
  name: string
  tier: string | null
  verdict: string | null
  confidence: string | null
  model: string | null
  /** with_skill / without_skill / old_skill (base), those present. */
  rates: Record<string, OverviewRate>
  uplift: OverviewComparison | null
  headVsBase: (OverviewComparison & { source: string; paired: boolean }) | null
  costUsd: number | null
  meanTokens: number | null
  evals: OverviewEvalRow[]
}

export interface OverviewCluster {
  skill: string
  name: string
  severity: string
  failures: number
  evals: string[]
  critical: boolean
  suggestion: string
}

export interface OverviewHistoryPoint {
  timestamp: string
  rate: number
  passed: number | null
  graded: number | null
  current: boolean
}

export interface OverviewView {
  /** `full`: summary.json read against its schema; `partial`: an older or partial file, only its verdict and reasons. */
  source: 'full' | 'partial'
  verdict: string | null
  confidence: string | null
  reasons: string[]
  riskLevel: string | null
  generatedAt: string
  /** Model calls, costs and tokens of this report came from the local simulated model/judge. */
  simulated: boolean
  totals: { runs: number; graded: number; passed: number; failed: number; errors: number; inconclusive: number; costUsd: number | null } | null
  gates: OverviewGate[]
  skills: OverviewSkill[]
  clusters: OverviewCluster[]
  /** Per skill with earlier records: pass rate (runs fully passed, with skill) oldest → newest, this report last. */
  history: Record<string, OverviewHistoryPoint[]>
  /** How many history records the aggregate read (0: "no history yet"). */
  historyRecords: number
}

export interface ViewerModel {
  version: number
  title: string
  generatedAt: string
  /** Stable for the same runs: keys the reviewer's feedback in localStorage. */
  reportKey: string
  maxFileBytes: number
  summary: ViewerSummary | null
  skills: ViewerSkill[]
  evals: ViewerEval[]
  runs: ViewerRun[]
  /** Problems met while loading (unreadable files, caps reached, …). */
  warnings: string[]
  /** Only when the folder has pipeline results (the Pipelines tab is shown only then). */
  pipelines?: PipelinesView
  /** Only when the folder has cross-model.json (the Cross-model tab is shown only then). */
  crossModel?: CrossModelView
  /** Only when the folder has summary.json (the page then opens on the Overview tab). */
  overview?: OverviewView
  /** The runs (or summary.json) say the local simulated model made them: costs and tokens are simulated. */
  simulated?: boolean
}
