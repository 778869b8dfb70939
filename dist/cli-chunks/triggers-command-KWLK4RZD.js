#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSettings
} from "./chunk-GI3ZYIYX.js";
import {
  TRIGGER_COMMAND_OPTIONS,
  loadTriggerTarget,
  openTriggerGateway,
  parseRate,
  runTriggerEval,
  skillNameArg,
  triggerRunFlags
} from "./chunk-D2ULSHTN.js";
import "./chunk-N3KYDENV.js";
import "./chunk-CCHOH6YB.js";
import "./chunk-IWZD5TG6.js";
import "./chunk-OXTRQ624.js";
import "./chunk-XKWK57KJ.js";
import "./chunk-HJ3EPBSL.js";
import "./chunk-XVTJADNU.js";
import "./chunk-RLABU7YA.js";
import "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-7NR52X2Z.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-YLTUZIQT.js";
import "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import "./chunk-Q3A3SG3D.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  UsageError,
  budgetFromFlags,
  oneOf,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import {
  percent
} from "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";

// src/cli/triggers-command.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
var TRIGGERS_HELP = `Usage: skill-evals triggers <skill> [options]

Runs every query of evals/triggers/<skill>.json as a discover-mode session (the skill listed
among the repo's other skills, a Skill tool offered) and counts the runs in which the agent
loads the skill (Skill tool call or a Read of its SKILL.md, at any point of the turn).
A should-trigger query passes when its trigger rate >= threshold, a should-not one when < threshold.

  --root DIR             skills repository (default .)
  --runs-per-query N     runs of each query (default 3)
  --threshold X          trigger-rate threshold, 0..1 (default 0.5)
  --out FILE             write the JSON results here (default .skill-evals/triggers/<skill>.json)
  --json                 print the JSON results instead of the table
  --model ID             model to run (default: the first of config 'models')
  --concurrency N        runs in flight (default: config, 4)
  --max-turns N          turns per run before giving up (default 3)
  --cache MODE           read-write | read-only | off (default: config)
  --cache-dir DIR        response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --simulate             use the local simulated model (no API key needed; canned decisions)
  --executor E           api | claude-code: who runs each query (default: config, api). claude-code
                         runs the real 'claude' CLI per run, the skills installed as project skills,
                         stopped at the first skill load (not cached; docs/claude-code.md)
  --claude-code-path P   the Claude Code executable (default: skill-evals' own node_modules, then PATH)
  --max-cost-usd X       stop starting runs once this much was spent; the rest count as run errors
  --max-runs N           start at most N runs; the rest count as run errors
  --log FILE             append each run's outcome to this task log (JSON Lines) as it ends
                         (default with --resume: the --out file with .runs.jsonl for .json)
  --resume               keep the runs the task log holds that ended without an error (same
                         description, query text and model) and run the rest; the log is written
                         too, so a run started with --resume can itself be resumed

Exit code: 0 every query passed, 1 a query failed (or the trigger set has errors), 2 could not run.
Needs ANTHROPIC_API_KEY unless --simulate is given. ANTHROPIC_BASE_URL is honoured.
`;
function pct(x) {
  return percent(x);
}
function formatTriggerTable(out) {
  const lines = [`Trigger eval of '${out.skill_name}' (${out.runs_per_query} runs per query, threshold ${out.threshold}, model ${out.model})`, ""];
  for (const r of out.results) {
    const q = r.query.replace(/\s+/g, " ");
    lines.push(
      `  [${r.pass ? "PASS" : "FAIL"}] ${`${r.triggers}/${r.runs}`.padStart(5)}  ${r.should_trigger ? "should   " : "shouldn't"}  ${q.length > 90 ? `${q.slice(0, 89)}…` : q}${r.errors ? `  (${r.errors} run error${r.errors > 1 ? "s" : ""})` : ""}`
    );
  }
  lines.push(
    "",
    `${out.summary.passed}/${out.summary.total} queries passed · precision ${pct(out.precision)} · recall ${pct(out.recall)} · accuracy ${pct(out.accuracy)}` + (out.errors ? ` · ${out.errors} run error(s), counted as no trigger` : ""),
    ""
  );
  return lines.join("\n");
}
var SIMULATE_NOTE = "Using the local SIMULATED model: no API calls are made and the trigger decisions are canned, not real model behaviour.\n";
async function triggersCommand(argv, io, signal) {
  const { values, positionals } = parse(argv, {
    root: { type: "string", default: "." },
    json: { type: "boolean", default: false },
    executor: { type: "string" },
    "claude-code-path": { type: "string" },
    "max-cost-usd": { type: "string" },
    "max-runs": { type: "string" },
    log: { type: "string" },
    resume: { type: "boolean", default: false },
    ...TRIGGER_COMMAND_OPTIONS
  }, "own");
  if (values.help) {
    io.stdout(TRIGGERS_HELP);
    return 0;
  }
  const name = skillNameArg(positionals, "triggers");
  const { runsPerQuery, threshold, maxTurns } = triggerRunFlags(values);
  const budget = budgetFromFlags(values);
  const file = cliPath(io, values.out ?? `.skill-evals/triggers/${name}.json`);
  const logFile = values.log !== void 0 ? cliPath(io, values.log) : values.resume ? `${file.replace(/\.json$/i, "")}.runs.jsonl` : void 0;
  const target = await loadTriggerTarget("triggers", name, values, io, ' ([{"query": "...", "should_trigger": true}, …]; 10 and 10 recommended)');
  if (typeof target === "number") return target;
  const c = target.repo.config;
  const executor = oneOf(values.executor, ["api", "claude-code"], "--executor", c.executor ?? "api");
  let run;
  let concurrency;
  let model;
  let close = async () => {
  };
  if (executor === "claude-code") {
    if (values.simulate) throw new UsageError("--simulate cannot be combined with --executor claude-code (the CLI needs a real or fake API).");
    const apiKey = io.env.ANTHROPIC_API_KEY;
    if (!apiKey) {
      io.stderr("skill-evals triggers: ANTHROPIC_API_KEY is not set; Claude Code needs it.\n");
      return 2;
    }
    const settings = await claudeCodeSettings("triggers", io, target.repo, values["claude-code-path"], apiKey);
    if (typeof settings === "number") return settings;
    run = { claudeCode: settings };
    concurrency = positiveInt(values.concurrency, "--concurrency") ?? c.concurrency;
    model = values.model ?? c.models[0] ?? "claude-sonnet-5-5";
  } else {
    if (values["claude-code-path"] !== void 0) throw new UsageError("--claude-code-path needs --executor claude-code.");
    const opened = openTriggerGateway("triggers", values, io, target, SIMULATE_NOTE);
    if (typeof opened === "number") return opened;
    run = { send: opened.gateway.send };
    concurrency = opened.concurrency;
    model = opened.model;
    close = () => opened.gateway.close();
  }
  const runErrors = /* @__PURE__ */ new Set();
  let out;
  try {
    out = await runTriggerEval({
      skill: target.resolved.skill,
      otherSkills: target.resolved.otherSkills,
      queries: target.queries,
      runsPerQuery,
      threshold,
      model,
      ...run,
      concurrency,
      maxTurns,
      ...budget ? { budget } : {},
      ...logFile ? { log: { file: logFile, ...values.resume ? { resume: true } : {} } } : {},
      ...signal ? { signal } : {},
      onRun: (e) => {
        if (e.error) runErrors.add(e.error);
        if (io.isTTY) io.stdout(`\r\x1B[2K${e.done}/${e.total} runs`);
      }
    });
  } catch (err) {
    if (signal?.aborted) {
      io.stderr("\nCancelled.\n");
      return 2;
    }
    throw err;
  } finally {
    if (io.isTTY) io.stdout("\r\x1B[2K");
    await close();
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, redact(JSON.stringify(out, null, 2) + "\n"));
  io.stdout(values.json ? JSON.stringify(out, null, 2) + "\n" : formatTriggerTable(out) + `Results: ${file}
`);
  const totalRuns = out.results.length * out.runs_per_query;
  if (runErrors.size > 0) io.stderr(`Run errors (counted as no trigger):
${[...runErrors].slice(0, 5).map((m) => `  - ${m}`).join("\n")}
`);
  if (out.errors > 0 && out.errors === totalRuns) {
    io.stderr(`skill-evals triggers: every run failed (${out.errors}); see the errors above or retry.
`);
    return 2;
  }
  return out.summary.failed > 0 ? 1 : 0;
}
export {
  TRIGGERS_HELP,
  formatTriggerTable,
  parseRate,
  triggersCommand
};
