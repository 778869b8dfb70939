/**
 * Jest for mutation testing (stryker.config.mjs): the same ESM + SWC set-up as jest.config.js,
 * limited to the tests that exercise src/ directly. The e2e, browser and crash-resume tests run
 * the bundled dist/ (never mutated) or a browser, so they cannot kill a mutant.
 *
 * While working on one folder, STRYKER_TESTS narrows the tests (comma-separated globs under the
 * project root), e.g. STRYKER_TESTS='test/unit/plan-(star).test.ts' with stryker's --mutate option.
 */
import base from './jest.config.js'

export default {
  ...base,
  testMatch: process.env.STRYKER_TESTS
    ? process.env.STRYKER_TESTS.split(',').map((g) => `<rootDir>/${g.trim()}`)
    : ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/reliability/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/reliability/crash-resume.test.ts'],
  maxWorkers: 1,
}
