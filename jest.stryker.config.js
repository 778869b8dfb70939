/**
 * Jest for mutation testing (stryker.config.mjs): the same ESM + SWC set-up as jest.config.js,
 * limited to the tests that can reach the mutated files: the unit, integration and reliability
 * test files whose import graph loads a file of the part being mutated (MUTATION_PART, or every
 * part), see test/mutation/parts.mjs. A test that never loads a mutated file cannot kill one of
 * its mutants; running it would only make Stryker's initial run longer. The e2e, browser and
 * crash-resume tests run the bundled dist/ (never mutated) or a browser, so they are never run.
 *
 * While working on one file, STRYKER_TESTS narrows the tests (comma-separated globs under the
 * project root), e.g. STRYKER_TESTS='test/unit/plan-(star).test.ts' with stryker's --mutate option.
 */
import base from './jest.config.js'
import { globsOf, testsReaching } from './test/mutation/parts.mjs'

export default {
  ...base,
  testMatch: process.env.STRYKER_TESTS
    ? process.env.STRYKER_TESTS.split(',').map((g) => `<rootDir>/${g.trim()}`)
    : testsReaching(globsOf(process.env.MUTATION_PART || undefined)).map((f) => `<rootDir>/${f}`),
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  // Per mutant, start only the test files that hold its covering tests (test/mutation/sequencer.mjs),
  // from the list of tests per file noted during Stryker's initial run (test/mutation/record-tests.ts).
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/test/mutation/record-tests.ts'],
  testSequencer: '<rootDir>/test/mutation/sequencer.mjs',
}
