/**
 * The CLI's choice of model clients: `--simulate` (and `skill-evals demo`) take the demo's simulated
 * source (src/demo/), every other run the real one (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL). This is
 * the one place a simulator is picked; the core is handed the clients and never sees the choice.
 */
import { realModelClients, type ModelClients } from '../ports/model-client.js'
import { demoModelClients, SIMULATED_BATCH_POLL, type DemoModel } from '../demo/clients.js'
import { pollFromEnv, type PollOptions } from '../run/batch/index.js'

export function modelClients(simulate: boolean, env: NodeJS.ProcessEnv, model: DemoModel = 'agent'): ModelClients {
  return simulate ? demoModelClients(model) : realModelClients(env.ANTHROPIC_API_KEY, env)
}

/** Batch poll timing: `SKILL_EVALS_BATCH_POLL_MS`, else fast polls for simulated batches, else the default backoff. */
export function batchPoll(env: NodeJS.ProcessEnv, clients: ModelClients): PollOptions | undefined {
  return pollFromEnv(env, clients.simulated ? { ...SIMULATED_BATCH_POLL } : undefined)
}
