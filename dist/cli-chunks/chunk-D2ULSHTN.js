#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  TaskLog
} from "./chunk-N3KYDENV.js";
import {
  formatFindingsText
} from "./chunk-CCHOH6YB.js";
import {
  decision,
  detectTrigger,
  executeClaudeCodeRun
} from "./chunk-IWZD5TG6.js";
import {
  modelClients
} from "./chunk-XKWK57KJ.js";
import {
  holdingResultsFolder,
  runTasks
} from "./chunk-RLABU7YA.js";
import {
  loadRepo,
  loadTriggerSet,
  triggerSetPath
} from "./chunk-TYLURLLW.js";
import {
  createGatewayFor
} from "./chunk-7NR52X2Z.js";
import {
  createWorkspace
} from "./chunk-WB7HTGDC.js";
import {
  executeRun
} from "./chunk-2JIBWGNL.js";
import {
  costOf
} from "./chunk-OJPRHZNX.js";
import {
  require_dist
} from "./chunk-GUAVVKPA.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  UsageError,
  oneOf,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import {
  __toESM
} from "./chunk-3BIITHQA.js";

// src/triggers/run.ts
import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";

// src/triggers/metrics.ts
function queryResult(q, triggers, runs, threshold, errors = 0) {
  const rate = runs > 0 ? triggers / runs : 0;
  return {
    query: q.query,
    should_trigger: q.should_trigger,
    trigger_rate: rate,
    triggers,
    runs,
    pass: q.should_trigger ? rate >= threshold : rate < threshold,
    errors
  };
}
function summarise(results) {
  const passed = results.filter((r) => r.pass).length;
  return { total: results.length, passed, failed: results.length - passed };
}
function triggerMetrics(results) {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  for (const r of results) {
    if (r.should_trigger) {
      tp += r.triggers;
      fn += r.runs - r.triggers;
    } else {
      fp += r.triggers;
      tn += r.runs - r.triggers;
    }
  }
  const total = tp + tn + fp + fn;
  return {
    precision: tp + fp > 0 ? tp / (tp + fp) : 1,
    recall: tp + fn > 0 ? tp / (tp + fn) : 1,
    accuracy: total > 0 ? (tp + tn) / total : 0,
    true_positives: tp,
    false_positives: fp,
    true_negatives: tn,
    false_negatives: fn
  };
}
function score(passed, total) {
  return `${passed ?? 0}/${total ?? 0}`;
}

// src/triggers/claude-code.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
function withDescription(skillMd, description) {
  const m = /^(\uFEFF?---\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/.exec(skillMd);
  if (!m) return `---
description: ${JSON.stringify(description)}
---

${skillMd}`;
  const doc = (0, import_yaml.parseDocument)(m[2]);
  doc.set("description", description);
  return `${m[1]}${doc.toString().replace(/\n$/, "")}${m[3]}${skillMd.slice(m[0].length)}`;
}
async function runClaudeCodeTriggerQuery(opts, query, spec) {
  const name = opts.skill.name;
  const others = opts.otherSkills.filter((s) => s.name !== name);
  const files = others.filter((s) => typeof s.dir === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s.name)).map((s) => ({ src: s.dir, dest: `.claude/skills/${s.name}` }));
  let decided;
  let ws;
  try {
    ws = await createWorkspace({ files, skill: { name, dir: opts.skill.dir } });
    if (opts.description !== void 0) {
      const file = path.join(ws.dir, ".claude", "skills", name, "SKILL.md");
      await writeFile(file, withDescription(await readFile(file, "utf8"), opts.description));
    }
    const result = await executeClaudeCodeRun(
      {
        spec,
        prompt: query,
        workspaceDir: ws.dir,
        skill: { name },
        // Issue 33 (row H): the other skills installed beside it are listed too (as user skills).
        otherSkills: files.map((f) => path.basename(f.dest)),
        bash: false,
        maxTurns: opts.maxTurns ?? 3,
        signal: opts.signal,
        timeoutMs: opts.runTimeoutMs ?? 12e4,
        onEvent: (ev) => {
          if (ev.type !== "assistant" || !ev.message || typeof ev.message !== "object") return false;
          const content = ev.message.content;
          const calls = Array.isArray(content) ? content.filter((b) => b?.type === "tool_use").map((b) => ({ name: String(b.name), input: b.input })) : [];
          const d = decision(calls, name);
          if (d && !decided) decided = d;
          return d !== void 0;
        }
      },
      opts.claudeCode
    );
    const toolCalls = result.toolCalls.map((c) => ({ name: c.name, input: c.input }));
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error("cancelled");
    const triggered = decided === "triggered" || detectTrigger(toolCalls, name);
    const ran = { toolCalls, turns: result.turns, costUsd: result.costUsd };
    if (triggered) return { triggered, stoppedBy: "triggered", ...ran };
    if (decided === "other-skill") return { triggered, stoppedBy: "other-skill", ...ran };
    if (result.error) return { triggered: false, stoppedBy: "error", error: result.error.message, ...ran };
    return { triggered: false, stoppedBy: "no-skill", ...ran };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    return { triggered: false, stoppedBy: "error", error: `harness error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [], turns: 0 };
  } finally {
    await ws?.dispose();
  }
}

// src/triggers/run.ts
var DEFAULT_TRIGGER_MAX_TURNS = 3;
var DEFAULT_TRIGGER_MAX_TOKENS = 1024;
var DEFAULT_RUNS_PER_QUERY = 3;
var DEFAULT_THRESHOLD = 0.5;
function shortHash(s) {
  return createHash("sha256").update(s).digest("hex").slice(0, 8);
}
async function runTriggerQuery(opts, query, spec) {
  const name = opts.skill.name;
  const description = opts.description ?? opts.skill.description;
  const stop = new AbortController();
  const timeout = AbortSignal.timeout(opts.runTimeoutMs ?? 12e4);
  const signal = AbortSignal.any([stop.signal, timeout, ...opts.signal ? [opts.signal] : []]);
  let decided;
  const send = async (params, ctx) => {
    const res = await opts.send(params, ctx);
    const content = Array.isArray(res.message.content) ? res.message.content : [];
    const calls = content.filter((b) => b?.type === "tool_use").map((b) => ({ name: b.name, input: b.input }));
    const d = decision(calls, name);
    if (d && !decided) {
      decided = d;
      stop.abort(d);
    }
    return res;
  };
  const others = opts.otherSkills.filter((s) => s.name !== name);
  const files = others.filter((s) => typeof s.dir === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s.name)).map((s) => ({ src: s.dir, dest: `.claude/skills/${s.name}` }));
  let ws;
  try {
    ws = await createWorkspace({ files, skill: { name, dir: opts.skill.dir } });
    const result = await executeRun(
      {
        spec,
        prompt: query,
        workspaceDir: ws.dir,
        skill: { name, description, body: opts.skill.body },
        skillLoading: "discover",
        otherSkills: others.map((s) => ({ name: s.name, description: s.description })),
        bash: false,
        maxTurns: opts.maxTurns ?? DEFAULT_TRIGGER_MAX_TURNS,
        maxTokens: opts.maxTokens ?? DEFAULT_TRIGGER_MAX_TOKENS,
        signal
      },
      send
    );
    const toolCalls = result.toolCalls.map((c) => ({ name: c.name, input: c.input }));
    const triggered = decided === "triggered" || detectTrigger(toolCalls, name);
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error("cancelled");
    const ran = { toolCalls, turns: result.turns, costUsd: result.cached ? 0 : costOf(spec.model, result.usage) };
    if (triggered) return { triggered, stoppedBy: "triggered", ...ran };
    if (decided === "other-skill") return { triggered, stoppedBy: "other-skill", ...ran };
    if (result.error) {
      const msg = timeout.aborted ? `run timed out after ${Math.round((opts.runTimeoutMs ?? 12e4) / 1e3)} s` : result.error.message;
      return { triggered: false, stoppedBy: "error", error: msg, ...ran };
    }
    return { triggered: false, stoppedBy: "no-skill", ...ran };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    return { triggered: false, stoppedBy: "error", error: `harness error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [], turns: 0 };
  } finally {
    await ws?.dispose();
  }
}
async function runTriggerEval(opts) {
  const runsPerQuery = Math.max(1, Math.floor(opts.runsPerQuery ?? DEFAULT_RUNS_PER_QUERY));
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  const description = opts.description ?? opts.skill.description;
  const { send, claudeCode } = opts;
  if (!claudeCode && !send) throw new Error("runTriggerEval: pass `send` (the api executor) or `claudeCode`.");
  const runOne = (query, spec) => claudeCode ? runClaudeCodeTriggerQuery({ ...opts, description, claudeCode }, query, spec) : runTriggerQuery({ ...opts, description, send }, query, spec);
  const descHash = shortHash(description);
  const jobs = [];
  opts.queries.forEach((_, q) => {
    for (let t = 1; t <= runsPerQuery; t++) {
      jobs.push({
        q,
        spec: {
          runId: `triggers/${opts.skill.name}/${descHash}/query-${q + 1}/run-${t}`,
          skill: opts.skill.name,
          evalId: `trigger-${q + 1}`,
          evalDir: `query-${q + 1}`,
          configuration: "with_skill",
          trial: t,
          model: opts.model
        }
      });
    }
  });
  const triggers = opts.queries.map(() => 0);
  const errors = opts.queries.map(() => 0);
  let done = 0;
  const count = (q, out) => {
    if (out.triggered) triggers[q]++;
    if (out.stoppedBy === "error") errors[q]++;
    done++;
  };
  const log = opts.log ? new TaskLog(opts.log.file) : void 0;
  const logKey = (job) => `${job.spec.runId}/${shortHash(`${opts.queries[job.q].query}\0${opts.model}`)}`;
  const run = async () => {
    const previous = log && opts.log?.resume ? await log.load() : /* @__PURE__ */ new Map();
    const ran = await runTasks({
      items: jobs,
      key: logKey,
      concurrency: opts.concurrency ?? 4,
      ...opts.signal ? { signal: opts.signal } : {},
      ...opts.budget ? { budget: opts.budget } : {},
      previous: (job) => {
        const prev = previous.get(logKey(job));
        return prev && prev.stoppedBy !== "error" ? prev : void 0;
      },
      onResumed: (job, out) => count(job.q, out),
      solve: (job) => runOne(opts.queries[job.q].query, job.spec),
      notRun: (_, message) => ({ triggered: false, stoppedBy: "error", error: message, toolCalls: [], turns: 0 }),
      spent: (out) => out.costUsd ?? null,
      record: async (job, out) => {
        await log?.append(logKey(job), out);
        count(job.q, out);
        opts.onRun?.({ queryIndex: job.q, trial: job.spec.trial, triggered: out.triggered, ...out.error ? { error: out.error } : {}, done, total: jobs.length });
      }
    });
    if (ran.cancelled) throw opts.signal?.reason ?? new Error("cancelled");
  };
  if (log) await holdingResultsFolder(dirname(resolve(log.file)), "triggers", run);
  else await run();
  const results = opts.queries.map((q, i) => queryResult(q, triggers[i], runsPerQuery, threshold, errors[i]));
  return {
    skill_name: opts.skill.name,
    description,
    results,
    summary: summarise(results),
    ...triggerMetrics(results),
    model: opts.model,
    runs_per_query: runsPerQuery,
    threshold,
    errors: errors.reduce((a, b) => a + b, 0)
  };
}

// src/triggers/setup.ts
import { readFile as readFile2 } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";
function createTriggerGateway(opts) {
  return createGatewayFor(opts);
}
async function resolveSkill(repo, name) {
  const skill = repo.skills.find((s) => s.name === name);
  if (!skill) return void 0;
  let content = "";
  try {
    content = await readFile2(resolve2(repo.root, skill.file), "utf8");
  } catch {
    content = `---
name: ${skill.name}
description: ${skill.frontmatter.description}
---

${skill.body}`;
  }
  return {
    skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir, content },
    otherSkills: repo.skills.filter((s) => s.name !== name && typeof s.frontmatter.description === "string").map((s) => ({ name: s.name, description: s.frontmatter.description, dir: s.dir })),
    // Coverage rules (e.g. "no eval entries") are about output evals, not about triggering.
    errors: repo.findings.filter((f) => f.severity === "error" && f.file === skill.file && !f.rule.startsWith("coverage"))
  };
}

// src/cli/common.ts
var TRIGGER_COMMAND_OPTIONS = {
  "runs-per-query": { type: "string" },
  threshold: { type: "string" },
  out: { type: "string" },
  model: { type: "string" },
  concurrency: { type: "string" },
  "max-turns": { type: "string" },
  cache: { type: "string" },
  "cache-dir": { type: "string" },
  simulate: { type: "boolean", default: false },
  help: { type: "boolean", short: "h" }
};
function parseRate(value, flag, fallback) {
  if (value === void 0) return fallback;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`${flag} must be a number from 0 to 1 (got '${value}')`);
  return n;
}
function skillNameArg(positionals, command) {
  if (positionals.length !== 1) throw new UsageError(`expected exactly one skill name (got ${positionals.length}); see 'skill-evals ${command} --help'`);
  return positionals[0];
}
function triggerRunFlags(values) {
  const runsPerQuery = positiveInt(values["runs-per-query"], "--runs-per-query") ?? DEFAULT_RUNS_PER_QUERY;
  const threshold = parseRate(values.threshold, "--threshold", DEFAULT_THRESHOLD);
  const maxTurns = positiveInt(values["max-turns"], "--max-turns") ?? DEFAULT_TRIGGER_MAX_TURNS;
  return { runsPerQuery, threshold, maxTurns };
}
async function loadTriggerTarget(command, name, values, io, missingHint) {
  const repo = await loadRepo(cliPath(io, values.root) ?? io.cwd);
  const cache = oneOf(values.cache, ["read-write", "read-only", "off"], "--cache", repo.config.cache);
  const resolved = await resolveSkill(repo, name);
  if (!resolved) {
    io.stderr(`skill-evals ${command}: no skill named '${name}' (known: ${repo.skills.map((s) => s.name).join(", ") || "none"}).
`);
    return 2;
  }
  const loaded = await loadTriggerSet(repo.root, name);
  if (loaded.missing) {
    io.stderr(`skill-evals ${command}: no trigger set for '${name}': create ${triggerSetPath(name)}${missingHint}.
`);
    return 2;
  }
  const blocking = [...resolved.errors, ...loaded.findings.filter((f) => f.severity === "error")];
  if (blocking.length > 0 || !loaded.set || loaded.set.queries.length === 0) {
    io.stderr(formatFindingsText({ ...repo, findings: blocking.length > 0 ? blocking : loaded.findings }));
    io.stderr(`skill-evals ${command}: fix ${triggerSetPath(name)} / the skill first.
`);
    return 1;
  }
  return { repo, cache, resolved, queries: loaded.set.queries.map((q) => ({ query: q.query, should_trigger: q.should_trigger })) };
}
function openTriggerGateway(command, values, io, target, simulateNote) {
  const simulate = values.simulate ?? false;
  const client = simulate || io.env.ANTHROPIC_API_KEY ? modelClients(simulate, io.env, "triggers").client() : void 0;
  if (!client) {
    io.stderr(`skill-evals ${command}: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.
`);
    return 2;
  }
  if (simulate) io.stdout(simulateNote);
  const c = target.repo.config;
  const concurrency = positiveInt(values.concurrency, "--concurrency") ?? c.concurrency;
  const gateway = createTriggerGateway({ client, root: target.repo.root, concurrency, cache: target.cache, cacheDir: cliPath(io, values["cache-dir"]) ?? c.cacheDir });
  return { gateway, concurrency, model: values.model ?? c.models[0] ?? "claude-sonnet-5-5" };
}

export {
  summarise,
  score,
  runTriggerEval,
  TRIGGER_COMMAND_OPTIONS,
  parseRate,
  skillNameArg,
  triggerRunFlags,
  loadTriggerTarget,
  openTriggerGateway
};
