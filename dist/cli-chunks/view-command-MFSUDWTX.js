#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  UsageError,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_TOTAL_BYTES,
  writeViewer
} from "./chunk-2X2F2XY3.js";
import "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/cli/view-command.ts
import { stat } from "node:fs/promises";
import { relative } from "node:path";
var VIEW_HELP = `Usage: skill-evals view [--out DIR] [--static FILE] [--max-file-kb N] [--max-total-mb N]

Writes the eval viewer for the results in --out as ONE self-contained HTML file (no network,
opens offline): every run's prompt, output, files, tool calls and grades side by side with the
baseline, a feedback box per run, and the benchmark tables. Prints the file's path.

  --out DIR        results folder of 'skill-evals run' (default .skill-evals/results)
  --static FILE    where to write the page (default <out>/viewer.html)
  --max-file-kb N  embed at most N KB of each output file (default ${DEFAULT_MAX_FILE_BYTES / 1024}); longer text
                   is truncated with a note, larger images are listed but not embedded
  --max-total-mb N embed at most N MB of output files in all (default ${DEFAULT_MAX_TOTAL_BYTES / 1024 / 1024})
`;
async function viewCommand(argv, io) {
  const { values } = parse(argv, {
    out: { type: "string", default: ".skill-evals/results" },
    static: { type: "string" },
    "max-file-kb": { type: "string" },
    "max-total-mb": { type: "string" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(VIEW_HELP);
    return 0;
  }
  const out = cliPath(io, values.out ?? ".skill-evals/results");
  const isDir = await stat(out).then((s) => s.isDirectory(), () => false);
  if (!isDir) throw new UsageError(`results folder '${out}' does not exist (run 'skill-evals run --out ${out}' first)`);
  const kb = positiveInt(values["max-file-kb"], "--max-file-kb");
  const mb = positiveInt(values["max-total-mb"], "--max-total-mb");
  const result = await writeViewer(out, {
    file: cliPath(io, values.static),
    maxFileBytes: kb === void 0 ? void 0 : kb * 1024,
    maxTotalBytes: mb === void 0 ? void 0 : mb * 1024 * 1024
  });
  if (result.runs === 0) io.stderr(`skill-evals view: no runs found in '${out}'; the page is empty.
`);
  if (result.warnings.length > 0) io.stderr(`skill-evals view: ${result.warnings.length} warning(s) while loading; see the page.
`);
  const shown = relative(io.cwd, result.path);
  io.stdout(`${shown.startsWith("..") || shown === "" ? result.path : shown}
`);
  return 0;
}
export {
  VIEW_HELP,
  viewCommand
};
