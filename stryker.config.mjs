// Mutation testing of the core (issue 23): `npm run test:mutation`. See docs/mutation-testing.md.
// Reports: reports/mutation/index.html (HTML) and mutation.json. The incremental state is
// committed (test/mutation/<part>.incremental.json, all.incremental.json for every part at once),
// so a clean clone re-tests only the mutants whose code or covering tests changed since.
// MUTATION_PART=<name of a PARTS entry> runs one part alone, with its own report folder
// (reports/mutation/<part>/); the weekly workflow runs the parts as a matrix.

import { globsOf } from './test/mutation/parts.mjs'

const part = process.env.MUTATION_PART || undefined
const mutate = globsOf(part) // the core folders, by part: test/mutation/parts.mjs
const out = part ? `reports/mutation/${part}` : 'reports/mutation'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: { configFile: 'jest.stryker.config.js', enableFindRelatedTests: false },
  // Jest runs ESM through vm modules (see jest.config.js); the runner processes need the flag.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  // The TypeScript checker: a mutant that does not type-check is a compile error, not a test's
  // catch. It takes one of the concurrency slots and about 40 s to start; with the committed
  // incremental files it checks only the mutants that changed. `--checkers ''` turns it off for a
  // quick local loop (docs/mutation-testing.md, "What makes a run affordable").
  checkers: ['typescript'],
  // The checker type-checks src/ only (tests are not mutated): about half the program.
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate,
  // Mutants that cannot matter are disabled in the source, each with its reason:
  // `// Stryker disable next-line <mutator>: <reason>` (listed in docs/mutation-testing.md).
  ignoreStatic: true,
  incremental: true,
  // The incremental files themselves need not be copied into Stryker's sandbox.
  ignorePatterns: ['test/mutation/*.incremental.json'],
  incrementalFile: `test/mutation/${part ?? 'all'}.incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  // The test machine is shared; raise with --concurrency on a machine of your own.
  concurrency: 2,
  timeoutMS: 10000,
  // The initial (coverage) run of a part's whole test set: the aggregate part's took 10.5 minutes
  // on the shared machine, past Stryker's 5-minute default.
  dryRunTimeoutMinutes: 40,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
