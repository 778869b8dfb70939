#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/labels.ts
var VERDICT_LABEL = { go: "GO", conditional_go: "CONDITIONAL GO", no_go: "NO-GO", rollback: "ROLLBACK" };
function verdictLabel(v) {
  return VERDICT_LABEL[v] ?? v;
}
var SIMULATED_NOTE = "Simulated: the local simulated model made these runs and the judge calls; no API call was made, so the costs, tokens and calls are simulated and nothing was spent.";

export {
  VERDICT_LABEL,
  verdictLabel,
  SIMULATED_NOTE
};
