/**
 * Jest for mutation testing (stryker.config.mjs): the same ESM + ts-jest set-up as jest.config.js,
 * limited to the tests that exercise src/ directly. The e2e, browser and crash-resume tests run
 * the bundled dist/ (never mutated) or a browser, so they cannot kill a mutant.
 */
import base from './jest.config.js'

export default {
  ...base,
  testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/reliability/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/reliability/crash-resume.test.ts'],
  maxWorkers: 1,
}
