#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  globToRegExp
} from "./chunk-OLO4343K.js";

// src/plan/pipelines.ts
function shouldRunPipelines(t) {
  if (t.requested) return true;
  if (t.mode !== "full" || !t.branch) return false;
  const branch = t.branch.replace(/^refs\/heads\//, "");
  return t.releaseBranches.some((glob) => {
    try {
      return globToRegExp(glob).test(branch);
    } catch {
      return glob === branch;
    }
  });
}

export {
  shouldRunPipelines
};
