/**
 * Spec rules and policy rules.
 *
 * - A *spec* rule checks the Agent Skills format itself (agentskills.io/specification): the
 *   SKILL.md file, its frontmatter and the fields the spec defines. A repository that breaks one is
 *   not a valid Agent Skills repository; these severities cannot be changed.
 * - Everything else is *policy*: SPEC-0017's eval coverage (`coverage.*`), the fleet heuristics
 *   (`fleet.*`), suites, triggers, pipelines, trust tiers, skill-evals' own keys and limits. Their
 *   severities can be set per rule under `severities:` in evals/config.yaml (`error`, `warning` or
 *   `off`); the defaults are the built-in ones (SPEC-0017's `coverage.no-evals` stays an error).
 *
 * `validate --spec` keeps only what the spec decides: spec rules keep their severity, and every
 * other finding about SKILL.md files becomes a warning, so a spec-valid repository exits 0.
 */
import type { Config, Finding } from '../types.js'

/** Rule ids (exact) and prefixes (ending in `.`) that check the Agent Skills format. */
const SPEC_RULES: readonly string[] = [
  'skill.read',
  'skill.empty',
  'skill.encoding.utf8',
  'skill.frontmatter.',
  'skill.yaml.syntax',
  'skill.yaml.tabs',
  'skill.yaml.duplicate-key',
  'skill.name.missing',
  'skill.name.type',
  'skill.name.empty',
  'skill.name.length',
  'skill.name.pattern',
  'skill.name.hyphen-edge',
  'skill.name.double-hyphen',
  'skill.name.folder-mismatch',
  'skill.description.missing',
  'skill.description.type',
  'skill.description.empty',
  'skill.description.length',
  'skill.compatibility.',
  'skill.license.type',
  'skill.metadata.',
  'skill.allowed-tools.type',
  'skill.internal'
]

/**
 * Issue 33: rules of the trust boundary (links out of a folder, names a file system cannot take).
 * Their severity is fixed too: the config is the pull request's, and must not turn them off.
 */
export const SECURITY_RULE_PREFIX = 'security.'

/** True when `rule` checks the Agent Skills format (its severity is fixed). */
export function isSpecRule(rule: string): boolean {
  return SPEC_RULES.some((r) => (r.endsWith('.') ? rule.startsWith(r) : rule === r))
}

/**
 * Apply `severities:` from the config: policy findings get the configured severity or are dropped
 * (`off`); a spec rule listed there is left as it is and reported.
 */
export function applySeverities(findings: Finding[], config: Pick<Config, 'severities' | 'severitySources' | 'file'>): Finding[] {
  const sev = config.severities
  if (!sev || Object.keys(sev).length === 0) return findings
  const out: Finding[] = []
  for (const f of findings) {
    const want = Object.prototype.hasOwnProperty.call(sev, f.rule) ? sev[f.rule] : undefined
    if (want === undefined || isSpecRule(f.rule) || f.rule.startsWith(SECURITY_RULE_PREFIX)) out.push(f)
    else if (want !== 'off') out.push(want === f.severity ? f : { ...f, severity: want })
  }
  for (const rule of Object.keys(sev)) {
    if (!isSpecRule(rule)) continue
    const at = config.severitySources?.[rule]
    out.push({
      severity: 'warning',
      file: at?.file ?? config.file ?? 'evals/config.yaml',
      ...(at ? { line: at.line, column: at.column } : {}),
      rule: 'config.severities.spec-rule',
      message: `severities lists '${rule}', an Agent Skills spec rule; its severity cannot be changed, so this entry is ignored.`
    })
  }
  return out
}

/** `validate --spec`: spec rules as they are, every other finding as a warning. */
export function specOnly(findings: Finding[]): Finding[] {
  return findings.map((f) => (f.severity === 'error' && !isSpecRule(f.rule) ? { ...f, severity: 'warning' as const } : f))
}
