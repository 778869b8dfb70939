/** `skill-evals view`: writes the eval viewer, one offline HTML page, for a results folder. */
import { cliPath } from './paths.js'
import { stat } from 'node:fs/promises'
import { relative } from 'node:path'
import { writeViewer, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_TOTAL_BYTES } from '../report/viewer/index.js'
import { parse, positiveInt, UsageError } from './args.js'
import type { CliIo } from './main.js'

export const VIEW_HELP = `Usage: skill-evals view [--out DIR] [--static FILE] [--max-file-kb N] [--max-total-mb N]

Writes the eval viewer for the results in --out as ONE self-contained HTML file (no network,
opens offline): every run's prompt, output, files, tool calls and grades side by side with the
baseline, a feedback box per run, and the benchmark tables. Prints the file's path.

  --out DIR        results folder of 'skill-evals run' (default .skill-evals/results)
  --static FILE    where to write the page (default <out>/viewer.html)
  --max-file-kb N  embed at most N KB of each output file (default ${DEFAULT_MAX_FILE_BYTES / 1024}); longer text
                   is truncated with a note, larger images are listed but not embedded
  --max-total-mb N embed at most N MB of output files in all (default ${DEFAULT_MAX_TOTAL_BYTES / 1024 / 1024})
`

export async function viewCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    out: { type: 'string', default: '.skill-evals/results' },
    static: { type: 'string' },
    'max-file-kb': { type: 'string' },
    'max-total-mb': { type: 'string' },
    help: { type: 'boolean', short: 'h' }
  })
  if (values.help) {
    io.stdout(VIEW_HELP)
    return 0
  }
  const out = cliPath(io, values.out ?? '.skill-evals/results')!
  const isDir = await stat(out).then((s) => s.isDirectory(), () => false)
  if (!isDir) throw new UsageError(`results folder '${out}' does not exist (run 'skill-evals run --out ${out}' first)`)
  const kb = positiveInt(values['max-file-kb'], '--max-file-kb')
  const mb = positiveInt(values['max-total-mb'], '--max-total-mb')
  const result = await writeViewer(out, {
    file: cliPath(io, values.static),
    maxFileBytes: kb === undefined ? undefined : kb * 1024,
    maxTotalBytes: mb === undefined ? undefined : mb * 1024 * 1024
  })
  if (result.runs === 0) io.stderr(`skill-evals view: no runs found in '${out}'; the page is empty.\n`)
  if (result.warnings.length > 0) io.stderr(`skill-evals view: ${result.warnings.length} warning(s) while loading; see the page.\n`)
  const shown = relative(io.cwd, result.path)
  io.stdout(`${shown.startsWith('..') || shown === '' ? result.path : shown}\n`)
  return 0
}
