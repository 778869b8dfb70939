/** `skill-evals optimize-description <skill>`: skill-creator's run_loop (split, evaluate, improve, pick). */
import { cliPath } from './paths.js'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_HOLDOUT, DEFAULT_MAX_ITERATIONS, optimizeDescription, type OptimizeResult } from '../triggers/optimize.js'
import { renderOptimizeReport } from '../triggers/report.js'
import { splitEvalSet } from '../triggers/split.js'
import { charCount, MAX_DESCRIPTION_CHARS } from '../triggers/improve.js'
import { budgetFromFlags, parse, positiveInt } from './args.js'
import { loadTriggerTarget, openTriggerGateway, parseRate, skillNameArg, TRIGGER_COMMAND_OPTIONS, triggerRunFlags } from './common.js'
import type { CliIo } from './main.js'
import { redact } from '../redact/index.js'

export const OPTIMIZE_HELP = `Usage: skill-evals optimize-description <skill> [options]

Improves the skill's description for triggering, as skill-creator's run_loop does: splits
evals/triggers/<skill>.json into train and held-out test queries (stratified, seed 42, the same
split as run_loop), evaluates each candidate on both, lets a model propose a better description
from the TRAIN results only, and picks the candidate with the best TEST score (earliest on ties).
SKILL.md is never edited: copy best_description yourself.

  --root DIR             skills repository (default .)
  --max-iterations N     descriptions to evaluate at most (default 5)
  --holdout X            fraction of each class held out for testing, 0..1 (default 0.4; 0 = no test set)
  --split-only           print the train/test split as JSON and stop (no API calls)
  --runs-per-query N     runs of each query (default 3)
  --threshold X          trigger-rate threshold (default 0.5)
  --out DIR              where results.json, report.html and logs/ go (default .skill-evals/optimize/<skill>)
  --model ID             model for the trigger runs and the improver (default: the first of config 'models')
  --improver-model ID    a different model for the improver
  --concurrency N        runs in flight (default: config, 4)
  --max-turns N          turns per trigger run (default 3)
  --cache MODE           read-write | read-only | off (default: config)
  --cache-dir DIR        response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --simulate             use the local simulated model (no API key needed; canned behaviour)
  --max-cost-usd X       stop starting trigger runs once this much was spent (over all iterations);
                         the iteration it stops in is the last (exit reason 'budget')
  --max-runs N           start at most N trigger runs over all iterations; the same rule
`

/** Printed when --simulate is given. */
const SIMULATE_NOTE = 'Using the local SIMULATED model: no API calls are made; trigger decisions and rewrites are canned.\n'

export async function optimizeCommand(argv: string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const { values, positionals } = parse(argv, {
    root: { type: 'string', default: '.' },
    'max-iterations': { type: 'string' },
    holdout: { type: 'string' },
    'split-only': { type: 'boolean', default: false },
    'improver-model': { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-runs': { type: 'string' },
    ...TRIGGER_COMMAND_OPTIONS
  }, 'own')
  if (values.help) {
    io.stdout(OPTIMIZE_HELP)
    return 0
  }
  const name = skillNameArg(positionals, 'optimize-description')
  const maxIterations = positiveInt(values['max-iterations'], '--max-iterations') ?? DEFAULT_MAX_ITERATIONS
  const holdout = parseRate(values.holdout, '--holdout', DEFAULT_HOLDOUT)
  const { runsPerQuery, threshold, maxTurns } = triggerRunFlags(values)
  const budget = budgetFromFlags(values)

  const target = await loadTriggerTarget('optimize-description', name, values, io, ' first')
  if (typeof target === 'number') return target
  const { resolved, queries } = target

  if (values['split-only']) {
    const { train, test } = splitEvalSet(queries, holdout)
    io.stdout(JSON.stringify({ skill_name: name, holdout, seed: 42, train_size: train.length, test_size: test.length, train, test }, null, 2) + '\n')
    return 0
  }

  const opened = openTriggerGateway('optimize-description', values, io, target, SIMULATE_NOTE)
  if (typeof opened === 'number') return opened
  const { gateway, concurrency, model } = opened
  let result: OptimizeResult
  try {
    result = await optimizeDescription({
      skill: resolved.skill,
      otherSkills: resolved.otherSkills,
      queries,
      maxIterations,
      holdout,
      runsPerQuery,
      threshold,
      model,
      ...(values['improver-model'] ? { improverModel: values['improver-model'] } : {}),
      send: gateway.send,
      concurrency,
      maxTurns,
      ...(budget ? { budget } : {}),
      ...(signal ? { signal } : {}),
      onIteration: (h) =>
        io.stdout(
          `Iteration ${h.iteration}: train ${h.train_passed}/${h.train_total}` +
            (h.test_total !== null ? `, test ${h.test_passed}/${h.test_total}` : '') +
            `\n  ${h.description.replace(/\s+/g, ' ')}\n`
        ),
      onImprove: (log) => {
        if (log.over_limit) {
          io.stdout(`  (proposal ${log.iteration + 1} had ${log.char_count} characters; asked for a rewrite under ${MAX_DESCRIPTION_CHARS})\n`)
        }
      }
    })
  } catch (err) {
    if (signal?.aborted) {
      io.stderr('\nCancelled.\n')
      return 2
    }
    const message = err instanceof Error ? err.message : String(err)
    io.stderr(`skill-evals optimize-description: ${message}\n`)
    return 2
  } finally {
    await gateway.close()
  }

  const dir = cliPath(io, values.out ?? `.skill-evals/optimize/${name}`)!
  await mkdir(join(dir, 'logs'), { recursive: true })
  await writeFile(join(dir, 'results.json'), redact(JSON.stringify(result.output, null, 2) + '\n'))
  await writeFile(join(dir, 'report.html'), redact(renderOptimizeReport(result.output)))
  for (const log of result.logs) await writeFile(join(dir, 'logs', `improve_iter_${log.iteration}.json`), redact(JSON.stringify(log, null, 2) + '\n'))

  const o = result.output
  io.stdout(
    `\n${o.exit_reason}. Best: iteration ${o.best_iteration}, ${o.test_size > 0 ? 'test' : 'train'} score ${o.best_score}` +
      ` (original: ${o.history[0] ? (o.test_size > 0 ? `${o.history[0].test_passed}/${o.history[0].test_total}` : `${o.history[0].train_passed}/${o.history[0].train_total}`) : '?'}).\n` +
      (o.best_description === o.original_description
        ? 'The original description is still the best; nothing to change.\n'
        : `Suggested description (${charCount(o.best_description)} characters; SKILL.md was not changed):\n\n${o.best_description}\n`) +
      (charCount(o.best_description) > MAX_DESCRIPTION_CHARS ? `Warning: it is over the ${MAX_DESCRIPTION_CHARS}-character limit; shorten it before use.\n` : '') +
      `\nResults: ${join(dir, 'results.json')}\nReport:  ${join(dir, 'report.html')}\n`
  )
  return 0
}
