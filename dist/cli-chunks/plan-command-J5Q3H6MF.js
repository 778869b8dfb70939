#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  adaptiveCostText,
  typicalRunPrice
} from "./chunk-72XBK7IY.js";
import {
  evalKey,
  shardMatrix
} from "./chunk-IFSMTUME.js";
import {
  gitChangedFiles
} from "./chunk-FLDMWVQP.js";
import {
  mdCode,
  mdEscape
} from "./chunk-DITMTTB5.js";
import {
  formatFindingsText
} from "./chunk-CCHOH6YB.js";
import {
  shouldRunPipelines
} from "./chunk-3GZQRV7C.js";
import {
  ADAPTIVE_MAX_TRIALS,
  ADAPTIVE_START,
  adaptiveRunRange,
  planRuns
} from "./chunk-XVTJADNU.js";
import {
  countFindings,
  loadRepo
} from "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import {
  git
} from "./chunk-T4XZ4NNE.js";
import "./chunk-OLO4343K.js";
import {
  tierOf
} from "./chunk-UFG4ZXKB.js";
import "./chunk-VWPNA2ZE.js";
import {
  pathFilterToRegExp
} from "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import {
  effectiveCacheDir
} from "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  UsageError,
  oneOf,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import {
  displayPath
} from "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import {
  isObject
} from "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/cli/plan-command.ts
import { readFile as readFile3 } from "node:fs/promises";
import path2 from "node:path";

// src/plan/plan.ts
import { mkdir, readFile as readFile2, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createHash } from "node:crypto";

// src/plan/changes.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var REPO_SUITE_PATH = "evals/evals.json";
function globToRegExp(pattern) {
  return pathFilterToRegExp(pattern);
}
function matchGlob(pathOrRef, pattern) {
  return globToRegExp(pattern).test(pathOrRef);
}
function matchesAny(p, patterns) {
  return patterns.find((g) => matchGlob(p, g));
}
function posix(p) {
  const s = p.replace(/\\/g, "/");
  return s.startsWith("./") ? s.slice(2) : s;
}
function normPrefix(prefix) {
  if (!prefix) return "";
  let p = posix(prefix).replace(/^\/+/, "");
  if (p === "." || p === "") return "";
  if (!p.endsWith("/")) p += "/";
  return p;
}
function normDir(d) {
  const p = posix(d).replace(/\/+$/, "");
  return p === "." ? "" : p;
}
function stripPrefix(p, prefix) {
  const clean = posix(p);
  return clean.startsWith(prefix) ? clean.slice(prefix.length) : void 0;
}
function skillsForChanges(files, ctx) {
  const prefix = normPrefix(ctx.repoRootPrefix);
  const known = new Set(ctx.skills.map((s) => s.name));
  const dirs = ctx.skills.map((s) => ({ name: s.name, dir: normDir(s.relDir) })).sort((a, b) => b.dir.length - a.dir.length);
  const roots = ctx.config.skillRoots.map(normDir);
  const inputFiles = evalInputFiles(ctx);
  const classify = (rel, deleted) => {
    if (rel === REPO_SUITE_PATH) return { kind: "suite" };
    for (const d of dirs) if (rel.startsWith(`${d.dir}/`)) return { kind: "skill", skill: d.name };
    for (const root of roots) {
      const below = root === "" ? rel : rel.startsWith(`${root}/`) ? rel.slice(root.length + 1) : void 0;
      if (below === void 0) continue;
      const parts = below.split("/");
      if (parts.length < 2) continue;
      const name = parts[0];
      if (known.has(name)) continue;
      if (deleted && below === `${name}/SKILL.md`) return { kind: "removed", skill: name };
      return { kind: "maybe-removed", skill: name };
    }
    const g = matchesAny(rel, ctx.config.globalPaths);
    if (g !== void 0) return { kind: "all", why: `\`${rel}\` matches global path \`${g}\`` };
    const users = inputFiles.get(rel) ?? prefixUsers(inputFiles, rel);
    return users ? { kind: "skill", skill: [...users].join("\0") } : void 0;
  };
  const bySkill = /* @__PURE__ */ new Map();
  const removed = /* @__PURE__ */ new Map();
  const maybeRemoved = /* @__PURE__ */ new Map();
  const allWhy = [];
  const relevant = /* @__PURE__ */ new Set();
  let suiteChanged;
  const add = (m, k, v) => {
    const l = m.get(k);
    if (l) {
      if (!l.includes(v)) l.push(v);
    } else m.set(k, [v]);
  };
  for (const f of files) {
    const sides = [];
    if (f.status === "renamed" && f.previousPath) sides.push({ p: f.previousPath, deleted: true });
    sides.push({ p: f.path, deleted: f.status === "removed" });
    for (const side of sides) {
      const rel = stripPrefix(side.p, prefix);
      if (rel === void 0) continue;
      const hit = classify(rel, side.deleted);
      if (hit === void 0) continue;
      switch (hit.kind) {
        case "skill":
          for (const s of hit.skill.split("\0")) add(bySkill, s, rel);
          relevant.add(f);
          break;
        case "removed":
          add(removed, hit.skill, rel);
          relevant.add(f);
          break;
        case "maybe-removed": {
          const l = maybeRemoved.get(hit.skill) ?? [];
          l.push({ file: f, rel });
          maybeRemoved.set(hit.skill, l);
          break;
        }
        case "all":
          if (!allWhy.includes(hit.why)) allWhy.push(hit.why);
          relevant.add(f);
          break;
        case "suite":
          suiteChanged = f;
          relevant.add(f);
          break;
      }
    }
  }
  for (const [skill, list] of maybeRemoved) {
    if (!removed.has(skill)) continue;
    for (const { file, rel } of list) {
      add(removed, skill, rel);
      relevant.add(file);
    }
  }
  const reasons = [];
  let suiteSkills;
  if (suiteChanged) {
    const d = diffSuiteEntries(ctx.evalsDiff);
    if (d.all) allWhy.push(`\`${REPO_SUITE_PATH}\` changed and ${d.all}`);
    else suiteSkills = d.skills;
  }
  const all = allWhy.length > 0;
  const selected = /* @__PURE__ */ new Set();
  for (const s of bySkill.keys()) if (known.has(s)) selected.add(s);
  const unknownSuiteSkills = [];
  if (suiteSkills) {
    for (const [s, how] of suiteSkills) {
      if (known.has(s)) selected.add(s);
      else if (!removed.has(s)) unknownSuiteSkills.push(`${s} (${how})`);
    }
  }
  for (const why of allWhy) reasons.push(`All skills: ${why}.`);
  for (const s of [...bySkill.keys()].filter((k) => known.has(k)).sort()) {
    reasons.push(`${s}: ${describeFiles(bySkill.get(s))} changed.`);
  }
  if (suiteSkills) {
    if (suiteSkills.size === 0) reasons.push(`\`${REPO_SUITE_PATH}\` changed, but no skill's entries did.`);
    for (const [s, how] of [...suiteSkills].sort(([a], [b]) => a.localeCompare(b))) {
      if (known.has(s)) reasons.push(`${s}: its entries in \`${REPO_SUITE_PATH}\` ${how}.`);
    }
    if (unknownSuiteSkills.length > 0) {
      reasons.push(`\`${REPO_SUITE_PATH}\` entries changed for unknown skills (not run): ${unknownSuiteSkills.sort().join(", ")}.`);
    }
  }
  for (const s of [...removed.keys()].sort()) {
    reasons.push(`${s}: skill removed (${describeFiles(removed.get(s))}); its evals are not run.`);
  }
  const skills = all ? [...known].sort() : [...selected].sort();
  if (!all && skills.length === 0 && removed.size === 0) {
    reasons.push(
      relevant.size === 0 ? "No changed file affects a skill, an eval or a global setting: nothing to evaluate." : "The changes affect no current skill: nothing to evaluate."
    );
  } else if (!all && skills.length === 0) {
    reasons.push("Only removed skills changed: nothing to evaluate.");
  }
  return {
    all,
    skills,
    removed: [...removed.keys()].sort(),
    reasons,
    relevant: files.filter((f) => relevant.has(f))
  };
}
function describeFiles(list) {
  const shown = list.slice(0, 3).map((p) => `\`${p}\``);
  return list.length > 3 ? `${shown.join(", ")} and ${list.length - 3} more` : shown.join(", ");
}
function evalInputFiles(ctx) {
  const m = /* @__PURE__ */ new Map();
  if (!ctx.evals || !ctx.root) return m;
  for (const e of ctx.evals) {
    for (const abs of e.resolvedFiles) {
      const rel = path.relative(ctx.root, abs).split(path.sep).join("/");
      const s = m.get(rel) ?? /* @__PURE__ */ new Set();
      s.add(e.skill);
      m.set(rel, s);
    }
  }
  return m;
}
function prefixUsers(m, rel) {
  let out;
  for (const [p, users] of m) {
    if (rel.startsWith(`${p}/`)) {
      out ??= /* @__PURE__ */ new Set();
      for (const u of users) out.add(u);
    }
  }
  return out;
}
function diffSuiteEntries(v) {
  const skills = /* @__PURE__ */ new Map();
  if (!v) return { all: "its base version could not be read", skills };
  const base = parseSuite(v.base);
  const head = parseSuite(v.head);
  if ("error" in base) return { all: `its base version ${base.error}`, skills };
  if ("error" in head) return { all: `its head version ${head.error}`, skills };
  if (base.rest !== head.rest) return { all: "a setting outside `evals` changed", skills };
  const names = /* @__PURE__ */ new Set([...base.entries.keys(), ...head.entries.keys()]);
  for (const s of names) {
    const b = base.entries.get(s) ?? [];
    const h = head.entries.get(s) ?? [];
    const bs = [...b].sort();
    const hs = [...h].sort();
    if (bs.length === hs.length && bs.every((x, i) => x === hs[i])) continue;
    const how = b.length === 0 ? "were added" : h.length === 0 ? "were removed" : "changed";
    skills.set(s, how);
  }
  return { skills };
}
function parseSuite(text) {
  if (text === null) return { entries: /* @__PURE__ */ new Map(), rest: canonical({}) };
  let data;
  try {
    data = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch {
    return { error: "is not valid JSON" };
  }
  let list;
  let rest = {};
  let defaultSkill;
  if (Array.isArray(data)) list = data;
  else if (data !== null && typeof data === "object") {
    const o = data;
    list = o["evals"];
    defaultSkill = typeof o["skill_name"] === "string" ? o["skill_name"] : void 0;
    const { evals: _e, skill_name: _n, ...others } = o;
    void _e;
    void _n;
    rest = others;
  } else return { error: "is not a JSON object" };
  if (list === void 0) list = [];
  if (!Array.isArray(list)) return { error: "has no `evals` list" };
  const entries = /* @__PURE__ */ new Map();
  for (const entry of list) {
    const skill = isObject(entry) && typeof entry["skill"] === "string" ? entry["skill"] : defaultSkill;
    if (skill === void 0) return { error: "has an entry without a `skill`" };
    const l = entries.get(skill);
    if (l) l.push(canonical(entry));
    else entries.set(skill, [canonical(entry)]);
  }
  return { entries, rest: canonical(rest) };
}
function canonical(v) {
  return JSON.stringify(v, (_key, value) => isObject(value) ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, value[k]])) : value);
}
var REF_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64}|[\w][\w./@{}^~-]*)$/;
async function readSuiteVersions(root, baseRef, headRef) {
  if (!REF_RE.test(baseRef) || !REF_RE.test(headRef ?? baseRef)) return void 0;
  const prefixOf = git(["rev-parse", "--show-prefix"], { cwd: root }).then((out) => out.trim());
  const at = async (ref) => {
    try {
      const prefix = await prefixOf;
      const listing = await git(["ls-tree", "--full-tree", "--name-only", `${ref}^{commit}`, "--", `${prefix}${REPO_SUITE_PATH}`], { cwd: root });
      if (listing === "") return null;
      return await git(["show", `${ref}:${prefix}${REPO_SUITE_PATH}`], { cwd: root });
    } catch {
    }
    return void 0;
  };
  const base = await at(baseRef);
  if (base === void 0) return void 0;
  let head;
  if (headRef) head = await at(headRef);
  else {
    try {
      head = await readFile(path.join(root, ...REPO_SUITE_PATH.split("/")), "utf8");
    } catch (e) {
      head = e.code === "ENOENT" ? null : void 0;
    }
  }
  if (head === void 0) return void 0;
  return { base, head };
}

// src/plan/mode.ts
var SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var ZERO_RE = /^0+$/;
var BRANCH_RE = /^(?!-)(?!.*\.\.)(?!.*\/\/)[\w.\-/@+]+$/;
var obj = (v) => isObject(v) ? v : void 0;
var str = (v) => typeof v === "string" && v.length > 0 ? v : void 0;
var sha = (v) => {
  const s = str(v)?.toLowerCase();
  return s && SHA_RE.test(s) && !ZERO_RE.test(s) ? s : void 0;
};
var branch = (v) => {
  const s = str(v);
  return s && BRANCH_RE.test(s) ? s : void 0;
};
function branchOfRef(ref) {
  if (!ref?.startsWith("refs/heads/")) return void 0;
  return branch(ref.slice("refs/heads/".length));
}
function releasePattern(name, patterns) {
  if (!name) return void 0;
  return patterns.find((p) => matchGlob(name, p));
}
function parseInputMode(v) {
  const s = (v ?? "").trim().toLowerCase();
  if (s === "" || s === "auto") return { mode: "auto" };
  if (s === "quick" || s === "full") return { mode: s };
  return { mode: "auto", invalid: v };
}
var PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function decideMode(input) {
  const p = obj(input.payload) ?? {};
  const { mode: asked, invalid } = parseInputMode(input.inputMode);
  const note = invalid !== void 0 ? ` (input mode '${String(invalid).slice(0, 20)}' is not auto, quick or full; using auto)` : "";
  const defaultBranch = branch(input.defaultBranch) ?? branch(obj(p["repository"])?.["default_branch"]);
  const repository = str(obj(p["repository"])?.["full_name"]);
  const event = input.eventName;
  const label = input.config.fullEvalLabel;
  if (PR_EVENTS.has(event) && obj(p["pull_request"])) {
    const pr = obj(p["pull_request"]);
    const base2 = obj(pr["base"]) ?? {};
    const head = obj(pr["head"]) ?? {};
    const baseRepo = str(obj(base2["repo"])?.["full_name"]);
    const headRepo = str(obj(head["repo"])?.["full_name"]);
    const labels2 = (Array.isArray(pr["labels"]) ? pr["labels"] : []).map((l) => str(obj(l)?.["name"]) ?? str(l)).filter((l) => l !== void 0);
    const num = typeof pr["number"] === "number" ? pr["number"] : typeof p["number"] === "number" ? p["number"] : void 0;
    const baseBranch = branch(base2["ref"]);
    const headSha2 = sha(head["sha"]) ?? sha(input.sha) ?? "";
    const decision = {
      mode: "quick",
      // Stryker disable next-line StringLiteral: placeholder, every branch below sets the reason
      reason: "",
      eventName: event,
      baseRef: sha(base2["sha"]) ?? baseBranch,
      baseBranch,
      headSha: headSha2,
      headRef: branch(head["ref"]),
      prNumber: num,
      // A deleted fork shows as `head.repo: null`; otherwise compare the two repositories.
      isFork: head["repo"] === null || headRepo !== void 0 && baseRepo !== void 0 && headRepo !== baseRepo,
      labels: labels2,
      changedFiles: typeof pr["changed_files"] === "number" ? pr["changed_files"] : void 0,
      repository: repository ?? baseRepo
    };
    const where = `pull request #${num ?? "?"}${baseBranch ? ` into \`${baseBranch}\`` : ""}`;
    if (asked !== "auto") {
      decision.mode = asked;
      decision.reason = `${cap(asked)} mode: requested by the \`mode\` input on ${where}.`;
    } else if (labels2.includes(label)) {
      decision.mode = "full";
      decision.reason = `Full mode: ${where} has the \`${label}\` label.`;
    } else if (releasePattern(baseBranch, input.config.releaseBranches)) {
      decision.mode = "full";
      decision.reason = `Full mode: ${where} targets a release branch (matches \`${releasePattern(baseBranch, input.config.releaseBranches)}\`).`;
    } else {
      decision.reason = `Quick mode: ${where}; changed skills plus every Tier 3 skill (add the \`${label}\` label for a full run).${note}`;
    }
    if (decision.mode === "quick" && !decision.baseRef) {
      decision.mode = "full";
      decision.reason = `Full mode: ${where} has no base commit in its payload to diff against.`;
    }
    return decision;
  }
  const labels = [];
  const refBranch = branchOfRef(str(p["ref"])) ?? branchOfRef(input.ref);
  const headSha = sha(p["after"]) ?? sha(input.sha) ?? sha(obj(p["head_commit"])?.["id"]) ?? "";
  const base = { mode: "full", reason: "", eventName: event, headSha, headRef: refBranch, isFork: false, labels, repository };
  if (event === "push") {
    const before = sha(p["before"]);
    const onDefault = refBranch !== void 0 && refBranch === defaultBranch;
    const rel = releasePattern(refBranch, input.config.releaseBranches);
    base.baseBranch = refBranch;
    if (before && p["forced"] !== true) base.baseRef = before;
    if (asked === "full" || asked === "auto" && (onDefault || rel)) {
      base.mode = "full";
      base.reason = asked === "full" ? `Full mode: requested by the \`mode\` input on a push to \`${refBranch ?? "?"}\`.` : onDefault ? `Full mode: push to the default branch \`${refBranch}\` (every skill, to record the baseline).` : `Full mode: push to release branch \`${refBranch}\` (matches \`${rel}\`).`;
      return base;
    }
    if (!base.baseRef) {
      base.mode = "full";
      base.reason = `Full mode: push to \`${refBranch ?? "?"}\` ${p["forced"] === true ? "was a force-push" : "created the branch"}, so there is no previous commit to diff against.${note}`;
      return base;
    }
    base.mode = "quick";
    base.reason = `Quick mode: push to \`${refBranch ?? "?"}\`${asked === "quick" ? " (requested by the `mode` input)" : ""}; skills changed since ${base.baseRef.slice(0, 7)} plus every Tier 3 skill.${note}`;
    return base;
  }
  const what = {
    schedule: "scheduled run",
    workflow_dispatch: "manual run (workflow_dispatch)",
    workflow_call: "called workflow (workflow_call)"
  };
  const label2 = what[event] ?? `\`${event}\` event`;
  if (asked === "quick") {
    if (defaultBranch && refBranch && refBranch !== defaultBranch) {
      base.mode = "quick";
      base.baseRef = defaultBranch;
      base.baseBranch = defaultBranch;
      base.reason = `Quick mode: requested by the \`mode\` input on a ${label2} of \`${refBranch}\`; skills changed against \`${defaultBranch}\` plus every Tier 3 skill.`;
      return base;
    }
    const why = refBranch && refBranch === defaultBranch ? ` (\`${refBranch}\` is the default branch)` : defaultBranch ? "" : " (the default branch is unknown)";
    base.reason = `Full mode: quick was requested on a ${label2}, but there is no base to diff against${why}.`;
    return base;
  }
  base.reason = asked === "full" ? `Full mode: requested by the \`mode\` input on a ${label2}.` : what[event] ? `Full mode: ${label2}.${note}` : `Full mode: ${label2} (full is the default outside pull requests and pushes).${note}`;
  return base;
}
function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function selectSkills(decision, changes, skills, config, alwaysTiers = [3]) {
  const all = skills.map((s) => s.name).sort();
  if (decision.mode === "full") return { skills: all, reasons: ["Full mode: every skill."], empty: all.length === 0 };
  if (!changes) return { skills: all, reasons: ["The changed files could not be determined: every skill."], empty: all.length === 0 };
  if (changes.all) return { skills: all, reasons: [...changes.reasons], empty: all.length === 0 };
  const changed = new Set(changes.skills);
  const reasons = [...changes.reasons];
  const extra = changed.size > 0 || changes.removed.length > 0 ? skills.filter((s) => !changed.has(s.name) && alwaysTiers.includes(tierOf(s, config))).map((s) => s.name) : [];
  if (extra.length > 0) reasons.push(`Tier ${alwaysTiers.join("/")} (always run in quick mode): ${extra.sort().join(", ")}.`);
  const out = [.../* @__PURE__ */ new Set([...changed, ...extra])].sort();
  return { skills: out, reasons, empty: out.length === 0 };
}
function missingKeySkip(decision, hasApiKey) {
  if (hasApiKey) return void 0;
  if (decision.isFork && PR_EVENTS.has(decision.eventName)) {
    return `Skipped (neutral): pull request #${decision.prNumber ?? "?"} comes from a fork, and GitHub does not pass secrets such as the Anthropic API key to workflows run for forks. Validation still ran; a maintainer can run the evals with workflow_dispatch or after merging.`;
  }
  return "Skipped (neutral): no Anthropic API key. Set the `anthropic-api-key` input (for example from a repository secret `ANTHROPIC_API_KEY`) to run the evals; validation still ran.";
}

// src/plan/plan.ts
var PLAN_FILE = "plan.json";
function artifactPrefix(key) {
  if (!key) return "skill-evals";
  const clean = key.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|[-.]+$/g, "").slice(0, 60);
  const exact = clean === key;
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return `skill-evals-${clean || "key"}${exact ? "" : `-${hash}`}`;
}
function gitPrefix(root) {
  return git(["rev-parse", "--show-prefix"], { cwd: root }).then(
    (out) => out.trim(),
    // Stryker disable next-line ArrowFunction: outside a git repository, undefined and '' both mean the top folder, and the suite cannot be read from git either way
    () => ""
  );
}
async function makePlan(repo, ctx, inp, findChanges) {
  const config = { ...repo.config, ...inp.fullEvalLabel ? { fullEvalLabel: inp.fullEvalLabel } : {} };
  const decision = decideMode({
    eventName: ctx.eventName,
    payload: ctx.payload,
    inputMode: inp.mode,
    config,
    ...ctx.ref ? { ref: ctx.ref } : {},
    ...ctx.sha ? { sha: ctx.sha } : {}
  });
  let changes;
  let changedFilesNote;
  let changedCount = 0;
  if (decision.mode === "quick") {
    const found = await findChanges(decision, repo);
    changedFilesNote = found.note;
    if (found.files) {
      changedCount = found.files.length;
      const prefix = await gitPrefix(repo.root);
      const suiteTouched = found.files.some((f) => [f.path, f.previousPath].includes(`${prefix}${REPO_SUITE_PATH}`));
      const evalsDiff = suiteTouched && decision.baseRef ? await readSuiteVersions(repo.root, decision.baseRef) : void 0;
      changes = skillsForChanges(found.files, {
        skills: repo.skills,
        config,
        repoRootPrefix: prefix,
        ...evalsDiff ? { evalsDiff } : {},
        evals: repo.evals,
        root: repo.root
      });
    }
  }
  const selection = selectSkills(decision, changes, repo.skills, config);
  const withEvals = new Set(repo.evals.map((e) => e.skill));
  const skills = selection.skills.filter((s) => withEvals.has(s));
  const noEvals = selection.skills.filter((s) => !withEvals.has(s));
  const reasons = [...selection.reasons];
  if (changedFilesNote) reasons.push(changedFilesNote);
  if (noEvals.length > 0) reasons.push(`Without evals (not run; see the coverage findings): ${noEvals.join(", ")}.`);
  if (changes && changes.removed.length > 0) reasons.push(`Removed by this change (not run): ${changes.removed.join(", ")}.`);
  const model = inp.models[0] ?? config.models[0] ?? "claude-sonnet-5-5";
  const extraModels = (inp.models.length > 0 ? inp.models : config.models).filter((m) => m !== model);
  const trials = inp.trials > 0 ? inp.trials : config.trials;
  const specs = skills.length > 0 ? planRuns({ evals: repo.evals, skills, trials, model }) : [];
  const groups = new Set(specs.map(evalKey)).size;
  const adaptiveOn = inp.adaptive === true || inp.trials === 0 && config.adaptiveTrials === true;
  const adaptiveSettings = { start: ADAPTIVE_START, maxTrials: config.maxTrials ?? ADAPTIVE_MAX_TRIALS };
  const adaptive = adaptiveOn ? {
    ...adaptiveSettings,
    runs: adaptiveRunRange(Array.from({ length: groups }, () => 2), adaptiveSettings),
    price: await typicalRunPrice({ root: repo.root, model, display: (p) => displayPath(ctx, p) })
  } : void 0;
  const matrix = shardMatrix(inp.shards, groups);
  const networked = [...new Set(repo.evals.filter((e) => e.network === true && skills.includes(e.skill)).map((e) => `${e.skill} #${String(e.id)}`))];
  const networkNote = networked.length > 0 ? `${networked.length === 1 ? "1 eval uses" : `${networked.length} evals use`} the host's network (\`network: true\`: its Bash, Claude Code and script checks can reach loopback services and the internet): ${networked.slice(0, 10).join(", ")}${networked.length > 10 ? `, …and ${networked.length - 10} more` : ""}.` : void 0;
  const pipeline = skills.length > 0 && shouldRunPipelines({ requested: inp.pipeline, mode: decision.mode, ...decision.baseBranch ? { branch: decision.baseBranch } : {}, releaseBranches: config.releaseBranches });
  let skip;
  if (skills.length === 0) {
    skip = {
      kind: "nothing",
      reason: decision.mode === "full" ? "No skill with evals was found, so nothing was evaluated." : noEvals.length > 0 ? `The changed skills (${noEvals.join(", ")}) have no evals, so nothing was evaluated and no API cost was spent.` : `${changedCount} changed file${changedCount === 1 ? "" : "s"}, none in a skill folder, an eval suite or a shared path (\`${config.globalPaths.join("`, `")}\`), so no eval ran and no API cost was spent.`
    };
  } else {
    const noKey = missingKeySkip(decision, inp.hasApiKey);
    if (noKey) skip = { kind: "no-key", reason: noKey };
  }
  return {
    version: 1,
    createdAt: (/* @__PURE__ */ new Date()).toISOString(),
    run: skip === void 0,
    ...skip ? { skip } : {},
    mode: decision.mode,
    modeReason: decision.reason,
    selectionReasons: reasons,
    eventName: decision.eventName,
    ...decision.baseRef ? { baseRef: decision.baseRef } : {},
    ...decision.baseBranch ? { baseBranch: decision.baseBranch } : {},
    headSha: decision.headSha,
    ...decision.prNumber !== void 0 ? { prNumber: decision.prNumber } : {},
    isFork: decision.isFork,
    skills,
    removed: changes?.removed ?? [],
    ...changedFilesNote ? { changedFilesNote } : {},
    model,
    extraModels,
    trials,
    ...adaptive ? { adaptive } : {},
    maxCostUsd: inp.maxCostUsd ?? config.maxCostUsd,
    pipeline,
    runs: specs.length,
    shards: matrix.shard.length,
    matrix: { include: matrix.shard.map((shard, i) => ({ shard, index: i + 1 })) },
    key: inp.key,
    artifactPrefix: artifactPrefix(inp.key),
    // Issue 33 row C: on pull_request runs the cache folder lies outside the checkout.
    cacheDir: config.cache === "off" ? "" : displayPath(ctx, effectiveCacheDir(repo.root, config.cacheDir).dir),
    fullEvalLabel: config.fullEvalLabel,
    ...networkNote ? { notes: [networkNote] } : {}
  };
}
async function writePlan(dir, plan) {
  await mkdir(dir, { recursive: true });
  const file = join(dir, PLAN_FILE);
  await writeFile(file, JSON.stringify(plan, null, 2) + "\n");
  return file;
}
function planLine(plan) {
  const names = plan.skills.slice(0, 20).map((s) => mdCode(s)).join(", ");
  const more = plan.skills.length > 20 ? `, …and ${plan.skills.length - 20} more` : "";
  return `${plan.skills.length} skill${plan.skills.length === 1 ? "" : "s"}${plan.skills.length ? ` (${names}${more})` : ""} · ` + (plan.adaptive ? `${plan.adaptive.runs.min}–${plan.adaptive.runs.max} runs planned (adaptive trials: 1 per configuration, up to ${plan.adaptive.maxTrials} where the first runs disagree; about ${plan.adaptive.runs.expected} expected; with and without the skill${plan.baseRef ? ", plus the base version of changed skills" : ""}) · cost ${mdEscape(adaptiveCostText(plan.adaptive.runs, plan.adaptive.price ?? null, plan.maxCostUsd))} · ` : `${plan.runs} runs planned (${plan.trials} trial${plan.trials === 1 ? "" : "s"}, with and without the skill${plan.baseRef ? ", plus the base version of changed skills" : ""}) · `) + `model ${mdCode(plan.model)} · ${plan.shards} shard${plan.shards === 1 ? "" : "s"}${plan.pipeline ? " · pipeline scenarios" : ""}`;
}

// src/cli/plan-command.ts
var PLAN_HELP = `Usage: skill-evals plan [options]

Decides the mode (quick or full) and the skills to evaluate, counts the runs and sizes the shard
matrix, exactly as the action's plan step does; writes <out>/plan.json, which the action's
evaluate and merge steps read.

  --root DIR            skills repository (default .)
  --base REF            plan like a push from REF to HEAD (quick: the skills changed since REF plus
                        every Tier 3 skill). Inside GitHub Actions without --base: the run's event
  --mode M              auto (default) | quick | full
  --trials N|adaptive   trials per eval and configuration (default: config); adaptive: 1 per
                        configuration, up to max-trials where the first runs disagree
  --models A,B          models (default: config; one call evaluates the first)
  --shards N            evaluation jobs, 1-64 (default 1)
  --max-cost-usd X      spending cap (default: config)
  --pipeline            also run the pipeline scenarios (in shard 1)
  --full-eval-label L   pull request label that switches auto to full (default: config)
  --key K               distinguishes several evaluations in one workflow run
  --out DIR             folder for plan.json (default .skill-evals/plan)
  --format F            text (default) or json (the plan itself)

Whether an API key is present is read from ANTHROPIC_API_KEY (without it the plan says run: false).
Exit 0 when the plan is written (whether or not it runs), 1 when the skills or suites have
errors, 2 on bad usage.
`;
async function localContext(root, base, env, cwd) {
  const workspace = env["GITHUB_WORKSPACE"] || cwd;
  if (!base && env["GITHUB_EVENT_NAME"] && env["GITHUB_EVENT_PATH"]) {
    let payload = {};
    try {
      const parsed = JSON.parse(await readFile3(env["GITHUB_EVENT_PATH"], "utf8"));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) payload = parsed;
    } catch {
      payload = {};
    }
    return { eventName: env["GITHUB_EVENT_NAME"], payload, ...env["GITHUB_REF"] ? { ref: env["GITHUB_REF"] } : {}, ...env["GITHUB_SHA"] ? { sha: env["GITHUB_SHA"] } : {}, workspace };
  }
  if (!base) return { eventName: "workflow_dispatch", payload: {}, workspace };
  const rev = async (ref) => (await git(["rev-parse", "--verify", "--end-of-options", `${ref}^{commit}`], { cwd: root })).trim();
  let before;
  try {
    before = await rev(base);
  } catch {
    throw new UsageError(`--base '${base}' is not a commit in ${root}.`);
  }
  const after = await rev("HEAD");
  const branch2 = (await git(["rev-parse", "--abbrev-ref", "HEAD"], { cwd: root }).catch(() => "HEAD")).trim();
  return { eventName: "push", payload: { before, after, ref: `refs/heads/${branch2}` }, sha: after, workspace };
}
var gitChanges = async (d, repo) => {
  if (!d.baseRef) return { files: null, note: "There is nothing to diff against, so every skill is evaluated." };
  const files = await gitChangedFiles({ cwd: repo.root, base: d.baseRef, head: d.headSha || "HEAD" }).catch(() => void 0);
  return files ? { files } : { files: null, note: `The changes since \`${d.baseRef.slice(0, 12)}\` could not be read from git, so every skill is evaluated.` };
};
async function planCommand(argv, io) {
  const { values } = parse(argv, {
    root: { type: "string", default: "." },
    base: { type: "string" },
    mode: { type: "string" },
    trials: { type: "string" },
    models: { type: "string" },
    shards: { type: "string" },
    "max-cost-usd": { type: "string" },
    pipeline: { type: "boolean", default: false },
    "full-eval-label": { type: "string" },
    key: { type: "string" },
    out: { type: "string" },
    format: { type: "string" },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(PLAN_HELP);
    return 0;
  }
  const mode = oneOf(values.mode, ["auto", "quick", "full"], "--mode", "auto");
  const format = oneOf(values.format, ["text", "json"], "--format", "text");
  const shards = positiveInt(values.shards, "--shards") ?? 1;
  if (shards > 64) throw new UsageError("--shards must be at most 64");
  const maxCost = values["max-cost-usd"];
  const maxCostUsd = maxCost === void 0 ? void 0 : Number(maxCost);
  if (maxCostUsd !== void 0 && (!Number.isFinite(maxCostUsd) || maxCostUsd < 0)) throw new UsageError(`--max-cost-usd must be a number >= 0 (got '${maxCost}')`);
  const adaptive = values.trials === "adaptive";
  const trials = values.trials === void 0 || adaptive ? 0 : positiveInt(values.trials, "--trials") ?? 0;
  const repo = await loadRepo(path2.resolve(io.cwd, values.root ?? "."));
  if (countFindings(repo.findings).errors > 0) {
    io.stderr(formatFindingsText(repo) + "\nskill-evals plan: fix the errors above first; nothing was planned.\n");
    return 1;
  }
  const ctx = await localContext(repo.root, values.base, io.env, io.cwd);
  const models = (values.models ?? "").split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
  const plan = await makePlan(
    repo,
    ctx,
    { mode, trials, ...adaptive ? { adaptive } : {}, models, shards, maxCostUsd, pipeline: values.pipeline ?? false, fullEvalLabel: values["full-eval-label"] ?? "", key: values.key ?? "", hasApiKey: Boolean(io.env["ANTHROPIC_API_KEY"]) },
    gitChanges
  );
  const file = await writePlan(cliPath(io, values.out) ?? path2.resolve(io.cwd, ".skill-evals/plan"), plan);
  if (format === "json") io.stdout(JSON.stringify(plan, null, 2) + "\n");
  else {
    io.stdout(`${plan.modeReason}
`);
    io.stdout(plan.skip ? `Not evaluated: ${plan.skip.reason}
` : `Will run: ${planLine(plan).replace(/`/g, "")}
`);
    for (const r of plan.selectionReasons) io.stdout(`  - ${r}
`);
    io.stdout(`Plan written: ${path2.relative(io.cwd, file) || file}
`);
  }
  return 0;
}
export {
  PLAN_HELP,
  planCommand
};
