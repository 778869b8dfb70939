#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  Anthropic
} from "./chunk-OWP5VNDM.js";

// src/ports/node-fetch.ts
import http from "node:http";
import https from "node:https";
var agents = {
  "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" })
};
function headerRecord(h) {
  const out = {};
  if (!h) return out;
  if (typeof h.forEach === "function" && typeof h.get === "function") h.forEach((v, k) => out[k.toLowerCase()] = v);
  else if (Array.isArray(h) || typeof h[Symbol.iterator] === "function") for (const [k, v] of h) out[k.toLowerCase()] = v;
  else for (const [k, v] of Object.entries(h)) if (v !== void 0) out[k.toLowerCase()] = String(v);
  return out;
}
function abortError(signal) {
  return signal.reason instanceof Error && signal.reason.name === "AbortError" ? signal.reason : new DOMException("This operation was aborted", "AbortError");
}
var nodeFetch = (input, init = {}) => {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href);
  const body = init.body;
  const plainBody = body === void 0 || body === null || typeof body === "string" || body instanceof Uint8Array;
  if (!(url.protocol in agents) || !plainBody || input instanceof Request) return fetch(input, init);
  const signal = init.signal ?? void 0;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const headers = headerRecord(init.headers);
    const payload = body === void 0 || body === null ? void 0 : typeof body === "string" ? Buffer.from(body, "utf8") : body;
    if (payload) headers["content-length"] = String(payload.byteLength);
    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request(url, { method: init.method ?? "GET", headers, agent: agents[url.protocol] }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        signal?.removeEventListener("abort", onAbort);
        const h = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        const status = res.statusCode ?? 0;
        const nullBody = status === 204 || status === 304 || init.method === "HEAD";
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? "", headers: h }));
      });
    });
    const onAbort = () => req.destroy(abortError(signal));
    signal?.addEventListener("abort", onAbort, { once: true });
    req.on("error", (err) => {
      signal?.removeEventListener("abort", onAbort);
      reject(signal?.aborted ? abortError(signal) : err);
    });
    req.end(payload);
  });
};

// src/ports/model-client.ts
var SIMULATED_BASE_URL = "http://simulated.invalid";
function createModelClient(apiKey, env = {}) {
  return new Anthropic({ apiKey, baseURL: env["ANTHROPIC_BASE_URL"] || void 0, maxRetries: 0, fetch: nodeFetch });
}
function createSimulatedModelClient(fetch2) {
  return new Anthropic({ apiKey: "simulated", baseURL: SIMULATED_BASE_URL, fetch: fetch2, maxRetries: 0 });
}

export {
  createModelClient,
  createSimulatedModelClient
};
