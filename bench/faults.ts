/**
 * npm run test:faults: the run engine under API faults, at a larger scale than the CI test.
 *
 *   npx tsx bench/faults.ts [--skills 10] [--evals 10] [--rate 0.2] [--seeds 1,2,3] [--max-retries 3]
 *                           [--concurrency 8] [--timeout-ms 300] [--json]
 *
 * For each seed: runEvals with the real SDK against the fake Messages API answering the given
 * share of calls with 429 / 529 / 500 / 503 / hang / reset / malformed / truncated / cut (a 200
 * body cut mid-stream) / stall (a 200 body that stops sending: the idle timeout) (seeded, see
 * test/helpers/fault-harness.ts). Then a transport pass (only hang / reset / cut / stall on the same
 * share of calls, with the engine's default 4 retries: the target is 0 errors after retries) and one "retries exhausted" pass (retryable
 * faults on 60% of calls, maxRetries 1). Prints the figures per pass and the totals; exits 1 if any invariant
 * breaks (a run neither completed nor error, a lost result, a crash, more than maxRetries + 1
 * attempts for one call, unaccounted requests).
 */
import { FAULT_KINDS, TRANSPORT_FAULTS, formatFaultReport, runFaultScenario, type FaultReport, type FaultScenario } from '../test/helpers/fault-harness.js'

function parseArgs(argv: string[]) {
  const o = { skills: 10, evals: 10, rate: 0.2, seeds: [1, 2, 3], maxRetries: 3, concurrency: 8, timeoutMs: 300, json: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined]
    const val = () => inline ?? argv[++i] ?? ''
    if (flag === '--skills') o.skills = Number(val())
    else if (flag === '--evals') o.evals = Number(val())
    else if (flag === '--rate') o.rate = Number(val())
    else if (flag === '--seeds') o.seeds = val().split(',').map(Number)
    else if (flag === '--max-retries') o.maxRetries = Number(val())
    else if (flag === '--concurrency') o.concurrency = Number(val())
    else if (flag === '--timeout-ms') o.timeoutMs = Number(val())
    else if (flag === '--json') o.json = true
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: bench/faults.ts [--skills N] [--evals N] [--rate R] [--seeds a,b] [--max-retries N] [--concurrency N] [--timeout-ms MS] [--json]')
      process.exit(0)
    } else throw new Error(`unknown flag ${a}`)
  }
  return o
}

const o = parseArgs(process.argv.slice(2))
const base: Omit<FaultScenario, 'seed'> = {
  skills: o.skills,
  evalsPerSkill: o.evals,
  faultRate: o.rate,
  maxRetries: o.maxRetries,
  concurrency: o.concurrency,
  requestTimeoutMs: o.timeoutMs,
  idleTimeoutMs: o.timeoutMs,
  backoffInitialMs: 2
}
const reports: FaultReport[] = []
for (const seed of o.seeds) {
  const rep = await runFaultScenario({ ...base, seed })
  reports.push(rep)
  console.log(`\n── faults: seed ${seed} ──\n${formatFaultReport(rep)}`)
}
// The engine's defaults: maxRetries 4 (5 attempts per call).
const transport = await runFaultScenario({ ...base, seed: o.seeds[0] ?? 1, faultRate: o.rate, maxRetries: 4, kinds: TRANSPORT_FAULTS })
reports.push(transport)
console.log(`\n── faults: transport only (hang, reset, cut, stall on ${Math.round(o.rate * 100)}% of calls, maxRetries 4 as in the engine) ──\n${formatFaultReport(transport)}`)
if (transport.figures.errors > 0) console.log(`  ✗ ${transport.figures.errors} run(s) ended in error after retries (target 0)`)
const exhausted = await runFaultScenario({ ...base, seed: o.seeds[0] ?? 1, faultRate: 0.6, maxRetries: 1, kinds: ['429', '529', '500', '503', 'hang', 'reset', 'cut', 'stall'] })
reports.push(exhausted)
console.log(`\n── faults: retries exhausted (60% retryable faults, maxRetries 1) ──\n${formatFaultReport(exhausted)}`)

const sum = (f: (r: FaultReport) => number) => reports.reduce((a, r) => a + f(r), 0)
const byKind = FAULT_KINDS.map((k) => `${k}: ${sum((r) => r.figures.faults[k])}`).join(', ')
const broken = reports.flatMap((r) => r.violations)
console.log(
  [
    '',
    '── totals ──',
    `runs            ${sum((r) => r.figures.runs)} (completed ${sum((r) => r.figures.completed)}, error ${sum((r) => r.figures.errors)}, skipped ${sum((r) => r.figures.skipped)})`,
    `API requests    ${sum((r) => r.figures.requests)}`,
    `faults injected ${sum((r) => r.figures.injected)} (${byKind})`,
    `retries         ${sum((r) => r.figures.retries)}`,
    `errors          ${sum((r) => r.figures.errors)}`,
    `lost results    ${sum((r) => r.figures.lostResults)}`,
    `crashes         ${sum((r) => r.figures.unhandled)}`,
    `max attempts    ${Math.max(...reports.map((r) => r.figures.maxAttemptsPerCall))} per call`,
    `transport pass  ${transport.figures.completed}/${transport.figures.planned} completed, ${transport.figures.errors} errors, ${transport.figures.lostResults} lost (${TRANSPORT_FAULTS.map((k) => `${k}: ${transport.figures.faults[k]}`).join(', ')})`,
    `invariants      ${broken.length === 0 ? 'all hold' : `${broken.length} broken`}`
  ].join('\n')
)
if (o.json) console.log(JSON.stringify(reports.map((r) => ({ scenario: r.scenario, figures: r.figures, violations: r.violations })), null, 2))
process.exitCode = broken.length === 0 && transport.figures.errors === 0 ? 0 : 1
