#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  regressionSettings
} from "./chunk-UMYA3TXI.js";
import {
  ReportDataError,
  loadAggregateInput,
  writeReport
} from "./chunk-BHRKBYTB.js";
import {
  aggregate,
  benchmarks,
  resolveGateSettings
} from "./chunk-YZU6TXNU.js";
import "./chunk-ZUG2OYHV.js";
import {
  mdCode,
  mdEscape
} from "./chunk-DITMTTB5.js";
import {
  oneLine
} from "./chunk-CCHOH6YB.js";
import "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import {
  SIMULATED_NOTE,
  VERDICT_LABEL
} from "./chunk-THHZZ353.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-Q3A3SG3D.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  oneOf,
  parse
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-6L67D3H4.js";
import {
  HEADLINE_RATE_NOTE,
  comparisonPoints,
  percent
} from "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/gate/policy-diff.ts
var TIERS = [1, 2, 3];
var POLICY_LINE_MAX_ITEMS = 8;
var pct = (x) => x === null ? "none" : `${Math.round(x * 1e3) / 10}%`;
function policyChanges(base, head) {
  const out = [];
  const b = resolveGateSettings(base);
  const h = resolveGateSettings(head);
  const diff = (what, x, y) => {
    if (x !== y) out.push(`${what} ${x} → ${y}`);
  };
  diff("risk level", b.riskLevel, h.riskLevel);
  for (const t of TIERS) diff(`tier-${t} threshold`, pct(b.tierThresholds[t]), pct(h.tierThresholds[t]));
  for (const t of TIERS) diff(`tier-${t} gate`, b.tierThreshold[t], h.tierThreshold[t]);
  diff("release gate", b.release, h.release);
  for (const [k, what] of [["overall", "overall"], ["critical", "critical evals"], ["toolReliability", "tool reliability"]]) {
    if (base.gates?.releaseThresholds?.[k] === void 0 && head.gates?.releaseThresholds?.[k] === void 0) continue;
    diff(`release threshold (${what})`, pct(b.releaseThresholds[k]), pct(h.releaseThresholds[k]));
  }
  diff("critical-evals gate", b.criticalEvals, h.criticalEvals);
  diff("coverage gate", b.coverage, h.coverage);
  diff("regression gate", b.regression, h.regression);
  diff("anti-gaming gate", b.antiGaming, h.antiGaming);
  diff("alpha", String(b.alpha), String(h.alpha));
  diff("min-drop", pct(b.minDrop), pct(h.minDrop));
  const listDiff = (what, x, y) => {
    const added = y.filter((v) => !x.includes(v));
    const removed = x.filter((v) => !y.includes(v));
    if (added.length || removed.length) out.push(`${what} ${[...added.map((v) => `+${v}`), ...removed.map((v) => `−${v}`)].join(" ")}`);
  };
  listDiff("critical evals", b.critical, h.critical);
  const names = [.../* @__PURE__ */ new Set([...Object.keys(base.tiers), ...Object.keys(head.tiers)])].sort();
  for (const n of names) {
    const own = (c) => Object.prototype.hasOwnProperty.call(c.tiers, n) ? `tier ${c.tiers[n]}` : "unlisted";
    diff(`${n}:`, own(base), own(head));
  }
  for (const t of TIERS) {
    const r = (c) => `${c.tierSettings[t].minEvals}–${c.tierSettings[t].maxEvals}`;
    diff(`tier-${t} recommended evals`, r(base), r(head));
  }
  const sev = (c, rule) => c.severities && Object.prototype.hasOwnProperty.call(c.severities, rule) ? c.severities[rule] : "default";
  const rules = [.../* @__PURE__ */ new Set([...Object.keys(base.severities ?? {}), ...Object.keys(head.severities ?? {})])].sort();
  for (const rule of rules) diff(`severity of ${rule}`, sev(base, rule), sev(head, rule));
  const rb = regressionSettings(base);
  const rh = regressionSettings(head);
  diff("regression tolerance", `${rb.tolerance} points`, `${rh.tolerance} points`);
  diff("baseline store", rb.baselineDir, rh.baselineDir);
  diff("override label", rb.overrideLabel, rh.overrideLabel);
  diff("usage file", rb.usageFile, rh.usageFile);
  diff("required top", String(rb.requiredTop), String(rh.requiredTop));
  diff("warn top", String(rb.warnTop), String(rh.warnTop));
  const dropped = (base.secrets ?? []).filter((s) => !(head.secrets ?? []).includes(s));
  if (dropped.length) out.push(`secrets no longer redacted: ${dropped.join(", ")}`);
  return out;
}
function policyChangeLine(changes) {
  if (changes.length === 0) return void 0;
  const shown = changes.slice(0, POLICY_LINE_MAX_ITEMS).join(", ");
  const more = changes.length > POLICY_LINE_MAX_ITEMS ? `, and ${changes.length - POLICY_LINE_MAX_ITEMS} more` : "";
  return `Policy changes at merge (not applied to this PR): ${shown}${more}.`;
}
function policyNotes(policy) {
  if (!policy) return [];
  const notes = [];
  if (policy.unreadable) notes.push(`Gate policy: the defaults (${policy.unreadable}).`);
  const line = policyChangeLine(policyChanges(policy.base, policy.head));
  if (line) notes.push(line);
  return notes;
}

// src/gate/markdown.ts
var VERDICT_TEXT = {
  go: `✅ ${VERDICT_LABEL.go}`,
  conditional_go: `⚠️ ${VERDICT_LABEL.conditional_go}`,
  no_go: `❌ ${VERDICT_LABEL.no_go}`,
  rollback: `⏪ ${VERDICT_LABEL.rollback}`
};
var STATUS_TEXT = { pass: "✅ pass", warn: "⚠️ warn", fail: "❌ fail", skip: "➖ skip" };
var pct2 = percent;
var pts = (c) => {
  const v = comparisonPoints(c);
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : "±0";
};
var ci = (c) => c?.pass_rate_ci ? `${pct2(c.pass_rate)} [${pct2(c.pass_rate_ci.low)}–${pct2(c.pass_rate_ci.high)}]` : pct2(c?.pass_rate);
var money = (x) => x === null ? "–" : `$${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`;
function renderSummaryMarkdown(s, opts = {}) {
  const L = [];
  L.push(`## ${opts.title ? mdEscape(opts.title) + ": " : ""}${VERDICT_TEXT[s.verdict]} (confidence: ${s.confidence})`, "");
  L.push(`Risk level **${s.risk_level}**; regression = significant at α = ${s.settings.alpha} and a drop of at least ${Math.round(s.settings.min_drop * 100)} points.`);
  if (s.settings.human_review_recommended) L.push("", "Human review is recommended at this risk level.");
  if (s.simulated) L.push("", `**${SIMULATED_NOTE}**`);
  if (s.reasons.length) {
    L.push("");
    for (const r of s.reasons.slice(0, 20)) L.push(`- ${mdEscape(r)}`);
    if (s.reasons.length > 20) L.push(`- … and ${s.reasons.length - 20} more`);
  }
  L.push("", "### Skills", "");
  L.push(`| Skill | Tier | With skill: runs fully passed (95% CI) | Without skill: runs fully passed | Uplift | vs base | Mean time | ${s.simulated ? "Mean tokens (simulated)" : "Mean tokens"} | ${s.simulated ? "Cost (simulated)" : "Cost"} | Inconclusive | Errors | Verdict |`);
  L.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const k of s.skills) {
    const w = k.configurations.with_skill;
    const hb = k.head_vs_base;
    const vsBase = hb ? `${pts(hb)} pts (${hb.verdict.replace("_", " ")}${hb.paired ? "" : ", unpaired"})` : "–";
    const inc = (w?.inconclusive ?? 0) + (k.configurations.old_skill?.inconclusive ?? 0);
    const err = (w?.errors ?? 0) + (k.configurations.old_skill?.errors ?? 0);
    L.push(
      `| ${mdCode(k.name)} | ${k.tier} | ${ci(w)} | ${pct2(k.configurations.without_skill?.pass_rate)} | ${k.uplift ? `${pts(k.uplift)} pts` : "–"} | ${vsBase} | ${w?.mean_time_seconds === null || w?.mean_time_seconds === void 0 ? "–" : `${w.mean_time_seconds.toFixed(1)}s`} | ${w?.mean_tokens === null || w?.mean_tokens === void 0 ? "–" : Math.round(w.mean_tokens)} | ${money(k.cost_usd)} | ${inc} | ${err} | ${VERDICT_TEXT[k.verdict]} (${k.confidence}) |`
    );
  }
  const shown = s.gates.filter((g) => g.id === "data" ? g.status === "warn" : g.status !== "skip");
  L.push("", "### Gates", "");
  L.push("| Status | Gate | Skill | Detail |", "|---|---|---|---|");
  for (const g of [...shown].sort((a, b) => rank(a) - rank(b))) {
    L.push(`| ${STATUS_TEXT[g.status]} | ${g.id} | ${g.skill ? mdCode(g.skill) : "(repo)"} | ${mdEscape(g.message)} |`);
  }
  const regress = s.skills.filter((k) => k.head_vs_base);
  if (regress.length) {
    L.push("", "### Head vs base", "");
    for (const k of regress) {
      const hb = k.head_vs_base;
      L.push(`- ${mdCode(k.name)} (${hb.source.replace("_", " ")}): ${mdEscape(hb.reason)}`);
      if (hb.critical) L.push(`  - critical evals: ${mdEscape(hb.critical.reason)}`);
    }
  }
  const flagged = s.skills.filter((k) => k.eval_changes.flags.length);
  if (flagged.length) {
    L.push("", "### Eval changes and anti-gaming flags", "");
    for (const k of flagged) for (const f of k.eval_changes.flags) L.push(`- ${mdCode(k.name)}: ${mdEscape(f)}`);
  }
  if (s.clusters.length) {
    L.push("", "### Failure clusters", "");
    L.push("| Severity | Skill | Cluster | Check | Type | Failures | Evals | Examples | Suggested fix |", "|---|---|---|---|---|---|---|---|---|");
    for (const c of s.clusters.slice(0, 30)) {
      L.push(
        `| ${c.severity} | ${mdCode(c.skill)} | ${mdEscape(c.name)} | ${mdEscape(c.check_kind)} | ${mdEscape(c.assertion_type)} | ${c.failures} | ${c.evals.map(mdEscape).join(", ")} | ${c.examples.map((e) => mdEscape(e.length > 80 ? e.slice(0, 79) + "…" : e)).join("; ")} | ${mdEscape(c.suggestion)} |`
      );
    }
  }
  const sat = s.skills.filter((k) => k.saturation.saturated);
  if (sat.length) {
    L.push("", "### Saturation", "");
    for (const k of sat) L.push(`- ${mdEscape(k.saturation.message)}`);
  }
  L.push("", `Confidence ${s.confidence}: ${s.confidence_detail.reasons.map(mdEscape).join("; ")}.`);
  L.push("", HEADLINE_RATE_NOTE);
  return L.join("\n") + "\n";
}
function rank(g) {
  return { fail: 0, warn: 1, pass: 2, skip: 3 }[g.status] + (g.rollback ? -1 : 0);
}

// src/report/terminal.ts
function useColor(io) {
  if (!io.isTTY) return false;
  if (io.env.NO_COLOR !== void 0 && io.env.NO_COLOR !== "") return false;
  return io.env.TERM !== "dumb";
}
var CODES = { red: [31, 39], green: [32, 39], yellow: [33, 39], bold: [1, 22], dim: [2, 22] };
function painter(color) {
  return color ? (text, p) => `\x1B[${CODES[p][0]}m${text}\x1B[${CODES[p][1]}m` : (text) => text;
}
var VERDICT_WORD = VERDICT_LABEL;
var VERDICT_PAINT = { go: "green", conditional_go: "yellow", no_go: "red", rollback: "red" };
var STATUS_WORD = { pass: "pass", warn: "WARN", fail: "FAIL", skip: "skip" };
var STATUS_PAINT = { pass: "green", warn: "yellow", fail: "red", skip: "dim" };
function displayWidth(text) {
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (/[\p{Mn}\p{Me}\p{Cf}]/u.test(ch)) continue;
    w += isWide(cp) ? 2 : 1;
  }
  return w;
}
function isWide(cp) {
  return cp >= 4352 && cp <= 4447 || cp >= 11904 && cp <= 12350 || cp >= 12353 && cp <= 13311 || cp >= 13312 && cp <= 19903 || cp >= 19968 && cp <= 40959 || cp >= 40960 && cp <= 42191 || cp >= 44032 && cp <= 55203 || cp >= 63744 && cp <= 64255 || cp >= 65072 && cp <= 65103 || cp >= 65280 && cp <= 65376 || cp >= 65504 && cp <= 65510 || cp >= 127744 && cp <= 128591 || cp >= 129280 && cp <= 129535 || cp >= 131072 && cp <= 262141;
}
function textTable(header, rows, opts = {}) {
  const widths = header.map((h, c) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[c] ?? ""))));
  const right = new Set(opts.right ?? []);
  const indent = opts.indent ?? "  ";
  const line = (cells, row) => (indent + cells.map((cell, c) => {
    const gap = " ".repeat(widths[c] - displayWidth(cell));
    const padded = right.has(c) ? gap + cell : c === cells.length - 1 ? cell : cell + gap;
    return row >= 0 && opts.paintCell ? opts.paintCell(row, c, padded) : padded;
  }).join("  ")).trimEnd();
  return [line(header, -1), ...rows.map((r, i) => line(r, i))];
}
var pts2 = (c) => {
  const v = comparisonPoints(c);
  if (v === 0) return "±0";
  return v > 0 ? `+${v}` : `-${-v}`;
};
var withCi = (c) => c?.pass_rate_ci && c.pass_rate !== null ? `${percent(c.pass_rate)} [${percent(c.pass_rate_ci.low)}-${percent(c.pass_rate_ci.high)}]` : percent(c?.pass_rate);
var money2 = (x) => x === null ? "-" : `$${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`;
function renderSummaryText(s, opts = {}) {
  const paint = painter(opts.color === true);
  const L = [];
  L.push(`${paint("Verdict:", "bold")} ${paint(VERDICT_WORD[s.verdict], VERDICT_PAINT[s.verdict])} (confidence: ${s.confidence})`);
  L.push(`Risk level ${s.risk_level}; regression = significant at alpha = ${s.settings.alpha} and a drop of at least ${Math.round(s.settings.min_drop * 100)} points.`);
  if (s.settings.human_review_recommended) L.push("Human review is recommended at this risk level.");
  if (s.simulated) L.push(paint(SIMULATED_NOTE, "yellow"));
  if (s.reasons.length) {
    L.push("");
    for (const r of s.reasons.slice(0, 20)) L.push(`  - ${oneLine(r)}`);
    if (s.reasons.length > 20) L.push(`  - ... and ${s.reasons.length - 20} more`);
  }
  L.push("", paint("Skills", "bold") + " (pass rates: runs fully passed)");
  const rows = s.skills.map((k) => {
    const w = k.configurations.with_skill;
    const hb = k.head_vs_base;
    const inc = (w?.inconclusive ?? 0) + (k.configurations.old_skill?.inconclusive ?? 0);
    const err = (w?.errors ?? 0) + (k.configurations.old_skill?.errors ?? 0);
    return [
      oneLine(k.name),
      String(k.tier),
      withCi(w),
      percent(k.configurations.without_skill?.pass_rate),
      k.uplift ? `${pts2(k.uplift)} pts` : "-",
      hb ? `${pts2(hb)} pts (${hb.verdict.replace("_", " ")}${hb.paired ? "" : ", unpaired"})` : "-",
      w?.mean_time_seconds === null || w?.mean_time_seconds === void 0 ? "-" : `${w.mean_time_seconds.toFixed(1)}s`,
      w?.mean_tokens === null || w?.mean_tokens === void 0 ? "-" : String(Math.round(w.mean_tokens)),
      money2(k.cost_usd),
      String(inc),
      String(err),
      `${VERDICT_WORD[k.verdict]} (${k.confidence})`
    ];
  });
  L.push(
    ...textTable(["Skill", "Tier", "With skill (95% CI)", "Without skill", "Uplift", "vs base", "Mean time", s.simulated ? "Mean tokens (simulated)" : "Mean tokens", s.simulated ? "Cost (simulated)" : "Cost", "Inconclusive", "Errors", "Verdict"], rows, {
      right: [1, 6, 7, 8, 9, 10],
      paintCell: (r, c, padded) => c === 11 ? paint(padded, VERDICT_PAINT[s.skills[r].verdict]) : padded
    })
  );
  const shown = [...s.gates.filter((g) => g.id === "data" ? g.status === "warn" : g.status !== "skip")].sort((a, b) => rank2(a) - rank2(b));
  L.push("", paint("Gates", "bold"));
  if (shown.length === 0) L.push("  (none applied)");
  else
    L.push(
      ...textTable(
        ["Status", "Gate", "Skill", "Detail"],
        shown.map((g) => [STATUS_WORD[g.status], g.id, g.skill ? oneLine(g.skill) : "(repo)", oneLine(g.message)]),
        { paintCell: (r, c, padded) => c === 0 ? paint(padded, STATUS_PAINT[shown[r].status]) : padded }
      )
    );
  const regress = s.skills.filter((k) => k.head_vs_base);
  if (regress.length) {
    L.push("", paint("Head vs base", "bold"));
    for (const k of regress) {
      const hb = k.head_vs_base;
      L.push(`  - ${oneLine(k.name)} (${hb.source.replace("_", " ")}): ${oneLine(hb.reason)}`);
      if (hb.critical) L.push(`    critical evals: ${oneLine(hb.critical.reason)}`);
    }
  }
  const flagged = s.skills.filter((k) => k.eval_changes.flags.length);
  if (flagged.length) {
    L.push("", paint("Eval changes and anti-gaming flags", "bold"));
    for (const k of flagged) for (const f of k.eval_changes.flags) L.push(`  - ${oneLine(k.name)}: ${oneLine(f)}`);
  }
  if (s.clusters.length) {
    L.push("", paint("Failure clusters", "bold"));
    for (const c of s.clusters.slice(0, 30)) {
      L.push(`  - [${c.severity}] ${oneLine(c.skill)}: ${oneLine(c.name)} (${c.failures} failure${c.failures === 1 ? "" : "s"}; evals ${c.evals.map(oneLine).join(", ")})`);
      L.push(`    fix: ${oneLine(c.suggestion)}`);
    }
  }
  const sat = s.skills.filter((k) => k.saturation.saturated);
  if (sat.length) {
    L.push("", paint("Saturation", "bold"));
    for (const k of sat) L.push(`  - ${oneLine(k.saturation.message)}`);
  }
  L.push("", `${paint("Confidence", "bold")} ${s.confidence}:`);
  for (const r of s.confidence_detail.reasons) L.push(`  - ${oneLine(r)}`);
  L.push("", HEADLINE_RATE_NOTE);
  return L.join("\n") + "\n";
}
function rank2(g) {
  return { fail: 0, warn: 1, pass: 2, skip: 3 }[g.status] + (g.rollback ? -1 : 0);
}

// src/cli/report-command.ts
var REPORT_HELP = `Usage: skill-evals report [--out DIR] [--base DIR] [--format text|md|json] [options]

Aggregates the graded runs in --out into benchmark.json / benchmark.md per skill and
<out>/summary.json, applies the gates and prints one verdict: go, conditional_go, no_go or
rollback.

  --out DIR        graded results folder (default .skill-evals/results)
  --base DIR       graded results of the base branch, when the base was not run in the same job
                   (old_skill runs in --out are used first)
  --root DIR       skills repository: config, tiers, critical evals, coverage (default .)
  --base-ref REF   git ref of the base branch (a pull request's base): list evals changed, added
                   or removed since it, and apply its gate policy (gates, risk level, tiers,
                   thresholds, tolerances, baseline store, secrets) instead of the work tree's;
                   a line says what changes at merge
  --history DIR    more benchmark history besides <root>/evals/benchmarks (repeatable)
  --format FMT     text (default: plain text for a terminal or a job log; colour only on a
                   TTY without NO_COLOR), md (GitHub Markdown, as in the job summary) or json
                   (the summary.json content)
  --no-write       print only; do not write benchmark.json / summary.json

Exit codes: 0 go or conditional_go, 1 no_go or rollback (a gate failed or a regression),
2 missing data (no graded runs) or bad usage.
`;
async function reportCommand(argv, io) {
  const { values } = parse(argv, {
    out: { type: "string", default: ".skill-evals/results" },
    base: { type: "string" },
    root: { type: "string", default: "." },
    "base-ref": { type: "string" },
    history: { type: "string", multiple: true },
    format: { type: "string" },
    "no-write": { type: "boolean", default: false },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(REPORT_HELP);
    return 0;
  }
  const format = oneOf(values.format, ["text", "md", "json"], "--format", "text");
  const out = cliPath(io, values.out ?? ".skill-evals/results");
  let loaded;
  try {
    loaded = await loadAggregateInput({
      out,
      root: cliPath(io, values.root) ?? io.cwd,
      ...values.base ? { base: cliPath(io, values.base) } : {},
      ...values["base-ref"] ? { baseRef: values["base-ref"], policyRef: values["base-ref"] } : {},
      ...values.history ? { history: values.history.map((h) => cliPath(io, h)) } : {}
    });
  } catch (err) {
    if (err instanceof ReportDataError) {
      io.stderr(`skill-evals report: ${err.message}
`);
      return 2;
    }
    throw err;
  }
  for (const w of loaded.warnings) io.stderr(`skill-evals report: warning: ${w}
`);
  const summary = aggregate(loaded.input);
  const policy = policyNotes(loaded.policy);
  for (const n of policy) (format === "json" ? io.stderr : io.stdout)(`${format === "json" ? "skill-evals report: " : ""}${format === "md" ? mdEscape(n) : n}
${format === "json" ? "" : "\n"}`);
  if (!values["no-write"]) await writeReport(loaded.input.sources?.results ?? out, summary, benchmarks(loaded.input));
  io.stdout(
    format === "json" ? JSON.stringify(summary, null, 2) + "\n" : format === "md" ? renderSummaryMarkdown(summary) : renderSummaryText(summary, { color: useColor(io) })
  );
  return summary.verdict === "no_go" || summary.verdict === "rollback" ? 1 : 0;
}
export {
  REPORT_HELP,
  reportCommand
};
