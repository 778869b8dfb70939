#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  loadResults
} from "./chunk-BHRKBYTB.js";
import "./chunk-ZUG2OYHV.js";
import {
  mdCode,
  mdEscape
} from "./chunk-DITMTTB5.js";
import {
  loadRepo
} from "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import {
  implicitKind
} from "./chunk-XLATBSGA.js";
import {
  TRUST_TIERS,
  computeTrust,
  nextStep,
  schemaEvidence,
  validatorEvidence
} from "./chunk-OLO4343K.js";
import {
  tierOf
} from "./chunk-UFG4ZXKB.js";
import "./chunk-VWPNA2ZE.js";
import {
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  oneOf,
  parse
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import {
  parseHistoryFile,
  readHistory
} from "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import {
  SUMMARY_FILE,
  expectationStatus,
  modelRatesOutline,
  readJsonDetailed
} from "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/cli/trust-command.ts
import path3 from "node:path";

// src/trust/evidence.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
var DEFAULT_RESULTS_DIR = ".skill-evals/results";
function validatorRunsFrom(runs, skill, source) {
  const mine = runs.filter((r) => r.skill === skill && r.configuration === "with_skill");
  if (mine.length === 0) return void 0;
  const latest = Math.max(...mine.map((r) => r.iteration));
  const out = { passed: 0, failed: 0, errors: 0, absent: 0, source };
  for (const r of mine) {
    if (r.iteration !== latest) continue;
    if (r.grade !== "pass" && r.grade !== "fail" && r.grade !== "error") continue;
    if (r.expectations.length === 0 || r.expectations.every((e2) => e2.source === "none")) continue;
    const e = r.expectations.find((x) => implicitKind(x.text) === "validator");
    if (!e) out.absent++;
    else if (expectationStatus(e) === "pass") out.passed++;
    else if (e.status === "error") out.errors++;
    else out.failed++;
  }
  return out;
}
function schemaRunsFrom(runs, skill) {
  const mine = runs.filter((r) => r.skill === skill && r.configuration === "with_skill");
  if (mine.length === 0) return void 0;
  const latest = Math.max(...mine.map((r) => r.iteration));
  let passed = 0;
  let total = 0;
  for (const r of mine) {
    if (r.iteration !== latest) continue;
    const e = r.expectations.find((x) => implicitKind(x.text) === "schema");
    if (!e) continue;
    total++;
    if (e.passed) passed++;
  }
  return total > 0 ? { passed, total } : void 0;
}
function modelRatesOf(json, source) {
  return modelRatesOutline(json).map((p) => ({ skill: p.skill, rate: { model: p.model, passRate: p.passRate, timestamp: p.timestamp, source } }));
}
var time = (t) => {
  const v = Date.parse(t);
  return Number.isFinite(v) ? v : -Infinity;
};
function latestModelRates(points) {
  const best = /* @__PURE__ */ new Map();
  for (const p of points) {
    const key = `${p.skill}\0${p.rate.model}`;
    const cur = best.get(key);
    if (!cur || time(p.rate.timestamp) > time(cur.timestamp) || time(p.rate.timestamp) === time(cur.timestamp) && p.rate.source >= cur.source) best.set(key, p.rate);
  }
  const out = /* @__PURE__ */ new Map();
  for (const [key, r] of best) {
    const skill = key.split("\0")[0];
    out.set(skill, [...out.get(skill) ?? [], r]);
  }
  return out;
}
async function jsonFiles(dir) {
  try {
    return (await readdir(dir)).filter((n) => n.endsWith(".json")).sort().map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}
async function readJsonFile(file) {
  const r = await readJsonDetailed(file, 20 * 1024 * 1024);
  return r.state === "ok" ? r.value : void 0;
}
function countEvals(evals) {
  const m = /* @__PURE__ */ new Map();
  for (const e of evals) m.set(e.skill, (m.get(e.skill) ?? 0) + 1);
  return m;
}
function thresholdOf(skill, config) {
  return config.tierSettings[tierOf(skill, config)]?.threshold ?? 0.8;
}
async function computeRepoTrust(repo, opts = {}, now = /* @__PURE__ */ new Date()) {
  const mode = opts.mode ?? "evidence";
  const historyDirs = opts.history ?? [path.join(repo.root, "evals", "benchmarks")];
  const resultsDir = mode === "evidence" ? path.resolve(opts.results ?? DEFAULT_RESULTS_DIR) : void 0;
  const evalCounts = countEvals(repo.evals);
  let runs = [];
  let resultsSummary;
  let history = [];
  const points = [];
  let resultsUsed = false;
  if (mode === "evidence") {
    if (resultsDir && (await stat(resultsDir).catch(() => void 0))?.isDirectory()) {
      resultsUsed = true;
      runs = (await loadResults(resultsDir)).runs;
      const file = path.join(resultsDir, SUMMARY_FILE);
      const json = await readJsonFile(file);
      if (json !== void 0) {
        resultsSummary = parseHistoryFile(file, json);
        points.push(...modelRatesOf(json, file));
      }
    }
    history = (await readHistory(historyDirs)).entries;
    for (const dir of historyDirs) for (const f of await jsonFiles(dir)) points.push(...modelRatesOf(await readJsonFile(f), f));
  }
  const rates = latestModelRates(points);
  const skills = [];
  for (const skill of repo.skills) {
    const schema = await schemaEvidence(skill.dir);
    const validator = validatorEvidence(skill.dir);
    const threshold = thresholdOf(skill, repo.config);
    const evals = evalCounts.get(skill.name) ?? 0;
    const vr = mode === "evidence" && resultsDir ? validatorRunsFrom(runs, skill.name, path.relative(process.cwd(), resultsDir) || ".") : void 0;
    let summary;
    if (mode === "evidence") {
      const candidates = [...history, ...resultsSummary ? [resultsSummary] : []];
      for (let i = candidates.length - 1; i >= 0; i--) {
        const s = candidates[i].skills.find((x) => x.name === skill.name);
        if (s && s.passRate !== null) {
          summary = { source: candidates[i].file, timestamp: candidates[i].timestamp, passRate: s.passRate, evals: s.evals?.length ?? 0 };
          break;
        }
      }
    }
    const modelRates = rates.get(skill.name) ?? [];
    const input = {
      skill: skill.name,
      ...skill.frontmatter.trustTier !== void 0 ? { declared: skill.frontmatter.trustTier } : {},
      schema: { status: schema.status, ...schema.problem ? { problem: schema.problem } : {} },
      validator,
      evalCount: evals,
      threshold,
      models: repo.config.models,
      ...vr ? { validatorRuns: vr } : {},
      ...summary ? { summary } : {},
      modelRates
    };
    const r = computeTrust(input, mode);
    skills.push({
      ...r,
      path: skill.relDir,
      file: skill.file,
      schema: input.schema,
      validator,
      evals,
      threshold,
      validatorRuns: vr ?? null,
      schemaRuns: (mode === "evidence" ? schemaRunsFrom(runs, skill.name) : void 0) ?? null,
      summary: summary ?? null,
      modelRates,
      next: nextStep(r) ?? null
    });
  }
  return {
    generatedAt: now.toISOString(),
    mode,
    models: repo.config.models,
    sources: { results: resultsUsed && resultsDir ? resultsDir : null, history: historyDirs },
    skills
  };
}

// src/trust/report.ts
import path2 from "node:path";

// src/trust/badge.ts
var TIER_COLORS = {
  advisory: "#9f9f9f",
  structured: "#007ec6",
  validated: "#a4a61d",
  verified: "#97ca00",
  certified: "#44cc11"
};
function xmlEscape(s) {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var NARROW = /* @__PURE__ */ new Set([...`iIl.,:;|!'j`]);
var SEMI = /* @__PURE__ */ new Set([...' frt()[]{}/\\-`"']);
var WIDE = /* @__PURE__ */ new Set([..."mwMW@%"]);
function textWidth(text) {
  let w = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) w += 3.4;
    else if (SEMI.has(ch)) w += 4.6;
    else if (WIDE.has(ch)) w += 10.5;
    else if (/[A-Z0-9]/.test(ch)) w += 7.6;
    else w += 6.7;
  }
  return Math.ceil(w);
}
function hashId(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, "0");
}
function badgeSvg(o) {
  const label = o.label.slice(0, 80);
  const message = o.message.slice(0, 80);
  const color = /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(o.color) ? o.color : "#9f9f9f";
  const labelColor = o.labelColor && /^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(o.labelColor) ? o.labelColor : "#555";
  const lw = textWidth(label) + 10;
  const mw = textWidth(message) + 10;
  const w = lw + mw;
  const id = hashId(`${label}\0${message}`);
  const l = xmlEscape(label);
  const m = xmlEscape(message);
  const lx = (lw / 2).toFixed(1);
  const mx = (lw + mw / 2).toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${l}: ${m}">`,
    `<title>${l}: ${m}</title>`,
    `<linearGradient id="s${id}" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r${id}"><rect width="${w}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r${id})"><rect width="${lw}" height="20" fill="${labelColor}"/><rect x="${lw}" width="${mw}" height="20" fill="${color}"/><rect width="${w}" height="20" fill="url(#s${id})"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="11">`,
    `<text x="${lx}" y="15" fill="#010101" fill-opacity=".3">${l}</text><text x="${lx}" y="14">${l}</text>`,
    `<text x="${mx}" y="15" fill="#010101" fill-opacity=".3">${m}</text><text x="${mx}" y="14">${m}</text>`,
    `</g>`,
    `</svg>`,
    ""
  ].join("\n");
}
function trustBadge(skill, tier) {
  return badgeSvg({ label: skill, message: tier, color: TIER_COLORS[tier] });
}
function badgeFileName(skill) {
  const safe = skill.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[.-]+/, "").slice(0, 100);
  return `${safe || "skill"}.svg`;
}

// src/trust/report.ts
var TRUST_MD = "TRUST-TIERS.md";
var TRUST_JSON = "trust-tiers.json";
var BADGES_DIR = "badges";
var pct = (x) => typeof x === "number" ? `${Math.round(x * 1e3) / 10}%` : "—";
var line1 = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
function declaredText(s) {
  if (s.declaredInvalid !== void 0) return `invalid (${s.declaredInvalid})`;
  if (!s.declared) return "—";
  return s.overclaimed ? `${s.declared} (over-claimed)` : s.downgraded ? `${s.declared} (downgrade)` : s.declared;
}
function tierCounts(report) {
  const out = Object.fromEntries(TRUST_TIERS.map((t) => [t, 0]));
  for (const s of report.skills) out[s.effective]++;
  return { ...out, total: report.skills.length };
}
function trustProblems(report) {
  const out = [];
  for (const s of report.skills) {
    if (s.declaredInvalid !== void 0) out.push(`${s.skill}: trust_tier '${s.declaredInvalid}' is not a trust tier`);
    else if (s.overclaimed) out.push(`${s.skill}: trust_tier '${s.declared}' is not supported by the evidence (computed '${s.computed}'; ${s.next ?? ""})`);
  }
  return out;
}
function formatTrustText(report) {
  const rows = report.skills.map((s) => [s.skill, s.effective, s.computed, declaredText(s), s.next ?? "top tier reached"].map(line1));
  const head = ["skill", "tier", "computed", "declared", "next"];
  const widths = head.map((h, i) => Math.min(40, Math.max(h.length, ...rows.map((r) => r[i].length))));
  const fmt = (r) => r.map((c2, i) => i < r.length - 1 ? c2.padEnd(widths[i]) : c2).join("  ");
  const lines = [fmt(head), ...rows.map(fmt)];
  const c = tierCounts(report);
  lines.push("", `${c.total} skill(s): ${TRUST_TIERS.map((t) => `${c[t]} ${t}`).join(", ")}`);
  lines.push(`Evidence: results ${report.sources.results ?? "(none)"}; history ${report.sources.history.join(", ") || "(none)"}`);
  return lines.join("\n") + "\n";
}
function formatTrustMarkdown(report, badgesDir = BADGES_DIR) {
  const c = tierCounts(report);
  const out = [
    "# Trust tiers",
    "",
    `Generated by \`skill-evals trust\` at ${report.generatedAt}. Tiers are cumulative; each is computed from what exists and what passed (see docs/trust.md).`,
    "",
    "| Tier | Requirement | Skills |",
    "|---|---|---|",
    `| advisory | SKILL.md only | ${c.advisory} |`,
    `| structured | + \`schemas/output.json\`, a valid JSON Schema | ${c.structured} |`,
    `| validated | + \`scripts/validate-skill.*\` passing on graded outputs | ${c.validated} |`,
    `| verified | + ≥ 5 evals passing their tier threshold | ${c.verified} |`,
    `| certified | + ≥ 95% pass rate on every configured model | ${c.certified} |`,
    "",
    "| Skill | Badge | Tier | Declared | Schema | Validator | Evals | With-skill pass rate | Next step |",
    "|---|---|---|---|---|---|---|---|---|"
  ];
  for (const s of report.skills) {
    const badge = `![${mdEscape(`${s.skill}: ${s.effective}`)}](${badgesDir}/${badgeFileName(s.skill)})`;
    const validator = s.validator.path ? `${mdCode(s.validator.path)}${s.validatorRuns ? ` ${s.validatorRuns.passed}/${s.validatorRuns.passed + s.validatorRuns.failed}${s.validatorRuns.errors ? `, ${s.validatorRuns.errors} error(s)` : ""}` : ""}` : "—";
    const schema = s.schema.status === "valid" ? `yes${s.schemaRuns ? ` ${s.schemaRuns.passed}/${s.schemaRuns.total}` : ""}` : s.schema.status === "invalid" ? "invalid" : "—";
    out.push(
      `| ${mdCode(s.skill)} | ${badge} | **${s.effective}** | ${mdEscape(declaredText(s))} | ${schema} | ${validator} | ${s.evals} | ${pct(s.summary?.passRate)} | ${mdEscape(s.next ?? "top tier reached")} |`
    );
  }
  const certified = report.skills.filter((s) => s.modelRates.length > 0);
  if (certified.length > 0) {
    out.push("", "## Latest pass rate per model", "", "| Skill | Model | Pass rate | As of |", "|---|---|---|---|");
    for (const s of certified) for (const m of s.modelRates) out.push(`| ${mdCode(s.skill)} | ${mdCode(m.model)} | ${pct(m.passRate)} | ${mdEscape(m.timestamp || "?")} |`);
  }
  out.push("", "## Requirements checked", "");
  for (const s of report.skills) {
    out.push(`### ${mdEscape(s.skill)}`, "");
    for (const st of s.steps) out.push(`- ${st.met ? "✅" : "❌"} **${st.tier}**: ${mdEscape(st.reason)}`);
    out.push("");
  }
  return out.join("\n").replace(/\n+$/, "") + "\n";
}
function trustManifest(report, badgesDir = BADGES_DIR) {
  const c = tierCounts(report);
  return {
    version: 1,
    policy: "ADR-056 trust tiers, as computed by skill-evals (docs/trust.md)",
    generated_at: report.generatedAt,
    mode: report.mode,
    models: report.models,
    sources: report.sources,
    summary: c,
    skills: report.skills.map((s) => ({
      name: s.skill,
      path: s.path,
      tier: s.effective,
      level: TRUST_TIERS.indexOf(s.effective),
      computed: s.computed,
      declared: s.declared,
      ...s.declaredInvalid !== void 0 ? { declared_invalid: s.declaredInvalid } : {},
      downgraded: s.downgraded,
      overclaimed: s.overclaimed,
      requirements: s.steps,
      evidence: {
        schema: s.schema,
        validator: s.validator,
        validator_runs: s.validatorRuns,
        schema_runs: s.schemaRuns,
        evals: s.evals,
        threshold: s.threshold,
        summary: s.summary,
        model_rates: s.modelRates
      },
      next: s.next,
      badge: `${badgesDir}/${badgeFileName(s.skill)}`
    }))
  };
}
async function writeTrustFiles(report, outDir) {
  const files = [];
  const put = async (rel, text) => {
    const f = path2.join(outDir, rel);
    await writeFileAtomic(f, text);
    files.push(f);
  };
  await put(TRUST_MD, formatTrustMarkdown(report));
  await put(TRUST_JSON, JSON.stringify(trustManifest(report), null, 2) + "\n");
  for (const s of report.skills) await put(path2.join(BADGES_DIR, badgeFileName(s.skill)), trustBadge(s.skill, s.effective));
  return files;
}

// src/cli/trust-command.ts
var DEFAULT_TRUST_OUT = ".skill-evals/trust";
var TRUST_HELP = `Usage: skill-evals trust [--root DIR] [--results DIR] [--out DIR] [--write] [--format text|md|json]

Computes each skill's trust tier, cumulatively:
  advisory    SKILL.md only
  structured  + schemas/output.json, a valid JSON Schema
  validated   + scripts/validate-skill.* that passed on the graded with_skill outputs
  verified    + at least 5 evals, passing the skill's tier threshold in the latest summary
  certified   + at least 95% pass rate on every configured model (latest result per model)
A lower trust_tier in SKILL.md wins (manual downgrade); a higher one is reported (exit 1).

  --root DIR      skills repository (default .)
  --results DIR   graded results folder (default ${DEFAULT_RESULTS_DIR}); its grading.json files
                  show the validator's outcomes, its summary.json the latest pass rates
  --history DIR   more summary / cross-model files besides <root>/evals/benchmarks (repeatable)
  --out DIR       where --write puts TRUST-TIERS.md, trust-tiers.json, badges/ (default ${DEFAULT_TRUST_OUT})
  --write         write those files
  --format FMT    text (default), md (TRUST-TIERS.md) or json (trust-tiers.json)
`;
async function trustCommand(argv, io) {
  const { values } = parse(argv, {
    root: { type: "string", default: "." },
    results: { type: "string" },
    history: { type: "string", multiple: true },
    out: { type: "string" },
    write: { type: "boolean", default: false },
    format: { type: "string" },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(TRUST_HELP);
    return 0;
  }
  const format = oneOf(values.format, ["text", "md", "json"], "--format", "text");
  const repo = await loadRepo(path3.resolve(io.cwd, values.root ?? "."));
  const report = await computeRepoTrust(repo, {
    results: path3.resolve(io.cwd, values.results ?? DEFAULT_RESULTS_DIR),
    history: [path3.join(repo.root, "evals", "benchmarks"), ...(values.history ?? []).map((h) => path3.resolve(io.cwd, h))]
  });
  io.stdout(format === "json" ? JSON.stringify(trustManifest(report), null, 2) + "\n" : format === "md" ? formatTrustMarkdown(report) : formatTrustText(report));
  if (values.write) {
    const files = await writeTrustFiles(report, path3.resolve(io.cwd, values.out ?? DEFAULT_TRUST_OUT));
    io.stderr(`Wrote ${files.length} file(s) to ${path3.resolve(io.cwd, values.out ?? DEFAULT_TRUST_OUT)}
`);
  }
  const problems = trustProblems(report);
  for (const p of problems) io.stderr(`skill-evals trust: ${p}
`);
  return problems.length > 0 ? 1 : 0;
}
export {
  DEFAULT_TRUST_OUT,
  TRUST_HELP,
  trustCommand
};
