/**
 * Mutation testing only (jest.stryker.config.js): during Stryker's initial run, which runs every
 * test with no mutant active, note which file each test is in (one JSON line per test in
 * `.stryker-tests.jsonl` in the sandbox). test/mutation/sequencer.mjs reads it to start only the
 * test files that hold a mutant's covering tests. Nothing is written outside a Stryker sandbox.
 */
import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeEach, expect } from '@jest/globals'

const inSandbox = process.cwd().split(path.sep).includes('.stryker-tmp')
const initialRun = process.env.__STRYKER_ACTIVE_MUTANT__ === undefined

if (inSandbox && initialRun) {
  const names = new Set<string>()
  let file = ''
  beforeEach(() => {
    const { currentTestName, testPath } = expect.getState()
    if (currentTestName !== undefined && testPath !== undefined) {
      names.add(currentTestName)
      file = testPath
    }
  })
  afterAll(() => {
    if (file === '') return
    const lines = [...names].map((name) => JSON.stringify({ file, name }) + '\n').join('')
    appendFileSync(path.join(process.cwd(), '.stryker-tests.jsonl'), lines)
  })
}
