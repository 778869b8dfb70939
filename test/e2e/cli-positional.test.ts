/**
 * Issue 34, must 2: every command takes the repository as its positional path, or refuses
 * arguments it does not read with a usage error (exit 2); nothing is ignored silently.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT, runNode } from '../helpers/run-node.js'

let cwd = ''
afterAll(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true })
})
async function cli(...args: string[]) {
  cwd ||= await mkdtemp(join(tmpdir(), 'skill-evals-positional-'))
  return runNode('dist/cli.js', args, { cwd })
}

/** Commands whose positional argument is the repository (the same as --root). */
const REPO_COMMANDS = ['validate', 'plan', 'run', 'grade', 'pipeline', 'trust', 'matrix', 'demo']

describe('the repository as the positional path', () => {
  test('validate PATH checks PATH, not the working folder', async () => {
    const r = await cli('validate', join(PROJECT_ROOT, 'examples'))
    expect(r.stdout).toMatch(/3 skills, 7 evals: 0 errors, 0 warnings ✓ clean/)
    expect(r.code).toBe(0)
  })

  test.each(REPO_COMMANDS)('%s PATH reads the repository at PATH', async (command) => {
    const r = await cli(command, '/nonexistent/some-repo')
    expect(r.stderr).toContain(`skill-evals ${command}: Repository root '/nonexistent/some-repo' is not a directory.`)
    expect(r.code).toBe(2)
  })

  test.each([...REPO_COMMANDS, 'report'])('%s: two repositories is a usage error', async (command) => {
    const two = await cli(command, 'a', 'b')
    expect(two.stderr).toContain(`skill-evals ${command}: expected at most one repository path (got 'a' 'b')`)
    expect(two.code).toBe(2)
  })

  test.each(['validate', 'report'])('%s PATH --root OTHER is a usage error', async (command) => {
    const both = await cli(command, 'a', '--root', 'b')
    expect(both.stderr).toContain(`skill-evals ${command}: the repository was given twice ('a' and --root); give one of them`)
    expect(both.code).toBe(2)
  })
})

describe('arguments a command does not read are refused', () => {
  test.each([
    [['view', 'results'], "skill-evals view: unexpected argument 'results'; this command takes options only (see --help)"],
    [['triggers', 'a', 'b'], 'skill-evals triggers: expected exactly one skill name (got 2)'],
    [['optimize-description', 'a', 'b'], 'skill-evals optimize-description: expected exactly one skill name (got 2)'],
    [['regression', 'a', 'b'], 'skill-evals regression: one skill at a time (got a, b)'],
    [['compare', 'a'], 'skill-evals compare: needs exactly two result sets, A and B (got 1)'],
    [['feedback', 'import', 'f.json', 'extra'], "skill-evals feedback: expected 'feedback import FILE'."],
    [['help', 'validate', 'x'], "skill-evals help: unknown command 'validate' 'x'"],
    [['help', 'nope'], "skill-evals help: unknown command 'nope'"]
  ])('%j', async (args, message) => {
    const r = await cli(...args)
    expect(r.stderr).toContain(message)
    expect(r.code).toBe(2)
  })

  test('help COMMAND prints that command’s help', async () => {
    const r = await cli('help', 'validate')
    expect(r.stdout).toContain('Usage: skill-evals validate')
    expect(r.code).toBe(0)
  })
})
