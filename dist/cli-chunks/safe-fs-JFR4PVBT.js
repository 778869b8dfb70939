#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  UnsafePathError,
  checkFolderInside,
  effectiveCacheDir,
  folderRoot,
  isPullRequestEvent,
  pullRequestCacheDir,
  readInsideRoot,
  resolveInsideRoot
} from "./chunk-DQGGB3WH.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-3BIITHQA.js";
export {
  UnsafePathError,
  checkFolderInside,
  effectiveCacheDir,
  folderRoot,
  isPullRequestEvent,
  pullRequestCacheDir,
  readInsideRoot,
  resolveInsideRoot
};
