#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  Anthropic
} from "./chunk-6KZ7IX34.js";

// src/ports/node-fetch.ts
import http from "node:http";
import https from "node:https";
var agents = {
  "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" })
};
var BUFFERED_RESPONSE = /* @__PURE__ */ Symbol.for("skill-evals.node-fetch.buffered-response");
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
        const response = new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? "", headers: h });
        Object.defineProperty(response, BUFFERED_RESPONSE, { value: true });
        resolve(response);
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
function modelClientRecipe(apiKey, env = {}) {
  const picked = {};
  if (env["ANTHROPIC_BASE_URL"] !== void 0) picked.ANTHROPIC_BASE_URL = env["ANTHROPIC_BASE_URL"];
  if (env["ANTHROPIC_OPEN_TELEMETRY"] !== void 0) picked.ANTHROPIC_OPEN_TELEMETRY = env["ANTHROPIC_OPEN_TELEMETRY"];
  return { apiKey, env: picked };
}
function createModelClientFrom(recipe) {
  return createModelClient(recipe.apiKey, recipe.env);
}
var SIMULATED_BASE_URL = "http://simulated.invalid";
function createModelClient(apiKey, env = {}) {
  const otel = env["ANTHROPIC_OPEN_TELEMETRY"] === void 0 ? { openTelemetry: false } : {};
  return new Anthropic({ apiKey, baseURL: env["ANTHROPIC_BASE_URL"] || void 0, maxRetries: 0, fetch: nodeFetch, ...otel });
}
function createSimulatedModelClient(fetch2) {
  return new Anthropic({ apiKey: "simulated", baseURL: SIMULATED_BASE_URL, fetch: fetch2, maxRetries: 0 });
}
function realModelClients(apiKey, env = {}) {
  return { simulated: false, client: () => createModelClient(apiKey, env), recipe: modelClientRecipe(apiKey, env) };
}
function simulatedModelClients(fetchFor) {
  return { simulated: true, client: (use = "messages") => createSimulatedModelClient(fetchFor(use)) };
}

// src/run/workspace-pool.ts
import * as fs from "node:fs";
import path from "node:path";
var MAX_IDLE_PER_KIND = 32;
var WorkspacePool = class {
  idle = /* @__PURE__ */ new Map();
  tops = /* @__PURE__ */ new WeakMap();
  closed = false;
  /** A clean workspace of this kind, or a new one from `make` (`kind` undefined: never pooled). */
  async acquire(kind, make) {
    const reused = kind === void 0 ? void 0 : this.idle.get(kind)?.pop();
    if (reused) {
      this.tops.set(reused.ws, reused.top);
      return reused.ws;
    }
    const ws = await make();
    if (kind !== void 0) this.tops.set(ws, fs.readdirSync(ws.dir).sort());
    return ws;
  }
  /**
   * Hand a workspace back after its run. `clean`: the run can only have changed `written`.
   * Reused when every written file is at the top level and, once they are unlinked, the top level
   * is what the workspace was made with; disposed otherwise.
   */
  async release(kind, ws, written, clean) {
    const top = this.tops.get(ws);
    this.tops.delete(ws);
    const list = kind === void 0 ? void 0 : this.idle.get(kind) ?? [];
    const topLevel = written.every((rel) => rel !== "" && rel !== "." && rel !== ".." && !rel.includes("/") && !rel.includes(path.sep));
    if (!list || !top || !clean || this.closed || !topLevel || list.length >= MAX_IDLE_PER_KIND) return ws.dispose(written);
    try {
      for (const rel of new Set(written)) {
        if (top.includes(rel)) throw new Error("the run replaced a file the workspace was made with");
        try {
          fs.unlinkSync(path.join(ws.dir, rel));
        } catch (err) {
          if (err.code !== "ENOENT") throw err;
        }
      }
      const now = fs.readdirSync(ws.dir).sort();
      if (now.length !== top.length || now.some((n, i) => n !== top[i])) throw new Error("the workspace holds more than it was made with");
    } catch {
      return ws.dispose();
    }
    list.push({ ws, top });
    this.idle.set(kind, list);
  }
  /** Dispose every idle workspace; later releases dispose theirs. */
  async close() {
    this.closed = true;
    const all = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(all.map((i) => i.ws.dispose()));
  }
};

export {
  createModelClientFrom,
  realModelClients,
  simulatedModelClients,
  WorkspacePool
};
