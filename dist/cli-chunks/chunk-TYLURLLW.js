#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  assertionsOf,
  isInside,
  loadJsonFile,
  loadPipelines,
  reportSchemaErrors,
  toPosix
} from "./chunk-KXW3OA23.js";
import {
  git,
  gitBytes
} from "./chunk-T4XZ4NNE.js";
import {
  checkTrustTiers
} from "./chunk-OLO4343K.js";
import {
  CONFIG_FILES,
  checkFleet,
  defaultConfig,
  describeSchemaError,
  loadConfig,
  parseConfigFile,
  parseJsonWithPositions,
  schemaValidator,
  suggestKey,
  tierOf
} from "./chunk-UFG4ZXKB.js";
import {
  discoverSkills
} from "./chunk-VWPNA2ZE.js";
import {
  readCapped,
  readdir,
  realpath,
  registerRepoRoot,
  stat
} from "./chunk-GUAVVKPA.js";
import {
  UnsafePathError
} from "./chunk-DQGGB3WH.js";
import {
  MAX_NAME_BYTES,
  MAX_RUN_PATH_BYTES,
  evalDirName,
  runOutputsPrefix,
  skillFolderName
} from "./chunk-NUNZPVBM.js";
import {
  registerSecretNames
} from "./chunk-CY6ICJBK.js";
import {
  isObject
} from "./chunk-FFXZ2FSU.js";

// src/discover/index.ts
import { resolve } from "node:path";
import { stat as stat2 } from "node:fs/promises";

// src/discover/suites.ts
import path2 from "node:path";

// src/discover/links.ts
import path from "node:path";
var SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules"]);
var MAX_ENTRIES = 2e4;
var LINK_OUT_RULE = "security.link-out-of-folder";
async function linksOutOf(dir) {
  let real;
  try {
    real = await realpath(dir);
  } catch {
    return [];
  }
  const out = [];
  const stack = [""];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_ENTRIES) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      if (SKIPPED.has(e.name)) continue;
      seen++;
      const childRel = rel ? path.join(rel, e.name) : e.name;
      if (e.isDirectory()) stack.push(childRel);
      else if (e.isSymbolicLink()) {
        const target = await realpath(path.join(dir, childRel)).catch(() => void 0);
        if (target === void 0 || !isInside(real, target)) out.push(childRel);
      }
    }
  }
  return out.sort();
}
async function checkSkillLinks(root, skills) {
  const findings = [];
  for (const skill of skills) {
    const dir = path.resolve(root, skill.dir);
    for (const rel of await linksOutOf(dir)) {
      const file = toPosix(path.relative(root, path.join(dir, rel)));
      findings.push({
        severity: "error",
        file,
        rule: LINK_OUT_RULE,
        message: `${file} is a symbolic link that leads out of the skill folder of '${skill.name}' (or points nowhere); the skill is copied into each workspace and such links are never followed. Replace it with the file itself, or a link that stays inside the skill folder.`
      });
    }
  }
  return findings;
}
var CLAUDE_CONFIG_RULE = "security.claude-config";
var CLAUDE_CONFIG_NAMES = /* @__PURE__ */ new Set([".claude", ".mcp.json"]);
function isClaudeConfigPath(rel) {
  return rel.split(/[\\/]+/).some((c) => CLAUDE_CONFIG_NAMES.has(c));
}
async function claudeConfigIn(dir) {
  const out = [];
  const stack = [""];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_ENTRIES) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (SKIPPED.has(e.name)) continue;
      seen++;
      const childRel = rel ? path.join(rel, e.name) : e.name;
      if (CLAUDE_CONFIG_NAMES.has(e.name)) out.push(childRel);
      else if (e.isDirectory()) stack.push(childRel);
    }
  }
  return out.sort();
}
async function checkSkillClaudeConfig(root, skills) {
  const findings = [];
  for (const skill of skills) {
    const dir = path.resolve(root, skill.dir);
    for (const rel of await claudeConfigIn(dir)) {
      const file = toPosix(path.relative(root, path.join(dir, rel)));
      findings.push({
        severity: "error",
        file,
        rule: CLAUDE_CONFIG_RULE,
        message: `${file} is Claude Code configuration (${path.basename(rel)}) inside the skill folder of '${skill.name}'; the skill is installed for Claude Code, which runs only with the settings the harness writes, so settings, hooks, MCP servers, agents, commands or skills in a skill folder are refused. Remove it from the skill folder.`
      });
    }
  }
  return findings;
}

// src/discover/suites.ts
var REPO_SUITE = "evals/evals.json";
var SKILL_SUITE = "evals/evals.json";
var MAX_SUITE_BYTES = 5 * 1024 * 1024;
var getValidator = () => schemaValidator("evals");
var isId = (v) => Number.isInteger(v) || typeof v === "string" && v.length > 0;
async function loadSuites(repoRoot, skills) {
  const root = path2.resolve(repoRoot);
  registerRepoRoot(root);
  let realRoot = root;
  try {
    realRoot = await realpath(root);
  } catch {
  }
  const state = {
    root,
    realRoot,
    skills: new Map(skills.map((s) => [s.name, s])),
    evals: [],
    findings: [],
    ids: /* @__PURE__ */ new Map()
  };
  const files = [];
  const repoAbs = path2.join(root, ...REPO_SUITE.split("/"));
  files.push({ abs: repoAbs, rel: REPO_SUITE });
  const seen = /* @__PURE__ */ new Set([repoAbs]);
  for (const skill of skills) {
    const abs = path2.resolve(root, skill.dir, ...SKILL_SUITE.split("/"));
    if (seen.has(abs)) continue;
    seen.add(abs);
    files.push({ abs, rel: toPosix(path2.relative(root, abs)), owner: skill });
  }
  for (const f of files) {
    try {
      await loadFile(state, f);
    } catch (e) {
      state.findings.push({
        severity: "error",
        file: f.rel,
        rule: "suite.read",
        message: `Could not load ${f.rel}: ${e instanceof Error ? e.message : String(e)}`
      });
    }
  }
  return { evals: state.evals, findings: state.findings };
}
async function loadFile(state, f) {
  const file = await loadJsonFile(
    f.abs,
    {
      rel: f.rel,
      maxBytes: MAX_SUITE_BYTES,
      readRule: "suite.read",
      jsonRulePrefix: "suite.json",
      what: "eval suites",
      reportNotFile: true,
      ignoreMissing: true
    },
    state.findings
  );
  if (!file) return;
  const { src, doc, push } = file;
  reportSchemaErrors(getValidator(), doc, {
    rel: f.rel,
    rule: "suite.schema",
    push,
    // both list names: reported below with a clearer message
    override: (err) => err.keyword === "not" ? "skip" : void 0
  });
  if (!isObject(doc) || !Array.isArray(doc["evals"])) return;
  const skillName = doc["skill_name"];
  if (f.owner && typeof skillName === "string" && skillName !== "" && !namesSkill(skillName, f.owner)) {
    push(
      "error",
      "suite.skill-name.mismatch",
      "/skill_name",
      `skill_name '${skillName}' does not match the skill's name '${f.owner.name}' (from ${f.owner.file}).`
    );
  }
  const defaultSkill = state.skills.has(skillName) ? skillName : void 0;
  for (const [i, entry] of doc["evals"].entries()) {
    await loadEval(state, f, src, entry, i, defaultSkill, push).catch((e) => push("error", "suite.schema", `/evals/${i}`, `Could not read eval entry: ${e instanceof Error ? e.message : String(e)}`));
  }
}
function namesSkill(name, skill) {
  return name === skill.name || skill.plugin !== void 0 && name === skill.frontmatter.name;
}
async function loadEval(state, f, src, entry, i, defaultSkill, push) {
  if (!isObject(entry)) return;
  const base = `/evals/${i}`;
  const pos = (pointer) => ({ file: f.rel, ...src.locate(pointer) });
  const id = entry["id"];
  const prompt = entry["prompt"];
  if (!isId(id) || typeof prompt !== "string" || prompt === "") return;
  const dirBytes = Buffer.byteLength(evalDirName({ id, prompt }));
  if (dirBytes > MAX_NAME_BYTES) {
    const room = MAX_NAME_BYTES - (dirBytes - Buffer.byteLength(String(id)));
    push(
      "error",
      "security.name-too-long",
      `${base}/id`,
      `Eval id is ${String(id).length} characters long: its results folder 'eval-<id>-<slug>' would be a ${dirBytes}-byte name, over the ${MAX_NAME_BYTES} bytes a file system takes; use an id of at most ${Math.max(1, room)} characters.`
    );
    return;
  }
  let skill;
  const named = entry["skill"];
  if (f.owner) {
    skill = f.owner.name;
    if (typeof named === "string" && named !== "" && !namesSkill(named, f.owner)) {
      push(
        "error",
        "suite.eval.skill-mismatch",
        `${base}/skill`,
        `Eval ${String(id)} names skill '${named}', but this suite belongs to skill '${f.owner.name}'.`
      );
    }
  } else if (typeof named === "string" && named !== "") {
    skill = named;
  } else if (named === void 0 && defaultSkill) {
    skill = defaultSkill;
  } else {
    if (named === void 0) {
      push(
        "error",
        "suite.eval.missing-skill",
        base,
        `Eval ${String(id)} has no 'skill'; entries of the repo-level ${REPO_SUITE} must name the skill they test.`
      );
    }
    return;
  }
  const hasA = Object.prototype.hasOwnProperty.call(entry, "assertions");
  const hasX = Object.prototype.hasOwnProperty.call(entry, "expectations");
  if (hasA && hasX) {
    push(
      "error",
      "suite.eval.assertion-lists",
      `${base}/expectations`,
      `Eval ${String(id)} has both 'assertions' and 'expectations' (two names for the same list); keep one. 'expectations' was ignored.`,
      true
    );
  }
  const listKey = hasA ? "assertions" : "expectations";
  const assertions = assertionsOf(entry[listKey], `${base}/${listKey}`, {
    rule: "suite.check.invalid",
    skillDir: (f.owner ?? state.skills.get(skill))?.dir,
    pos,
    push
  });
  const files = [];
  const resolvedFiles = [];
  const rawFiles = entry["files"];
  if (Array.isArray(rawFiles)) {
    const baseDir = f.owner ? path2.resolve(state.root, f.owner.dir) : state.root;
    for (const [j, rel] of rawFiles.entries()) {
      if (typeof rel !== "string" || rel === "") continue;
      const fp = `${base}/files/${j}`;
      const resolved = await checkFile(state, baseDir, rel, fp, f.owner !== void 0, push, runOutputsPrefix(skill, evalDirName({ id, prompt })));
      if (resolved) {
        files.push(rel);
        resolvedFiles.push(resolved);
      }
    }
  }
  let perSkill = state.ids.get(skill);
  if (!perSkill) {
    perSkill = /* @__PURE__ */ new Map();
    state.ids.set(skill, perSkill);
  }
  const idKey = String(id);
  const first = perSkill.get(idKey);
  if (first) {
    push(
      "error",
      "suite.eval.duplicate-id",
      `${base}/id`,
      `Duplicate eval id ${JSON.stringify(id)} for skill '${skill}' (first defined at ${first.file}:${first.line}); this entry is ignored.`
    );
    return;
  }
  const source = pos(base);
  perSkill.set(idKey, source);
  const ec = { skill, id, prompt, files, resolvedFiles, ...resolvedFiles.length > 0 ? { filesRoot: state.realRoot } : {}, assertions, source };
  if (typeof entry["expected_output"] === "string") ec.expectedOutput = entry["expected_output"];
  if (typeof entry["bash"] === "boolean") ec.bash = entry["bash"];
  if (entry["network"] === true) ec.network = true;
  if (entry["critical"] === true) ec.critical = true;
  const sl = entry["skill_loading"];
  if (sl === "preload" || sl === "discover") ec.skillLoading = sl;
  if (!f.owner && src.has(`${base}/skill`)) ec.skillSource = pos(`${base}/skill`);
  state.evals.push(ec);
}
async function checkFile(state, baseDir, rel, pointer, perSkill, push, runPrefix) {
  const relTo = perSkill ? "the skill folder" : "the repository root";
  if (path2.posix.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel) || rel.startsWith("\\")) {
    push("error", "suite.file.absolute", pointer, `File '${rel}' is an absolute path; use a path relative to ${relTo}.`);
    return void 0;
  }
  if (rel.includes("\0")) {
    push("error", "suite.file.missing", pointer, `File '${rel.replace(/\0/g, "\\0")}' is not a valid path.`);
    return void 0;
  }
  const abs = path2.resolve(baseDir, rel);
  if (!isInside(state.root, abs)) {
    push("error", "suite.file.outside-repo", pointer, `File '${rel}' resolves outside the repository.`);
    return void 0;
  }
  let st;
  try {
    st = await stat(abs);
  } catch {
    push(
      "error",
      "suite.file.missing",
      pointer,
      `File '${rel}' does not exist (paths are relative to ${relTo}: ${toPosix(path2.relative(state.root, abs))}).`
    );
    return void 0;
  }
  try {
    const real = await realpath(abs);
    if (!isInside(state.realRoot, real)) {
      push("error", "suite.file.outside-repo", pointer, `File '${rel}' is a link that points outside the repository.`);
      return void 0;
    }
  } catch {
  }
  if (!st.isFile() && !st.isDirectory()) {
    push("error", "suite.file.special", pointer, `File '${rel}' is ${specialKind(st)}, not a regular file or folder; only regular files and folders can be listed in 'files'.`);
    return void 0;
  }
  const config = isClaudeConfigPath(rel) ? [toPosix(rel)] : st.isDirectory() ? (await claudeConfigIn(abs)).map((r) => toPosix(path2.join(rel, r))) : [];
  if (config.length > 0) {
    push(
      "error",
      CLAUDE_CONFIG_RULE,
      pointer,
      `File '${rel}'${config[0] === toPosix(rel) ? "" : ` holds '${config.join("', '")}', which`} is Claude Code configuration (.claude/ or .mcp.json): settings, hooks, MCP servers, agents, commands or skills. Claude Code runs only with the settings the harness writes, so such files are refused in 'files'; rename them or leave them out.`
    );
    return void 0;
  }
  const longest = toPosix(st.isDirectory() ? path2.join(rel, await longestPathIn(abs)) : rel);
  const bytes = Buffer.byteLength(runPrefix + longest);
  if (bytes > MAX_RUN_PATH_BYTES) {
    push(
      "error",
      "security.path-too-long",
      pointer,
      `File '${longest.length > 120 ? `${longest.slice(0, 60)}…${longest.slice(-60)}` : longest}' makes a ${bytes}-byte path below the results folder ('${runPrefix.length > 120 ? `${runPrefix.slice(0, 60)}…` : runPrefix}' and the file), over the ${MAX_RUN_PATH_BYTES} bytes allowed (PATH_MAX is 4096, with 1024 kept for the results or temp folder); use a shorter path, a shorter eval id or skill name.`
    );
    return void 0;
  }
  if (st.isDirectory()) {
    const bad = await findSpecialFile(abs, state.realRoot);
    if (bad?.out) {
      push(
        "error",
        "security.link-out-of-folder",
        pointer,
        `Folder '${rel}' holds '${toPosix(path2.join(rel, bad.rel))}', a symbolic link that leads out of the repository; links in a listed folder are copied (as what they point to) only when they stay inside the repository.`
      );
      return void 0;
    }
    if (bad) {
      push(
        "error",
        "suite.file.special",
        pointer,
        `Folder '${rel}' holds '${toPosix(path2.join(rel, bad.rel))}', which is ${bad.kind}, not a regular file or folder; only regular files and folders can be listed in 'files'.`
      );
      return void 0;
    }
  }
  return abs;
}
async function longestPathIn(dir, limit = 2e4) {
  let best = "";
  const stack = [""];
  let seen = 0;
  while (stack.length > 0 && seen < limit) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir(path2.join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      seen++;
      const childRel = rel ? path2.join(rel, e.name) : e.name;
      if (Buffer.byteLength(childRel) > Buffer.byteLength(best)) best = childRel;
      if (e.isDirectory()) stack.push(childRel);
    }
  }
  return best;
}
function specialKind(st) {
  if (st.isFIFO()) return "a named pipe (FIFO)";
  if (st.isSocket()) return "a socket";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSymbolicLink()) return "a symbolic link";
  return "not a regular file";
}
async function findSpecialFile(dir, realRoot, limit = 2e4) {
  const stack = [""];
  let seen = 0;
  while (stack.length > 0 && seen < limit) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir(path2.join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      seen++;
      const childRel = path2.join(rel, e.name);
      if (e.isDirectory()) {
        stack.push(childRel);
        continue;
      }
      if (e.isFile()) continue;
      if (e.isSymbolicLink()) {
        const target = await realpath(path2.join(dir, childRel)).catch(() => void 0);
        if (target !== void 0 && !isInside(realRoot, target)) return { rel: childRel, kind: "a symbolic link out of the repository", out: true };
      }
      const st = await stat(path2.join(dir, childRel)).catch(() => void 0);
      if (st && !st.isFile() && !st.isDirectory()) return { rel: childRel, kind: specialKind(st) };
    }
  }
  return void 0;
}

// src/discover/coverage.ts
var MIN_ASSERTIONS = 2;
function checkCoverage(skills, evals, config) {
  const findings = [];
  const known = new Set(skills.map((s) => s.name));
  const bySkill = /* @__PURE__ */ new Map();
  for (const e of evals) {
    const list = bySkill.get(e.skill);
    if (list) list.push(e);
    else bySkill.set(e.skill, [e]);
  }
  for (const skill of skills) {
    const list = bySkill.get(skill.name) ?? [];
    if (list.length === 0) {
      findings.push({
        severity: "error",
        file: skill.file,
        rule: "coverage.no-evals",
        message: `Skill '${skill.name}' has no eval entries in evals/evals.json. Add at least 2 test prompts.`
      });
      continue;
    }
    const tier = tierOf(skill, config);
    const min = config.tierSettings[tier]?.minEvals ?? 0;
    if (list.length < min) {
      const first = list[0].source;
      findings.push({
        severity: "warning",
        file: first.file,
        line: first.line,
        column: first.column,
        rule: "coverage.few-evals",
        message: `Tier ${tier} skill '${skill.name}' has only ${list.length} evals (minimum recommended: ${min})`
      });
    }
  }
  for (const e of evals) {
    if (e.assertions.length === 0 && e.source.file !== REPO_SUITE) {
      findings.push({
        severity: "warning",
        file: e.source.file,
        line: e.source.line,
        column: e.source.column,
        rule: "coverage.no-assertions",
        message: `Eval ${String(e.id)} of skill '${e.skill}' has no assertions; it runs, but nothing grades it, so review its outputs by hand in the viewer (skill-evals view) or add at least ${MIN_ASSERTIONS} assertions.`
      });
    } else if (e.assertions.length < MIN_ASSERTIONS) {
      findings.push({
        severity: "error",
        file: e.source.file,
        line: e.source.line,
        column: e.source.column,
        rule: "coverage.few-assertions",
        message: `Eval ${String(e.id)} of skill '${e.skill}' has ${e.assertions.length} assertion${e.assertions.length === 1 ? "" : "s"}; each eval needs at least ${MIN_ASSERTIONS} objectively verifiable assertions.`
      });
    }
    if (!known.has(e.skill)) {
      const at = e.skillSource ?? e.source;
      findings.push({
        severity: "error",
        file: at.file,
        line: at.line,
        column: at.column,
        rule: "coverage.unknown-skill",
        message: `Eval ${String(e.id)} names skill '${e.skill}', which does not exist${nearest(e.skill, known)}.`
      });
    }
  }
  for (const name of Object.keys(config.tiers)) {
    if (known.has(name)) continue;
    const at = config.tierSources?.[name];
    const finding = {
      severity: "warning",
      file: at?.file ?? config.file ?? CONFIG_FILES[0],
      rule: "coverage.config-unknown-skill",
      message: `tiers lists skill '${name}' (tier ${config.tiers[name]}), but no such skill exists${nearest(name, known)}.`
    };
    if (at) {
      finding.line = at.line;
      finding.column = at.column;
    }
    findings.push(finding);
  }
  for (const name of Object.keys(config.skillExecutors ?? {})) {
    if (known.has(name)) continue;
    const at = config.skillExecutorSources?.[name];
    const finding = {
      severity: "warning",
      file: at?.file ?? config.file ?? CONFIG_FILES[0],
      rule: "coverage.config-unknown-skill",
      message: `skill-executors maps skill '${name}' (executor ${config.skillExecutors[name]}), but no such skill exists${nearest(name, known)}.`
    };
    if (at) {
      finding.line = at.line;
      finding.column = at.column;
    }
    findings.push(finding);
  }
  return findings;
}
function nearest(name, known) {
  if (known.size === 0) return " (no skills were found)";
  const s = suggestKey(name, [...known]);
  return s ? ` (did you mean '${s}'?)` : "";
}

// src/discover/triggers.ts
import { promises as fs } from "node:fs";
import path3 from "node:path";
var TRIGGERS_DIR = "evals/triggers";
var MIN_QUERIES_PER_CLASS = 8;
var MAX_TRIGGER_FILE_BYTES = 1024 * 1024;
var MAX_SCHEMA_FINDINGS = 50;
var DOCUMENT = "";
function getValidator2() {
  return schemaValidator("triggers");
}
function triggerSetPath(skill) {
  return `${TRIGGERS_DIR}/${skillFolderName(skill)}.json`;
}
function checkTriggerFile(bytes, file, skill) {
  const findings = [];
  const src = parseJsonWithPositions(bytes, file, { rulePrefix: "triggers.json" });
  findings.push(...src.findings);
  if (src.value === void 0) return { findings };
  const doc = src.value;
  const push = (severity, rule, pointer, message, key = false) => {
    const p = key ? src.locateKey(pointer) : src.locate(pointer);
    findings.push({ severity, file, line: p.line, column: p.column, rule, message });
  };
  const validate = getValidator2();
  const schemaOk = validate(doc);
  if (!schemaOk) {
    let count = 0;
    for (const err of validate.errors) {
      if (++count > MAX_SCHEMA_FINDINGS) {
        push("error", "triggers.schema", DOCUMENT, `More schema errors in ${file} were not reported.`);
        break;
      }
      if (err.keyword === "pattern") {
        push("error", "triggers.schema", err.instancePath, "query must not be blank.");
        continue;
      }
      const d = describeSchemaError(err, doc);
      if (!d) continue;
      if (d.unknownProperty !== void 0) {
        push("warning", "triggers.schema.unknown-key", d.pointer, `${d.message} Only 'query' and 'should_trigger' are read; it is ignored.`, true);
      } else {
        push("error", "triggers.schema", d.pointer, d.message, d.atKey);
      }
    }
  }
  if (!Array.isArray(doc)) return { findings };
  const queries = [];
  const seen = /* @__PURE__ */ new Map();
  doc.forEach((e, i) => {
    const entry = e;
    const q = entry?.query;
    const t = entry?.should_trigger;
    if (typeof q !== "string" || q.trim() === "" || typeof t !== "boolean") return;
    const line = src.locate(`/${i}`).line;
    const key = q.trim();
    const first = seen.get(key);
    if (first !== void 0) {
      push("warning", "triggers.duplicate-query", `/${i}/query`, `The same query is already listed on line ${first}; skill-creator merges results by query text. Remove one.`);
    } else seen.set(key, line);
    queries.push({ query: q, should_trigger: t, line });
  });
  if (skill !== void 0 && schemaOk) {
    const pos = queries.filter((q) => q.should_trigger).length;
    const neg = queries.length - pos;
    for (const [n, label] of [
      [pos, "should trigger (should_trigger: true)"],
      [neg, "should not trigger (should_trigger: false)"]
    ]) {
      if (n < MIN_QUERIES_PER_CLASS) {
        push(
          "warning",
          "triggers.class-size",
          DOCUMENT,
          `Only ${n} quer${n === 1 ? "y" : "ies"} ${label}; use at least ${MIN_QUERIES_PER_CLASS} (10 and 10 recommended, negatives as realistic near-misses) so trigger rates mean something.`
        );
      }
    }
  }
  return skill !== void 0 ? { set: { skill, file, queries }, findings } : { findings };
}
async function readSmall(abs, rel, findings) {
  try {
    const st = await fs.stat(abs);
    if (!st.isFile()) {
      findings.push({ severity: "error", file: rel, rule: "triggers.read", message: `${rel} is not a regular file.` });
      return void 0;
    }
    if (st.size > MAX_TRIGGER_FILE_BYTES) {
      findings.push({ severity: "error", file: rel, rule: "triggers.read", message: `${rel} is ${st.size} bytes; trigger sets larger than ${MAX_TRIGGER_FILE_BYTES} bytes are not read.` });
      return void 0;
    }
    return await readCapped(abs, MAX_TRIGGER_FILE_BYTES, "trigger sets");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    findings.push({ severity: "error", file: rel, rule: "triggers.read", message: `Could not read ${rel}: ${e instanceof Error ? e.message : String(e)}` });
    return void 0;
  }
}
async function loadTriggerSets(repoRoot, skills) {
  registerRepoRoot(repoRoot);
  const root = path3.resolve(repoRoot);
  const findings = [];
  const sets = [];
  let names;
  try {
    names = (await fs.readdir(path3.join(root, ...TRIGGERS_DIR.split("/")))).filter((n) => n.toLowerCase().endsWith(".json")).sort();
  } catch {
    return { sets, findings };
  }
  const known = skills.map((s) => s.name);
  for (const name of names) {
    const rel = `${TRIGGERS_DIR}/${name}`;
    const skill = name.slice(0, -".json".length);
    const owner = known.includes(skill) ? skill : void 0;
    if (!owner) {
      const hint = suggestKey(skill, known);
      findings.push({
        severity: "error",
        file: rel,
        line: 1,
        rule: "triggers.unknown-skill",
        message: `No skill named '${skill}' for trigger set ${rel}${hint ? ` (did you mean '${hint}'? rename it to ${triggerSetPath(hint)})` : ""}; name the file after a skill: ${TRIGGERS_DIR}/<skill>.json.`
      });
    }
    const bytes = await readSmall(path3.join(root, ...rel.split("/")), rel, findings);
    if (bytes === void 0) continue;
    const r = checkTriggerFile(bytes, rel, owner);
    findings.push(...r.findings);
    if (r.set) sets.push(r.set);
  }
  return { sets, findings };
}
async function checkTriggerSets(repoRoot, skills) {
  try {
    return (await loadTriggerSets(repoRoot, skills)).findings;
  } catch (e) {
    return [{ severity: "error", file: TRIGGERS_DIR, rule: "triggers.read", message: `Could not load trigger sets: ${e instanceof Error ? e.message : String(e)}` }];
  }
}
async function loadTriggerSet(repoRoot, skill) {
  registerRepoRoot(repoRoot);
  const rel = triggerSetPath(skill);
  const findings = [];
  const bytes = await readSmall(path3.join(path3.resolve(repoRoot), ...rel.split("/")), rel, findings);
  if (bytes === void 0) return { findings, missing: findings.length === 0 };
  return { ...checkTriggerFile(bytes, rel, skill), missing: false };
}

// src/discover/golden.ts
import path4 from "node:path";
var GOLDEN_DIR = "evals/skills";
var GOLDEN_FILE = "golden.jsonl";
var MAX_GOLDEN_BYTES = 4 * 1024 * 1024;
var KEYS = ["id", "input", "expected_output_summary", "expected_format", "weight", "tags"];
function goldenFile(skill) {
  return `${GOLDEN_DIR}/${skillFolderName(skill)}/${GOLDEN_FILE}`;
}
function parseGolden(text, file, skill) {
  const findings = [];
  const cases = [];
  const seen = /* @__PURE__ */ new Map();
  const err = (line, rule, message, severity = "error") => findings.push({ severity, file, line, column: 1, rule, message });
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === "") return;
    let v;
    try {
      v = JSON.parse(raw);
    } catch (e) {
      err(line, "golden.json", `Line ${line} is not valid JSON: ${e instanceof Error ? e.message : String(e)}.`);
      return;
    }
    if (v === null || typeof v !== "object" || Array.isArray(v)) {
      err(line, "golden.json", `Line ${line} must be a JSON object {id, input, expected_output_summary, expected_format, weight, tags}.`);
      return;
    }
    const o = v;
    let ok = true;
    for (const k of ["id", "input", "expected_output_summary", "expected_format"]) {
      if (typeof o[k] !== "string" || o[k].trim() === "") {
        err(line, "golden.field", `Line ${line}: '${k}' is required and must be a non-empty string.`);
        ok = false;
      }
    }
    let weight = 1;
    if (o.weight !== void 0) {
      if (typeof o.weight !== "number" || !Number.isFinite(o.weight) || o.weight <= 0) {
        err(line, "golden.weight", `Line ${line}: 'weight' must be a number > 0 (1.0 normal, 1.5 critical, 0.5 nice-to-have).`);
        ok = false;
      } else weight = o.weight;
    }
    let tags = [];
    if (o.tags !== void 0) {
      if (!Array.isArray(o.tags) || !o.tags.every((t) => typeof t === "string")) {
        err(line, "golden.tags", `Line ${line}: 'tags' must be an array of strings.`);
        ok = false;
      } else tags = [...o.tags];
    }
    for (const k of Object.keys(o)) {
      if (KEYS.includes(k)) continue;
      const s = suggestKey(k, KEYS);
      err(line, "golden.unknown-key", `Line ${line}: unknown key '${k}'${s ? ` (did you mean '${s}'?)` : ""}; it is ignored.`, "warning");
    }
    if (typeof o.id === "string" && o.id.trim() !== "") {
      const prev = seen.get(o.id);
      if (prev !== void 0) {
        err(line, "golden.duplicate-id", `Line ${line}: id '${o.id}' is already used on line ${prev}; ids must be unique.`);
        ok = false;
      } else seen.set(o.id, line);
    }
    if (!ok) return;
    cases.push({
      id: o.id,
      input: o.input,
      expected_output_summary: o.expected_output_summary,
      expected_format: o.expected_format,
      weight,
      tags,
      line
    });
  });
  if (cases.length === 0 && findings.length === 0) {
    findings.push({ severity: "error", file, rule: "golden.empty", message: `${file} holds no entries; add at least one line or remove the file.` });
  }
  return { skill, file, cases, findings };
}
async function loadGoldenSet(root, skill) {
  const file = goldenFile(skill);
  const abs = path4.join(root, ...file.split("/"));
  let bytes;
  try {
    const info = await stat(abs);
    if (!info.isFile()) return void 0;
    if (info.size > MAX_GOLDEN_BYTES) {
      return { skill, file, cases: [], findings: [{ severity: "error", file, rule: "golden.size", message: `${file} is larger than ${MAX_GOLDEN_BYTES} bytes.` }] };
    }
    registerRepoRoot(root);
    bytes = await readCapped(abs, MAX_GOLDEN_BYTES, "golden datasets");
  } catch (e) {
    if (e instanceof UnsafePathError) return { skill, file, cases: [], findings: [{ severity: "error", file, rule: "golden.read", message: e.message }] };
    return void 0;
  }
  return parseGolden(bytes.toString("utf8"), file, skill);
}
async function withGoldenSets(root, skills, coverageFindings) {
  const findings = [];
  const dir = path4.join(root, ...GOLDEN_DIR.split("/"));
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const known = skills.map((s) => s.name);
  const covered = /* @__PURE__ */ new Set();
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || e.name.startsWith(".")) continue;
    const set = await loadGoldenSet(root, e.name);
    if (!set) continue;
    findings.push(...set.findings);
    if (!known.includes(e.name)) {
      const s = suggestKey(e.name, known);
      findings.push({
        severity: "error",
        file: set.file,
        rule: "golden.unknown-skill",
        message: `${set.file} is for skill '${e.name}', which does not exist${s ? ` (did you mean '${s}'?)` : ""}; it would never run.`
      });
    } else if (set.cases.length > 0) covered.add(e.name);
  }
  const out = [];
  for (const f of coverageFindings) {
    const skill = f.rule === "coverage.no-evals" ? skills.find((s) => s.file === f.file) : void 0;
    if (skill && covered.has(skill.name)) {
      out.push({
        ...f,
        severity: "warning",
        message: `Skill '${skill.name}' has no eval entries in evals/evals.json; only its golden dataset ${goldenFile(skill.name)} covers it (used by 'skill-evals regression', not by 'run').`
      });
    } else out.push(f);
  }
  return [...out, ...findings];
}

// src/discover/policy.ts
var SPEC_RULES = [
  "skill.read",
  "skill.empty",
  "skill.encoding.utf8",
  "skill.frontmatter.",
  "skill.yaml.syntax",
  "skill.yaml.tabs",
  "skill.yaml.duplicate-key",
  "skill.name.missing",
  "skill.name.type",
  "skill.name.empty",
  "skill.name.length",
  "skill.name.pattern",
  "skill.name.hyphen-edge",
  "skill.name.double-hyphen",
  "skill.name.folder-mismatch",
  "skill.description.missing",
  "skill.description.type",
  "skill.description.empty",
  "skill.description.length",
  "skill.compatibility.",
  "skill.license.type",
  "skill.metadata.",
  "skill.allowed-tools.type",
  "skill.internal"
];
var SECURITY_RULE_PREFIX = "security.";
function isSpecRule(rule) {
  return SPEC_RULES.some((r) => r.endsWith(".") ? rule.startsWith(r) : rule === r);
}
function applySeverities(findings, config) {
  const sev = config.severities;
  if (!sev || Object.keys(sev).length === 0) return findings;
  const out = [];
  for (const f of findings) {
    const want = Object.prototype.hasOwnProperty.call(sev, f.rule) ? sev[f.rule] : void 0;
    if (want === void 0 || isSpecRule(f.rule) || f.rule.startsWith(SECURITY_RULE_PREFIX)) out.push(f);
    else if (want !== "off") out.push(want === f.severity ? f : { ...f, severity: want });
  }
  for (const rule of Object.keys(sev)) {
    if (!isSpecRule(rule)) continue;
    const at = config.severitySources?.[rule];
    out.push({
      severity: "warning",
      file: at?.file ?? config.file ?? "evals/config.yaml",
      ...at ? { line: at.line, column: at.column } : {},
      rule: "config.severities.spec-rule",
      message: `severities lists '${rule}', an Agent Skills spec rule; its severity cannot be changed, so this entry is ignored.`
    });
  }
  return out;
}
function specOnly(findings) {
  return findings.map((f) => f.severity === "error" && !isSpecRule(f.rule) ? { ...f, severity: "warning" } : f);
}

// src/discover/base-policy.ts
var REF_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64}|[\w][\w./@{}^~-]*)$/;
async function readConfigAtRef(root, ref) {
  if (!REF_RE.test(ref)) return { error: `'${ref}' is not a commit or branch name` };
  const o = { cwd: root, env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin" } };
  let listing;
  let prefix;
  try {
    prefix = (await git(["rev-parse", "--show-prefix"], o)).trim();
    const paths = CONFIG_FILES.map((f) => `${prefix}${f}`);
    listing = await git(["ls-tree", "--full-tree", "-z", `${ref}^{commit}`, "--", ...paths], o);
  } catch (e) {
    const why = e instanceof Error ? e.message.split("\n")[0] : String(e);
    return { error: `the base commit ${ref.slice(0, 12)} could not be read (${why}; is it fetched? use fetch-depth: 0)` };
  }
  const entries = /* @__PURE__ */ new Map();
  for (const line of listing.split("\0").filter(Boolean)) {
    const tab = line.indexOf("	");
    const [mode = "", type = ""] = line.slice(0, tab).split(" ");
    entries.set(line.slice(tab + 1), { mode, type });
  }
  const file = CONFIG_FILES.find((f) => entries.has(`${prefix}${f}`));
  if (!file) return { found: false, config: defaultConfig() };
  const entry = entries.get(`${prefix}${file}`);
  if (entry.type !== "blob" || entry.mode === "120000") {
    return { found: false, config: defaultConfig() };
  }
  let bytes;
  try {
    bytes = await gitBytes(["cat-file", "blob", `${ref}:${prefix}${file}`], { ...o, maxBuffer: 1024 * 1024 + 1 });
  } catch (e) {
    const big = /maxBuffer|ERR_CHILD_PROCESS_STDIO_MAXBUFFER/i.test(String(e.message)) || e.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER";
    if (big) bytes = Buffer.alloc(1024 * 1024 + 1);
    else return { error: `${file} of the base commit ${ref.slice(0, 12)} could not be read (${e instanceof Error ? e.message.split("\n")[0] : String(e)})` };
  }
  try {
    const { config, findings } = parseConfigFile(file, bytes);
    return { found: true, file, config, findings };
  } catch (e) {
    return { error: `${file} of the base commit ${ref.slice(0, 12)} could not be parsed (${e instanceof Error ? e.message : String(e)})` };
  }
}
function withBasePolicy(head, base) {
  const out = { ...head };
  const copy = (k) => {
    if (base[k] === void 0) delete out[k];
    else out[k] = structuredClone(base[k]);
  };
  copy("gates");
  copy("riskLevel");
  copy("tiers");
  copy("critical");
  copy("minDrop");
  copy("severities");
  copy("regression");
  out.tierSources = sourcesFor(out.tiers, head.tierSources);
  out.severitySources = sourcesFor(out.severities ?? {}, head.severitySources);
  out.tierSettings = structuredClone(base.tierSettings);
  const secrets = [.../* @__PURE__ */ new Set([...base.secrets ?? [], ...head.secrets ?? []])];
  if (secrets.length > 0) out.secrets = secrets;
  else delete out.secrets;
  return out;
}
function sourcesFor(entries, sources) {
  const out = {};
  for (const k of Object.keys(entries)) {
    const at = sources && Object.prototype.hasOwnProperty.call(sources, k) ? sources[k] : void 0;
    if (at) Object.defineProperty(out, k, { value: at, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
async function applyBasePolicy(root, head, ref) {
  const b = await readConfigAtRef(root, ref);
  const base = "error" in b ? defaultConfig() : b.config;
  const policy = {
    ref,
    ..."found" in b && b.found ? { file: b.file } : {},
    base,
    head,
    ..."error" in b ? { unreadable: b.error } : {}
  };
  return { config: withBasePolicy(head, base), policy };
}

// src/discover/index.ts
var CannotRunError = class extends Error {
};
async function loadRepo(rootArg, options = {}) {
  const root = resolve(rootArg);
  const info = await stat2(root).catch(() => void 0);
  if (!info?.isDirectory()) throw new CannotRunError(`Repository root '${rootArg}' is not a directory.`);
  registerRepoRoot(root);
  const loaded = await loadConfig(root);
  const configFindings = loaded.findings;
  let config = loaded.config;
  let policy;
  if (options.policyRef && !options.spec) ({ config, policy } = await applyBasePolicy(root, config, options.policyRef));
  registerSecretNames(config.secrets);
  const { skills, findings: skillFindings, discovery } = await discoverSkills(root, config.skillRootsConfigured ? config.skillRoots : void 0);
  if (discovery.roots.length > 0) config.skillRoots = [.../* @__PURE__ */ new Set([...discovery.roots, ...config.skillRoots.filter((r) => !/[*?[]/.test(r))])];
  if (options.spec) return { root, config, skills, evals: [], findings: sortFindings(specOnly([...configFindings, ...skillFindings])), discovery };
  const { evals, findings: suiteFindings } = await loadSuites(root, skills);
  const coverageFindings = await withGoldenSets(root, skills, checkCoverage(skills, evals, config));
  const { findings: pipelineFindings } = await loadPipelines(root, skills);
  const triggerFindings = await checkTriggerSets(root, skills);
  const fleetFindings = await checkFleet(root, skills, { overlapThreshold: config.descriptionOverlap });
  const trustFindings = await checkTrustTiers(root, skills, evals, config);
  const linkFindings = await checkSkillLinks(root, skills);
  const claudeConfigFindings = await checkSkillClaudeConfig(root, skills);
  const findings = sortFindings(applySeverities([...configFindings, ...skillFindings, ...suiteFindings, ...coverageFindings, ...pipelineFindings, ...triggerFindings, ...fleetFindings, ...trustFindings, ...linkFindings, ...claudeConfigFindings], config));
  return { root, config, skills, evals, findings, discovery, ...policy ? { policy } : {} };
}
function sortFindings(findings) {
  return [...findings].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1) || a.message.localeCompare(b.message)
  );
}
function countFindings(findings) {
  let errors = 0;
  let warnings = 0;
  for (const f of findings) f.severity === "error" ? errors++ : warnings++;
  return { errors, warnings };
}

export {
  triggerSetPath,
  loadTriggerSet,
  goldenFile,
  loadGoldenSet,
  CannotRunError,
  loadRepo,
  sortFindings,
  countFindings
};
