/**
 * The model-client port: the one place in src/ that constructs an Anthropic client (test/unit/ports.test.ts
 * checks it). Every client is made alike: no SDK retries (the gateway retries, with its own limiter and
 * budget), the base URL from ANTHROPIC_BASE_URL when set. The simulated client answers every request
 * with the given fetch (the demo's simulated model, the tests' fakes) and never reaches the network.
 */
import Anthropic from '@anthropic-ai/sdk'
import { nodeFetch } from './node-fetch.js'

export type ModelClient = Anthropic

/** The `fetch` an Anthropic client can be given. */
export type ModelClientFetch = NonNullable<NonNullable<ConstructorParameters<typeof Anthropic>[0]>['fetch']>

/** The base URL of a simulated client: never resolvable, so a request that escapes its fetch fails. */
export const SIMULATED_BASE_URL = 'http://simulated.invalid'

/** The real client. `apiKey` undefined: the SDK's own default (ANTHROPIC_API_KEY of this process). */
export function createModelClient(apiKey: string | undefined, env: NodeJS.ProcessEnv = {}): ModelClient {
  // node:http instead of the SDK's default fetch: about 0.75 ms less CPU per call (docs/performance.md).
  return new Anthropic({ apiKey, baseURL: env['ANTHROPIC_BASE_URL'] || undefined, maxRetries: 0, fetch: nodeFetch })
}

/** A client whose every request is answered by `fetch`. */
export function createSimulatedModelClient(fetch: ModelClientFetch): ModelClient {
  return new Anthropic({ apiKey: 'simulated', baseURL: SIMULATED_BASE_URL, fetch, maxRetries: 0 })
}
