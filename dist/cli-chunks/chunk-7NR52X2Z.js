#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  AdaptiveLimiter,
  openResponseCache
} from "./chunk-4XCGNZWD.js";
import {
  createGateway
} from "./chunk-OJPRHZNX.js";

// src/run/gateway-factory.ts
function createGatewayFor(opts) {
  const cache = openResponseCache(opts.root, opts.cacheDir, opts.cache);
  const gateway = createGateway({
    client: opts.client,
    limiter: new AdaptiveLimiter({ max: opts.concurrency }),
    cache,
    maxRetries: opts.maxRetries,
    requestTimeoutMs: opts.requestTimeoutMs,
    ...opts.idleTimeoutMs !== void 0 ? { idleTimeoutMs: opts.idleTimeoutMs } : {},
    backoff: opts.backoffInitialMs !== void 0 ? { initialMs: opts.backoffInitialMs } : void 0
  });
  return { ...gateway, close: async () => void await cache?.close() };
}

export {
  createGatewayFor
};
