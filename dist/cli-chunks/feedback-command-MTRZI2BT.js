#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  parse
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import {
  FeedbackError,
  importFeedback
} from "./chunk-2X2F2XY3.js";
import "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/cli/feedback-command.ts
import { relative } from "node:path";
var FEEDBACK_HELP = `Usage: skill-evals feedback import FILE [--root DIR]

Validates a feedback.json downloaded from the eval viewer ("Submit all reviews") and writes it to
<root>/evals/feedback/<timestamp>.json, for the skill-creator improvement loop. Prints the path.
Exit 2 when the file is missing or not in the viewer's format.
`;
async function feedbackCommand(argv, io) {
  const { values, positionals } = parse(argv, {
    root: { type: "string", default: "." },
    help: { type: "boolean", short: "h" }
  }, "own");
  if (values.help) {
    io.stdout(FEEDBACK_HELP);
    return 0;
  }
  const [sub, file, ...extra] = positionals;
  if (sub !== "import" || !file || extra.length > 0) {
    io.stderr(`skill-evals feedback: expected 'feedback import FILE'.

${FEEDBACK_HELP}`);
    return 2;
  }
  try {
    const result = await importFeedback(cliPath(io, file), cliPath(io, values.root) ?? io.cwd);
    const shown = relative(io.cwd, result.path);
    io.stdout(`${shown.startsWith("..") || shown === "" ? result.path : shown}
`);
    io.stderr(`Imported ${result.reviews} review(s), ${result.withFeedback} with feedback.
`);
    return 0;
  } catch (err) {
    if (err instanceof FeedbackError) {
      io.stderr(`skill-evals feedback import: ${err.message}
`);
      return 2;
    }
    throw err;
  }
}
export {
  FEEDBACK_HELP,
  feedbackCommand
};
