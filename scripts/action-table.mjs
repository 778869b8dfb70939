// Prints the action's inputs and outputs as Markdown tables, from action.yml.
// The README carries this output between the action-table markers; a test keeps them equal.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export function actionTables(actionYml) {
  const action = parse(actionYml)
  const cell = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
  const lines = ['| input | default | description |', '|---|---|---|']
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    const def = input.default === undefined || input.default === '' ? '' : `\`${cell(input.default)}\``
    lines.push(`| \`${name}\` | ${def} | ${cell(input.description)} |`)
  }
  lines.push('', '| output | description |', '|---|---|')
  for (const [name, output] of Object.entries(action.outputs ?? {})) lines.push(`| \`${name}\` | ${cell(output.description)} |`)
  return lines.join('\n') + '\n'
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(actionTables(readFileSync('action.yml', 'utf8')))
