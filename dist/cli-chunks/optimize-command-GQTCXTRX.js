#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  TRIGGER_COMMAND_OPTIONS,
  loadTriggerTarget,
  openTriggerGateway,
  parseRate,
  runTriggerEval,
  score,
  skillNameArg,
  summarise,
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
import {
  replyText
} from "./chunk-OXRSYXDF.js";
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
  budgetFromFlags,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-NUNZPVBM.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";

// src/cli/optimize-command.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

// src/triggers/random.ts
var N = 624;
var M = 397;
var MATRIX_A = 2567483615;
var UPPER_MASK = 2147483648;
var LOWER_MASK = 2147483647;
var PyRandom = class {
  mt = new Uint32Array(N);
  mti = N + 1;
  constructor(seed = 42) {
    this.seed(seed);
  }
  seed(seed) {
    let n = typeof seed === "bigint" ? seed : BigInt(Math.trunc(seed));
    if (n < 0n) n = -n;
    const key = [];
    while (n > 0n) {
      key.push(Number(n & 0xffffffffn));
      n >>= 32n;
    }
    if (key.length === 0) key.push(0);
    this.initByArray(key);
  }
  initGenrand(s) {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1] ^ mt[i - 1] >>> 30;
      mt[i] = Math.imul(1812433253, prev) + i >>> 0;
    }
    this.mti = N;
  }
  initByArray(key) {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1] ^ mt[i - 1] >>> 30;
      mt[i] = (mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1] ^ mt[i - 1] >>> 30;
      mt[i] = (mt[i] ^ Math.imul(prev, 1566083941)) - i >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 2147483648;
  }
  /** A uniformly random 32-bit unsigned integer (`genrand_uint32`). */
  genrandUint32() {
    const mt = this.mt;
    let y;
    if (this.mti >= N) {
      if (this.mti === N + 1) this.initGenrand(5489);
      let kk = 0;
      for (; kk < N - M; kk++) {
        y = mt[kk] & UPPER_MASK | mt[kk + 1] & LOWER_MASK;
        mt[kk] = mt[kk + M] ^ y >>> 1 ^ (y & 1 ? MATRIX_A : 0);
      }
      for (; kk < N - 1; kk++) {
        y = mt[kk] & UPPER_MASK | mt[kk + 1] & LOWER_MASK;
        mt[kk] = mt[kk + (M - N)] ^ y >>> 1 ^ (y & 1 ? MATRIX_A : 0);
      }
      y = mt[N - 1] & UPPER_MASK | mt[0] & LOWER_MASK;
      mt[N - 1] = mt[M - 1] ^ y >>> 1 ^ (y & 1 ? MATRIX_A : 0);
      this.mti = 0;
    }
    y = mt[this.mti++];
    y ^= y >>> 11;
    y ^= y << 7 & 2636928640;
    y ^= y << 15 & 4022730752;
    y ^= y >>> 18;
    return y >>> 0;
  }
  /** `getrandbits(k)` for 1 ≤ k ≤ 32. */
  getrandbits(k) {
    if (!Number.isInteger(k) || k < 1 || k > 32) throw new RangeError(`getrandbits: k must be 1..32 (got ${k})`);
    return this.genrandUint32() >>> 32 - k;
  }
  /** `_randbelow(n)` for 1 ≤ n < 2^32. */
  randbelow(n) {
    if (!Number.isInteger(n) || n < 1 || n > 4294967295) throw new RangeError(`randbelow: n must be 1..2^32-1 (got ${n})`);
    const k = 32 - Math.clz32(n);
    let r = this.getrandbits(k);
    while (r >= n) r = this.getrandbits(k);
    return r;
  }
  /** In-place shuffle, identical to CPython's `random.shuffle(x)`. */
  shuffle(x) {
    for (let i = x.length - 1; i > 0; i--) {
      const j = this.randbelow(i + 1);
      const t = x[i];
      x[i] = x[j];
      x[j] = t;
    }
    return x;
  }
};

// src/triggers/split.ts
var SPLIT_SEED = 42;
function splitEvalSet(items, holdout, seed = SPLIT_SEED) {
  if (!(holdout > 0)) return { train: [...items], test: [] };
  const rng = new PyRandom(seed);
  const pos = items.filter((e) => e.should_trigger);
  const neg = items.filter((e) => !e.should_trigger);
  rng.shuffle(pos);
  rng.shuffle(neg);
  const nPos = Math.max(1, Math.trunc(pos.length * holdout));
  const nNeg = Math.max(1, Math.trunc(neg.length * holdout));
  return {
    test: [...pos.slice(0, nPos), ...neg.slice(0, nNeg)],
    train: [...pos.slice(nPos), ...neg.slice(nNeg)]
  };
}

// src/triggers/improve.ts
var MAX_DESCRIPTION_CHARS = 1024;
var IMPROVER_MAX_TOKENS = 4096;
var IMPROVER_SCHEMA = {
  type: "object",
  properties: {
    description: { type: "string", description: "The new skill description, plain text, under 1024 characters." }
  },
  required: ["description"],
  additionalProperties: false
};
function blindHistory(history) {
  return history.map((h) => Object.fromEntries(Object.entries(h).filter(([k]) => !k.startsWith("test_"))));
}
function charCount(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
function buildImprovePrompt(input) {
  const failed = input.trainResults.filter((r) => r.should_trigger && !r.pass);
  const falseTriggers = input.trainResults.filter((r) => !r.should_trigger && !r.pass);
  let p = `You are optimizing a skill description for a Claude Agent Skill called "${input.skillName}". A "skill" is sort of like a prompt, but with progressive disclosure: there's a name and description that Claude sees when deciding whether to use the skill, and then if it does use the skill, it reads the SKILL.md file which has lots more details and potentially links to other resources in the skill folder like helper files, scripts and additional documentation or examples.

The description appears in Claude's "available_skills" list. When a user sends a query, Claude decides whether to invoke the skill based solely on the name and on this description. Your goal is to write a description that triggers for relevant queries, and doesn't trigger for irrelevant ones.

Here's the current description:
<current_description>
"${input.currentDescription}"
</current_description>

Current scores (Train: ${input.trainSummary.passed}/${input.trainSummary.total}):
<scores_summary>
`;
  if (failed.length > 0) {
    p += "FAILED TO TRIGGER (should have triggered but didn't):\n";
    for (const r of failed) p += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)
`;
    p += "\n";
  }
  if (falseTriggers.length > 0) {
    p += "FALSE TRIGGERS (triggered but shouldn't have):\n";
    for (const r of falseTriggers) p += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)
`;
    p += "\n";
  }
  if (input.history.length > 0) {
    p += "PREVIOUS ATTEMPTS (do NOT repeat these; try something structurally different):\n\n";
    for (const h of input.history) {
      p += `<attempt train=${h.train_passed}/${h.train_total}>
Description: "${h.description}"
Train results:
`;
      for (const r of h.train_results) {
        p += `  [${r.pass ? "PASS" : "FAIL"}] "${[...r.query].slice(0, 80).join("")}" (triggered ${r.triggers}/${r.runs})
`;
      }
      p += "</attempt>\n\n";
    }
  }
  p += `</scores_summary>

Skill content (for context on what the skill does):
<skill_content>
${input.skillContent}
</skill_content>

Based on the failures, write a new and improved description that is more likely to trigger correctly. Don't overfit: do not produce an ever-expanding list of the specific queries above. Generalize from the failures to broader categories of user intent and situations where this skill is useful or not useful, because the description is injected into every conversation next to many other skills.

Keep it to about 100-200 words, even at some cost in accuracy. There is a hard limit of 1024 characters; stay comfortably under it.

Tips that work well:
- Phrase it in the imperative: "Use this skill for..." rather than "this skill does...".
- Focus on the user's intent, what they are trying to achieve, not on how the skill works.
- The description competes with other skills for the agent's attention: make it distinctive and immediately recognizable.
- If you keep getting failures after repeated attempts, change things up: different sentence structures or wordings.

Be creative and vary the style between iterations; the highest-scoring description is picked at the end.

Answer with a JSON object {"description": "<the new description>"}.`;
  return p;
}
function buildRewritePrompt(prompt, tooLong) {
  return `${prompt}

---

A previous attempt produced this description, which at ${charCount(tooLong)} characters is over the ${MAX_DESCRIPTION_CHARS}-character hard limit:

"${tooLong}"

Rewrite it to be under ${MAX_DESCRIPTION_CHARS} characters while keeping the most important trigger words and intent coverage. Answer with a JSON object {"description": "<the new description>"}.`;
}
function buildImproveRequest(model, prompt, maxTokens = IMPROVER_MAX_TOKENS) {
  return {
    model,
    max_tokens: maxTokens,
    messages: [{ role: "user", content: prompt }],
    output_config: { format: { type: "json_schema", schema: IMPROVER_SCHEMA } }
  };
}
function parseImproveReply(message) {
  if (message.stop_reason === "refusal") throw new Error("the improver refused to answer (stop_reason: refusal)");
  const text = replyText(message);
  if (!text) throw new Error(`the improver reply has no text${message.stop_reason === "max_tokens" ? " (cut off by max_tokens)" : ""}`);
  try {
    const v = JSON.parse(text);
    if (v && typeof v === "object" && typeof v.description === "string") {
      return clean(v.description);
    }
  } catch {
  }
  const m = /<new_description>([\s\S]*?)<\/new_description>/.exec(text);
  return clean(m ? m[1] : text);
}
function clean(s) {
  return s.trim().replace(/^"+|"+$/g, "").trim();
}
function responseText(message) {
  return (Array.isArray(message.content) ? message.content : []).filter((b) => b?.type === "text").map((b) => b.text).join("");
}
async function improveDescription(input) {
  const spec = {
    runId: `optimize/${input.skillName}/improve-${input.iteration}`,
    skill: input.skillName,
    evalId: `improve-${input.iteration}`,
    evalDir: `improve-${input.iteration}`,
    configuration: "with_skill",
    trial: 1,
    model: input.model
  };
  const prompt = buildImprovePrompt(input);
  const res = await input.send(buildImproveRequest(input.model, prompt, input.maxTokens), { spec, turn: 1, signal: input.signal });
  let description = parseImproveReply(res.message);
  const log = {
    iteration: input.iteration,
    prompt,
    response: responseText(res.message),
    parsed_description: description,
    char_count: charCount(description),
    over_limit: charCount(description) > MAX_DESCRIPTION_CHARS,
    final_description: description
  };
  if (log.over_limit) {
    const rewritePrompt = buildRewritePrompt(prompt, description);
    const res2 = await input.send(buildImproveRequest(input.model, rewritePrompt, input.maxTokens), { spec, turn: 2, signal: input.signal });
    const shortened = parseImproveReply(res2.message);
    log.rewrite_prompt = rewritePrompt;
    log.rewrite_response = responseText(res2.message);
    log.rewrite_description = shortened;
    log.rewrite_char_count = charCount(shortened);
    description = shortened;
  }
  log.final_description = description;
  return { description, log };
}

// src/triggers/optimize.ts
var DEFAULT_MAX_ITERATIONS = 5;
var DEFAULT_HOLDOUT = 0.4;
function pickBest(history, hasTest) {
  if (history.length === 0) throw new Error("no iteration was evaluated");
  let best = history[0];
  const key = (h) => hasTest ? h.test_passed ?? 0 : h.train_passed;
  for (const h of history) if (key(h) > key(best)) best = h;
  return best;
}
async function optimizeDescription(opts) {
  if (opts.queries.length === 0) throw new Error("the trigger set has no queries");
  const maxIterations = Math.max(1, Math.floor(opts.maxIterations ?? DEFAULT_MAX_ITERATIONS));
  const holdout = opts.holdout ?? DEFAULT_HOLDOUT;
  const { train, test } = splitEvalSet(opts.queries, holdout);
  const original = opts.skill.description;
  let current = original;
  const history = [];
  const logs = [];
  let exitReason = "unknown";
  let evaluation;
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const refusedBefore = opts.budget?.snapshot().refused ?? 0;
    evaluation = await runTriggerEval({ ...opts, description: current, queries: [...train, ...test] });
    const cutShort = (opts.budget?.snapshot().refused ?? 0) > refusedBefore;
    if (cutShort && history.length > 0) {
      exitReason = `budget (${opts.budget.stoppedBy}; iteration ${iteration} not evaluated in full, left out)`;
      break;
    }
    const trainResults = evaluation.results.slice(0, train.length);
    const testResults = evaluation.results.slice(train.length);
    const ts = summarise(trainResults);
    const es = test.length > 0 ? summarise(testResults) : void 0;
    const entry = {
      iteration,
      description: current,
      train_passed: ts.passed,
      train_failed: ts.failed,
      train_total: ts.total,
      train_results: trainResults,
      test_passed: es ? es.passed : null,
      test_failed: es ? es.failed : null,
      test_total: es ? es.total : null,
      test_results: es ? testResults : null,
      passed: ts.passed,
      failed: ts.failed,
      total: ts.total,
      results: trainResults
    };
    history.push(entry);
    opts.onIteration?.(entry, evaluation);
    if (cutShort) {
      exitReason = `budget (${opts.budget.stoppedBy}; iteration ${iteration} not evaluated in full)`;
      break;
    }
    if (ts.failed === 0) {
      exitReason = `all_passed (iteration ${iteration})`;
      break;
    }
    if (iteration === maxIterations) {
      exitReason = `max_iterations (${maxIterations})`;
      break;
    }
    if (opts.budget?.exhausted) {
      exitReason = `budget (${opts.budget.stoppedBy}; no runs left for iteration ${iteration + 1})`;
      break;
    }
    const improved = await improveDescription({
      skillName: opts.skill.name,
      skillContent: opts.skill.content,
      currentDescription: current,
      trainResults,
      trainSummary: ts,
      history: blindHistory(history),
      model: opts.improverModel ?? opts.model,
      send: opts.send,
      iteration,
      ...opts.signal ? { signal: opts.signal } : {}
    });
    logs.push(improved.log);
    opts.onImprove?.(improved.log);
    current = improved.description;
  }
  const hasTest = test.length > 0;
  const best = pickBest(history, hasTest);
  const output = {
    exit_reason: exitReason,
    original_description: original,
    best_description: best.description,
    best_score: hasTest ? score(best.test_passed, best.test_total) : score(best.train_passed, best.train_total),
    best_train_score: score(best.train_passed, best.train_total),
    best_test_score: hasTest ? score(best.test_passed, best.test_total) : null,
    final_description: current,
    iterations_run: history.length,
    holdout,
    train_size: train.length,
    test_size: test.length,
    history,
    skill_name: opts.skill.name,
    best_iteration: best.iteration,
    model: opts.model,
    runs_per_query: evaluation?.runs_per_query ?? opts.runsPerQuery ?? 3,
    threshold: evaluation?.threshold ?? opts.threshold ?? 0.5
  };
  return { output, logs };
}

// src/triggers/report.ts
function escapeHtml(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function correctRuns(results) {
  let correct = 0;
  let total = 0;
  for (const r of results ?? []) {
    correct += r.should_trigger ? r.triggers : r.runs - r.triggers;
    total += r.runs;
  }
  return { correct, total };
}
function scoreCell(results) {
  if (!results) return '<td class="na">–</td>';
  const { correct, total } = correctRuns(results);
  const rate = total > 0 ? correct / total : 0;
  const cls = rate >= 0.8 ? "good" : rate >= 0.5 ? "ok" : "bad";
  return `<td class="score ${cls}">${correct}/${total}</td>`;
}
function resultCell(r) {
  if (!r) return '<td class="na">–</td>';
  return `<td class="cell ${r.pass ? "pass" : "fail"}" title="${escapeHtml(`rate ${r.triggers}/${r.runs}`)}">${r.pass ? "✓" : "✗"} ${r.triggers}/${r.runs}</td>`;
}
function renderOptimizeReport(out) {
  const first = out.history[0];
  const trainQ = first?.train_results ?? [];
  const testQ = first?.test_results ?? [];
  const head = (r, test) => `<th class="q ${test ? "test" : "train"} ${r.should_trigger ? "pos" : "neg"}" title="${escapeHtml(r.query)}">${escapeHtml(
    [...r.query].slice(0, 40).join("") + ([...r.query].length > 40 ? "…" : "")
  )}</th>`;
  const rows = out.history.map((h) => {
    const cells = [
      ...trainQ.map((_, i) => resultCell(h.train_results[i])),
      ...testQ.map((_, i) => resultCell(h.test_results?.[i]))
    ].join("");
    return `<tr class="${h.iteration === out.best_iteration ? "best" : ""}"><td>${h.iteration}</td>${scoreCell(h.train_results)}${scoreCell(
      h.test_results
    )}<td class="desc">${escapeHtml(h.description)}</td>${cells}</tr>`;
  }).join("\n");
  const scoreKind = out.test_size > 0 ? "test" : "train";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(out.skill_name)} — Skill Description Optimization</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1f2328}
h1{font-size:1.4rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}
dt{font-weight:600}
dd{margin:0;white-space:pre-wrap}
table{border-collapse:collapse;margin-top:1rem}
th,td{border:1px solid #d0d7de;padding:.25rem .4rem;vertical-align:top}
th.q{writing-mode:vertical-rl;max-height:14rem;font-weight:500}
th.test{color:#0550ae}
th.pos{border-top:3px solid #1a7f37}
th.neg{border-top:3px solid #cf222e}
td.desc{min-width:24rem;max-width:40rem;white-space:pre-wrap}
td.pass{background:#dafbe1}
td.fail{background:#ffebe9}
td.good{background:#dafbe1}
td.ok{background:#fff8c5}
td.bad{background:#ffebe9}
tr.best td{font-weight:600}
tr.best{outline:2px solid #0969da}
.legend span{margin-right:1rem}
</style>
</head>
<body>
<h1>${escapeHtml(out.skill_name)} — Skill Description Optimization</h1>
<p>Each iteration evaluates a description on the train and the held-out test queries; the improver only ever sees train results. The best description is chosen by ${scoreKind} score (earliest on ties). SKILL.md was not changed.</p>
<dl>
<dt>Original</dt><dd>${escapeHtml(out.original_description)}</dd>
<dt>Best</dt><dd>${escapeHtml(out.best_description)}</dd>
<dt>Best score</dt><dd>${escapeHtml(out.best_score)} (${scoreKind}), iteration ${escapeHtml(out.best_iteration)}</dd>
<dt>Iterations</dt><dd>${escapeHtml(out.iterations_run)} (${escapeHtml(out.exit_reason)})</dd>
<dt>Train / test</dt><dd>${escapeHtml(out.train_size)} / ${escapeHtml(out.test_size)} queries (holdout ${escapeHtml(out.holdout)})</dd>
<dt>Runs</dt><dd>${escapeHtml(out.runs_per_query)} per query, threshold ${escapeHtml(out.threshold)}, model ${escapeHtml(out.model)}</dd>
</dl>
<p class="legend"><span>Train/Test columns: correct runs / total runs</span><span>✓/✗ k/n: query passed, triggered k of n runs</span><span style="color:#1a7f37">green top border: should trigger</span><span style="color:#cf222e">red: should not</span><span style="color:#0550ae">blue header: test query</span></p>
<table>
<thead><tr><th>Iter</th><th>Train</th><th>Test</th><th>Description</th>${trainQ.map((r) => head(r, false)).join("")}${testQ.map((r) => head(r, true)).join("")}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

// src/cli/optimize-command.ts
var OPTIMIZE_HELP = `Usage: skill-evals optimize-description <skill> [options]

Improves the skill's description for triggering, as skill-creator's run_loop does: splits
evals/triggers/<skill>.json into train and held-out test queries (stratified, seed 42, the same
split as run_loop), evaluates each candidate on both, lets a model propose a better description
from the TRAIN results only, and picks the candidate with the best TEST score (earliest on ties).
SKILL.md is never edited: copy best_description yourself.

  --root DIR             skills repository (default .)
  --max-iterations N     descriptions to evaluate at most (default 5)
  --holdout X            fraction of each class held out for testing, 0..1 (default 0.4; 0 = no test set)
  --split-only           print the train/test split as JSON and stop (no API calls)
  --runs-per-query N     runs of each query (default 3)
  --threshold X          trigger-rate threshold (default 0.5)
  --out DIR              where results.json, report.html and logs/ go (default .skill-evals/optimize/<skill>)
  --model ID             model for the trigger runs and the improver (default: the first of config 'models')
  --improver-model ID    a different model for the improver
  --concurrency N        runs in flight (default: config, 4)
  --max-turns N          turns per trigger run (default 3)
  --cache MODE           read-write | read-only | off (default: config)
  --cache-dir DIR        response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --simulate             use the local simulated model (no API key needed; canned behaviour)
  --max-cost-usd X       stop starting trigger runs once this much was spent (over all iterations);
                         the iteration it stops in is the last (exit reason 'budget')
  --max-runs N           start at most N trigger runs over all iterations; the same rule
`;
var SIMULATE_NOTE = "Using the local SIMULATED model: no API calls are made; trigger decisions and rewrites are canned.\n";
async function optimizeCommand(argv, io, signal) {
  const { values, positionals } = parse(argv, {
    root: { type: "string", default: "." },
    "max-iterations": { type: "string" },
    holdout: { type: "string" },
    "split-only": { type: "boolean", default: false },
    "improver-model": { type: "string" },
    "max-cost-usd": { type: "string" },
    "max-runs": { type: "string" },
    ...TRIGGER_COMMAND_OPTIONS
  }, "own");
  if (values.help) {
    io.stdout(OPTIMIZE_HELP);
    return 0;
  }
  const name = skillNameArg(positionals, "optimize-description");
  const maxIterations = positiveInt(values["max-iterations"], "--max-iterations") ?? DEFAULT_MAX_ITERATIONS;
  const holdout = parseRate(values.holdout, "--holdout", DEFAULT_HOLDOUT);
  const { runsPerQuery, threshold, maxTurns } = triggerRunFlags(values);
  const budget = budgetFromFlags(values);
  const target = await loadTriggerTarget("optimize-description", name, values, io, " first");
  if (typeof target === "number") return target;
  const { resolved, queries } = target;
  if (values["split-only"]) {
    const { train, test } = splitEvalSet(queries, holdout);
    io.stdout(JSON.stringify({ skill_name: name, holdout, seed: 42, train_size: train.length, test_size: test.length, train, test }, null, 2) + "\n");
    return 0;
  }
  const opened = openTriggerGateway("optimize-description", values, io, target, SIMULATE_NOTE);
  if (typeof opened === "number") return opened;
  const { gateway, concurrency, model } = opened;
  let result;
  try {
    result = await optimizeDescription({
      skill: resolved.skill,
      otherSkills: resolved.otherSkills,
      queries,
      maxIterations,
      holdout,
      runsPerQuery,
      threshold,
      model,
      ...values["improver-model"] ? { improverModel: values["improver-model"] } : {},
      send: gateway.send,
      concurrency,
      maxTurns,
      ...budget ? { budget } : {},
      ...signal ? { signal } : {},
      onIteration: (h) => io.stdout(
        `Iteration ${h.iteration}: train ${h.train_passed}/${h.train_total}` + (h.test_total !== null ? `, test ${h.test_passed}/${h.test_total}` : "") + `
  ${h.description.replace(/\s+/g, " ")}
`
      ),
      onImprove: (log) => {
        if (log.over_limit) {
          io.stdout(`  (proposal ${log.iteration + 1} had ${log.char_count} characters; asked for a rewrite under ${MAX_DESCRIPTION_CHARS})
`);
        }
      }
    });
  } catch (err) {
    if (signal?.aborted) {
      io.stderr("\nCancelled.\n");
      return 2;
    }
    const message = err instanceof Error ? err.message : String(err);
    io.stderr(`skill-evals optimize-description: ${message}
`);
    return 2;
  } finally {
    await gateway.close();
  }
  const dir = cliPath(io, values.out ?? `.skill-evals/optimize/${name}`);
  await mkdir(join(dir, "logs"), { recursive: true });
  await writeFile(join(dir, "results.json"), redact(JSON.stringify(result.output, null, 2) + "\n"));
  await writeFile(join(dir, "report.html"), redact(renderOptimizeReport(result.output)));
  for (const log of result.logs) await writeFile(join(dir, "logs", `improve_iter_${log.iteration}.json`), redact(JSON.stringify(log, null, 2) + "\n"));
  const o = result.output;
  io.stdout(
    `
${o.exit_reason}. Best: iteration ${o.best_iteration}, ${o.test_size > 0 ? "test" : "train"} score ${o.best_score} (original: ${o.history[0] ? o.test_size > 0 ? `${o.history[0].test_passed}/${o.history[0].test_total}` : `${o.history[0].train_passed}/${o.history[0].train_total}` : "?"}).
` + (o.best_description === o.original_description ? "The original description is still the best; nothing to change.\n" : `Suggested description (${charCount(o.best_description)} characters; SKILL.md was not changed):

${o.best_description}
`) + (charCount(o.best_description) > MAX_DESCRIPTION_CHARS ? `Warning: it is over the ${MAX_DESCRIPTION_CHARS}-character limit; shorten it before use.
` : "") + `
Results: ${join(dir, "results.json")}
Report:  ${join(dir, "report.html")}
`
  );
  return 0;
}
export {
  OPTIMIZE_HELP,
  optimizeCommand
};
