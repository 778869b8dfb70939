/**
 * Import rules for src/ (issue 20, "layers that cannot tangle"). Run: `npm run lint:deps` (also run by .ci/run).
 * The picture and the reasons are in docs/architecture.md; keep the two in step.
 *
 * LAYERS lists the layers from the bottom up. A module may import its own layer or any layer below it,
 * never one above. Folders that are not pipeline stages are placed where their imports put them:
 *
 *   base       src/types.ts, src/paths.ts, src/glob.ts, src/text/ (Markdown escaping, truncation, UTF-8, edit distance),
 *              src/ports/ (git, model client), src/checks/ (the deterministic check kinds: pure, used by
 *              discover to validate a check and by grade to score it), and src/aggregate/stats.ts (pure
 *              statistics, no imports; grade's pass@k uses it; it moves to src/stats/ once the statistics
 *              work has landed)
 *   log        src/log/: the results log (runs.jsonl, grading.json, summary.json): its types, schema,
 *              reader and line encoding; every stage above reads a results folder only through it
 *   discover   skills, suites, config, pipeline and trigger definitions, golden sets, the trust files a
 *              skill carries (tiers, output schema, validator)
 *   plan       changed files → skills, mode, runs, shards, the plan file
 *   run        the one runner (run/runner.ts: every task kind's items, with budget, resume, folder lock),
 *              the solvers (run/solver.ts: Messages API loop, Claude Code, Batches), workspace, results
 *              store, budget, cache; skill-trigger detection (the run sees the tool calls)
 *   grade      scorers: checks, judge, the implicit trust checks, grading.json; and the task kinds whose
 *              items are scored as they run, each a dataset + scorers handed to the runner: pipeline
 *              (scenarios), triggers (trigger evals)
 *   aggregate  benchmark, statistics, history, the results loader, the summary types; compare (paired
 *              comparisons of two results folders)
 *   gate       aggregate() → summary with gates and verdict; cross-model verdicts; trust evidence and
 *              tiers report; regression (golden sets against a baseline)
 *   report     renderers: PR comment, findings, annotations, HTML viewer
 *   publish    src/github/: the GitHub publisher port (port.ts), its real implementation (publisher.ts: Octokit,
 *              @actions/core, @actions/artifact, redaction) and the publish code (publish.ts) that talks to the port
 *   demo       src/demo/: the demo's simulated models (agent, judge, batches, triggers, golden judge) and
 *              their client source; at the front doors' level: only the CLI (`demo`, `--simulate`) and
 *              tests import it (rule core-without-demo), so the core is handed a client, never a simulator
 *   front      the front doors: src/cli/, src/action/
 *
 * The core (everything but publish and the front doors) imports no @actions/* or @octokit/* package;
 * only src/ports/model-client.ts imports the Anthropic SDK as a value (rule below), so `new Anthropic(`
 * stands only there; git is spawned only by src/ports/git.ts. test/unit/ports.test.ts checks both call
 * sites by reading src/, and that the git port's pinned settings hold.
 */
const LAYERS = [
  ['base', '^src/(types\\.ts|lazy-builtins\\.ts|paths\\.ts|glob\\.ts|safe-regex\\.ts|safe-fs\\.ts|redact/|sandbox/|text/|ports/|checks/|aggregate/stats\\.ts$)'],
  ['log', '^src/log/'],
  ['discover', '^src/discover/'],
  ['plan', '^src/plan/'],
  ['run', '^src/run/'],
  ['grade', '^src/(grade|pipeline|triggers)/'],
  ['aggregate', '^src/(aggregate|compare)/'],
  ['gate', '^src/(gate|trust|regression)/'],
  ['report', '^src/report/'],
  ['publish', '^src/github/'],
  ['demo', '^src/demo/'],
  ['front', '^src/(cli|action)/'],
]

const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name}`,
  comment: `${name} imports only its own layer or lower ones (${LAYERS.slice(0, i + 1).map(([n]) => n).join(', ')}); see docs/architecture.md`,
  severity: 'error',
  from: { path },
  // pathNot: a file placed in a lower layer than its folder (src/aggregate/stats.ts) stays importable
  to: { path: LAYERS.slice(i + 1).map(([, p]) => p), pathNot: LAYERS.slice(0, i + 1).map(([, p]) => p) },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'src/ folders form no import cycle (a folder is a stage or a part of one)',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'core-without-github-packages',
      comment: 'only the front doors and the GitHub publisher (src/github/) use @actions/* or @octokit/*',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|action|github)/' },
      to: { path: '(^|/)node_modules/@(actions|octokit)/|^@(actions|octokit)/' },
    },
    {
      name: 'core-without-demo',
      comment: 'only the CLI picks the demo\'s simulated clients (src/demo/); no core stage, publisher or the action imports them',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|demo)/' },
      to: { path: '^src/demo/' },
    },
    {
      name: 'model-client-through-the-port',
      comment: 'only src/ports/model-client.ts imports the Anthropic SDK as a value (types may be imported anywhere)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/ports/model-client\\.ts$' },
      to: { path: '(^|/)node_modules/@anthropic-ai/sdk/|^@anthropic-ai/sdk', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'every-layer-known',
      comment: 'a new folder or root file in src/ is given its layer in LAYERS above',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERS.map(([, p]) => p) },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: ['^src/', 'node_modules/@(actions|octokit|anthropic-ai)/'],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
}
