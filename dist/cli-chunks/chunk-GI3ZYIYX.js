#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  ClaudeCodeNotFoundError,
  resolveClaudeCode
} from "./chunk-OXTRQ624.js";

// src/run/executor-choice.ts
function trustedClaudeCodeOptions(repo, given, untrusted, envPath) {
  const c = repo.config;
  return {
    ...given ? { path: given } : {},
    ...c.claudeCodeVersion ? { version: c.claudeCodeVersion } : {},
    untrusted: [.../* @__PURE__ */ new Set([repo.root, ...untrusted])],
    ...envPath !== void 0 ? { envPath } : {}
  };
}
function trustedSkillExecutors(explicit, map) {
  const kept = {};
  const dropped = [];
  for (const [name, kind] of Object.entries(map ?? {})) {
    if (explicit === "api" && kind === "claude-code") dropped.push(name);
    else Object.defineProperty(kept, name, { value: kind, enumerable: true, writable: true, configurable: true });
  }
  return { kept, dropped: dropped.sort() };
}

// src/cli/claude-code-option.ts
import { resolve as resolvePath } from "node:path";
async function claudeCodeSettings(command, io, repo, pathFlag, apiKey) {
  try {
    const given = pathFlag === void 0 || pathFlag === "" ? void 0 : resolvePath(io.cwd, pathFlag);
    const binary = await resolveClaudeCode(trustedClaudeCodeOptions(repo, given, [io.cwd], io.env.PATH));
    io.stdout(`Executor: Claude Code ${binary.version} (${binary.path}).
`);
    return { binary, apiKey, baseUrl: io.env.ANTHROPIC_BASE_URL || void 0, sourceEnv: io.env, passEnv: ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "NODE_EXTRA_CA_CERTS", "SSL_CERT_FILE"] };
  } catch (err) {
    if (!(err instanceof ClaudeCodeNotFoundError)) throw err;
    io.stderr(`skill-evals ${command}: ${err.message}
`);
    return 2;
  }
}

export {
  trustedSkillExecutors,
  claudeCodeSettings
};
