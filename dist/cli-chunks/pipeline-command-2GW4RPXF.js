#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  PIPELINE_TABLE_HEADER,
  PipelineSetupError,
  pipelineTable,
  runRepoPipelines
} from "./chunk-JI5IIAP3.js";
import "./chunk-3GZQRV7C.js";
import {
  modelClients
} from "./chunk-XKWK57KJ.js";
import "./chunk-HJ3EPBSL.js";
import "./chunk-XVTJADNU.js";
import "./chunk-RLABU7YA.js";
import {
  countFindings,
  loadRepo
} from "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-BZTFFJRP.js";
import "./chunk-OXRSYXDF.js";
import "./chunk-7NR52X2Z.js";
import "./chunk-XLATBSGA.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-YLTUZIQT.js";
import "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import "./chunk-Q3A3SG3D.js";
import {
  formatCost
} from "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  budgetFromFlags,
  parse
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";

// src/cli/pipeline-command.ts
var PIPELINE_HELP = `Usage: skill-evals pipeline [options]

Runs the pipeline scenarios in evals/pipeline/<id>.json: each scenario's skills in sequence on
one fresh local git repository (seeded, committed after every step), grading each step's
'verify' right after it and 'final_assertions' at the end. The temporary repository is always
removed. Results: <out>/pipelines/<id>/result.json, step-<n>/{transcript.md, grading.json,
diff.patch}, and <out>/pipelines.json.

Pipelines are slow and costly: CI runs them only in full mode on release branches, or when asked.

  --root DIR            skills repository (default .)
  --id ID               only this scenario (repeatable)
  --out DIR             results folder (default .skill-evals/results)
  --simulate            use the local simulated model instead of the Anthropic API (no key
                        needed; the response cache is off)
  --max-cost-usd X      stop starting scenarios once this much was spent; the rest are errors
                        with every step skipped
  --max-runs N          start at most N scenarios; the rest are errors with every step skipped
  --resume              keep the scenarios whose result.json in --out finished (pass or fail)

Needs ANTHROPIC_API_KEY unless --simulate is given. ANTHROPIC_BASE_URL is honoured.
Exit 0 when every scenario passed, 1 when one failed or validation found errors, 2 when it
could not run (or was cancelled).
`;
async function pipelineCommand(argv, io, signal) {
  const { values } = parse(argv, {
    root: { type: "string", default: "." },
    id: { type: "string", multiple: true },
    out: { type: "string", default: ".skill-evals/results" },
    simulate: { type: "boolean", default: false },
    "max-cost-usd": { type: "string" },
    "max-runs": { type: "string" },
    resume: { type: "boolean", default: false },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(PIPELINE_HELP);
    return { code: 0 };
  }
  const budget = budgetFromFlags(values);
  const repo = await loadRepo(cliPath(io, values.root) ?? io.cwd);
  const { errors } = countFindings(repo.findings);
  if (errors > 0) {
    io.stderr(`skill-evals pipeline: validation found ${errors} error(s); run 'skill-evals validate' and fix them first.
`);
    return { code: 1 };
  }
  const simulate = values.simulate ?? false;
  const apiKey = io.env.ANTHROPIC_API_KEY;
  if (!simulate && !apiKey) {
    io.stderr("skill-evals pipeline: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n");
    return { code: 2 };
  }
  const client = modelClients(simulate, io.env).client();
  if (simulate) io.stdout("Using the local SIMULATED model: no API calls are made and the outputs are canned, not real model work.\n");
  let outcome;
  try {
    outcome = await runRepoPipelines(
      repo,
      client,
      {
        outDir: cliPath(io, values.out ?? ".skill-evals/results"),
        ...values.id?.length ? { ids: values.id } : {},
        // Simulated replies must never land in the response cache that real runs read.
        ...simulate ? { simulated: true, cache: "off" } : {},
        ...budget ? { budget } : {},
        ...values.resume ? { resume: true } : {},
        ...signal ? { signal } : {}
      },
      {
        onStepFinished: (s, step) => io.stdout(`[${s.id}] step ${step.n}/${s.steps.length} ${step.skill}: ${step.status}${step.reason ? ` (${step.reason.replace(/[\r\n]+/g, " ")})` : ""}
`)
      }
    );
  } catch (err) {
    if (err instanceof PipelineSetupError) {
      io.stderr(`skill-evals pipeline: ${err.message}
`);
      return { code: 2 };
    }
    throw err;
  }
  if (outcome.results.length === 0) {
    io.stdout(`No pipeline scenarios in ${repo.root}/evals/pipeline/.
`);
    return { code: 0, outcome };
  }
  io.stdout("\n" + formatPipelineReport(outcome));
  if (outcome.cancelled) return { code: 2, outcome };
  return { code: outcome.results.every((r) => r.status === "pass") ? 0 : 1, outcome };
}
function formatPipelineReport(o) {
  const rows = [[...PIPELINE_TABLE_HEADER], ...pipelineTable(o.results)];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const text = rows.map((r) => r.map((c, i) => i === r.length - 1 ? c : c.padEnd(widths[i])).join("  ")).join("\n");
  const t = o.index.totals;
  return `${text}

${t.scenarios} scenario(s): ${t.passed} pass, ${t.failed} fail, ${t.errors} error; agent cost ${formatCost(t.cost_usd)}.
Results: ${o.indexFile}
`;
}
export {
  PIPELINE_HELP,
  formatPipelineReport,
  pipelineCommand
};
