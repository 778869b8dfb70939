/** `skill-evals feedback import FILE`: stores a viewer's feedback.json in evals/feedback/. */
import { cliPath } from './paths.js'
import { relative } from 'node:path'
import { importFeedback, FeedbackError } from '../report/viewer/index.js'
import { parse } from './args.js'
import type { CliIo } from './main.js'

export const FEEDBACK_HELP = `Usage: skill-evals feedback import FILE [--root DIR]

Validates a feedback.json downloaded from the eval viewer ("Submit all reviews") and writes it to
<root>/evals/feedback/<timestamp>.json, for the skill-creator improvement loop. Prints the path.
Exit 2 when the file is missing or not in the viewer's format.
`

export async function feedbackCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    root: { type: 'string', default: '.' },
    help: { type: 'boolean', short: 'h' }
  }, 'own')
  if (values.help) {
    io.stdout(FEEDBACK_HELP)
    return 0
  }
  const [sub, file, ...extra] = positionals
  if (sub !== 'import' || !file || extra.length > 0) {
    io.stderr(`skill-evals feedback: expected 'feedback import FILE'.\n\n${FEEDBACK_HELP}`)
    return 2
  }
  try {
    const result = await importFeedback(cliPath(io, file)!, cliPath(io, values.root) ?? io.cwd)
    const shown = relative(io.cwd, result.path)
    io.stdout(`${shown.startsWith('..') || shown === '' ? result.path : shown}\n`)
    io.stderr(`Imported ${result.reviews} review(s), ${result.withFeedback} with feedback.\n`)
    return 0
  } catch (err) {
    if (err instanceof FeedbackError) {
      io.stderr(`skill-evals feedback import: ${err.message}\n`)
      return 2
    }
    throw err
  }
}
