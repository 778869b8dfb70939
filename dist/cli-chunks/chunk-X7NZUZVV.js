#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-J6HVATKR.js";
import {
  redact
} from "./chunk-DDN4XOX4.js";

// src/run/artifacts.ts
import { join } from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
function totalTokens(r) {
  const u = r.usage;
  return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
}
function evalMetadata(e, evalDir) {
  return {
    eval_id: e.id,
    eval_name: evalDir.replace(/^eval-[^-]+-?/, "") || evalDir,
    prompt: e.prompt,
    expected_output: e.expectedOutput ?? "",
    files: e.files,
    assertions: e.assertions.map((a) => a.text)
  };
}
function timingJson(r) {
  const seconds = r.durationMs / 1e3;
  return {
    total_tokens: totalTokens(r),
    duration_ms: r.durationMs,
    total_duration_seconds: Math.round(seconds * 10) / 10,
    executor_start: r.startedAt,
    executor_end: r.finishedAt,
    executor_duration_seconds: Math.round(seconds * 10) / 10
  };
}
function metricsJson(r, transcriptChars) {
  const counts = {};
  for (const c of r.toolCalls) counts[c.name] = (counts[c.name] ?? 0) + 1;
  return {
    tool_calls: counts,
    total_tool_calls: r.toolCalls.length,
    total_steps: r.turns,
    files_created: r.filesWritten,
    errors_encountered: r.toolCalls.filter((c) => c.isError).length + (r.error ? 1 : 0),
    output_chars: r.response.length,
    transcript_chars: transcriptChars
  };
}
var json = (v) => JSON.stringify(v, null, 2) + "\n";
function evalFolder(outDir, r) {
  return join(outDir, ...r.runId.split("/").slice(0, 3));
}
function runFolder(outDir, r) {
  return join(outDir, ...r.runId.split("/"));
}
async function writeRunArtifacts(outDir, e, r, transcript, opts = {}) {
  const runDir = runFolder(outDir, r);
  mkdirSync(join(runDir, "outputs"), { recursive: true });
  const meta = json(evalMetadata(e, r.evalDir));
  const files = [
    [join(runDir, "eval_metadata.json"), meta],
    [join(runDir, "timing.json"), json(timingJson(r))],
    [join(runDir, "transcript.md"), transcript],
    [join(runDir, "tool-calls.json"), json(r.toolCalls)],
    [join(runDir, "outputs", "metrics.json"), json(metricsJson(r, transcript.length))],
    [join(runDir, "run.json"), json(r)]
  ];
  for (const [f, d] of files) writeFileSync(f, redact(d));
  if (opts.evalMetadata !== false) await writeFileAtomic(join(evalFolder(outDir, r), "eval_metadata.json"), meta, { mkdir: false });
}

export {
  totalTokens,
  metricsJson,
  evalFolder,
  runFolder,
  writeRunArtifacts
};
