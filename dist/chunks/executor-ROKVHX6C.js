import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  STORED_TOOL_OUTPUT_CHARS,
  addCost,
  costOf,
  fence,
  gitOk,
  isObject,
  resolveClaudeCodeOnce,
  snapshotFolder,
  truncate
} from "./chunk-YHUD5ISL.js";
import {
  childProcess,
  containCommand,
  detectSandbox,
  killContained,
  redact
} from "./chunk-SQE3V3SJ.js";
import "./chunk-S2EX5QQH.js";
import "./chunk-3Y4PVOPA.js";

// src/run/claude-code/executor.ts
import { randomUUID } from "node:crypto";
import { access, copyFile, lstat, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";

// src/run/trigger-detect.ts
function field(input, key) {
  if (input === null || typeof input !== "object") return void 0;
  const v = input[key];
  return typeof v === "string" ? v : void 0;
}
function skillCallTarget(call) {
  if (call.name !== "Skill") return void 0;
  const raw = field(call.input, "skill") ?? field(call.input, "name") ?? field(call.input, "command");
  if (raw === void 0) return void 0;
  const s = raw.trim().replace(/^\//, "");
  const bare = s.includes(":") ? s.slice(s.lastIndexOf(":") + 1) : s;
  return bare.toLowerCase();
}
function skillFileTarget(call) {
  if (call.name !== "Read") return void 0;
  const p = field(call.input, "file_path") ?? field(call.input, "path");
  if (p === void 0) return void 0;
  const m = /(?:^|\/)\.claude\/skills\/([^/]+)\/SKILL\.md$/i.exec(p.trim().replace(/\\/g, "/"));
  return m ? m[1].toLowerCase() : void 0;
}

// src/run/claude-code/stream.ts
var str = (x) => typeof x === "string" ? x : void 0;
var num = (x) => typeof x === "number" && Number.isFinite(x) ? x : void 0;
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((b) => isObject(b) ? b.type === "text" ? str(b.text) ?? "" : `[${str(b.type) ?? "block"}]` : String(b)).join("\n");
  }
  return content === void 0 || content === null ? "" : JSON.stringify(content);
}
function parseLines(stdout) {
  const objects = [];
  const junk = [];
  for (const line of stdout.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    try {
      const o = JSON.parse(t);
      if (isObject(o)) objects.push(o);
      else if (junk.length < 20) junk.push(truncate(t, 500));
    } catch {
      if (junk.length < 20) junk.push(truncate(t, 500));
    }
  }
  return { objects, junk };
}
function emptyUsage() {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
}
function modelUsageTotal(mu) {
  if (!isObject(mu)) return void 0;
  const entries = Object.values(mu).filter(isObject);
  if (entries.length === 0) return void 0;
  const usage = emptyUsage();
  const costBasis = [];
  for (const m of entries) {
    usage.input_tokens += num(m.inputTokens) ?? 0;
    usage.output_tokens += num(m.outputTokens) ?? 0;
    usage.cache_read_input_tokens += num(m.cacheReadInputTokens) ?? 0;
    usage.cache_creation_input_tokens += num(m.cacheCreationInputTokens) ?? 0;
    costBasis.push(str(m.costBasis) ?? "missing");
  }
  return { usage, costBasis };
}
function workspaceRelative(p, workspaceDir) {
  const norm = p.replace(/\\/g, "/");
  let rel = norm;
  if (norm.startsWith("/")) {
    if (!workspaceDir) return void 0;
    const root = workspaceDir.replace(/\\/g, "/").replace(/\/+$/, "");
    if (!norm.startsWith(root + "/")) return void 0;
    rel = norm.slice(root.length + 1);
  }
  rel = rel.replace(/^(\.\/)+/, "");
  const parts = [];
  for (const seg of rel.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) return void 0;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.length ? parts.join("/") : void 0;
}
var WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
function skillVerdict(skillName, calls, ctx) {
  const want = skillName.toLowerCase();
  const skillCalls = [];
  const others = /* @__PURE__ */ new Set();
  for (const c of calls) {
    const target = skillCallTarget(c);
    if (target !== void 0) {
      if (target === want) skillCalls.push({ id: c.id, target, result: { text: c.output, isError: c.isError } });
      else others.add(target);
      continue;
    }
    if (skillFileTarget(c) === want && !c.isError) return { used: true };
  }
  for (const s of skillCalls) {
    if (s.result && !s.result.isError && /^\s*Launching skill:/i.test(s.result.text)) return { used: true };
  }
  if (skillCalls.length > 0) {
    const last = skillCalls[skillCalls.length - 1];
    const text = (last.result?.text ?? "").replace(/<\/?tool_use_error>/g, "").trim();
    const denied = ctx.denials.some((d) => d.toolUseId === last.id);
    let why;
    if (/Unknown skill/i.test(text)) why = `the skill was not discovered (${text})`;
    else if (/allowlist/i.test(text)) why = `the skill was refused by an allow-list (${text})`;
    else if (/disable-model-invocation/i.test(text)) why = `the skill forbids model invocation (disable-model-invocation: ${truncate(text, 200)})`;
    else if (denied || /permission|denied|allow rule/i.test(text)) why = `the Skill call was denied permission (${truncate(text, 300)})`;
    else if (!last.result || last.result.text === "") why = "the Skill call got no result";
    else why = `the Skill call did not launch the skill (${truncate(text, 300)})`;
    return { used: false, reason: `Skill '${skillName}' did not load: ${why}.` };
  }
  const listed = ctx.skillsListed.some((s) => s.replace(/^.*:/, "").toLowerCase() === want);
  let reason = `the agent never called the Skill tool for '${skillName}'`;
  if (others.size > 0) reason += ` (it called Skill for ${[...others].map((o) => `'${o}'`).join(", ")} instead)`;
  if (ctx.runFailed) reason += `; the run failed first: ${ctx.runFailed}`;
  else if (!listed) reason += `; the session's init did not list it (skills: ${ctx.skillsListed.join(", ") || "none"})`;
  return { used: false, reason: reason.endsWith(".") ? reason : `${reason}.` };
}
function parseClaudeCodeStream(input) {
  const { objects, junk } = parseLines(input.stdout);
  const transcript = [`## Eval Prompt

${input.prompt}`];
  const toolCalls = [];
  const byId = /* @__PURE__ */ new Map();
  const filesWritten = /* @__PURE__ */ new Set();
  const mainUsage = /* @__PURE__ */ new Map();
  const info = {
    version: input.version ?? null,
    sessionId: null,
    model: null,
    permissionMode: null,
    skills: [],
    subtype: null,
    terminalReason: null,
    isError: false,
    numTurns: null,
    durationMs: null,
    durationApiMs: null,
    costBasis: [],
    permissionDenials: [],
    apiRetries: 0,
    exitCode: input.exitCode ?? null,
    signal: input.signal ?? null,
    junkLines: junk
  };
  let init;
  let result;
  let turns = 0;
  let lastMessageId;
  let pendingAssistant;
  let pendingResults = [];
  let resultTurn = 0;
  let lastText = "";
  let skillBodyInjected = false;
  let assistantSeen = false;
  const flushAssistant = () => {
    if (pendingAssistant) transcript.push(pendingAssistant.join("\n\n"));
    pendingAssistant = void 0;
  };
  const flushResults = () => {
    if (pendingResults.length) transcript.push(`## Turn ${resultTurn}: Tool results

${pendingResults.join("\n\n")}`);
    pendingResults = [];
  };
  for (const o of objects) {
    const type = str(o.type);
    if (type === "system") {
      const sub = str(o.subtype);
      if (sub === "init") {
        init = o;
        info.version = str(o.claude_code_version) ?? info.version;
        info.sessionId = str(o.session_id) ?? null;
        info.model = str(o.model) ?? null;
        info.permissionMode = str(o.permissionMode) ?? null;
        info.skills = Array.isArray(o.skills) ? o.skills.filter((s) => typeof s === "string") : [];
      } else if (sub === "api_retry") {
        info.apiRetries++;
        flushAssistant();
        flushResults();
        transcript.push(
          `## API retry

attempt ${String(o.attempt ?? "?")} of ${String(o.max_retries ?? "?")}` + (o.error_status !== void 0 ? `, status ${String(o.error_status)}` : "") + (o.retry_delay_ms !== void 0 ? `, retry in ${String(o.retry_delay_ms)} ms` : "")
        );
      }
      continue;
    }
    if (type === "assistant" && isObject(o.message)) {
      const msg = o.message;
      if (msg.model === "<synthetic>" || o.is_api_error_message === true) {
        flushAssistant();
        flushResults();
        const text = (Array.isArray(msg.content) ? msg.content.filter(isObject) : []).map((b) => str(b.text) ?? "").join("\n").trim();
        transcript.push(`## Claude Code message${o.is_api_error_message === true ? " (API error)" : ""}

${text}`);
        continue;
      }
      const id = str(msg.id) ?? `line-${turns + 1}`;
      const main = o.parent_tool_use_id === null || o.parent_tool_use_id === void 0;
      assistantSeen = true;
      if (main && id !== lastMessageId) {
        flushAssistant();
        flushResults();
        turns++;
        lastMessageId = id;
        pendingAssistant = [`## Turn ${turns}: Assistant`];
      } else if (!main && !pendingAssistant) {
        pendingAssistant = [`## Turn ${turns}: Assistant (subagent)`];
      }
      if (main && isObject(msg.usage)) {
        const u = msg.usage;
        mainUsage.set(id, {
          input_tokens: num(u.input_tokens) ?? 0,
          output_tokens: num(u.output_tokens) ?? 0,
          cache_read_input_tokens: num(u.cache_read_input_tokens) ?? 0,
          cache_creation_input_tokens: num(u.cache_creation_input_tokens) ?? 0
        });
      }
      const content = Array.isArray(msg.content) ? msg.content.filter(isObject) : [];
      for (const b of content) {
        if (b.type === "thinking" || b.type === "redacted_thinking") pendingAssistant.push("_[thinking]_");
        else if (b.type === "text" && str(b.text)?.trim()) {
          pendingAssistant.push(str(b.text).trim());
          if (main) lastText = str(b.text).trim();
        } else if (b.type === "tool_use") {
          const rec = { turn: Math.max(1, turns), id: str(b.id) ?? "", name: str(b.name) ?? "", input: b.input ?? {}, output: "", isError: false };
          toolCalls.push(rec);
          if (rec.id) byId.set(rec.id, rec);
          pendingAssistant.push(`### Tool call: ${rec.name}${main ? "" : " (subagent)"}

${fence(JSON.stringify(rec.input, null, 2), "json")}`);
        }
      }
      continue;
    }
    if (type === "user" && isObject(o.message)) {
      const content = Array.isArray(o.message.content) ? o.message.content.filter(isObject) : typeof o.message.content === "string" ? [{ type: "text", text: o.message.content }] : [];
      if (o.isSynthetic === true) {
        const text = content.map((b) => str(b.text) ?? "").join("\n");
        const firstLine = text.split("\n")[0] ?? "";
        if (/^Base directory for this skill:/.test(firstLine)) skillBodyInjected = true;
        flushAssistant();
        pendingResults.push(`### Injected by Claude Code

${fence(truncate(firstLine, 500) + (text.includes("\n") ? `
… [${text.length} characters in all]` : ""))}`);
        continue;
      }
      for (const b of content) {
        if (b.type !== "tool_result") continue;
        const id = str(b.tool_use_id) ?? "";
        const text = toolResultText(b.content);
        const isError = b.is_error === true;
        const rec = byId.get(id);
        if (rec) {
          rec.output = truncate(text, STORED_TOOL_OUTPUT_CHARS);
          rec.isError = isError;
          if (!isError && WRITE_TOOLS.has(rec.name) && isObject(rec.input)) {
            const p = str(rec.input.file_path) ?? str(rec.input.notebook_path) ?? str(rec.input.path);
            const rel = p !== void 0 ? workspaceRelative(p, input.workspaceDir) : void 0;
            if (rel) filesWritten.add(rel);
          }
        }
        flushAssistant();
        resultTurn = rec?.turn ?? turns;
        pendingResults.push(`### Tool result: ${rec?.name ?? id}${isError ? " (error)" : ""}

${fence(truncate(text, STORED_TOOL_OUTPUT_CHARS))}`);
      }
      continue;
    }
    if (type === "result") result = o;
  }
  flushAssistant();
  flushResults();
  let usage = emptyUsage();
  let costUsd = 0;
  let stopReason = null;
  let error;
  let response = lastText;
  if (result) {
    info.subtype = str(result.subtype) ?? null;
    info.terminalReason = str(result.terminal_reason) ?? null;
    info.isError = result.is_error === true;
    info.numTurns = num(result.num_turns) ?? null;
    info.durationMs = num(result.duration_ms) ?? null;
    info.durationApiMs = num(result.duration_api_ms) ?? null;
    info.sessionId ??= str(result.session_id) ?? null;
    if (Array.isArray(result.permission_denials)) {
      info.permissionDenials = result.permission_denials.filter(isObject).map((d) => ({ toolName: str(d.tool_name) ?? "", toolUseId: str(d.tool_use_id) ?? "" }));
    }
    const mu = modelUsageTotal(result.modelUsage);
    if (mu) {
      usage = mu.usage;
      info.costBasis = mu.costBasis;
    }
    if (typeof result.result === "string" && !info.isError) response = result.result.trim() || response;
    const total = num(result.total_cost_usd);
    if (info.costBasis.some((b) => b !== "list")) costUsd = null;
    else if (!mu && assistantSeen) costUsd = null;
    else costUsd = total ?? null;
    if (info.subtype === "error_max_turns" || info.terminalReason === "max_turns") stopReason = "max_turns";
    else if (info.isError) {
      stopReason = "error";
      const status = num(result.api_error_status);
      const errors = Array.isArray(result.errors) ? result.errors.filter((e) => typeof e === "string") : [];
      const message = typeof result.result === "string" && result.result.trim() || errors.join("; ") || `Claude Code ended with ${info.subtype ?? "an error"}`;
      error = { message, type: info.terminalReason === "api_error" || status !== void 0 ? "api_error" : `claude_code_${info.subtype ?? "error"}` };
      if (status !== void 0) error.status = status;
    } else stopReason = str(result.stop_reason) ?? "end_turn";
  } else {
    stopReason = input.aborted ? "aborted" : "error";
    if (assistantSeen) {
      for (const u of mainUsage.values()) {
        usage.input_tokens += u.input_tokens;
        usage.output_tokens += u.output_tokens;
        usage.cache_read_input_tokens += u.cache_read_input_tokens;
        usage.cache_creation_input_tokens += u.cache_creation_input_tokens;
      }
      costUsd = null;
    }
    const tail = (input.stderr ?? "").trim().split("\n").slice(-5).join("\n");
    error = {
      message: `Claude Code ended without a result line (exit code ${input.exitCode ?? "none"}${input.signal ? `, signal ${input.signal}` : ""})${tail ? `: ${truncate(tail, 1e3)}` : ""}`,
      type: "claude_code"
    };
  }
  if (input.aborted) {
    error = { message: input.aborted.message, type: input.aborted.type };
    stopReason = "aborted";
  }
  let skillUsed = true;
  let skillUseReason;
  if (input.skillName) {
    const v = skillVerdict(input.skillName, toolCalls, { skillsListed: info.skills, denials: info.permissionDenials, runFailed: error?.message });
    skillUsed = v.used;
    skillUseReason = v.reason;
    if (v.used && !skillBodyInjected && toolCalls.some((c) => c.name === "Skill")) {
      transcript.push("## Note\n\nThe Skill call launched, but no injected skill body was seen in the stream.");
    }
  }
  const head = [];
  if (init || info.version) {
    head.push(
      [
        `- version: ${info.version ?? "unknown"}`,
        `- model: ${info.model ?? "unknown"}`,
        `- permission mode: ${info.permissionMode ?? "unknown"}`,
        `- skills in the session: ${info.skills.join(", ") || "none"}`,
        ...info.sessionId ? [`- session: ${info.sessionId}`] : [],
        ...(input.notes ?? []).map((n) => `- ${n}`)
      ].join("\n")
    );
  }
  if (head.length) transcript.splice(1, 0, `## Claude Code

${head.join("\n")}`);
  const res = [];
  if (result) {
    res.push(`subtype: ${info.subtype ?? "?"}, is_error: ${String(info.isError)}, terminal_reason: ${info.terminalReason ?? "?"}`);
    res.push(`num_turns: ${info.numTurns ?? "?"}, duration_ms: ${info.durationMs ?? "?"}, duration_api_ms: ${info.durationApiMs ?? "?"}`);
    res.push(`total_cost_usd: ${String(result.total_cost_usd ?? "?")}${info.costBasis.length ? ` (cost basis: ${info.costBasis.join(", ")})` : ""}`);
    if (info.permissionDenials.length) res.push(`permission denials: ${info.permissionDenials.map((d) => d.toolName).join(", ")}`);
  } else res.push("No result line.");
  if (input.exitCode !== void 0 || input.signal) res.push(`exit code: ${input.exitCode ?? "none"}${input.signal ? `, signal: ${input.signal}` : ""}`);
  if (skillUseReason) res.push(`skill not used: ${skillUseReason}`);
  transcript.push(`## Result

${res.join("\n")}`);
  if (error) transcript.push(`## Error

${error.status ? `${error.status} ` : ""}${error.type ? `${error.type}: ` : ""}${error.message}`);
  if (response && !error) transcript.push(`## Final Response

${response}`);
  const apiCalls = turns + info.apiRetries + (info.terminalReason === "api_error" || error?.type === "api_error" ? 1 : 0);
  const out = {
    response: error ? lastText : response,
    toolCalls,
    filesWritten: [...filesWritten].sort(),
    usage,
    turns,
    stopReason,
    apiCalls,
    retries: info.apiRetries,
    cached: false,
    skillUsed,
    transcript: transcript.join("\n\n") + "\n",
    costUsd,
    claudeCode: info
  };
  if (skillUseReason) out.skillUseReason = skillUseReason;
  if (error) out.error = error;
  return out;
}

// src/run/claude-code/key-proxy.ts
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import path from "node:path";
var KEY_PROXY_PATHS = ["/v1/messages", "/v1/messages/count_tokens"];
var KEY_PROXY_QUERIES = /* @__PURE__ */ new Set(["", "?beta=true"]);
var MAX_REQUEST_BYTES = 64 * 1024 * 1024;
var HOP_BY_HOP = /* @__PURE__ */ new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host"]);
function addUsage(total, u) {
  if (!u || typeof u !== "object") return;
  const o = u;
  for (const k of ["input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens"]) {
    if (typeof o[k] === "number") total[k] += o[k];
  }
}
function usageFromBody(text, contentType) {
  const total = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  if (contentType.includes("text/event-stream")) {
    let start;
    let outputTokens;
    for (const line of text.split("\n")) {
      if (!line.startsWith("data:")) continue;
      try {
        const ev = JSON.parse(line.slice(5).trim());
        if (ev["type"] === "message_start") start = ev["message"]?.["usage"] ?? void 0;
        if (ev["type"] === "message_delta") {
          const u = ev["usage"];
          if (typeof u?.["output_tokens"] === "number") outputTokens = u["output_tokens"];
        }
      } catch {
      }
    }
    addUsage(total, { ...start ?? {}, ...outputTokens !== void 0 ? { output_tokens: outputTokens } : {} });
  } else if (contentType.includes("json")) {
    try {
      addUsage(total, JSON.parse(text)["usage"]);
    } catch {
    }
  }
  return total;
}
async function startKeyProxy(opts) {
  if (!opts.apiKey && !opts.authToken && !opts.send) throw new Error("key proxy: no credential to inject");
  const placeholder = `sk-ant-placeholder-${randomBytes(16).toString("hex")}`;
  const upstream = new URL(opts.upstream);
  const prefix = upstream.pathname.replace(/\/+$/, "");
  const agent = upstream.protocol === "https:" ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const stats = {
    requests: 0,
    refused: 0,
    forbidden: 0,
    costUsd: 0,
    byPath: {},
    byStatus: {},
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    upstreamErrors: 0,
    gateway: { calls: 0, cached: 0, retries: 0, errors: 0, costUsd: 0 }
  };
  let turn = 0;
  const foreignWorkspace = opts.workspaceDir && path.basename(opts.workspaceDir).startsWith("skill-evals-ws-") ? new RegExp(`${path.dirname(opts.workspaceDir).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/skill-evals-ws-[A-Za-z0-9]{6}`, "g") : void 0;
  const refuse = (res, status, type, message) => {
    stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
    res.writeHead(status, { "content-type": "application/json", "x-should-retry": "false" });
    res.end(JSON.stringify({ type: "error", error: { type, message: `skill-evals key proxy: ${message}` } }));
  };
  const viaGateway = async (req, res, params) => {
    const stream = params["stream"] === true;
    delete params["stream"];
    const ws = opts.workspaceDir;
    let cacheKeyParams;
    if (ws) {
      cacheKeyParams = JSON.parse(JSON.stringify(params).split(ws).join("<workspace>"));
      delete cacheKeyParams["metadata"];
    }
    const relayed = {};
    for (const h of ["anthropic-beta", "user-agent", "x-app"]) {
      const v = req.headers[h];
      if (v !== void 0) relayed[h] = Array.isArray(v) ? v.join(",") : v;
    }
    stats.gateway.calls++;
    try {
      const r = await opts.send(params, {
        spec: opts.spec,
        turn: turn++,
        ...opts.signal ? { signal: opts.signal } : {},
        ...Object.keys(relayed).length ? { headers: relayed } : {},
        ...cacheKeyParams ? { cacheKeyParams } : {}
      });
      let message = r.message;
      if (r.cached && ws && foreignWorkspace) message = JSON.parse(JSON.stringify(message).replace(foreignWorkspace, ws));
      stats.gateway.retries += r.retries;
      if (r.cached) stats.gateway.cached++;
      else stats.gateway.costUsd = addCost(stats.gateway.costUsd, costOf(r.message.model, r.message.usage ?? {}));
      addUsage(stats.usage, r.message.usage);
      stats.byStatus["200"] = (stats.byStatus["200"] ?? 0) + 1;
      const headers = r.requestId ? { "request-id": r.requestId } : {};
      if (stream) {
        res.writeHead(200, { ...headers, "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.end(messageToSse(message));
      } else {
        res.writeHead(200, { ...headers, "content-type": "application/json" });
        res.end(JSON.stringify(message));
      }
    } catch (err) {
      stats.gateway.errors++;
      const e = err ?? {};
      const status = typeof e.status === "number" && e.status >= 400 ? e.status : 502;
      const type = typeof e.error?.error?.type === "string" ? e.error.error.type : typeof e.type === "string" ? e.type : "api_error";
      stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
      res.writeHead(status, { "content-type": "application/json", "x-should-retry": "false" });
      res.end(JSON.stringify({ type: "error", error: { type, message: typeof e.message === "string" ? e.message : String(err) } }));
    }
  };
  const server = http.createServer((req, res) => {
    const key = req.headers["x-api-key"];
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers["authorization"] ?? ""))?.[1];
    if (key !== placeholder && bearer !== placeholder) {
      stats.refused++;
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "authentication_error", message: "skill-evals key proxy: unknown credential" } }));
      req.resume();
      return;
    }
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === void 0 || HOP_BY_HOP.has(k) || k === "x-api-key" || k === "authorization") continue;
      headers[k] = v;
    }
    if (opts.apiKey) headers["x-api-key"] = opts.apiKey;
    else if (opts.authToken) headers["authorization"] = `Bearer ${opts.authToken}`;
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const pathOnly = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? "" : url.slice(q);
    if (req.method !== "POST" || !KEY_PROXY_PATHS.includes(pathOnly) || !KEY_PROXY_QUERIES.has(query)) {
      stats.forbidden++;
      refuse(res, 403, "permission_error", `only POST ${KEY_PROXY_PATHS.join(" and POST ")} are forwarded, not ${String(req.method).slice(0, 16)} ${url.slice(0, 200)}`);
      req.resume();
      return;
    }
    const body = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_REQUEST_BYTES) tooLarge = true;
      else body.push(c);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      if (tooLarge) return refuse(res, 413, "request_too_large", `the request body is larger than ${MAX_REQUEST_BYTES} bytes`);
      const raw = Buffer.concat(body);
      let params;
      try {
        params = JSON.parse(raw.toString("utf8"));
        if (!params || typeof params !== "object" || Array.isArray(params)) throw new Error("not an object");
      } catch {
        return refuse(res, 400, "invalid_request_error", "the request body is not a JSON object");
      }
      const model = params["model"];
      if (opts.models && (typeof model !== "string" || !opts.models.includes(model))) {
        stats.forbidden++;
        return refuse(res, 403, "permission_error", `model ${(JSON.stringify(model) ?? "(none)").slice(0, 100)} is not one of this run's (${opts.models.join(", ")})`);
      }
      stats.requests++;
      stats.byPath[pathOnly] = (stats.byPath[pathOnly] ?? 0) + 1;
      if (opts.send && opts.spec && pathOnly === "/v1/messages") {
        viaGateway(req, res, params).catch(() => res.destroy());
        return;
      }
      forward(req, res, headers, pathOnly, query, raw, typeof model === "string" ? model : "");
    });
  });
  const forward = (req, res, headers, pathOnly, query, raw, model) => {
    headers["content-length"] = String(raw.length);
    const client = upstream.protocol === "https:" ? https : http;
    const up = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || void 0,
        method: "POST",
        path: prefix + pathOnly + query,
        headers,
        agent
      },
      (upRes) => {
        const status = upRes.statusCode ?? 502;
        stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
        const out = {};
        for (const [k, v] of Object.entries(upRes.headers)) if (v !== void 0 && !HOP_BY_HOP.has(k)) out[k] = v;
        res.writeHead(status, out);
        const isMessages = pathOnly === "/v1/messages";
        const chunks = [];
        let size = 0;
        upRes.on("data", (c) => {
          if (isMessages && size < 8 * 1024 * 1024) {
            chunks.push(c);
            size += c.length;
          }
          res.write(c);
        });
        upRes.on("end", () => {
          res.end();
          if (isMessages && status < 300) {
            const u = usageFromBody(Buffer.concat(chunks).toString("utf8"), String(upRes.headers["content-type"] ?? ""));
            for (const k of Object.keys(u)) stats.usage[k] += u[k];
            stats.costUsd = addCost(stats.costUsd, costOf(model, u));
          }
        });
        upRes.on("error", () => res.destroy());
      }
    );
    up.on("error", (err) => {
      stats.upstreamErrors++;
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: `skill-evals key proxy: upstream failed: ${err.message}` } }));
      } else res.destroy();
    });
    res.on("close", () => {
      if (!res.writableFinished) up.destroy();
    });
    up.end(raw);
  };
  server.keepAliveTimeout = 5e3;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (opts.socketPath) server.listen(opts.socketPath, () => resolve());
    else server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    url: opts.socketPath ? "http://localhost" : `http://127.0.0.1:${server.address().port}`,
    ...opts.socketPath ? { socketPath: opts.socketPath } : {},
    placeholder,
    stats,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      agent.destroy();
    })
  };
}
function sseEvent(type, data) {
  return `event: ${type}
data: ${JSON.stringify({ type, ...data })}

`;
}
function messageToSse(message) {
  const m = message;
  let out = sseEvent("message_start", { message: { ...m, content: [], stop_reason: null, stop_sequence: null } });
  m.content.forEach((block, index) => {
    const type = block["type"];
    if (type === "text") {
      const { text, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, text: "" } });
      out += sseEvent("content_block_delta", { index, delta: { type: "text_delta", text } });
    } else if (type === "thinking") {
      const { thinking, signature, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, thinking: "", signature: "" } });
      out += sseEvent("content_block_delta", { index, delta: { type: "thinking_delta", thinking } });
      if (typeof signature === "string") out += sseEvent("content_block_delta", { index, delta: { type: "signature_delta", signature } });
    } else if ("input" in block) {
      const { input, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, input: {} } });
      out += sseEvent("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify(input ?? {}) } });
    } else {
      out += sseEvent("content_block_start", { index, content_block: block });
    }
    out += sseEvent("content_block_stop", { index });
  });
  out += sseEvent("message_delta", { delta: { stop_reason: m["stop_reason"] ?? null, stop_sequence: m["stop_sequence"] ?? null }, usage: { output_tokens: m.usage?.["output_tokens"] ?? 0 } });
  out += sseEvent("message_stop", {});
  return out;
}

// src/sandbox/forwarder.ts
var FORWARDER_SOURCE = `'use strict'
const net = require('net')
const { spawn } = require('child_process')
const [sock, cmd, ...args] = process.argv.slice(1)
const server = net.createServer((c) => {
  const u = net.connect(sock)
  c.pipe(u)
  u.pipe(c)
  c.on('error', () => u.destroy())
  u.on('error', () => c.destroy())
})
server.on('error', (e) => {
  process.stderr.write('skill-evals forwarder: ' + e.message + '\\n')
  process.exit(126)
})
server.listen(0, '127.0.0.1', () => {
  const env = { ...process.env, ANTHROPIC_BASE_URL: 'http://127.0.0.1:' + server.address().port }
  const child = spawn(cmd, args, { stdio: 'inherit', env })
  const pass = (s) => child.kill(s)
  for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, pass)
  child.on('error', (e) => {
    process.stderr.write('skill-evals forwarder: ' + e.message + '\\n')
    process.exit(127)
  })
  child.on('exit', (code, sig) => {
    if (sig) {
      process.removeAllListeners(sig)
      process.kill(process.pid, sig)
    } else process.exit(code === null ? 1 : code)
  })
})
`;
function behindForwarder(socketPath, cmd, args) {
  return { cmd: process.execPath, args: ["-e", FORWARDER_SOURCE, "--", socketPath, cmd, ...args] };
}

// src/run/claude-code/executor.ts
var DEFAULT_ANTHROPIC_BASE_URL = "https://api.anthropic.com";
var BUILTIN_PLUGINS = ["cc-plugin-plugin-authoring@builtin", "cc-plugin-agents-md@builtin", "cc-plugin-privacy@builtin"];
var DISALLOWED_TOOLS = ["WebFetch", "WebSearch"];
function isolationSettings() {
  return {
    // Issue 33 (row H): hooks from a `.claude/settings.json` an eval's files (or an earlier
    // pipeline step) put in the workspace would run shell commands even with Bash disallowed.
    // Flag settings outrank project settings, so this switches every hook off.
    disableAllHooks: true,
    disableBundledSkills: true,
    enabledPlugins: Object.fromEntries(BUILTIN_PLUGINS.map((p) => [p, false]))
  };
}
function buildInvocation(req, settings, dirs, sessionId) {
  const allowed = [];
  const disallowed = [...DISALLOWED_TOOLS];
  if (req.skill) allowed.push(`Skill(${req.skill.name})`);
  else if (settings.baseline === "no-skill-tool") disallowed.push("Skill");
  if (req.bash) allowed.push("Bash");
  else disallowed.push("Bash");
  allowed.push(...settings.allowedTools ?? []);
  const args = [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    // Issue 33 (row H): user settings only, i.e. the run's own CLAUDE_CONFIG_DIR (see the top).
    "--setting-sources",
    "user",
    "--settings",
    JSON.stringify(isolationSettings()),
    "--strict-mcp-config",
    "--permission-mode",
    "acceptEdits",
    "--max-turns",
    String(Math.max(1, Math.floor(req.maxTurns))),
    "--model",
    req.spec.model,
    "--session-id",
    sessionId,
    "--no-session-persistence",
    // The installed skills' folders (copies in CLAUDE_CONFIG_DIR): their reference files are readable.
    ...[...req.skill ? [req.skill.name] : [], ...req.otherSkills ?? []].flatMap((n) => ["--add-dir", userSkillDir(dirs.config, n)]),
    ...allowed.length ? [`--allowedTools=${allowed.join(",")}`] : [],
    `--disallowedTools=${disallowed.join(",")}`,
    "--",
    req.prompt
  ];
  const env = {
    PATH: settings.sourceEnv?.PATH ?? process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: dirs.home,
    TMPDIR: dirs.tmp,
    LANG: "C.UTF-8",
    CLAUDE_CONFIG_DIR: dirs.config,
    CLAUDE_CODE_TMPDIR: dirs.tmp,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: "1",
    CLAUDE_CODE_DISABLE_CLAUDE_MDS: "1",
    CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1",
    CLAUDE_CODE_MAX_RETRIES: String(settings.maxRetries ?? 2)
  };
  const source = settings.sourceEnv ?? process.env;
  for (const name of settings.passEnv ?? []) {
    const v = source[name];
    if (v !== void 0 && !/^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_.*)$/i.test(name)) env[name] = v;
  }
  if (settings.apiKey) env.ANTHROPIC_API_KEY = settings.apiKey;
  if (settings.authToken) env.ANTHROPIC_AUTH_TOKEN = settings.authToken;
  if (settings.baseUrl) env.ANTHROPIC_BASE_URL = settings.baseUrl;
  Object.assign(env, settings.extraEnv ?? {});
  const notes = [
    `skill: ${req.skill ? `${req.skill.name} (user skill copied from the workspace's .claude/skills/${req.skill.name} to the run's CLAUDE_CONFIG_DIR; --allowedTools Skill(${req.skill.name}))` : settings.baseline === "no-skill-tool" ? "none (Skill tool removed)" : "none (Skill tool kept, nothing listed)"}`,
    `isolation: own CLAUDE_CONFIG_DIR/CLAUDE_CODE_TMPDIR/HOME, --setting-sources user (nothing in the workspace is read as configuration), --strict-mcp-config, bundled skills and built-in plugins off, retries ${env.CLAUDE_CODE_MAX_RETRIES}`,
    `tools: allowed ${allowed.join(", ") || "default"}; disallowed ${disallowed.join(", ")}`
  ];
  return { args, env, notes };
}
function userSkillDir(configDir, name) {
  return path2.join(configDir, "skills", name);
}
async function installUserSkill(ws, configDir, name) {
  const dest = userSkillDir(configDir, name);
  const snap = await snapshotFolder(path2.join(ws, ".claude", "skills", name));
  const plain = (rel) => !rel.split(path2.sep).some((c) => c === ".claude" || c === ".mcp.json");
  snap.dirs = snap.dirs.filter((d) => plain(d.rel));
  snap.files = snap.files.filter((f) => plain(f.rel));
  for (const d of snap.dirs) await mkdir(d.rel ? path2.join(dest, d.rel) : dest, { recursive: true });
  for (const f of snap.files) {
    if (f.data) await writeFile(path2.join(dest, f.rel), f.data, { mode: f.mode });
    else await copyFile(f.src, path2.join(dest, f.rel));
  }
}
var exists = (p) => access(p).then(() => true, () => false);
async function ensureOwnGitRoot(ws) {
  if (await exists(path2.join(ws, ".git"))) return void 0;
  await gitOk(["init", "-q"], { cwd: ws, timeoutMs: 15e3 });
  if (await exists(path2.join(ws, ".git"))) return void 0;
  for (let d = path2.dirname(ws); ; d = path2.dirname(d)) {
    if (await exists(path2.join(d, ".claude", "skills"))) {
      return `the workspace ${ws} is not a git root (git unavailable) and ${d} holds .claude/skills, which Claude Code would load`;
    }
    if (path2.dirname(d) === d) return void 0;
  }
}
async function snapshotFiles(root, limit = 5e4) {
  const out = /* @__PURE__ */ new Map();
  const walk = async (dir, rel) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.size >= limit) return;
      if (rel === "" && e.name === ".git") continue;
      const abs = path2.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(abs, r);
      else if (e.isFile()) {
        try {
          const st = await lstat(abs);
          out.set(r, `${st.size}:${st.mtimeMs}:${st.ino}`);
        } catch {
        }
      }
    }
  };
  await walk(root, "");
  return out;
}
function changedFiles(before, after) {
  const out = [];
  for (const [f, sig] of after) if (before.get(f) !== sig) out.push(f);
  return out;
}
var MAX_STDOUT = 64 * 1024 * 1024;
var KILL_GRACE_MS = 2e3;
function killGroup(pid, sig) {
  if (!pid) return;
  try {
    process.kill(process.platform === "win32" ? pid : -pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
    }
  }
}
async function executeClaudeCodeRun(req, settings = {}) {
  const binary = settings.binary ?? await resolveClaudeCodeOnce(settings.resolve ?? {});
  const ws = await realpath(req.workspaceDir);
  const base = (extra, notes2 = []) => parseClaudeCodeStream({ prompt: req.prompt, stdout: "", skillName: req.skill?.name, workspaceDir: ws, aborted: extra, version: binary.version, notes: notes2 });
  const gitProblem = await ensureOwnGitRoot(ws);
  if (gitProblem) return base({ message: `Harness error: ${gitProblem}.`, type: "harness" });
  if (req.skill && !await exists(path2.join(ws, ".claude", "skills", req.skill.name, "SKILL.md"))) {
    return base({ message: `Harness error: .claude/skills/${req.skill.name}/SKILL.md is missing from the workspace.`, type: "harness" });
  }
  const scratchParent = settings.scratchDir ?? os.tmpdir();
  await mkdir(scratchParent, { recursive: true });
  const scratch = await mkdtemp(path2.join(scratchParent, "skill-evals-cc-"));
  const dirs = { config: path2.join(scratch, "config"), tmp: path2.join(scratch, "tmp"), home: path2.join(scratch, "home") };
  await Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true })));
  const otherSkills = [];
  for (const n of req.otherSkills ?? []) if (n !== req.skill?.name && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(n) && await exists(path2.join(ws, ".claude", "skills", n, "SKILL.md"))) otherSkills.push(n);
  try {
    for (const n of [...req.skill ? [req.skill.name] : [], ...otherSkills]) await installUserSkill(ws, dirs.config, n);
  } catch (err) {
    if (!settings.keepScratch) await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
    return base({ message: `Harness error: could not install the skill for Claude Code: ${err instanceof Error ? err.message : String(err)}.`, type: "harness" });
  }
  const sessionId = randomUUID();
  let proxy;
  const viaGateway = req.send !== void 0 && typeof req.spec.runId === "string";
  const sandboxed = detectSandbox().kind === "bwrap";
  let socketPath;
  if (sandboxed) {
    socketPath = path2.join(scratch, "key-proxy.sock");
    if (socketPath.length > 100) socketPath = path2.join(await mkdtemp("/tmp/skill-evals-kp-"), "s");
  }
  if (settings.keyProxy !== false && (settings.apiKey || settings.authToken || viaGateway)) {
    proxy = await startKeyProxy({
      ...socketPath ? { socketPath } : {},
      upstream: settings.baseUrl || DEFAULT_ANTHROPIC_BASE_URL,
      apiKey: settings.apiKey,
      authToken: settings.authToken,
      // Issue 33 (row G): only this run's model goes through (the sandboxed Bash can reach the proxy too).
      models: [req.spec.model],
      ...viaGateway ? { send: req.send, spec: req.spec, workspaceDir: ws, ...req.signal ? { signal: req.signal } : {} } : {}
    });
  }
  const inv = buildInvocation({ ...req, otherSkills }, proxy ? { ...settings, apiKey: proxy.placeholder, authToken: void 0, baseUrl: proxy.url } : settings, dirs, sessionId);
  if (proxy) {
    for (const v of ["NO_PROXY", "no_proxy"]) if (inv.env[v] !== void 0 || inv.env["HTTPS_PROXY"] || inv.env["HTTP_PROXY"]) inv.env[v] = [inv.env[v], "127.0.0.1", "localhost"].filter(Boolean).join(",");
  }
  const run = proxy?.socketPath ? behindForwarder(proxy.socketPath, binary.path, inv.args) : { cmd: binary.path, args: inv.args };
  const writable = socketPath && !socketPath.startsWith(`${scratch}/`) ? [ws, scratch, path2.dirname(socketPath)] : [ws, scratch];
  const step = containCommand(run.cmd, run.args, { cwd: ws, writable, env: inv.env, network: req.network === true });
  const notes = [
    `binary: ${binary.path} (${binary.version}, from ${binary.source})`,
    ...inv.notes,
    `credentials: ${proxy ? `placeholder key; the harness loopback proxy adds the real one${viaGateway ? " and sends Messages calls through the gateway (cache, limiter, retries)" : ""}` : "as given"}; sandbox: ${step.sandboxed ? `bwrap PID namespace${step.args.includes("--unshare-net") ? ", own network" : req.network ? ", the host's network (network: true)" : ""}${proxy?.socketPath ? ", the key proxy reached through a Unix socket" : ""}` : "none (process group)"}`
  ];
  try {
    const before = await snapshotFiles(ws);
    let stdout = "";
    let stderr = "";
    let aborted;
    let stoppedEarly = false;
    const t0 = performance.now();
    const { code, signal } = await new Promise((resolve) => {
      let child;
      try {
        child = childProcess().spawn(step.cmd, step.args, {
          cwd: ws,
          env: step.env,
          stdio: ["ignore", "pipe", "pipe"],
          detached: process.platform !== "win32"
          // own process group, killed as a whole
        });
      } catch (err) {
        stderr = `spawn failed: ${err instanceof Error ? err.message : String(err)}`;
        resolve({ code: null, signal: null });
        return;
      }
      let killTimer;
      const stop = (why) => {
        if (why && !aborted && !stoppedEarly) aborted = why;
        if (killTimer) return;
        killGroup(child.pid, "SIGTERM");
        killTimer = setTimeout(() => killGroup(child.pid, "SIGKILL"), KILL_GRACE_MS);
        killTimer.unref();
      };
      const onAbort = () => {
        const r = req.signal?.reason;
        const detail = r instanceof Error ? r.message : typeof r === "string" ? r : "";
        stop({ message: `run aborted${detail ? `: ${detail}` : ""}`, type: "aborted" });
      };
      if (req.signal?.aborted) onAbort();
      else req.signal?.addEventListener("abort", onAbort, { once: true });
      const timer = req.timeoutMs ? setTimeout(() => stop({ message: `Run timed out after ${Math.round(req.timeoutMs / 100) / 10} s (Claude Code stopped).`, type: "timeout" }), req.timeoutMs) : void 0;
      let partial = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk) => {
        if (stdout.length + chunk.length > MAX_STDOUT) {
          stop({ message: `Claude Code printed more than ${MAX_STDOUT} bytes; stopped.`, type: "claude_code" });
          return;
        }
        stdout += chunk;
        if (!req.onEvent || stoppedEarly) return;
        partial += chunk;
        const lines = partial.split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.trim()) continue;
          let ev;
          try {
            ev = JSON.parse(line);
          } catch {
            continue;
          }
          if (ev && typeof ev === "object" && req.onEvent(ev) === true) {
            stoppedEarly = true;
            stop();
            break;
          }
        }
      });
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (chunk) => {
        if (stderr.length < 1024 * 1024) stderr += chunk;
      });
      child.on("error", (err) => {
        stderr += `
${err.message}`;
      });
      child.on("exit", () => killContained(child, step));
      child.on("close", (code2, sig) => {
        if (timer) clearTimeout(timer);
        if (killTimer) clearTimeout(killTimer);
        req.signal?.removeEventListener("abort", onAbort);
        resolve({ code: code2, signal: sig });
      });
    });
    const wallMs = performance.now() - t0;
    if (proxy) notes.push(`API requests through the key proxy: ${proxy.stats.requests}${proxy.stats.refused ? ` (${proxy.stats.refused} refused)` : ""}`);
    const g = proxy && viaGateway ? proxy.stats.gateway : void 0;
    if (g) notes.push(`through the gateway: ${g.calls} Messages calls (${g.cached} from the response cache, ${g.retries} retries, ${g.errors} failed)`);
    const result = parseClaudeCodeStream({
      prompt: req.prompt,
      // Issue 17: what the CLI printed is redacted before it becomes the transcript or a record.
      stdout: redact(stdout),
      stderr: redact(stderr),
      exitCode: code,
      signal,
      skillName: req.skill?.name,
      workspaceDir: ws,
      aborted: stoppedEarly ? void 0 : aborted,
      version: binary.version,
      notes: [...notes, `wall time: ${Math.round(wallMs)} ms`]
    });
    if (stoppedEarly && result.error?.type === "claude_code") {
      delete result.error;
      result.stopReason = "stopped";
    }
    const counted = proxy?.stats.byPath["/v1/messages/count_tokens"] ?? 0;
    if (g) {
      result.costUsd = g.costUsd;
      result.apiCalls = g.calls - g.cached + g.retries + counted;
      result.retries = g.retries;
      result.cached = g.calls > 0 && g.cached === g.calls;
    } else if (proxy) {
      const c = proxy.stats.costUsd;
      if (result.costUsd !== null && (c === null || c > result.costUsd)) result.costUsd = c;
      result.apiCalls = Math.max(result.apiCalls, proxy.stats.requests);
    }
    const after = await snapshotFiles(ws);
    result.filesWritten = [.../* @__PURE__ */ new Set([...result.filesWritten, ...changedFiles(before, after)])].sort();
    return result;
  } finally {
    await proxy?.close();
    if (!settings.keepScratch) await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
    if (socketPath && !socketPath.startsWith(`${scratch}/`)) await rm(path2.dirname(socketPath), { recursive: true, force: true });
  }
}
export {
  BUILTIN_PLUGINS,
  DEFAULT_ANTHROPIC_BASE_URL,
  DISALLOWED_TOOLS,
  buildInvocation,
  ensureOwnGitRoot,
  executeClaudeCodeRun,
  isolationSettings,
  snapshotFiles,
  userSkillDir
};
