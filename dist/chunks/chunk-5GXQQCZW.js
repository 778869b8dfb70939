import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/github/errors.ts
function statusOf(err) {
  const s = err?.status;
  return typeof s === "number" ? s : void 0;
}
function messageOf(err) {
  const e = err;
  const base = typeof e?.message === "string" ? e.message : String(err);
  const data = e?.response?.data;
  const extra = Array.isArray(data?.errors) ? data.errors.map((x) => typeof x === "string" ? x : typeof x?.message === "string" ? x.message : "").filter(Boolean).join("; ") : "";
  return extra && !base.includes(extra) ? `${base} (${extra})` : base;
}

export {
  statusOf,
  messageOf
};
