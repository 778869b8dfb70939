#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  loadRepo
} from "./chunk-TYLURLLW.js";
import {
  createJudgeGateway,
  gradeRuns,
  outcomeGrader
} from "./chunk-BZTFFJRP.js";
import {
  formatCost
} from "./chunk-OJPRHZNX.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  oneOf,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import {
  HEADLINE_RATE_NOTE,
  percent
} from "./chunk-XB3YVN6R.js";

// src/cli/grade-command.ts
var GRADE_HELP = `Usage: skill-evals grade [options]

Grades the finished runs in --out from their stored artifacts (run.json, transcript.md,
outputs/): deterministic checks first, the LLM judge for assertions without a check. Writes
grading.json next to each run's outputs/ and a per-eval summary to <out>/grades.json.
Re-grading after editing assertions does not run the agent again; unchanged judge calls come
from the response cache.

  --out DIR             results folder (default .skill-evals/results)
  --root DIR            skills repository (default .)
  --skill NAME          only this skill (repeatable)
  --judge-model ID      judge model (default: config judge-model)
  --judges N            judge votes per assertion, majority wins (default: config judges, 1)
  --concurrency N       API calls in flight (default: config, 4)
  --cache MODE          read-write | read-only | off (default: config, read-write)
  --cache-dir DIR       response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --simulate            use the local simulated judge instead of the Anthropic API (no key needed)

Needs ANTHROPIC_API_KEY unless --simulate is given (judge calls served from the cache make no
API call, but the key is still checked). ANTHROPIC_BASE_URL is honoured.
`;
async function judgeClient(simulate, io) {
  const { modelClients } = await import("./model-clients-FLXNGRVK.js");
  return modelClients(simulate, io.env).client();
}
function runGrader(repo, outDir, client, s) {
  let opening;
  const open = () => opening ??= client().then((c) => createJudgeGateway({ client: c, root: repo.root, concurrency: s.concurrency, cache: s.cache, cacheDir: s.cacheDir }));
  const send = (...args) => open().then((g) => g.send(...args));
  return {
    outcomeOf: outcomeGrader(repo, outDir, send, { judgeModel: s.judgeModel, judges: s.judges }),
    async close() {
      const made = opening && await opening.catch(() => void 0);
      await made?.close();
    }
  };
}
async function gradeAndReport(repo, outDir, client, s, io, signal) {
  let opening;
  const open = () => opening ??= client().then((c) => createJudgeGateway({ client: c, root: repo.root, concurrency: s.concurrency, cache: s.cache, cacheDir: s.cacheDir }));
  const send = (...args) => open().then((g) => g.send(...args));
  let outcome;
  try {
    outcome = await gradeRuns(
      repo,
      outDir,
      send,
      { judgeModel: s.judgeModel, judges: s.judges, concurrency: Math.max(4, s.concurrency * 2), ...s.skills ? { skills: s.skills } : {}, ...signal ? { signal } : {} },
      {
        onRunGraded: (g, done, total) => {
          if (io.isTTY) io.stdout(`\r\x1B[2Kgrading ${done}/${total}`);
          if (io.isTTY && done === total) io.stdout("\n");
        }
      }
    );
  } finally {
    const made = opening && await opening.catch(() => void 0);
    await made?.close();
    const rejected = made?.stats().cacheRejected ?? 0;
    if (rejected > 0) io.stderr(`skill-evals: ${rejected} judge cache ${rejected === 1 ? "entry was" : "entries were"} rejected (MAC missing or wrong: written outside this cache scope) and sent to the API instead.
`);
  }
  io.stdout(formatGradeReport(outcome, s));
  return outcome;
}
async function gradeCommand(argv, io, signal) {
  const { values } = parse(argv, {
    out: { type: "string", default: ".skill-evals/results" },
    root: { type: "string", default: "." },
    skill: { type: "string", multiple: true },
    "judge-model": { type: "string" },
    judges: { type: "string" },
    concurrency: { type: "string" },
    cache: { type: "string" },
    "cache-dir": { type: "string" },
    simulate: { type: "boolean", default: false },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(GRADE_HELP);
    return 0;
  }
  const repo = await loadRepo(cliPath(io, values.root) ?? io.cwd);
  const c = repo.config;
  const simulate = values.simulate ?? false;
  if (!simulate && !io.env.ANTHROPIC_API_KEY) {
    io.stderr("skill-evals grade: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated judge.\n");
    return 2;
  }
  if (simulate) io.stdout("Using the local SIMULATED judge: verdicts come from a word-overlap rule, not a model.\n");
  const settings = {
    judgeModel: values["judge-model"] ?? c.judgeModel,
    judges: positiveInt(values.judges, "--judges") ?? c.judges,
    concurrency: positiveInt(values.concurrency, "--concurrency") ?? c.concurrency,
    cache: oneOf(values.cache, ["read-write", "read-only", "off"], "--cache", c.cache),
    cacheDir: cliPath(io, values["cache-dir"]) ?? c.cacheDir,
    ...values.skill?.length ? { skills: values.skill } : {},
    simulate
  };
  const outcome = await gradeAndReport(repo, cliPath(io, values.out ?? ".skill-evals/results"), () => judgeClient(simulate, io), settings, io, signal);
  return outcome.cancelled ? 2 : 0;
}
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) => r.map((cell, i) => i === r.length - 1 ? cell : cell.padEnd(widths[i])).join("  ").trimEnd()).join("\n") + "\n";
}
var pct = (x) => percent(x);
var dec = (x) => x === null ? "–" : x.toFixed(2);
function mean(xs) {
  const v = xs.filter((x) => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}
function runsFullyPassed(list) {
  const graded = list.reduce((n, e) => n + e.graded, 0);
  return graded > 0 ? list.reduce((n, e) => n + e.passed, 0) / graded : null;
}
function formatGradeReport(o, s) {
  const t = { pass: 0, fail: 0, error: 0, inconclusive: 0, skipped: 0 };
  for (const r of o.runs) t[r.grading.run.status]++;
  const j = o.judge;
  const lines = [];
  lines.push(
    `Graded ${o.runs.length} runs in ${o.outDir}: ${t.pass} pass, ${t.fail} fail, ${t.error} error, ${t.inconclusive} inconclusive, ${t.skipped} skipped.`
  );
  const tokens = j.usage.input_tokens + j.usage.output_tokens + j.usage.cache_read_input_tokens + j.usage.cache_creation_input_tokens;
  lines.push(
    s.simulate ? (
      // The simulated judge makes no request and spends nothing: its numbers are labelled as the simulator's.
      `Judge ${s.judgeModel} (simulated) ×${s.judges}: ${j.calls} simulated calls (${j.cachedCalls} from cache, no API request), ${tokens} simulated tokens, simulated cost ${formatCost(j.spentUsd)} (nothing spent).`
    ) : `Judge ${s.judgeModel} ×${s.judges}: ${j.calls} calls (${j.cachedCalls} from cache, ${j.apiCalls} API requests), ${tokens} tokens, spent ${formatCost(j.spentUsd)}.`
  );
  for (const m of o.missing) lines.push(`Not graded: ${m.runId}: ${m.reason}.`);
  let text = lines.join("\n") + "\n\n";
  const groups = /* @__PURE__ */ new Map();
  for (const e of o.summaries) {
    const key = `${e.skill}\0${e.configuration}`;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  const rows = [["skill", "configuration", "evals", "pass", "fail", "inconcl.", "error", "runs fully passed", "assertions passed"]];
  for (const list of groups.values()) {
    const count = (x) => String(list.filter((e) => e.outcome === x).length);
    rows.push([
      list[0].skill,
      list[0].configuration,
      String(list.length),
      count("pass"),
      count("fail"),
      count("inconclusive"),
      count("error"),
      pct(runsFullyPassed(list)),
      pct(mean(list.map((e) => e.mean_pass_rate)))
    ]);
  }
  text += table(rows) + "\n";
  text += `pass, fail, …: evals by their outcome (most of their trials). ${HEADLINE_RATE_NOTE} Assertions passed: the mean share of assertions passed per run (skill-creator's pass_rate).

`;
  const evalRows = [["skill", "eval", "configuration", "trials", "passed", "pass@1", "pass@k", "flaky", "outcome"]];
  for (const e of o.summaries) {
    evalRows.push([
      e.skill,
      String(e.evalId),
      e.configuration,
      String(e.trials),
      `${e.passed}/${e.graded}`,
      dec(e.pass_at_1),
      e.pass_at_k === null ? "–" : `${dec(e.pass_at_k)} (k=${e.k})`,
      e.flaky ? "yes" : "no",
      e.outcome
    ]);
  }
  text += table(evalRows);
  text += `
Per-run grading.json next to each run's outputs/; summary in ${o.gradesFile}
`;
  return text;
}

export {
  GRADE_HELP,
  judgeClient,
  runGrader,
  gradeAndReport,
  gradeCommand,
  formatGradeReport
};
