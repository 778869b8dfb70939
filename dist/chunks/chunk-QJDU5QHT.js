import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/github/repo.ts
function repoFromEnv(env = process.env, full) {
  const s = full ?? env["GITHUB_REPOSITORY"] ?? "";
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(s);
  return m ? { owner: m[1], repo: m[2] } : void 0;
}

export {
  repoFromEnv
};
