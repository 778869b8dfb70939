#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  AdaptiveLimiter,
  ResponseCache
} from "./chunk-MQ6PJNZ3.js";
import {
  createGateway
} from "./chunk-MLCUIUG6.js";

// src/run/gateway-factory.ts
import { resolve } from "node:path";
function createGatewayFor(opts) {
  const cache = opts.cache === "off" ? void 0 : new ResponseCache({ dir: resolve(opts.root, opts.cacheDir), mode: opts.cache });
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
