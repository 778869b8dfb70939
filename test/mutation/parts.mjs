// The parts of the core that mutation testing covers (issue 23), and the test files that can
// reach each part. Shared by stryker.config.mjs (what to mutate) and jest.stryker.config.js
// (which tests to run). See docs/mutation-testing.md.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The core folders, by part. */
export const PARTS = {
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
  // Issue 36: the modules that guard secrets and files.
  // redact: the one redaction step in front of every sink.
  redact: ['src/redact/**/*.ts'],
  // patterns: the linear-time engines that match untrusted regular expressions and globs.
  patterns: ['src/safe-regex.ts', 'src/glob.ts'],
  // safefs: reading repository files without following links out, and the cache/results folder rules.
  safefs: ['src/safe-fs.ts'],
  // lock: one writer per results folder (stale locks, other hosts, links).
  lock: ['src/run/out-lock.ts'],
  // proxy: the Claude Code key proxy, the narrow door to the real key (issue 33 row G).
  proxy: ['src/run/claude-code/key-proxy.ts'],
  // log: the results log (runs.jsonl, the run folders' JSON files, summary.json and the tolerant
  // outlines of older or foreign files): what every view reads results through.
  log: ['src/log/**/*.ts'],
  // cache: the response cache, keyed and MAC'd per job so a committed or forged pack is a miss (row C).
  cache: ['src/run/response-cache.ts'],
  // sandbox: bubblewrap detection, the contained command line (namespaces, uid 65534, no
  // capabilities, read-only root, host sockets hidden), killing a step, the loopback forwarder
  // (issue 33 rows E and F).
  sandbox: ['src/sandbox/**/*.ts'],
  // tools: the agent's file tools (paths confined to the run's workspace, links out refused;
  // Read/Write/Edit, Glob/Grep, the sandboxed Bash).
  tools: ['src/run/tools/**/*.ts'],
  // action: the Action's steps (inputs, the verdict to the job's status and outputs, the comment,
  // the summary, merge and cross-model steps).
  action: ['src/action/**/*.ts'],
  // github: the GitHub adapters behind the port (comment upsert and paging, PR files, artifacts,
  // history, the tracking issue, the publisher).
  github: ['src/github/**/*.ts'],
  // viewer: the viewer's data model (what the HTML viewer shows, collected from the results log);
  // not the renderer or the browser script.
  viewer: ['src/report/viewer/model.ts', 'src/report/viewer/collect.ts', 'src/report/viewer/overview.ts'],
  // The rest of src/run (issue 36), in four parts by what they decide:
  // agent: the Messages API agent loop (turns, tool calls, stop reasons), the run's budget and
  // its price, the executor's choice, trigger detection, and one run from plan to record.
  agent: [
    'src/run/executor.ts', 'src/run/solver.ts', 'src/run/runner.ts', 'src/run/executor-choice.ts',
    'src/run/budget.ts', 'src/run/cost.ts', 'src/run/trigger-detect.ts',
  ],
  // workspace: the disposable folder per run (skill copied in, git layout, pool), the outputs and
  // artifacts collected from it, the base branch's skill, and the store that writes run folders.
  workspace: [
    'src/run/workspace.ts', 'src/run/workspace-pool.ts', 'src/run/workspace-fs.ts', 'src/run/folder-snapshot.ts',
    'src/run/outputs.ts', 'src/run/artifacts.ts', 'src/run/base-skill.ts', 'src/run/git-layout.ts', 'src/run/results-store.ts',
  ],
  // threads: the run engine (src/run/index.ts), worker threads and their messages, the load
  // window, the task log, the batch runner and its journal.
  threads: [
    'src/run/index.ts', 'src/run/threads.ts', 'src/run/run-worker.ts', 'src/run/worker-entry.ts', 'src/run/worker-messages.ts',
    'src/run/thread-load.ts', 'src/run/task-log.ts', 'src/run/gateway-factory.ts', 'src/run/batch/runner.ts', 'src/run/batch/journal.ts',
  ],
  // claudecode: the Claude Code executor, its stream-json reader and the binary it runs (the key
  // proxy is its own part).
  claudecode: ['src/run/claude-code/executor.ts', 'src/run/claude-code/stream.ts', 'src/run/claude-code/binary.ts'],
}

/**
 * Parts whose test set is a fixed, narrower list instead of every test file that reaches them.
 * A narrower set can only lower the score (fewer tests to kill a mutant), never raise it.
 *
 * run: 33 test files reach the gateway, the limiter or the batch scheduler, most of them
 * integration tests (run engine, Claude Code executor, triggers, grading, reliability) that go
 * through the gateway with fake servers, retries and real back-off, so every gateway mutant ran
 * them all: about 4 mutants a minute. The part's behaviour is pinned instead by the unit tests of
 * the three files (test/unit/run-gateway.test.ts, test/unit/run-mutation-*.test.ts: the real code
 * with short back-off, against loopback fake servers where an HTTP call is needed) and the few
 * integration tests that drive them with the real SDK on the wire: gateway.test.ts and
 * gateway-transport.test.ts (retries, idle timeout and cut bodies over real sockets) and
 * batch-runner.test.ts (the batch scheduler inside whole batch runs, resume after a restart).
 */
const PART_TESTS = {
  // gate: 28 test files reach it; 10 of them are integration and reliability tests (the Claude Code
  // executor, pipeline runs, triggers, regrading, trusted repositories, bad input, injection) that
  // get to the gate only at the end of whole runs with fake servers and child processes, so each
  // gate mutant would wait for them. The gate is pinned by its unit tests (gate-verdict.test.ts,
  // gate-mutation-*.test.ts) and the unit tests that render its result (the summary, the
  // cross-model table, the golden outputs, the known survivors, benchmark.json and the history).
  // The viewer and publisher tests (through the CLI and the Action) are left out as well.
  gate: {
    files: [
      'test/unit/aggregate-benchmark.test.ts', 'test/unit/aggregate-history.test.ts', 'test/unit/aggregate-summary.test.ts',
      'test/unit/cross-model-table.test.ts', 'test/unit/gate-verdict.test.ts', 'test/unit/golden-output.test.ts', 'test/unit/known-survivors.test.ts',
    ],
    prefixes: ['test/unit/gate-mutation-'],
  },
  // aggregate: 44 test files reach it; the 14 integration and reliability tests (runs, grading,
  // pipelines, triggers through fake servers and child processes) and the statistical power proof
  // (aggregate-stats-power.test.ts: thousands of seeded simulated suites per test, about 100 s a
  // run, so every mutant of the comparison would take minutes) are left out. The part is pinned by
  // its unit tests (aggregate-*.test.ts, aggregate-mutation-*.test.ts; aggregate-stats.test.ts holds
  // the lighter checks of the same tests' false-alarm rate and power) and the unit tests that load,
  // render or score aggregated results.
  aggregate: {
    files: [
      'test/unit/aggregate-benchmark.test.ts', 'test/unit/aggregate-history.test.ts', 'test/unit/aggregate-stats.test.ts',
      'test/unit/aggregate-summary.test.ts', 'test/unit/compare-stats.test.ts', 'test/unit/cross-model-lifecycle.test.ts',
      'test/unit/cross-model-table.test.ts', 'test/unit/gate-verdict.test.ts', 'test/unit/github-publisher-port.test.ts',
      'test/unit/golden-output.test.ts', 'test/unit/grade-summary.test.ts', 'test/unit/known-survivors.test.ts',
      'test/unit/pipeline-table.test.ts', 'test/unit/regression-scoring.test.ts', 'test/unit/results-log-files.test.ts',
      'test/unit/trust-tiers.test.ts', 'test/unit/viewer-data.test.ts', 'test/unit/viewer-pipelines.test.ts',
    ],
    prefixes: ['test/unit/aggregate-mutation-'],
  },
  // discover: 59 test files reach it, most only to load a fixture repository before running,
  // planning, grading or reporting (run engine, batch runner, Claude Code executor, triggers,
  // pipelines, the secrets suite at 16 s), so each discover mutant that every loadRepo call covers
  // ran all of them. The part's behaviour is pinned by its unit tests (test/unit/discover-*.test.ts:
  // config, skills and SKILL.md front matter, suites, policy and special input files, the mutation
  // tests), the unit tests of what it validates (pipeline-discover, schema-validators,
  // triggers-validate, trust-tiers, trust-badge, golden-output, grade-checks' check validation in
  // eval files, known-survivors, moved-rules, regression-scoring's golden.jsonl parsing) and the quick suites that feed it bad or hostile
  // repositories (reliability/bad-input, reliability/injection, integration/trust-repo,
  // integration/grade-golden), each under 2 s.
  discover: {
    files: [
      'test/unit/pipeline-discover.test.ts',
      'test/unit/schema-validators.test.ts',
      'test/unit/triggers-validate.test.ts',
      'test/unit/trust-tiers.test.ts',
      'test/unit/trust-badge.test.ts',
      'test/unit/golden-output.test.ts',
      'test/unit/grade-checks.test.ts',
      'test/unit/known-survivors.test.ts',
      'test/unit/moved-rules.test.ts',
      'test/unit/regression-scoring.test.ts',
      'test/reliability/bad-input.test.ts',
      'test/reliability/injection.test.ts',
      'test/integration/trust-repo.test.ts',
      'test/integration/grade-golden.test.ts',
    ],
    prefixes: ['test/unit/discover-'],
  },
  // grade: 54 test files reach the scorers or the check kinds; 19 of them are integration and
  // reliability tests that grade inside whole runs (run engine, Claude Code executor with child
  // processes, pipelines, batch runs, trigger optimisation, fault injection with real back-off,
  // the secrets suite's key proxy), 2-20 s a file, and every mutant of grade/index.ts or of a
  // check kind they cover would re-run them. Kept: every unit test file that reaches the part (the
  // check kinds, the validation of check configs through discover, summaries, the golden output)
  // plus the integration tests that are about grading and quick (grade-golden, grade-judge and
  // grade-regrade: the judge against the loopback fake Anthropic server, trust-grading and
  // trust-repo, reliability/injection: hostile output reaching the judge, reliability/bad-input:
  // malformed check configs), and the part's mutation tests (test/unit/grade-mutation-*).
  grade: {
    files: [
      'test/integration/grade-golden.test.ts',
      'test/integration/grade-judge.test.ts',
      'test/integration/grade-regrade.test.ts',
      'test/integration/trust-grading.test.ts',
      'test/integration/trust-repo.test.ts',
      'test/reliability/bad-input.test.ts',
      'test/reliability/injection.test.ts',
      'test/unit/aggregate-benchmark.test.ts',
      'test/unit/aggregate-history.test.ts',
      'test/unit/aggregate-mutation-load.test.ts',
      'test/unit/aggregate-summary.test.ts',
      'test/unit/compare-stats.test.ts',
      'test/unit/cross-model-table.test.ts',
      'test/unit/discover-config.test.ts',
      'test/unit/discover-policy-files.test.ts',
      'test/unit/discover-suites.test.ts',
      'test/unit/gate-mutation-aggregate.test.ts',
      'test/unit/gate-mutation-cross-model.test.ts',
      'test/unit/gate-mutation-markdown.test.ts',
      'test/unit/gate-mutation-matrix.test.ts',
      'test/unit/gate-mutation-survivors.test.ts',
      'test/unit/gate-verdict.test.ts',
      'test/unit/github-publisher-port.test.ts',
      'test/unit/golden-output.test.ts',
      'test/unit/grade-checks.test.ts',
      'test/unit/grade-summary.test.ts',
      'test/unit/known-survivors.test.ts',
      'test/unit/moved-rules.test.ts',
      'test/unit/pipeline-discover.test.ts',
      'test/unit/pipeline-table.test.ts',
      'test/unit/plan-pipelines.test.ts',
      'test/unit/plan-plan.test.ts',
      'test/unit/regression-scoring.test.ts',
      'test/unit/report-eval-annotations.test.ts',
      'test/unit/report-findings.test.ts',
      'test/unit/report-terminal.test.ts',
      'test/unit/results-log-files.test.ts',
      'test/unit/triggers-detect.test.ts',
      'test/unit/triggers-validate.test.ts',
      'test/unit/trust-tiers.test.ts',
      'test/unit/viewer-data.test.ts',
      // Not test/unit/viewer-pipelines.test.ts: it is the first test in its file to load the
      // grade modules (through `pipeline --simulate`, lazily), so Stryker counted the module-load
      // code of 861 grade mutants (the check kinds' plug-in objects, module constants) as covered
      // by that one test alone and ran only it: 120 of them "survived" a test that grades nothing
      // they describe. Without it they are what they are, static (loaded with the module), and
      // `ignoreStatic` leaves them out as it does every other part's.
    ],
    prefixes: ['test/unit/grade-mutation-'],
  },
  // The guards' parts run their own unit tests (each module has one that states its rules) and
  // their mutation tests; the end-to-end secrets and hostile-input suites (child processes, fake
  // servers, 10-20 s a file) reach them too but would make each mutant wait for whole runs.
  redact: { files: ['test/unit/redact.test.ts'], prefixes: ['test/unit/redact-mutation-'] },
  patterns: { files: ['test/unit/safe-regex.test.ts', 'test/unit/glob.test.ts'], prefixes: ['test/unit/patterns-mutation-'] },
  safefs: { files: ['test/unit/safe-fs.test.ts'], prefixes: ['test/unit/safefs-mutation-'] },
  lock: { files: [], prefixes: ['test/unit/lock-mutation-'] },
  // proxy: in-process against a loopback fake upstream; the row G test (test/security, child
  // processes in the sandbox) and the Claude Code executor's integration tests reach it too.
  proxy: { files: [], prefixes: ['test/unit/proxy-mutation-'] },
  // log: 67 test files reach src/log, most of them whole runs, grading, pipelines or the Action
  // (fake servers, child processes) that write or read a results folder on the way. Kept: the
  // results log's own unit tests (runs.jsonl, the run files' decoders, the file names, the
  // response file, the validators) and the unit tests of the views that read through its
  // outlines (history, load, the viewer's data, the cross-model table, trust tiers, compare, the
  // run-price estimate), plus the part's mutation tests.
  log: {
    files: [
      'test/unit/results-log.test.ts', 'test/unit/results-log-files.test.ts', 'test/unit/log-file-names.test.ts',
      'test/unit/run-response-file.test.ts', 'test/unit/schema-validators.test.ts', 'test/unit/aggregate-history.test.ts',
      'test/unit/aggregate-mutation-history.test.ts', 'test/unit/aggregate-mutation-load.test.ts', 'test/unit/viewer-data.test.ts',
      'test/unit/cross-model-table.test.ts', 'test/unit/trust-tiers.test.ts', 'test/unit/compare-stats.test.ts',
      'test/unit/plan-run-price.test.ts',
    ],
    prefixes: ['test/unit/log-mutation-'],
  },
  // cache: the unit tests that import the response cache (its own, and the gateway's and batch
  // scheduler's, which replay and record through it), about 5 s together. Left out: the
  // integration tests that reach it through whole runs (gateway.test.ts, pipeline-run.test.ts,
  // claude-code-secrets.test.ts with child processes) and test/security/ (not a mutation test folder).
  cache: {
    files: ['test/unit/run-response-cache.test.ts', 'test/unit/run-gateway.test.ts', 'test/unit/run-mutation-gateway.test.ts', 'test/unit/run-mutation-scheduler.test.ts'],
    prefixes: ['test/unit/cache-mutation-'],
  },
  // sandbox: 80 test files reach it, nearly all through a script check or the Bash tool inside
  // whole runs (each mutant of containCommand would wait for them); the row E/F suites
  // (test/security, not a Stryker test folder) and the secrets suite (16 s) drive it end to end.
  // Its mutation tests state the part's rules: the argument lists with the detection pinned, real
  // bubblewrap children, stand-in bwrap binaries for the probe, host layouts through a replaced
  // node:fs, real processes marked and killed, the forwarder in front of a Unix socket.
  sandbox: { files: [], prefixes: ['test/unit/sandbox-mutation-'] },
  // tools: the tools' unit tests and their mutation tests; the run engine and the reliability and
  // security suites reach the tools too, but through whole runs against fake servers.
  tools: { files: ['test/unit/run-tools.test.ts', 'test/unit/run-tools-boundaries.test.ts'], prefixes: ['test/unit/tools-mutation-'] },
  // action: its unit tests, the verdict-to-status table (each step driven through @actions/core
  // against a loopback fake GitHub), the sharded pipelines' steps and the boundaries.
  action: {
    files: [
      'test/unit/action-steps.test.ts', 'test/integration/action-verdict-status.test.ts', 'test/integration/action-shard-pipelines.test.ts',
      'test/unit/boundaries.test.ts', 'test/unit/github-publisher-port.test.ts',
    ],
    prefixes: ['test/unit/action-mutation-'],
  },
  // github: the adapters' tests against the loopback fake GitHub API (real Octokit on the wire);
  // the whole-run tests that publish on the way are left out.
  github: {
    files: [
      'test/integration/github-artifact.test.ts', 'test/integration/github-comment-paging.test.ts', 'test/integration/github-comment.test.ts',
      'test/integration/github-history.test.ts', 'test/integration/github-pr-files.test.ts', 'test/integration/action-verdict-status.test.ts',
      'test/unit/boundaries.test.ts', 'test/unit/github-publisher-port.test.ts',
    ],
    prefixes: ['test/unit/github-mutation-'],
  },
  // viewer: the data model's unit tests (collected from results folders, pipelines, the overview).
  viewer: {
    files: ['test/unit/viewer-data.test.ts', 'test/unit/viewer-pipelines.test.ts', 'test/integration/viewer-overview.test.ts', 'test/unit/boundaries.test.ts'],
    prefixes: ['test/unit/viewer-mutation-'],
  },
  // The rest of src/run: each part's unit tests and the quick integration tests of its files, plus
  // its mutation tests; the whole-run suites (pipelines, triggers, reliability) reach them too.
  agent: {
    files: [
      'test/unit/run-runner.test.ts', 'test/unit/run-cost.test.ts', 'test/unit/triggers-detect.test.ts',
      'test/unit/simulated-model.test.ts', 'test/integration/executor.test.ts',
    ],
    prefixes: ['test/unit/agent-mutation-'],
  },
  workspace: {
    files: [
      'test/unit/run-workspace.test.ts', 'test/unit/run-workspace-pool.test.ts', 'test/unit/run-workspace-cost.test.ts',
      'test/unit/run-response-file.test.ts', 'test/unit/run-store.test.ts', 'test/unit/results-store-write-run-file.test.ts',
      'test/unit/moved-rules.test.ts',
    ],
    prefixes: ['test/unit/workspace-mutation-'],
  },
  threads: {
    files: ['test/unit/threads-load-window.test.ts', 'test/integration/run-threads.test.ts', 'test/integration/run-engine-lean.test.ts', 'test/integration/batch-runner.test.ts'],
    prefixes: ['test/unit/threads-mutation-'],
  },
  claudecode: {
    files: ['test/integration/claude-code-stream.test.ts', 'test/integration/claude-code-executor.test.ts'],
    prefixes: ['test/unit/claudecode-mutation-'],
  },
  run: {
    files: ['test/unit/run-gateway.test.ts', 'test/integration/gateway.test.ts', 'test/integration/gateway-transport.test.ts', 'test/integration/batch-runner.test.ts'],
    prefixes: ['test/unit/run-mutation-'],
  },
}

/** The test folders jest may take tests from under Stryker. The e2e, browser and crash-resume
 * tests run the bundled dist/ (never mutated) or a browser, so they cannot kill a mutant. */
const TEST_DIRS = ['test/unit', 'test/integration', 'test/reliability']
const NEVER = new Set(['test/reliability/crash-resume.test.ts'])

/** `**`, `*` globs (the only kinds PARTS uses) as a regular expression over project-relative paths. */
function globRe(glob) {
  const re = glob
    .split('/')
    .map((seg) => (seg === '**' ? '(?:.+/)?' : seg.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '/'))
    .join('')
    .slice(0, -1)
  return new RegExp(`^${re.replace(/\(\?:\.\+\/\)\?$/, '.*')}$`)
}

function walk(dir, out = []) {
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) walk(rel, out)
    else if (e.name.endsWith('.ts')) out.push(rel)
  }
  return out
}

// Static imports, re-exports and literal dynamic imports of relative modules; type-only imports
// and exports are erased by the compiler, so they load nothing.
const TYPE_ONLY_RE = /^\s*(?:import|export)\s+type\b[^;]*?from\s*['"][^'"]+['"]/gm
const IMPORT_RE = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g

/** The project files a file imports (relative specifiers; `.js` resolved to the `.ts` source). */
function importsOf(file, cache) {
  let deps = cache.get(file)
  if (deps) return deps
  deps = []
  cache.set(file, deps)
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(TYPE_ONLY_RE, '')
  for (const m of text.matchAll(IMPORT_RE)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]))
    for (const cand of [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, `${target}/index.ts`]) {
      if (cand.endsWith('.ts') && existsSync(path.join(ROOT, cand))) {
        deps.push(cand)
        break
      }
    }
  }
  return deps
}

/**
 * The test files whose import graph reaches a file matched by `globs`. A test that never loads a
 * mutated file cannot cover (so cannot kill) any of its mutants; leaving it out only saves the
 * time of running it in Stryker's initial (coverage) run.
 */
export function testsReaching(globs) {
  // A part with its own test list (PART_TESTS): `globs` is that part's PARTS entry (globsOf).
  const own = Object.entries(PART_TESTS).find(([part]) => PARTS[part] === globs)?.[1]
  if (own) {
    return TEST_DIRS.flatMap((d) => walk(d))
      .filter((f) => own.files.includes(f) || own.prefixes.some((p) => f.startsWith(p) && f.endsWith('.test.ts')))
      .sort()
  }
  const res = globs.map(globRe)
  const cache = new Map()
  // A breadth-first walk per test file (no shared negative results, so import cycles are safe).
  const reaches = (test) => {
    const seen = new Set([test])
    const queue = [test]
    while (queue.length > 0) {
      const file = queue.shift()
      if (file.startsWith('src/') && res.some((re) => re.test(file))) return true
      for (const dep of importsOf(file, cache)) if (!seen.has(dep)) (seen.add(dep), queue.push(dep))
    }
    return false
  }
  return TEST_DIRS.flatMap((d) => walk(d))
    .filter((f) => f.endsWith('.test.ts') && !NEVER.has(f))
    .filter(reaches)
    .sort()
}

/** The mutate globs of a part, or of every part when `part` is undefined. */
export function globsOf(part) {
  if (part === undefined) return Object.values(PARTS).flat()
  if (!(part in PARTS)) throw new Error(`MUTATION_PART=${part}: expected one of ${Object.keys(PARTS).join(', ')}`)
  return PARTS[part]
}
