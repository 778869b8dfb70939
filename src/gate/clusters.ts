/**
 * Failure clusters: the with-skill failures of a skill grouped by check kind, assertion type
 * and likely cause, so a reviewer reads "4 format failures in evals 1, 3" instead of 12 rows.
 *
 * Likely cause, first match wins (per failed run, then per failed assertion):
 *   run_error             the run itself failed (API / harness error): nothing was graded
 *   skill_not_used        the agent never used the skill (run inconclusive)
 *   grading_error         the check could not run, or the judge's reply was unusable
 *   tool_call_failure     a tool_called / tool_not_called check, or the run had tool errors
 *   missing_output        file_exists failed: an expected file was not produced
 *   unexpected_output     file_absent failed
 *   format_noncompliance  json_schema, json_path, frontmatter or regex failed
 *   missing_content       contains failed
 *   forbidden_content     not_contains failed
 *   script_check_failed   a script check failed
 *   instruction_following_drift  an LLM-judged assertion failed
 * Severity: high when a critical eval is affected; low when every affected eval still passes by
 * majority (the failures are flaky trials); medium otherwise.
 */
import type { AggregateRun, EvalInfo, EvalResult, FailureCluster } from '../aggregate/types.js'
import { expectationStatus } from '../log/index.js'

const NAMES: Record<string, { name: string; suggestion: string }> = {
  run_error: { name: 'Run errors', suggestion: "Look at the API or harness error in the run's line of runs.jsonl (or the viewer); rerun with --resume once it is fixed." },
  skill_not_used: { name: 'Skill not used', suggestion: "Make the skill's description say when to use it, or preload it for this eval." },
  grading_error: { name: 'Grading errors', suggestion: 'Fix the check (see its ERROR evidence) or rerun the judge; these are not failures of the skill.' },
  tool_call_failure: { name: 'Tool call failures', suggestion: "Check which tools the skill tells the agent to use and how; see the run's transcript.md." },
  missing_output: { name: 'Missing output files', suggestion: 'Make the skill name the file it must write, and where.' },
  unexpected_output: { name: 'Unexpected output files', suggestion: 'Tell the agent which files it must not create.' },
  format_noncompliance: { name: 'Format non-compliance', suggestion: 'Give the exact output format in the skill (a template or schema) and an example.' },
  missing_content: { name: 'Missing content', suggestion: 'Make the skill require the missing content explicitly.' },
  forbidden_content: { name: 'Forbidden content', suggestion: 'Tell the agent what it must not write.' },
  script_check_failed: { name: 'Script check failures', suggestion: "Read the script's output in the evidence." },
  instruction_following_drift: { name: 'Instruction-following drift', suggestion: "Compare the judged evidence with the skill's instructions; make the instruction explicit or add an example." },
}

function causeOf(kind: string | undefined, status: string | undefined, run: AggregateRun): string {
  if (status === 'error') return 'grading_error'
  switch (kind) {
    case 'tool_called':
    case 'tool_not_called':
      return 'tool_call_failure'
    case 'file_exists':
      return 'missing_output'
    case 'file_absent':
      return 'unexpected_output'
    case 'json_schema':
    case 'json_path':
    case 'frontmatter':
    case 'regex':
      return 'format_noncompliance'
    case 'not_contains':
      return 'forbidden_content'
    case 'script':
      return 'script_check_failed'
    case undefined:
      return run.toolErrors > 0 ? 'tool_call_failure' : 'instruction_following_drift'
    default: // contains, and kinds without a cause of their own
      return run.toolErrors > 0 ? 'tool_call_failure' : 'missing_content'
  }
}

const normKind = (k: string | undefined) => (k ? k.replace(/-/g, '_') : undefined)

export function failureClusters(
  skill: string,
  runs: readonly AggregateRun[],
  evals: ReadonlyMap<string, EvalInfo>,
  results: readonly EvalResult[],
): FailureCluster[] {
  type Open = Pick<FailureCluster, 'key' | 'name' | 'skill' | 'check_kind' | 'assertion_type' | 'cause' | 'failures' | 'suggestion'> & { _evals: Set<string>; _examples: Set<string> }
  const clusters = new Map<string, Open>()
  const byId = new Map(results.map((r) => [r.id, r]))
  const add = (kind: string, type: string, cause: string, evalId: string, example: string) => {
    const key = `${kind}|${type}|${cause}`
    let c = clusters.get(key)
    if (!c) {
      const n = NAMES[cause]!
      c = { key, name: n.name, skill, check_kind: kind, assertion_type: type, cause, failures: 0, suggestion: n.suggestion, _evals: new Set(), _examples: new Set() }
      clusters.set(key, c)
    }
    c.failures++
    c._evals.add(evalId)
    if (c._examples.size < 3 && example) c._examples.add(example)
  }
  for (const run of runs) {
    if (run.configuration !== 'with_skill') continue
    const id = String(run.evalId)
    if (run.grade === 'skipped') continue
    if (run.apiError || (run.grade === 'error' && run.expectations.every((e) => e.source === 'none'))) {
      add('-', '-', 'run_error', id, run.notes[0] ?? '')
      continue
    }
    if (run.grade === 'inconclusive') {
      add('-', '-', 'skill_not_used', id, `eval ${id} run-${run.trial}`)
      continue
    }
    const info = evals.get(id)
    run.expectations.forEach((e, i) => {
      const status = expectationStatus(e)
      if (status === 'pass') return
      const a = info?.assertions[i]?.text === e.text ? info.assertions[i] : info?.assertions.find((x) => x.text === e.text)
      const kind = normKind(e.check_kind ?? a?.check_kind)
      add(kind ?? 'judge', a?.type ?? '-', causeOf(kind, status, run), id, e.text)
    })
  }
  const out: FailureCluster[] = []
  for (const c of clusters.values()) {
    const ids = [...c._evals]
    const critical = ids.some((id) => byId.get(id)?.critical)
    const flakyOnly = ids.every((id) => byId.get(id)?.configurations.with_skill?.outcome === 'pass')
    out.push({
      key: c.key, name: c.name, skill: c.skill, check_kind: c.check_kind, assertion_type: c.assertion_type, cause: c.cause,
      severity: critical ? 'high' : flakyOnly ? 'low' : 'medium', failures: c.failures, evals: ids, critical, examples: [...c._examples], suggestion: c.suggestion,
    })
  }
  const sev = { high: 0, medium: 1, low: 2 }
  // Stryker disable next-line EqualityOperator: cluster keys are unique, so `<` and `<=` order them alike
  return out.sort((a, b) => sev[a.severity] - sev[b.severity] || b.failures - a.failures || (a.key < b.key ? -1 : 1))
}
