/** `validate/`: check every SKILL.md, suite and config; annotations, summary, counts. */
import * as core from '@actions/core'
import { loadRepo, countFindings } from '../../discover/index.js'
import { annotateFindings } from '../../report/annotations.js'
import { checkedSkills, formatFindingsText, nothingCheckedLine } from '../../report/findings.js'
import type { ActionContext } from '../context.js'
import type { ValidateSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { publisherFor, validationSummary, writeSummary } from './kit.js'

export async function validateStep(s: ValidateSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  const gh = publisherFor(ctx)
  const repo = await loadRepo(s.root)
  const { errors, warnings } = countFindings(repo.findings)
  core.info(formatFindingsText(repo, { allowEmpty: s.allowEmpty }))
  annotateFindings(repo.findings, gh.annotations, repo.root, ctx.workspace)
  const checked = checkedSkills(repo)
  setOutputs({ skills: String(checked), evals: String(repo.evals.length), errors: String(errors), warnings: String(warnings) })
  await writeSummary(gh, validationSummary(repo, { allowEmpty: s.allowEmpty }))
  if (errors > 0) core.setFailed(`skill-evals: ${errors} error${errors === 1 ? '' : 's'} in skills or eval suites.`)
  // Issue 34: no skill checked (a wrong root, an unknown layout) fails the step unless allow-empty is set.
  else if (checked === 0 && !s.allowEmpty) core.setFailed(`skill-evals: ${nothingCheckedLine(repo).replace("(skill-evals validate PATH)", "(the root input)").replace('pass --allow-empty', "set allow-empty: 'true'")}.`)
  else if (s.failOnWarnings && warnings > 0) core.setFailed(`skill-evals: ${warnings} warning(s) and fail-on-warnings is set.`)
}
