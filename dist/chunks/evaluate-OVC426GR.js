import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatShard,
  loadValidRepo,
  mdEscape,
  parseShard,
  publisherFor,
  readPlan,
  runShard,
  writeSummary
} from "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import {
  formatCost
} from "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-SQE3V3SJ.js";
import {
  displayPath
} from "./chunk-S2EX5QQH.js";
import {
  info
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/evaluate.ts
async function evaluateStep(s, ctx, setOutputs) {
  if (!s.planFile) throw new Error("Input 'plan-file' is required with 'shard' (the plan job's plan.json).");
  const p = await readPlan(s.planFile);
  const shard = parseShard(s.shard);
  setOutputs({ mode: p.mode, skills: p.skills.join(",") });
  if (!p.run) {
    info(`Nothing to run: ${(p.skip?.reason ?? "the plan says so").replace(/\.$/, "")}.`);
    setOutputs({ resultsDir: "" });
    return;
  }
  if (!s.anthropicApiKey) throw new Error("Input 'anthropic-api-key' is empty; the evaluation needs it.");
  const gh = publisherFor(ctx);
  const repo = await loadValidRepo(s.root, ctx, gh);
  if (!repo) return;
  const { out, outcome: o, gate } = await runShard(repo, p, shard, s, ctx, s.outDir || ".skill-evals/shard");
  const errors = o.records.filter((r) => r.status === "error").length;
  const line = `Shard ${formatShard(shard)}: ${o.evals} evals, ${o.records.length} runs (${errors} errors), cost ${formatCost(o.costUsd)}${o.budgetStoppedBy ? `; budget stop: ${o.budgetStoppedBy}` : ""}.`;
  info(line);
  await writeSummary(gh, `## skill-evals: evaluate ${formatShard(shard)}

${mdEscape(line)}
${o.baseNote ? `
${mdEscape(o.baseNote)}
` : ""}${gate && gate.bumps.length > 0 ? `
${gate.markdown}` : ""}`);
  setOutputs({ resultsDir: displayPath(ctx, out) });
}
export {
  evaluateStep
};
