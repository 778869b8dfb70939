#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  ClaudeCodeNotFoundError,
  resolveClaudeCode
} from "./chunk-KOW7YQFS.js";

// src/cli/claude-code-option.ts
import { isAbsolute, resolve as resolvePath } from "node:path";
async function claudeCodeSettings(command, io, repo, pathFlag, apiKey) {
  const c = repo.config;
  const given = pathFlag ?? c.claudeCodePath;
  try {
    const binary = await resolveClaudeCode({
      path: given === void 0 ? void 0 : isAbsolute(given) ? given : resolvePath(pathFlag !== void 0 ? io.cwd : repo.root, given),
      version: c.claudeCodeVersion,
      searchFrom: [repo.root, io.cwd],
      envPath: io.env.PATH
    });
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
  claudeCodeSettings
};
