import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/action/context.ts
import { readFile } from "node:fs/promises";

// src/github/repo.ts
function repoFromEnv(env = process.env, full) {
  const s = full ?? env["GITHUB_REPOSITORY"] ?? "";
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(s);
  return m ? { owner: m[1], repo: m[2] } : void 0;
}

// src/action/context.ts
async function readContext(env = process.env) {
  let payload = {};
  const file = env["GITHUB_EVENT_PATH"];
  if (file) {
    try {
      const parsed = JSON.parse(await readFile(file, "utf8"));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) payload = parsed;
    } catch {
      payload = {};
    }
  }
  const repository = payload["repository"];
  const slug = repoFromEnv(env) ?? (typeof repository?.full_name === "string" ? repoFromEnv({}, repository.full_name) : void 0);
  const cwd = process.cwd();
  return {
    env,
    cwd,
    workspace: env["GITHUB_WORKSPACE"] || cwd,
    eventName: env["GITHUB_EVENT_NAME"] || "workflow_dispatch",
    payload,
    ...slug ? { owner: slug.owner, repo: slug.repo } : {},
    workflow: env["GITHUB_WORKFLOW"] || "skill-evals",
    job: env["GITHUB_JOB"] || "evals",
    ...env["GITHUB_SHA"] ? { sha: env["GITHUB_SHA"] } : {},
    ...env["GITHUB_REF"] ? { ref: env["GITHUB_REF"] } : {},
    ...env["GITHUB_RUN_ID"] ? { runId: env["GITHUB_RUN_ID"] } : {}
  };
}

export {
  readContext
};
