#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/cli/paths.ts
import { resolve } from "node:path";
function cliPath(io, value) {
  return value === void 0 || value === "" ? void 0 : resolve(io.cwd, value);
}

export {
  cliPath
};
