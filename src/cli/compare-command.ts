/**
 * `skill-evals compare A B`: per-case paired comparison of two result sets (two versions of a
 * skill, or two models) with Cohen's d_z, its confidence interval and an exact paired sign-flip
 * test. Exit 0 (report printed), 2 on bad usage or unreadable data. It is a report, not a gate.
 */
import path from 'node:path'
import { writeFileAtomic } from '../run/results-store.js'
import { CompareDataError, compareMarkdown, compareResults } from '../compare/index.js'
import { oneOf, parse, UsageError } from './args.js'
import type { CliIo } from './main.js'

export const COMPARE_HELP = `Usage: skill-evals compare A B [--format md|json] [options]

Compares two result sets case by case (skill + eval id): two graded results folders (or
summary.json files), e.g. two versions of a skill or two models. Differences are B − A.

  --format FMT        md (default) or json
  --metric M          runs (default: share of graded runs passing every assertion) or
                      assertions (mean share of assertions passed)
  --configuration C   with_skill (default), without_skill or old_skill
  --model-a M         only A's runs of model M (two models in one folder)
  --model-b M         only B's runs of model M
  --alpha X           significance level of the two-sided test (default 0.05)
  --seed N            seed of the Monte-Carlo fallback of the test (default fixed)
  --out FILE          also write the report to FILE
`

export async function compareCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    format: { type: 'string' },
    metric: { type: 'string' },
    configuration: { type: 'string' },
    'model-a': { type: 'string' },
    'model-b': { type: 'string' },
    alpha: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  }, 'own')
  if (values.help) {
    io.stdout(COMPARE_HELP)
    return 0
  }
  if (positionals.length !== 2) throw new UsageError(`needs exactly two result sets, A and B (got ${positionals.length})`)
  const format = oneOf(values.format, ['md', 'json'] as const, '--format', 'md')
  const metric = oneOf(values.metric, ['runs', 'assertions'] as const, '--metric', 'runs')
  const configuration = oneOf(values.configuration, ['with_skill', 'without_skill', 'old_skill'] as const, '--configuration', 'with_skill')
  const alpha = values.alpha === undefined ? 0.05 : Number(values.alpha)
  if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha must be between 0 and 1 (got '${values.alpha}')`)
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError(`--seed must be an integer (got '${values.seed}')`)
  let result
  try {
    result = await compareResults(path.resolve(io.cwd, positionals[0]!), path.resolve(io.cwd, positionals[1]!), {
      metric,
      configuration,
      alpha,
      ...(seed !== undefined ? { seed } : {}),
      ...(values['model-a'] ? { modelA: values['model-a'] } : {}),
      ...(values['model-b'] ? { modelB: values['model-b'] } : {}),
    })
  } catch (err) {
    if (err instanceof CompareDataError) {
      io.stderr(`skill-evals compare: ${err.message}\n`)
      return 2
    }
    throw err
  }
  // Labels as the user typed them, not absolute paths.
  result.a.label = positionals[0]!
  result.b.label = positionals[1]!
  const text = format === 'json' ? JSON.stringify(result, null, 2) + '\n' : compareMarkdown(result)
  io.stdout(text)
  if (values.out) await writeFileAtomic(path.resolve(io.cwd, values.out), text)
  return 0
}
