import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  getOctokit
} from "./chunk-VM3MDOAC.js";
import "./chunk-3Y4PVOPA.js";

// src/github/client.ts
function rateLimitWait(err, nowMs = Date.now()) {
  const e = err;
  const status = e?.status;
  if (status !== 403 && status !== 429) return void 0;
  const h = e?.response?.headers ?? {};
  const header = (k) => {
    const v = h[k] ?? h[k.toLowerCase()];
    return v === void 0 ? void 0 : String(v);
  };
  const retryAfter = header("retry-after");
  const remaining = header("x-ratelimit-remaining");
  const reset = header("x-ratelimit-reset");
  if (status === 403 && retryAfter === void 0 && remaining !== "0") return void 0;
  if (retryAfter !== void 0) {
    const secs = Number(retryAfter);
    if (Number.isFinite(secs)) return Math.max(0, secs);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.max(0, (at - nowMs) / 1e3);
  }
  if (reset !== void 0 && Number.isFinite(Number(reset))) return Math.max(0, Number(reset) - nowMs / 1e3);
  return 60;
}
function createGitHubClient(token, opts = {}) {
  const env = opts.env ?? process.env;
  const baseUrl = (opts.baseUrl ?? env["GITHUB_API_URL"] ?? "https://api.github.com").replace(/\/+$/, "");
  const octokit = getOctokit(token, { baseUrl, ...opts.userAgent ? { userAgent: opts.userAgent } : {} });
  const sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const max = opts.maxRetryAfterSeconds ?? 60;
  octokit.hook.wrap("request", async (request, options) => {
    try {
      return await request(options);
    } catch (err) {
      const wait = rateLimitWait(err);
      if (wait === void 0 || wait > max) throw err;
      opts.log?.warning(`GitHub API rate limit hit on ${options.method} ${options.url}; retrying once in ${Math.ceil(wait)} s.`);
      await sleep(Math.ceil(wait * 1e3));
      return await request(options);
    }
  });
  return octokit;
}
export {
  createGitHubClient,
  rateLimitWait
};
