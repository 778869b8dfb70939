// Mutation testing of the core (issue 23): `npm run test:mutation`.
// Reports: reports/mutation/index.html (HTML), reports/mutation/mutation.json; the incremental
// state is reports/mutation/incremental.json (gitignored; CI keeps it in its cache).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: { configFile: 'jest.stryker.config.js', enableFindRelatedTests: false },
  // Jest runs ESM through vm modules (see jest.config.js).
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/plan/**/*.ts',
    'src/run/gateway.ts',
    'src/run/limiter.ts',
    'src/run/batch/scheduler.ts',
    'src/grade/**/*.ts',
    'src/aggregate/**/*.ts',
    'src/gate/**/*.ts',
    'src/report/*.ts',
    'src/discover/**/*.ts',
  ],
  // Mutants that cannot matter are disabled in the source with a reason
  // (`// Stryker disable next-line <mutator>: <reason>`); see docs/mutation-testing.md.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  timeoutMS: 10000,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
