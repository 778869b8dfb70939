/**
 * The demo's model clients, for `skill-evals demo` and every CLI command's `--simulate`: the CLI
 * picks this source instead of the real one (src/ports/model-client.ts) and hands its clients to the
 * core, which never imports src/demo/ (.dependency-cruiser.cjs, rule `core-without-demo`).
 *
 * Which simulated model answers depends on the command:
 *   agent       the simulated agent and word-overlap judge (simulated-model.ts): run, grade, pipeline, matrix
 *   triggers    plus discover-mode skill choice and description rewrites (simulated-triggers.ts)
 *   regression  plus the golden judge (simulated-regression.ts)
 * A batch client's fetch also answers the Message Batches endpoints (simulated-batch.ts).
 */
import { simulatedModelClients, type ModelClientFetch, type ModelClients, type ModelClientUse } from '../ports/model-client.js'
import { simulatedFetch } from './simulated-model.js'
import { createSimulatedBatchFetch } from './simulated-batch.js'
import { createSimulatedTriggerFetch } from './simulated-triggers.js'
import { createRegressionSimulatedFetch } from './simulated-regression.js'

export type DemoModel = 'agent' | 'triggers' | 'regression'

/** Poll timing of simulated batches: they end at their first retrieve, so poll fast. */
export const SIMULATED_BATCH_POLL = { initialMs: 1, maxMs: 20, factor: 2 } as const

function messagesFetch(model: DemoModel): ModelClientFetch {
  switch (model) {
    // one shared instance: its prompt-cache counters carry over between the clients of one process
    case 'agent':
      return simulatedFetch
    case 'triggers':
      return createSimulatedTriggerFetch()
    case 'regression':
      return createRegressionSimulatedFetch()
  }
}

/** The simulated source for `model` (default: the agent). */
export function demoModelClients(model: DemoModel = 'agent'): ModelClients {
  return simulatedModelClients((use: ModelClientUse) => (use === 'batch' ? createSimulatedBatchFetch(messagesFetch(model)) : messagesFetch(model)))
}
