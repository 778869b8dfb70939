/**
 * The model-client port: the one place in src/ that constructs an Anthropic client (test/unit/ports.test.ts
 * checks it). Every client is made alike: no SDK retries (the gateway retries, with its own limiter and
 * budget), the base URL from ANTHROPIC_BASE_URL when set. The simulated client answers every request
 * with the given fetch (the demo's simulated model in src/demo/, the tests' fakes) and never reaches
 * the network.
 *
 * The front doors get their clients from a `ModelClients` source: the real one here, or the demo's
 * simulated one (src/demo/clients.ts, chosen by the CLI for `--simulate`). The core never picks a
 * source or a simulator: it is handed the `ModelClient` it runs on, for the Messages API or for the
 * Message Batches API (`runner: batch`), and uses it the same way whatever stands behind it.
 */
import type Anthropic from '@anthropic-ai/sdk'
import { BaseAnthropic } from '@anthropic-ai/sdk/client'
import { Messages } from '@anthropic-ai/sdk/resources/messages/messages'
import { Models } from '@anthropic-ai/sdk/resources/models'
import { nodeFetch } from './node-fetch.js'

/**
 * What skill-evals calls on a client: the Messages API (with its Message Batches) and the Models
 * API. Any `Anthropic` client is one (the tests hand the core full SDK clients).
 */
export type ModelClient = BaseAnthropic & Pick<Anthropic, 'messages' | 'models'>

/**
 * The SDK's client with only the two resources skill-evals calls. The SDK's `Anthropic` class
 * builds every resource it has (beta, organization, files, skills …); bundled, that is about
 * 1 MB of JavaScript that every command compiled at start-up for nothing (this class: ~0.35 MB;
 * docs/performance.md, "Fifth round"). Requests, headers, errors and options are the base
 * client's, the same as `Anthropic`'s.
 */
class MessagesApiClient extends BaseAnthropic {
  messages: Messages = new Messages(this)
  models: Models = new Models(this)
}

/** The `fetch` an Anthropic client can be given. */
export type ModelClientFetch = NonNullable<NonNullable<ConstructorParameters<typeof Anthropic>[0]>['fetch']>

/** What a client is for: the Messages API (one request at a time) or the Message Batches API. */
export type ModelClientUse = 'messages' | 'batch'

/** Where a front door gets its clients: real (the API) or simulated (answered by a local fetch). */
export interface ModelClients {
  /** True when every answer is canned: the front door says so and keeps the response cache off. */
  readonly simulated: boolean
  /** A client for `use` (default `messages`). */
  client(use?: ModelClientUse): ModelClient
  /**
   * How the real source builds its clients, as plain data another thread can build the same
   * client from (`createModelClientFrom`); undefined for a simulated source.
   */
  readonly recipe?: ModelClientRecipe
}

/**
 * Everything `createModelClient` reads, as plain data (a worker thread receives it and builds an
 * identical client: same key, base URL, fetch and telemetry switch).
 */
export interface ModelClientRecipe {
  apiKey: string | undefined
  env: { ANTHROPIC_BASE_URL?: string; ANTHROPIC_OPEN_TELEMETRY?: string }
}

/** The recipe of `createModelClient(apiKey, env)`. */
export function modelClientRecipe(apiKey: string | undefined, env: NodeJS.ProcessEnv = {}): ModelClientRecipe {
  const picked: ModelClientRecipe['env'] = {}
  if (env['ANTHROPIC_BASE_URL'] !== undefined) picked.ANTHROPIC_BASE_URL = env['ANTHROPIC_BASE_URL']
  if (env['ANTHROPIC_OPEN_TELEMETRY'] !== undefined) picked.ANTHROPIC_OPEN_TELEMETRY = env['ANTHROPIC_OPEN_TELEMETRY']
  return { apiKey, env: picked }
}

/** The client a recipe describes (the same as the one its source builds). */
export function createModelClientFrom(recipe: ModelClientRecipe): ModelClient {
  return createModelClient(recipe.apiKey, recipe.env)
}

/** The base URL of a simulated client: never resolvable, so a request that escapes its fetch fails. */
export const SIMULATED_BASE_URL = 'http://simulated.invalid'

/** The real client. `apiKey` undefined: the SDK's own default (ANTHROPIC_API_KEY of this process). */
export function createModelClient(apiKey: string | undefined, env: NodeJS.ProcessEnv = {}): ModelClient {
  // node:http instead of the SDK's default fetch: about 0.75 ms less CPU per call (docs/performance.md).
  // The SDK's OpenTelemetry spans: skill-evals registers no tracer, so each call would build the
  // attributes of a span nobody records (about 0.06 ms of CPU); off unless the environment asks
  // for them (ANTHROPIC_OPEN_TELEMETRY, the SDK's own switch, e.g. with a tracer preloaded).
  const otel = env['ANTHROPIC_OPEN_TELEMETRY'] === undefined ? { openTelemetry: false as const } : {}
  return new MessagesApiClient({ apiKey, baseURL: env['ANTHROPIC_BASE_URL'] || undefined, maxRetries: 0, fetch: nodeFetch, ...otel })
}

/** A client whose every request is answered by `fetch`. */
export function createSimulatedModelClient(fetch: ModelClientFetch): ModelClient {
  return new MessagesApiClient({ apiKey: 'simulated', baseURL: SIMULATED_BASE_URL, fetch, maxRetries: 0 })
}

/**
 * The real source: the same SDK client serves both uses (the Message Batches API is
 * `client.messages.batches`), each call a fresh client.
 */
export function realModelClients(apiKey: string | undefined, env: NodeJS.ProcessEnv = {}): ModelClients {
  return { simulated: false, client: () => createModelClient(apiKey, env), recipe: modelClientRecipe(apiKey, env) }
}

/**
 * A simulated source: `fetchFor(use)` answers the requests of the client made for `use` (a batch
 * client's fetch answers the batch endpoints as well).
 */
export function simulatedModelClients(fetchFor: (use: ModelClientUse) => ModelClientFetch): ModelClients {
  return { simulated: true, client: (use = 'messages') => createSimulatedModelClient(fetchFor(use)) }
}
