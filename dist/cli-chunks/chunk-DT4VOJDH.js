#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  oneLine
} from "./chunk-CCHOH6YB.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";

// src/report/annotations.ts
import { relative, join, sep } from "node:path";
var MAX_ANNOTATIONS_PER_LEVEL = 10;
function redactingAnnotator(a) {
  const props = (p) => p?.title !== void 0 ? { ...p, title: redact(p.title) } : p;
  return {
    error: (m, p) => a.error(redact(m), props(p)),
    warning: (m, p) => a.warning(redact(m), props(p)),
    notice: (m, p) => a.notice(redact(m), props(p))
  };
}
function annotateFindings(findings, annotator, repoRoot, workspace) {
  annotator = redactingAnnotator(annotator);
  const omitted = { error: 0, warning: 0 };
  const emittedPerLevel = { error: 0, warning: 0 };
  for (const f of findings) {
    if (emittedPerLevel[f.severity] >= MAX_ANNOTATIONS_PER_LEVEL) {
      omitted[f.severity]++;
      continue;
    }
    emittedPerLevel[f.severity]++;
    const props = {
      title: `skill-evals: ${f.rule}`,
      file: relative(workspace, join(repoRoot, f.file)).split(sep).join("/")
    };
    if (f.line) props.startLine = f.line;
    if (f.line && f.column) props.startColumn = f.column;
    annotator[f.severity](oneLine(f.message), props);
  }
  for (const level of ["error", "warning"]) {
    if (omitted[level] > 0) {
      annotator.notice(
        `${omitted[level]} more ${level}${omitted[level] === 1 ? "" : "s"} not shown as annotations; see the job log or run \`skill-evals validate\` locally.`
      );
    }
  }
  return { emitted: emittedPerLevel.error + emittedPerLevel.warning, omitted };
}

export {
  MAX_ANNOTATIONS_PER_LEVEL,
  redactingAnnotator,
  annotateFindings
};
