// Prints the input and output tables of every action in this repository (the root action.yml, the
// whole pull-request evaluation, then each step's folder action) as Markdown, from their action.yml.
// The README carries this output between the action-table markers; a test keeps them equal.
// Refresh: node scripts/action-table.mjs --write
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

/** The folder actions, in the order a workflow uses them. */
export const STEP_ACTIONS = ['validate', 'plan', 'evaluate', 'merge', 'comment', 'benchmark', 'cross-model']

const cell = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

export function actionTables(actionYml) {
  const action = parse(actionYml)
  const lines = ['| input | default | description |', '|---|---|---|']
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    const def = input.default === undefined || input.default === '' ? '' : `\`${cell(input.default)}\``
    lines.push(`| \`${name}\` | ${def} | ${cell(input.description)} |`)
  }
  lines.push('', '| output | description |', '|---|---|')
  for (const [name, output] of Object.entries(action.outputs ?? {})) lines.push(`| \`${name}\` | ${cell(output.description)} |`)
  return lines.join('\n') + '\n'
}

/** Every action's tables, each under a heading with its `uses:` line and its description. */
export function allActionTables(root) {
  const parts = []
  for (const step of ['', ...STEP_ACTIONS]) {
    const yml = readFileSync(join(root, step, 'action.yml'), 'utf8')
    const action = parse(yml)
    const uses = `skill-evals/skill-evals${step ? `/${step}` : ''}@v1`
    parts.push(`#### \`${uses}\``, '', cell(action.description), '', actionTables(yml))
  }
  return parts.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tables = allActionTables('.')
  if (process.argv.includes('--write')) {
    const readme = readFileSync('README.md', 'utf8')
    const start = '<!-- action-table:start -->\n'
    const end = '<!-- action-table:end -->'
    const a = readme.indexOf(start)
    const b = readme.indexOf(end)
    if (a < 0 || b < a) throw new Error('README.md has no action-table markers')
    writeFileSync('README.md', readme.slice(0, a + start.length) + tables + readme.slice(b))
  } else process.stdout.write(tables)
}
