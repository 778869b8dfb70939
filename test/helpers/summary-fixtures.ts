/**
 * Hand-built summary.json values for renderer tests (report-comment, report-terminal), typed
 * against src/aggregate/types.ts.
 */
import type { ConfigurationStats, GateResult, HeadVsBase, SkillSummary, Summary } from '../../src/aggregate/types.js'

export function stats(passed: number, graded: number, over: Partial<ConfigurationStats> = {}): ConfigurationStats {
  return {
    runs: graded,
    graded,
    passed,
    failed: graded - passed,
    inconclusive: 0,
    errors: 0,
    skipped: 0,
    pass_rate: graded > 0 ? passed / graded : null,
    pass_rate_ci: graded > 0 ? { low: Math.max(0, passed / graded - 0.2), high: Math.min(1, passed / graded + 0.1), level: 0.95 } : null,
    assertion_pass_rate: graded > 0 ? passed / graded : null,
    mean_time_seconds: 12.34,
    mean_tokens: 12345,
    cost_usd: 0.5,
    cost_complete: true,
    tool_reliability: 1,
    ...over,
  }
}

export function skill(name: string, over: Partial<SkillSummary> = {}): SkillSummary {
  const ws = stats(9, 10)
  const wo = stats(4, 10)
  return {
    name,
    tier: 1,
    path: `skills/${name}`,
    iteration: 1,
    model: 'claude-sonnet-5-5',
    evals: 4,
    critical_evals: 0,
    verdict: 'go',
    confidence: 'medium',
    confidence_detail: { level: 'medium', reasons: [], suite_size: 'medium', inconclusive_share: 0, matching: 'medium' },
    pass_rate: { with_skill: ws.pass_rate, without_skill: wo.pass_rate },
    cost_usd: 1.0,
    flags: { flaky: [], saturated: false },
    configurations: { with_skill: ws, without_skill: wo },
    uplift: {
      verdict: 'improvement',
      head_rate: 0.9,
      base_rate: 0.4,
      delta: 0.5,
      p_value: 0.01,
      ci_low: 0.2,
      ci_high: 0.7,
      ci_level: 0.95,
      method: 'sign-flip',
      reason: '',
      n_evals: 4,
      excluded: [],
    },
    head_vs_base: null,
    eval_changes: { changed: [], added: [], removed: [], removed_critical: [], unpaired: [], not_run: [], flags: [] },
    saturation: { saturated: false, window: 3, records: 1, all_pass: false, sources: [], message: '' },
    gates: [],
    clusters: [],
    eval_results: [],
    ...over,
  }
}

export function tierGate(name: string, rate: number, status: GateResult['status'] = 'fail', tier = 1): GateResult {
  return {
    id: 'tier-threshold',
    skill: name,
    status,
    actual: rate,
    threshold: 0.8,
    message: `Tier ${tier} skill '${name}' pass rate is ${Math.floor(rate * 100)}% (threshold: 80%)`,
  }
}

export function summary(skills: SkillSummary[], over: Partial<Summary> = {}): Summary {
  const gates = skills.flatMap((s) => s.gates)
  return {
    $schema: 'https://github.com/skill-evals/skill-evals/schemas/summary.schema.json',
    schema_version: 1,
    generated_at: '2026-11-30T00:00:00Z',
    verdict: 'go',
    confidence: 'medium',
    confidence_detail: { level: 'medium', reasons: [], suite_size: 'medium', inconclusive_share: 0, matching: 'medium' },
    reasons: ['Every gate passed.'],
    risk_level: 'medium',
    settings: {
      alpha: 0.05,
      min_drop: 0.05,
      tier_thresholds: { '1': 0.8, '2': 0.8, '3': 0.8 },
      release_thresholds: { overall: 0.95, critical: 1, tool_reliability: 0.95 },
      human_review_recommended: false,
    },
    totals: { skills: skills.length, evals: skills.length * 4, runs: skills.length * 20, graded: 0, passed: 0, failed: 0, inconclusive: 0, errors: 0, skipped: 0, cost_usd: 2.5 },
    skills,
    gates,
    clusters: [],
    sources: { results: null, base: null, history: [] },
    ...over,
  }
}

/** A head-vs-base comparison (paired, same job unless `over` says otherwise). */
export function headVsBase(head: number, base: number, over: Partial<HeadVsBase> = {}): HeadVsBase {
  return {
    verdict: head < base ? 'regression' : head > base ? 'improvement' : 'no_change',
    head_rate: head,
    base_rate: base,
    delta: head - base,
    p_value: 0.01,
    ci_low: head - base - 0.1,
    ci_high: head - base + 0.1,
    ci_level: 0.95,
    method: 'sign-flip',
    reason: `pass rate ${Math.floor(head * 100)}% vs ${Math.floor(base * 100)}% on base`,
    n_evals: 4,
    excluded: [],
    source: 'same_job',
    paired: true,
    base_label: 'main',
    worsened: [],
    critical: null,
    critical_regression: false,
    ...over,
  }
}
