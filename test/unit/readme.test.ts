import { describe, test, expect } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { PROJECT_ROOT } from '../helpers/run-node.js'
// @ts-expect-error plain ESM script without types
import { actionTables, allActionTables, STEP_ACTIONS } from '../../scripts/action-table.mjs'

const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8')

describe('README', () => {
  test("every action's input/output tables equal what its action.yml declares (node scripts/action-table.mjs --write)", () => {
    const start = readme.indexOf('<!-- action-table:start -->\n')
    const end = readme.indexOf('<!-- action-table:end -->')
    expect(start).toBeGreaterThan(0)
    const inReadme = readme.slice(start + '<!-- action-table:start -->\n'.length, end)
    expect(inReadme).toBe((allActionTables as (root: string) => string)(PROJECT_ROOT))
    // The root action and each folder action, each with its own tables.
    for (const step of ['', ...(STEP_ACTIONS as string[])]) {
      const tables = (actionTables as (y: string) => string)(readFileSync(join(PROJECT_ROOT, step, 'action.yml'), 'utf8'))
      expect(inReadme).toContain(`#### \`skill-evals/skill-evals${step ? `/${step}` : ''}@v1\``)
      expect(inReadme).toContain(tables)
    }
  })

  test('the three-line caller is valid YAML calling the reusable workflow with the required secret', () => {
    const block = /three-line caller[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBeDefined()
    const doc = parse(block!) as { jobs: { evals: Record<string, unknown> } }
    const job = doc.jobs.evals
    expect(String(job.uses)).toMatch(/^skill-evals\/skill-evals\/\.github\/workflows\/skill-evals\.yml@/)
    expect(job.secrets).toEqual({ ANTHROPIC_API_KEY: '${{ secrets.ANTHROPIC_API_KEY }}' })
    const workflow = parse(readFileSync(join(PROJECT_ROOT, '.github/workflows/skill-evals.yml'), 'utf8')) as {
      on: { workflow_call: { secrets: Record<string, { required?: boolean }> } }
    }
    expect(Object.keys(workflow.on.workflow_call.secrets)).toContain('ANTHROPIC_API_KEY')
  })

  test('the quick start has exactly the two commands: set up + demo, and the tests', () => {
    const quick = /## Quick start[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const commands = quick.split('\n').filter((l) => l.trim()).map((l) => l.replace(/\s+#.*$/, '').trim())
    expect(commands).toEqual(['npm ci && npm run demo', 'npm test'])
  })
})
