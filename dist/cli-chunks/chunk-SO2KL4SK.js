#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  compareWithBenchmark
} from "./chunk-YZU6TXNU.js";
import {
  listPullFiles,
  messageOf,
  statusOf
} from "./chunk-FLDMWVQP.js";
import {
  mdEscape,
  percentEncoded
} from "./chunk-DITMTTB5.js";
import {
  redactingAnnotator
} from "./chunk-DT4VOJDH.js";
import {
  error,
  notice,
  warning
} from "./chunk-2KEUBKUZ.js";
import {
  wilson
} from "./chunk-UYQTJ7KB.js";
import {
  truncateEnd
} from "./chunk-YT2GUATG.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";

// src/github/publisher.ts
import { appendFile } from "node:fs/promises";
import { EOL } from "node:os";

// src/github/artifact.ts
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
async function artifactClient() {
  const { DefaultArtifactClient } = await import("./artifact-ZI5K25WK.js");
  return new DefaultArtifactClient();
}
function artifactServiceMissing(env = process.env) {
  const missing = ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL"].filter((k) => !env[k]);
  if (missing.length > 0) return `the artifact service is not available (${missing.join(" and ")} not set: not running inside GitHub Actions)`;
  const server = env["GITHUB_SERVER_URL"];
  if (server) {
    let host = "";
    try {
      host = new URL(server).hostname.toLowerCase();
    } catch {
      return `GITHUB_SERVER_URL '${server}' is not a URL`;
    }
    if (!(host === "github.com" || host.endsWith(".ghe.com") || host.endsWith(".localhost"))) {
      return `@actions/artifact does not support GitHub Enterprise Server (${host})`;
    }
  }
  return void 0;
}
function artifactUrl(id, env = process.env) {
  const repo = env["GITHUB_REPOSITORY"];
  const run = env["GITHUB_RUN_ID"];
  if (id === void 0 || !repo || !run || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^\d+$/.test(run)) return void 0;
  const server = (env["GITHUB_SERVER_URL"] || "https://github.com").replace(/\/+$/, "");
  return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`;
}
function safeArtifactName(name) {
  return name.replace(/[":<>|*?\r\n\\/]+/g, "-").slice(0, 200) || "artifact";
}
function errText(e) {
  return e instanceof Error ? e.message : String(e);
}
async function uploadFiles(name, files, rootDirectory, o = {}) {
  const env = o.env ?? process.env;
  const clean = safeArtifactName(name);
  const missing = artifactServiceMissing(env);
  if (missing) {
    o.log?.info(`Artifact '${clean}' not uploaded: ${missing}. The files stay in ${rootDirectory}.`);
    return { status: "skipped", name: clean, reason: missing };
  }
  if (files.length === 0) return { status: "skipped", name: clean, reason: "no files to upload" };
  try {
    const client = o.client ?? await artifactClient();
    const r = await client.uploadArtifact(clean, files, rootDirectory, {
      ...o.retentionDays !== void 0 ? { retentionDays: o.retentionDays } : {},
      ...o.compressionLevel !== void 0 ? { compressionLevel: o.compressionLevel } : {}
    });
    return { status: "uploaded", name: clean, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env) };
  } catch (e) {
    const reason = `upload failed: ${errText(e)}`;
    o.log?.warning(`Artifact '${clean}' ${reason}`);
    return { status: "failed", name: clean, reason };
  }
}
async function uploadViewer(file, o = {}) {
  const env = o.env ?? process.env;
  let name = safeArtifactName(o.name ?? path.basename(file));
  if (!/\.html?$/i.test(name)) name += ".html";
  const missing = artifactServiceMissing(env);
  if (missing) {
    o.log?.info(`Viewer artifact '${name}' not uploaded: ${missing}. Open ${file} locally.`);
    return { status: "skipped", name, reason: missing };
  }
  const client = o.client ?? await artifactClient();
  let tmp;
  try {
    let src = path.resolve(file);
    if (path.basename(src) !== name) {
      tmp = await mkdtemp(path.join(tmpdir(), "skill-evals-viewer-"));
      const dest = path.join(tmp, name);
      await copyFile(src, dest);
      src = dest;
    }
    const retention = o.retentionDays !== void 0 ? { retentionDays: o.retentionDays } : {};
    try {
      const r = await client.uploadArtifact(name, [src], path.dirname(src), { ...retention, skipArchive: true });
      return { status: "uploaded", name, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env), unarchived: true };
    } catch (e) {
      const zipName = name.replace(/\.html?$/i, "");
      o.log?.info(`Unarchived upload of '${name}' failed (${errText(e)}); uploading it zipped as '${zipName}'.`);
      const r = await client.uploadArtifact(zipName, [src], path.dirname(src), retention);
      return { status: "uploaded", name: zipName, id: r.id, size: r.size, digest: r.digest, url: artifactUrl(r.id, env), unarchived: false };
    }
  } catch (e) {
    const reason = `upload failed: ${errText(e)}`;
    o.log?.warning(`Viewer artifact '${name}' ${reason}`);
    return { status: "failed", name, reason };
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}

// src/github/comment.ts
function withMarker(body, marker) {
  if (body.trimStart().startsWith(marker)) return body;
  return `${marker}
${body}`;
}
function trimCommentBody(body, maxChars = 6e4, note = "_Comment truncated; see the job summary and the viewer artifact for the full report._") {
  if (body.length <= maxChars) return body;
  const tail = `

${note}
`;
  let cut = body.slice(0, Math.max(0, maxChars - tail.length - 8));
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const nl = cut.lastIndexOf("\n");
  if (nl > cut.length / 2) cut = cut.slice(0, nl);
  const fences = (cut.match(/^\s*(```|~~~)/gm) ?? []).length;
  if (fences % 2 === 1) cut += "\n```";
  return cut + tail;
}
function isTooLong(err) {
  return statusOf(err) === 422 && /too long|maximum is/i.test(messageOf(err) + JSON.stringify(err?.response?.data ?? ""));
}
function isOurs(c, marker, author) {
  if (!(c.body ?? "").trimStart().startsWith(marker)) return false;
  const login = (c.user?.login ?? "").replace(/\[bot\]$/, "");
  if (author !== void 0) return login === author.replace(/\[bot\]$/, "");
  return c.user?.type === "Bot";
}
async function findComment(octokit, t) {
  let found;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: 100
  })) {
    found = page.data.find((c) => isOurs(c, t.marker, t.author));
    if (found) break;
  }
  return found;
}
async function upsertComment(octokit, o) {
  const where = `${o.owner}/${o.repo}#${o.issueNumber}`;
  const skip = (what, err) => {
    const status = statusOf(err);
    const hint = status === 403 ? " The token cannot write comments here (a pull request from a fork, or missing `pull-requests: write` permission); the report is in the job summary." : status === 404 ? " The pull request was not found, or the token cannot see it." : "";
    const warning2 = `Could not ${what} the PR comment on ${where}: ${messageOf(err)}.${hint}`;
    o.log?.warning(warning2);
    return { action: "skipped", warning: warning2 };
  };
  let body = withMarker(o.body, o.marker);
  let existing;
  try {
    existing = await findComment(octokit, o);
  } catch (e) {
    return skip("read", e);
  }
  if (existing && existing.body === body) return { action: "unchanged", id: existing.id, url: existing.html_url };
  let trimmed = false;
  for (let attempt = 0; ; attempt++) {
    try {
      if (existing) {
        try {
          const r2 = await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: existing.id, body });
          return { action: "updated", id: r2.data.id, url: r2.data.html_url, ...trimmed ? { trimmed } : {} };
        } catch (e) {
          if (statusOf(e) !== 404) throw e;
          existing = void 0;
          o.log?.info(`The previous skill-evals comment on ${where} is gone; creating a new one.`);
        }
      }
      const r = await octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: o.issueNumber, body });
      return { action: "created", id: r.data.id, url: r.data.html_url, ...trimmed ? { trimmed } : {} };
    } catch (e) {
      if (attempt === 0 && isTooLong(e)) {
        const max = Math.min(o.retryMaxChars ?? 6e4, Math.floor(body.length * 0.9));
        body = withMarker(trimCommentBody(body, max), o.marker);
        trimmed = true;
        o.log?.warning(`The PR comment on ${where} was too long for GitHub (${messageOf(e)}); retrying with a body trimmed to ${body.length} characters.`);
        continue;
      }
      return skip(existing ? "update" : "create", e);
    }
  }
}

// src/github/history.ts
var NON_FAST_FORWARD = /fast[ -]?forward/i;
async function commitBenchmark(octokit, o) {
  const { owner, repo, branch } = o;
  const message = o.message ?? `chore(evals): record benchmark ${o.path.split("/").pop()}`;
  let step = "read the branch";
  try {
    const files = [{ path: o.path, content: o.content }, ...o.more ?? []];
    let blobShas;
    for (let attempt = 0; ; attempt++) {
      step = "read the branch";
      const ref = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
      const tip = ref.data.object.sha;
      step = "read the tip commit";
      const tipCommit = await octokit.rest.git.getCommit({ owner, repo, commit_sha: tip });
      if (!blobShas) {
        step = "create the blob";
        blobShas = [];
        for (const f of files) blobShas.push((await octokit.rest.git.createBlob({ owner, repo, content: f.content, encoding: "utf-8" })).data.sha);
      }
      step = "create the tree";
      const tree = await octokit.rest.git.createTree({
        owner,
        repo,
        base_tree: tipCommit.data.tree.sha,
        tree: files.map((f, i) => ({ path: f.path, mode: "100644", type: "blob", sha: blobShas[i] }))
      });
      step = "create the commit";
      const commit = await octokit.rest.git.createCommit({ owner, repo, message, tree: tree.data.sha, parents: [tip] });
      step = "update the branch";
      try {
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit.data.sha, force: false });
      } catch (e) {
        if (attempt === 0 && statusOf(e) === 422 && NON_FAST_FORWARD.test(messageOf(e))) {
          o.log?.info(`\`${branch}\` moved while recording the benchmark; rebuilding the commit on the new tip.`);
          continue;
        }
        throw e;
      }
      return {
        status: "committed",
        path: o.path,
        commitSha: commit.data.sha,
        url: commit.data.html_url,
        ...attempt > 0 ? { retries: attempt } : {}
      };
    }
  } catch (e) {
    const status = statusOf(e);
    const hint = status === 403 ? " (the token needs `contents: write`)" : status === 422 || status === 409 ? " (branch protection, or the branch keeps moving)" : status === 404 ? " (branch or repository not found)" : "";
    const reason = `could not ${step}: ${messageOf(e)}${hint}`;
    o.log?.warning(`Benchmark history not recorded: ${reason}.`);
    return { status: "skipped", path: o.path, reason };
  }
}

// src/gate/cross-model.ts
var CROSS_MODEL_KIND = "skill-evals/cross-model";
var CROSS_MODEL_VERSION = 1;
var ANOMALY_SE = 2;
var round4 = (x) => Math.round(x * 1e4) / 1e4;
function interval(passed, graded) {
  if (graded <= 0) return null;
  const w = wilson(passed, graded);
  return { low: round4(w.low), high: round4(w.high), level: 0.95 };
}
function cellOf(s, model, previous, alpha, minDrop) {
  const ws = s.configurations.with_skill;
  if (!ws) return null;
  const p = ws.graded > 0 ? ws.passed / ws.graded : null;
  let vs = null;
  const prev = previous?.skills.find((x) => x.name === s.name);
  if (prev && prev.passRate !== null && ws.graded > 0) {
    const prevLabel = `${fileLabel(previous.file)} (${model})`;
    const c = compareWithBenchmark(ws.passed, ws.graded, prev, { alpha, minDrop, label: prevLabel });
    vs = { verdict: c.verdict, head_rate: c.head_rate, base_rate: c.base_rate, delta: c.delta, p_value: c.p_value, reason: c.reason, source: prevLabel };
  }
  return {
    runs: ws.runs,
    graded: ws.graded,
    passed: ws.passed,
    pass_rate: p === null ? null : round4(p),
    ci: interval(ws.passed, ws.graded),
    se: p === null ? null : round4(Math.sqrt(p * (1 - p) / ws.graded)),
    baseline_pass_rate: s.configurations.without_skill?.pass_rate ?? null,
    verdict: s.verdict,
    cost_usd: s.cost_usd,
    anomaly: null,
    vs_previous: vs
  };
}
function twoProportionZ(x1, n1, x2, n2) {
  if (n1 <= 0 || n2 <= 0) return 0;
  const pooled = (x1 + x2) / (n1 + n2);
  const v = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (!(v > 0)) return 0;
  return (x1 / n1 - x2 / n2) / Math.sqrt(v);
}
function fileLabel(file) {
  return file.split(/[\\/]/).pop() ?? file;
}
function crossModelTable(perModel, opts = {}) {
  const threshold = opts.anomalySe ?? ANOMALY_SE;
  const models = [];
  for (const m of perModel) if (!models.includes(m.model)) models.push(m.model);
  const byModel = new Map(perModel.map((m) => [m.model, m]));
  const first = perModel[0]?.summary;
  const alpha = opts.alpha ?? first?.settings.alpha ?? 0.05;
  const minDrop = opts.minDrop ?? first?.settings.min_drop ?? 0.05;
  const tiers = /* @__PURE__ */ new Map();
  for (const m of perModel) for (const s of m.summary.skills) if (!tiers.has(s.name)) tiers.set(s.name, s.tier);
  const names = [...tiers.keys()].sort((a, b) => tiers.get(a) - tiers.get(b) || (a < b ? -1 : 1));
  const skills = [];
  const anomalies = [];
  const regressions = [];
  for (const name of names) {
    const cells = {};
    for (const model of models) {
      const input = byModel.get(model);
      const s = input.summary.skills.find((x) => x.name === name);
      cells[model] = s ? cellOf(s, model, input.previous, alpha, minDrop) : null;
    }
    const rated = models.filter((m) => cells[m] && cells[m].graded > 0);
    for (const m of rated) {
      const c = cells[m];
      let xo = 0;
      let no = 0;
      for (const o of rated) {
        if (o === m) continue;
        xo += cells[o].passed;
        no += cells[o].graded;
      }
      const z = twoProportionZ(c.passed, c.graded, xo, no);
      if (Math.abs(z) > threshold) {
        const direction = z < 0 ? "low" : "high";
        c.anomaly = { direction, z: round4(z), others_rate: round4(xo / no), others_graded: no };
        anomalies.push({ skill: name, model: m, direction, z: round4(z), rate: c.pass_rate, others_rate: round4(xo / no) });
      }
    }
    let range = null;
    if (rated.length > 0) {
      let lo = rated[0];
      let hi = rated[0];
      for (const m of rated) {
        if (cells[m].pass_rate < cells[lo].pass_rate) lo = m;
        if (cells[m].pass_rate > cells[hi].pass_rate) hi = m;
      }
      const min = cells[lo].pass_rate;
      const max = cells[hi].pass_rate;
      range = { min, max, spread: round4(max - min), min_model: lo, max_model: hi };
    }
    for (const m of models) {
      const v = cells[m]?.vs_previous;
      if (v && v.verdict === "regression") {
        regressions.push({ skill: name, model: m, head_rate: v.head_rate, base_rate: v.base_rate, delta: v.delta, p_value: v.p_value, reason: v.reason, source: v.source });
      }
    }
    skills.push({ name, tier: tiers.get(name), cells, range });
  }
  const totals = models.map((model) => {
    const s = byModel.get(model).summary;
    let graded = 0;
    let passed = 0;
    for (const k of s.skills) {
      graded += k.configurations.with_skill?.graded ?? 0;
      passed += k.configurations.with_skill?.passed ?? 0;
    }
    return {
      model,
      verdict: s.verdict,
      graded,
      passed,
      pass_rate: graded > 0 ? round4(passed / graded) : null,
      ci: interval(passed, graded),
      cost_usd: s.totals.cost_usd,
      generated_at: s.generated_at
    };
  });
  const generated = opts.generatedAt ?? perModel.map((m) => m.summary.generated_at).sort().pop() ?? "";
  return {
    kind: CROSS_MODEL_KIND,
    schema_version: CROSS_MODEL_VERSION,
    generated_at: generated,
    models,
    anomaly_threshold_se: threshold,
    alpha,
    min_drop: minDrop,
    totals,
    skills,
    anomalies,
    regressions,
    lifecycle: opts.lifecycle ? [...opts.lifecycle] : []
  };
}
var pct = (x) => `${Math.round(x * 100)}%`;
var money = (x) => x === null ? "unknown" : `$${x.toFixed(2)}`;
function cellText(c) {
  if (!c) return "–";
  if (c.graded === 0) return `no graded runs (${c.runs})`;
  const ci = ` [${pct(c.ci.low)}–${pct(c.ci.high)}]`;
  const flag = c.anomaly ? c.anomaly.direction === "low" ? " ⚠ low" : " ⚠ high" : "";
  const reg = c.vs_previous?.verdict === "regression" ? " ▼ regressed" : "";
  return `${pct(c.pass_rate)}${ci} (${c.passed}/${c.graded})${flag}${reg}`;
}
function renderCrossModelMarkdown(t, o) {
  const e = o.escape;
  const h = "#".repeat(o.headingLevel ?? 2);
  const lines = [];
  lines.push(`${h} ${o.title ?? "Cross-model pass rates"}`, "");
  if (t.models.length === 0) {
    lines.push("No model results to compare.", "");
    return lines.join("\n");
  }
  lines.push(
    `With-skill pass rate per skill and model: share of graded runs that passed every assertion, 95% Wilson interval in brackets, passed/graded runs in parentheses. ⚠ marks a model more than ${t.anomaly_threshold_se} standard errors off the other models (two-proportion z test against their pooled runs).`,
    ""
  );
  lines.push(`| Skill | ${t.models.map((m) => e(m)).join(" | ")} | Range |`);
  lines.push(`|---|${t.models.map(() => "---").join("|")}|---|`);
  for (const s of t.skills) {
    const range = s.range ? s.range.spread === 0 ? "0 pts" : `${Math.round(s.range.spread * 100)} pts (${pct(s.range.min)}–${pct(s.range.max)})` : "–";
    lines.push(`| ${e(s.name)} | ${t.models.map((m) => cellText(s.cells[m] ?? null)).join(" | ")} | ${range} |`);
  }
  lines.push(
    `| **All skills** | ${t.totals.map((x) => x.pass_rate === null ? "–" : `**${pct(x.pass_rate)}** (${x.passed}/${x.graded}), ${money(x.cost_usd)}`).join(" | ")} | |`,
    ""
  );
  if (t.anomalies.length) {
    lines.push(`${h}# Anomalies`, "");
    for (const a of t.anomalies) {
      lines.push(`- ${e(a.skill)} on ${e(a.model)}: ${pct(a.rate)} vs ${pct(a.others_rate)} on the other models (z = ${a.z.toFixed(2)}, ${a.direction}).`);
    }
    lines.push("");
  }
  if (t.regressions.length) {
    lines.push(`${h}# Regressions against last week`, "");
    for (const r of t.regressions) lines.push(`- ${e(r.skill)} on ${e(r.model)}: ${e(r.reason)}.`);
    lines.push("");
  }
  const flagged = t.lifecycle.filter((l) => l.status === "deprecated" || l.status === "retired" || l.near_end_of_life);
  if (flagged.length) {
    lines.push(`${h}# Model lifecycle`, "");
    for (const l of flagged) lines.push(`- ${e(l.model)}: ${e(l.message)}`);
    lines.push("");
  }
  return lines.join("\n");
}
function needsAttention(t) {
  return t.regressions.length > 0 || t.lifecycle.some((l) => l.status !== "active" && l.status !== "unknown") || t.lifecycle.some((l) => l.near_end_of_life);
}

// src/github/tracking-issue.ts
var TRACKING_MARKER = "<!-- skill-evals:weekly-tracking -->";
var TRACKING_LABEL = "skill-evals-weekly";
var TRACKING_TITLE = "skill-evals weekly: skills or models need attention";
var ISSUE_MAX_CHARS = 65536;
var norm = (s) => s.replace(/\[bot\]$/, "").toLowerCase();
function owned(i, author) {
  if (author) return norm(i.user?.login ?? "") === norm(author);
  return i.user?.type === "Bot";
}
function clip(body) {
  const note = "\n\n…(truncated: see the weekly report artifact for the rest)\n";
  return truncateEnd(body, ISSUE_MAX_CHARS, () => note, ISSUE_MAX_CHARS - note.length);
}
async function findTrackingIssue(octokit, o) {
  const marker = o.marker ?? TRACKING_MARKER;
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
    owner: o.owner,
    repo: o.repo,
    state: "open",
    labels: o.label ?? TRACKING_LABEL,
    per_page: 100
  });
  return issues.find((i) => !i.pull_request && (i.body ?? "").includes(marker) && owned(i, o.author));
}
async function upsertTrackingIssue(octokit, o) {
  const marker = o.marker ?? TRACKING_MARKER;
  const label = o.label ?? TRACKING_LABEL;
  const text = o.body;
  const body = clip(text.includes(marker) ? text : `${marker}
${text}`);
  try {
    const existing = await findTrackingIssue(octokit, { owner: o.owner, repo: o.repo, label, marker, ...o.author ? { author: o.author } : {} });
    if (!o.attention) {
      if (existing && o.closeWhenClear) {
        await octokit.rest.issues.update({ owner: o.owner, repo: o.repo, issue_number: existing.number, body, state: "closed", state_reason: "completed" });
        return { action: "closed", number: existing.number, ...existing.html_url ? { url: existing.html_url } : {} };
      }
      return { action: "none", ...existing ? { number: existing.number } : {} };
    }
    if (existing) {
      if ((existing.body ?? "") === body) return { action: "unchanged", number: existing.number, ...existing.html_url ? { url: existing.html_url } : {} };
      const { data: data2 } = await octokit.rest.issues.update({ owner: o.owner, repo: o.repo, issue_number: existing.number, body });
      return { action: "updated", number: data2.number, url: data2.html_url };
    }
    const { data } = await octokit.rest.issues.create({ owner: o.owner, repo: o.repo, title: o.title ?? TRACKING_TITLE, body, labels: [label] });
    return { action: "created", number: data.number, url: data.html_url };
  } catch (err) {
    const status = statusOf(err);
    const warning2 = `Could not open or update the tracking issue${status ? ` (${status})` : ""}: ${messageOf(err)}`;
    o.log?.warning(warning2);
    return { action: "skipped", warning: warning2 };
  }
}
function trackingIssueBody(t, o = { date: t.generated_at.slice(0, 10) }) {
  const e = mdEscape;
  const lines = [TRACKING_MARKER, `# skill-evals weekly: ${e(o.date)}`, ""];
  if (!needsAttention(t)) {
    lines.push("Nothing needs attention this week: no regression on any model, no configured model near its end of life.", "");
  } else {
    lines.push("Updated by the weekly cross-model run; it edits this issue in place every week while something needs attention.", "");
    if (t.regressions.length) {
      lines.push("## Regressions", "");
      for (const r of t.regressions) lines.push(`- [ ] **${e(r.skill)}** on ${e(r.model)}: ${Math.round(r.base_rate * 100)}% → ${Math.round(r.head_rate * 100)}% (p = ${r.p_value.toPrecision(2)})`);
      lines.push("");
    }
    const lc = t.lifecycle.filter((l) => l.status === "deprecated" || l.status === "retired" || l.near_end_of_life);
    if (lc.length) {
      lines.push("## Models", "");
      for (const l of lc) lines.push(`- [ ] ${e(l.model)}: ${e(l.message)}`);
      lines.push("");
    }
  }
  lines.push(renderCrossModelMarkdown(t, { escape: mdEscape, headingLevel: 2 }));
  if (o.runUrl) lines.push("", `[Workflow run](${o.runUrl.replace(/[()\s]/g, percentEncoded)})`);
  return lines.join("\n") + "\n";
}

// src/github/publisher.ts
var silent = { info: () => {
}, warning: () => {
} };
function githubPublisher(o = {}) {
  const env = o.env ?? process.env;
  const log = o.log ?? silent;
  const token = o.token ?? "";
  const repository = o.repository;
  let octokit;
  const api = async () => {
    if (!token) throw new Error("no GitHub token");
    if (!repository) throw new Error("the repository is not known (GITHUB_REPOSITORY)");
    octokit ??= import("./client-YD7QOL6R.js").then(({ createGitHubClient }) => createGitHubClient(token, { env, log }));
    return { octokit: await octokit, ...repository };
  };
  return {
    repository,
    hasToken: token !== "",
    async findComment(issueNumber, marker) {
      const { octokit: octokit2, owner, repo } = await api();
      const c = await findComment(octokit2, { owner, repo, issueNumber, marker });
      return c ? { id: c.id, url: c.html_url } : void 0;
    },
    async upsertComment(c) {
      const { octokit: octokit2, owner, repo } = await api();
      return upsertComment(octokit2, { owner, repo, issueNumber: c.issueNumber, marker: c.marker, body: redact(c.body), log });
    },
    async writeSummary(markdown) {
      const file = env["GITHUB_STEP_SUMMARY"];
      if (!file) return false;
      await appendFile(file, redact(markdown) + EOL);
      return true;
    },
    annotations: redactingAnnotator(o.annotator ?? { error, warning, notice }),
    uploadFiles: (name, files, rootDirectory, u = {}) => uploadFiles(name, files, rootDirectory, { env, log, ...u }),
    uploadViewer: (file, u) => uploadViewer(file, { env, log, ...u }),
    async commitFiles(c) {
      const { octokit: octokit2, owner, repo } = await api();
      const [first, ...more] = c.files.map((f) => ({ path: f.path, content: redact(f.content) }));
      return commitBenchmark(octokit2, {
        owner,
        repo,
        branch: c.branch,
        path: first.path,
        content: first.content,
        ...more.length ? { more } : {},
        ...c.message ? { message: c.message } : {},
        log
      });
    },
    async upsertTrackingIssue(t) {
      const { octokit: octokit2, owner, repo } = await api();
      return upsertTrackingIssue(octokit2, { owner, repo, body: redact(t.body), attention: t.attention, ...t.label ? { label: t.label } : {}, log });
    },
    async listPullFiles(pullNumber) {
      const { octokit: octokit2, owner, repo } = await api();
      return listPullFiles(octokit2, { owner, repo, pullNumber });
    }
  };
}

export {
  crossModelTable,
  renderCrossModelMarkdown,
  needsAttention,
  trackingIssueBody,
  githubPublisher
};
