#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  WorkspacePool,
  createModelClientFrom,
  createSideGateway
} from "./cli-chunks/chunk-YLTUZIQT.js";
import {
  folderSnapshots,
  solveRun
} from "./cli-chunks/chunk-WB7HTGDC.js";
import "./cli-chunks/chunk-2JIBWGNL.js";
import "./cli-chunks/chunk-VWPNA2ZE.js";
import {
  AdaptiveLimiter,
  ResponseCache
} from "./cli-chunks/chunk-4XCGNZWD.js";
import "./cli-chunks/chunk-Q3A3SG3D.js";
import "./cli-chunks/chunk-OJPRHZNX.js";
import "./cli-chunks/chunk-YT2GUATG.js";
import "./cli-chunks/chunk-GUAVVKPA.js";
import "./cli-chunks/chunk-DQGGB3WH.js";
import {
  setNoSandboxListener
} from "./cli-chunks/chunk-FAUTHJTF.js";
import "./cli-chunks/chunk-NUNZPVBM.js";
import {
  registerSecret
} from "./cli-chunks/chunk-CY6ICJBK.js";
import "./cli-chunks/chunk-WWKFZUJB.js";
import "./cli-chunks/chunk-FFXZ2FSU.js";
import "./cli-chunks/chunk-OMQOPVYZ.js";
import "./cli-chunks/chunk-IOC4MAL3.js";
import "./cli-chunks/chunk-3BIITHQA.js";

// src/run/run-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (!port) throw new Error("run-worker.ts is a worker thread script");
var init = workerData;
for (const s of init.secrets) registerSecret(s);
var post = (m) => port.postMessage(m);
setNoSandboxListener((text) => post({ t: "notice", text }));
var limiter = new AdaptiveLimiter({ max: init.limit });
var cache = init.cache ? new ResponseCache(init.cache) : void 0;
var gateway = createSideGateway(init.gateway, {
  client: createModelClientFrom(init.client),
  limiter,
  cache,
  onEvent: (e) => {
    if (e.type === "limit") post({ t: "limit" });
  }
});
var pool = new WorkspacePool();
var snapshotOf = folderSnapshots();
var cancel = new AbortController();
var evals = /* @__PURE__ */ new Map();
var skills = /* @__PURE__ */ new Map();
var bases = /* @__PURE__ */ new Map();
function baseOf(name) {
  const b = bases.get(name);
  return b ? { ...b, dispose: async () => void 0 } : void 0;
}
async function solve(m) {
  if (m.eval) evals.set(m.evalKey, m.eval);
  if (m.skill) skills.set(m.skill.name, m.skill);
  if (m.base !== void 0) bases.set(m.spec.skill, m.base);
  try {
    const e = evals.get(m.evalKey);
    const skill = skills.get(m.spec.skill);
    if (!e || !skill) throw new Error(`run ${m.spec.runId}: its eval or skill was not sent to this worker`);
    const result = await solveRun(m.spec, e, skill, baseOf(m.spec.skill), init.solver, {
      send: gateway.send,
      outDir: init.outDir,
      mode: init.mode,
      snapshotOf,
      pool,
      cancel: cancel.signal
    });
    post({ t: "done", id: m.id, result, stats: gateway.stats() });
  } catch (err) {
    post({ t: "failed", id: m.id, message: err instanceof Error ? err.message : String(err), stats: gateway.stats() });
  }
}
function abortReason(r) {
  if (r === void 0 || typeof r === "string") return r;
  const err = new Error(r.message);
  if (r.name) err.name = r.name;
  return err;
}
port.on("message", (m) => {
  switch (m.t) {
    case "solve":
      void solve(m);
      return;
    case "cancel": {
      const reason = abortReason(m.reason);
      if (reason === void 0) cancel.abort();
      else cancel.abort(reason);
      return;
    }
    case "limit":
      limiter.onRateLimited();
      return;
    case "close":
      void (async () => {
        await pool.close().catch(() => void 0);
        await cache?.close().catch(() => void 0);
        post({ t: "closed", stats: gateway.stats() });
        port.close();
      })();
      return;
  }
});
post({ t: "ready" });
