// Mutation testing of the core (issue 23): `npm run test:mutation`. See docs/mutation-testing.md.
// Reports: reports/mutation/index.html (HTML) and mutation.json; the incremental state is
// reports/mutation/incremental.json (gitignored: CI keeps it in its cache).
// MUTATION_PART=<name of a PARTS entry> runs one part alone, with its own report folder
// (reports/mutation/<part>/); the weekly workflow runs the parts as a matrix.

/** The core folders, by part. */
const PARTS = {
  plan: ['src/plan/**/*.ts'],
  // run: the scheduling and the gateway (cache → limiter → API with retries).
  run: ['src/run/gateway.ts', 'src/run/limiter.ts', 'src/run/batch/scheduler.ts'],
  // grade: the scorers, and the check kinds they score (src/checks/, shared with discover's validation).
  grade: ['src/grade/**/*.ts', 'src/checks/**/*.ts'],
  aggregate: ['src/aggregate/**/*.ts'],
  gate: ['src/gate/**/*.ts'],
  // report: the renderers (comment, job summary, annotations, budget); not the viewer.
  report: ['src/report/*.ts'],
  discover: ['src/discover/**/*.ts'],
}

const part = process.env.MUTATION_PART
if (part !== undefined && !(part in PARTS)) throw new Error(`MUTATION_PART=${part}: expected one of ${Object.keys(PARTS).join(', ')}`)
const out = part ? `reports/mutation/${part}` : 'reports/mutation'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: { configFile: 'jest.stryker.config.js', enableFindRelatedTests: false },
  // Jest runs ESM through vm modules (see jest.config.js); the runner processes need the flag.
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings'],
  checkers: ['typescript'],
  // The checker type-checks src/ only (tests are not mutated): about half the program.
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: part ? PARTS[part] : Object.values(PARTS).flat(),
  // Mutants that cannot matter are disabled in the source, each with its reason:
  // `// Stryker disable next-line <mutator>: <reason>` (listed in docs/mutation-testing.md).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  // The test machine is shared; raise with --concurrency on a machine of your own.
  concurrency: 2,
  timeoutMS: 10000,
  timeoutFactor: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
