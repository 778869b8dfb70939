/**
 * SPEC-0017's eval-authoring rules: every skill has evals, as many as its tier recommends,
 * every eval has at least 2 assertions, and every name refers to an existing skill.
 */
import type { Config, EvalCase, Finding, Skill } from '../types.js'
import { CONFIG_FILES, suggestKey, tierOf } from './config.js'
import { REPO_SUITE } from './suites.js'

/** SPEC-0017: "Each test prompt MUST have at least 2 grading assertions". */
export const MIN_ASSERTIONS = 2

export function checkCoverage(skills: Skill[], evals: EvalCase[], config: Config): Finding[] {
  const findings: Finding[] = []
  const known = new Set(skills.map((s) => s.name))
  const bySkill = new Map<string, EvalCase[]>()
  for (const e of evals) {
    const list = bySkill.get(e.skill)
    if (list) list.push(e)
    else bySkill.set(e.skill, [e])
  }

  // ── Per skill: evals present, and enough for the tier ──
  for (const skill of skills) {
    const list = bySkill.get(skill.name) ?? []
    if (list.length === 0) {
      findings.push({
        severity: 'error',
        file: skill.file,
        rule: 'coverage.no-evals',
        message: `Skill '${skill.name}' has no eval entries in evals/evals.json. Add at least 2 test prompts.`,
      })
      continue
    }
    const tier = tierOf(skill, config)
    const min = config.tierSettings[tier]?.minEvals ?? 0
    if (list.length < min) {
      const first = list[0]!.source
      findings.push({
        severity: 'warning',
        file: first.file,
        line: first.line,
        column: first.column,
        rule: 'coverage.few-evals',
        message: `Tier ${tier} skill '${skill.name}' has only ${list.length} evals (minimum recommended: ${min})`,
      })
    }
  }

  // ── Per eval: assertions, and the skill it names ──
  for (const e of evals) {
    if (e.assertions.length === 0 && e.source.file !== REPO_SUITE) {
      // skill-creator allows an eval without assertions: its runs are reviewed by hand in the viewer.
      findings.push({
        severity: 'warning',
        file: e.source.file,
        line: e.source.line,
        column: e.source.column,
        rule: 'coverage.no-assertions',
        message: `Eval ${String(e.id)} of skill '${e.skill}' has no assertions; it runs, but nothing grades it, so review its outputs by hand in the viewer (skill-evals view) or add at least ${MIN_ASSERTIONS} assertions.`,
      })
    } else if (e.assertions.length < MIN_ASSERTIONS) {
      findings.push({
        severity: 'error',
        file: e.source.file,
        line: e.source.line,
        column: e.source.column,
        rule: 'coverage.few-assertions',
        message: `Eval ${String(e.id)} of skill '${e.skill}' has ${e.assertions.length} assertion${e.assertions.length === 1 ? '' : 's'}; each eval needs at least ${MIN_ASSERTIONS} objectively verifiable assertions.`,
      })
    }
    if (!known.has(e.skill)) {
      const at = e.skillSource ?? e.source
      findings.push({
        severity: 'error',
        file: at.file,
        line: at.line,
        column: at.column,
        rule: 'coverage.unknown-skill',
        message: `Eval ${String(e.id)} names skill '${e.skill}', which does not exist${nearest(e.skill, known)}.`,
      })
    }
  }

  // ── Config tiers naming unknown skills ──
  for (const name of Object.keys(config.tiers)) {
    if (known.has(name)) continue
    const at = config.tierSources?.[name]
    const finding: Finding = {
      severity: 'warning',
      file: at?.file ?? config.file ?? CONFIG_FILES[0],
      rule: 'coverage.config-unknown-skill',
      message: `tiers lists skill '${name}' (tier ${config.tiers[name]}), but no such skill exists${nearest(name, known)}.`,
    }
    if (at) {
      finding.line = at.line
      finding.column = at.column
    }
    findings.push(finding)
  }
  // ── Config skill-executors naming unknown skills (issue 14) ──
  for (const name of Object.keys(config.skillExecutors ?? {})) {
    if (known.has(name)) continue
    const at = config.skillExecutorSources?.[name]
    const finding: Finding = {
      severity: 'warning',
      file: at?.file ?? config.file ?? CONFIG_FILES[0],
      rule: 'coverage.config-unknown-skill',
      message: `skill-executors maps skill '${name}' (executor ${config.skillExecutors[name]}), but no such skill exists${nearest(name, known)}.`,
    }
    if (at) {
      finding.line = at.line
      finding.column = at.column
    }
    findings.push(finding)
  }
  return findings
}

function nearest(name: string, known: Set<string>): string {
  if (known.size === 0) return ' (no skills were found)'
  const s = suggestKey(name, [...known])
  return s ? ` (did you mean '${s}'?)` : ''
}
