/** Renders validation findings for people (text grouped by file) and machines (JSON). */
import type { Finding, Repo } from '../types.js'
import { countFindings } from '../discover/index.js'

export function formatFindingsText(repo: Pick<Repo, 'skills' | 'evals' | 'findings'>): string {
  const lines: string[] = []
  const byFile = new Map<string, Finding[]>()
  for (const f of repo.findings) {
    const list = byFile.get(f.file) ?? []
    list.push(f)
    byFile.set(f.file, list)
  }
  for (const [file, list] of byFile) {
    lines.push(file)
    for (const f of list) {
      const at = f.line ? `${f.line}:${f.column ?? 1}` : '-'
      lines.push(`  ${at.padEnd(8)} ${f.severity.padEnd(7)} ${oneLine(f.message)}  [${f.rule}]`)
    }
    lines.push('')
  }
  const { errors, warnings } = countFindings(repo.findings)
  const skills = repo.skills.length
  const evals = repo.evals.length
  lines.push(
    `${skills} skill${skills === 1 ? '' : 's'}, ${evals} eval${evals === 1 ? '' : 's'}: ` +
      `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}` +
      (errors === 0 ? (warnings === 0 ? ' ✓ clean' : ' ✓ no errors') : '')
  )
  return lines.join('\n') + '\n'
}

export function formatFindingsJson(repo: Pick<Repo, 'skills' | 'evals' | 'findings'>): string {
  const { errors, warnings } = countFindings(repo.findings)
  return (
    JSON.stringify(
      {
        ok: errors === 0,
        summary: { skills: repo.skills.length, evals: repo.evals.length, errors, warnings },
        skills: repo.skills.map((s) => ({ name: s.name, file: s.file, version: s.frontmatter.version ?? null })),
        findings: repo.findings
      },
      null,
      2
    ) + '\n'
  )
}

/** Untrusted text goes on one terminal line: no control characters, no line breaks. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, '').replace(/\s*[\r\n]+\s*/g, ' ')
}
