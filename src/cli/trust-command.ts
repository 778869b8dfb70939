/**
 * `skill-evals trust`: computes every skill's trust tier (advisory → certified) from its files
 * and the latest graded results, prints them, and with --write writes TRUST-TIERS.md,
 * trust-tiers.json and badges/<skill>.svg. Exit 0, or 1 when a frontmatter `trust_tier` claims
 * more than the evidence supports (or is not a tier), 2 on bad usage.
 */
import path from 'node:path'
import { loadRepo } from '../discover/index.js'
import { computeRepoTrust, DEFAULT_RESULTS_DIR } from '../trust/evidence.js'
import { formatTrustMarkdown, formatTrustText, trustManifest, trustProblems, writeTrustFiles } from '../trust/report.js'
import { oneOf, parse } from './args.js'
import type { CliIo } from './main.js'

export const DEFAULT_TRUST_OUT = '.skill-evals/trust'

export const TRUST_HELP = `Usage: skill-evals trust [--root DIR] [--results DIR] [--out DIR] [--write] [--format text|md|json]

Computes each skill's trust tier, cumulatively:
  advisory    SKILL.md only
  structured  + schemas/output.json, a valid JSON Schema
  validated   + scripts/validate-skill.* that passed on the graded with_skill outputs
  verified    + at least 5 evals, passing the skill's tier threshold in the latest summary
  certified   + at least 95% pass rate on every configured model (latest result per model)
A lower trust_tier in SKILL.md wins (manual downgrade); a higher one is reported (exit 1).

  --root DIR      skills repository (default .)
  --results DIR   graded results folder (default ${DEFAULT_RESULTS_DIR}); its grading.json files
                  show the validator's outcomes, its summary.json the latest pass rates
  --history DIR   more summary / cross-model files besides <root>/evals/benchmarks (repeatable)
  --out DIR       where --write puts TRUST-TIERS.md, trust-tiers.json, badges/ (default ${DEFAULT_TRUST_OUT})
  --write         write those files
  --format FMT    text (default), md (TRUST-TIERS.md) or json (trust-tiers.json)
`

export async function trustCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    root: { type: 'string', default: '.' },
    results: { type: 'string' },
    history: { type: 'string', multiple: true },
    out: { type: 'string' },
    write: { type: 'boolean', default: false },
    format: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  }, 'repo')
  if (values.help) {
    io.stdout(TRUST_HELP)
    return 0
  }
  const format = oneOf(values.format, ['text', 'md', 'json'] as const, '--format', 'text')
  const repo = await loadRepo(path.resolve(io.cwd, values.root ?? '.'))
  const report = await computeRepoTrust(repo, {
    results: path.resolve(io.cwd, values.results ?? DEFAULT_RESULTS_DIR),
    history: [path.join(repo.root, 'evals', 'benchmarks'), ...(values.history ?? []).map((h) => path.resolve(io.cwd, h))],
  })
  io.stdout(format === 'json' ? JSON.stringify(trustManifest(report), null, 2) + '\n' : format === 'md' ? formatTrustMarkdown(report) : formatTrustText(report))
  if (values.write) {
    const files = await writeTrustFiles(report, path.resolve(io.cwd, values.out ?? DEFAULT_TRUST_OUT))
    io.stderr(`Wrote ${files.length} file(s) to ${path.resolve(io.cwd, values.out ?? DEFAULT_TRUST_OUT)}\n`)
  }
  const problems = trustProblems(report)
  for (const p of problems) io.stderr(`skill-evals trust: ${p}\n`)
  return problems.length > 0 ? 1 : 0
}
