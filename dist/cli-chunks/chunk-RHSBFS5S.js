#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/run/batch/simulated.ts
function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "request-id": "req_sim_batch" } });
}
function createSimulatedBatchFetch(inner) {
  const batches = /* @__PURE__ */ new Map();
  let n = 0;
  const view = (b, origin) => ({
    id: b.id,
    type: "message_batch",
    processing_status: "ended",
    request_counts: {
      processing: 0,
      succeeded: b.results.filter((r) => r.result.type === "succeeded").length,
      errored: b.results.filter((r) => r.result.type === "errored").length,
      canceled: 0,
      expired: 0
    },
    created_at: b.created,
    expires_at: new Date(Date.parse(b.created) + 864e5).toISOString(),
    ended_at: b.created,
    cancel_initiated_at: null,
    archived_at: null,
    results_url: `${origin}/v1/messages/batches/${b.id}/results`
  });
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/\/+$/, "");
    if (!path.startsWith("/v1/messages/batches")) return inner(input, init);
    const method = (init?.method ?? "GET").toUpperCase();
    if (path === "/v1/messages/batches" && method === "POST") {
      const raw = typeof init?.body === "string" ? init.body : init?.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : "";
      const body = JSON.parse(raw);
      const b2 = { id: `msgbatch_sim_${String(++n).padStart(6, "0")}`, created: (/* @__PURE__ */ new Date()).toISOString(), results: [] };
      for (const r of body.requests) {
        const res = await inner(`${url.origin}/v1/messages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(r.params) });
        const data = await res.json();
        if (res.ok) {
          const usage = data["usage"];
          if (usage) usage["service_tier"] = "batch";
          b2.results.push({ custom_id: r.custom_id, result: { type: "succeeded", message: data } });
        } else b2.results.push({ custom_id: r.custom_id, result: { type: "errored", error: data } });
      }
      batches.set(b2.id, b2);
      return json(200, { ...view(b2, url.origin), processing_status: "in_progress", results_url: null, ended_at: null });
    }
    const m = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(path);
    const b = m ? batches.get(m[1]) : void 0;
    if (!m || !b) return json(404, { type: "error", error: { type: "not_found_error", message: `simulated batch not found: ${path}` } });
    if (m[2]) {
      const text = [...b.results].reverse().map((r) => JSON.stringify(r)).join("\n") + "\n";
      return new Response(text, { status: 200, headers: { "content-type": "application/binary" } });
    }
    return json(200, view(b, url.origin));
  };
}

export {
  createSimulatedBatchFetch
};
