/**
 * The GitHub Action front door: reads inputs, calls the core, publishes annotations, the job
 * summary and outputs, and fails the step when the verdict says so. Thin by design.
 */
import * as core from '@actions/core'
import { loadRepo, countFindings } from '../discover/index.js'
import { annotateFindings } from '../report/annotations.js'
import { formatFindingsText } from '../report/findings.js'
import { mdCode, mdEscape } from '../report/markdown.js'
import type { Repo } from '../types.js'

export async function run(): Promise<void> {
  try {
    const root = core.getInput('root') || '.'
    const failOnWarnings = core.getBooleanInput('fail-on-warnings', { required: false })
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()

    const repo = await loadRepo(root)
    const { errors, warnings } = countFindings(repo.findings)
    core.info(formatFindingsText(repo))
    annotateFindings(repo.findings, core, repo.root, workspace)

    core.setOutput('skills', String(repo.skills.length))
    core.setOutput('evals', String(repo.evals.length))
    core.setOutput('errors', String(errors))
    core.setOutput('warnings', String(warnings))

    if (process.env.GITHUB_STEP_SUMMARY) {
      await core.summary.addRaw(validationSummary(repo), true).write()
    }
    if (errors > 0) core.setFailed(`skill-evals: ${errors} error${errors === 1 ? '' : 's'} in skills or eval suites.`)
    else if (failOnWarnings && warnings > 0) core.setFailed(`skill-evals: ${warnings} warning(s) and fail-on-warnings is set.`)
  } catch (err) {
    core.setFailed(`skill-evals could not run: ${err instanceof Error ? err.message : String(err)}`)
  }
}

export function validationSummary(repo: Repo): string {
  const { errors, warnings } = countFindings(repo.findings)
  const head = errors === 0 ? '✅' : '❌'
  const lines = [
    `## ${head} skill-evals: validation`,
    '',
    `${repo.skills.length} skills, ${repo.evals.length} evals: **${errors} errors**, ${warnings} warnings.`,
    ''
  ]
  if (repo.findings.length > 0) {
    lines.push('| Level | Where | Finding |', '|---|---|---|')
    for (const f of repo.findings.slice(0, 200)) {
      const where = f.line ? `${f.file}:${f.line}` : f.file
      lines.push(`| ${f.severity} | ${mdCode(where)} | ${mdEscape(f.message)} |`)
    }
    if (repo.findings.length > 200) lines.push('', `…and ${repo.findings.length - 200} more.`)
  }
  return lines.join('\n') + '\n'
}
