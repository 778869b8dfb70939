#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  checkSkillFiles,
  regexPatternWarning,
  validateCheck
} from "./chunk-OLO4343K.js";
import {
  describeSchemaError,
  parseJsonWithPositions,
  schemaValidator
} from "./chunk-UFG4ZXKB.js";
import {
  readCapped,
  registerRepoRoot,
  stat
} from "./chunk-GUAVVKPA.js";
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";
import {
  isObject
} from "./chunk-FFXZ2FSU.js";

// src/discover/pipeline-types.ts
var PIPELINE_DIR = "evals/pipeline";

// src/discover/pipelines.ts
import { promises as fs } from "node:fs";
import path2 from "node:path";

// src/discover/json-file.ts
import path from "node:path";
var toPosix = (p) => p.split(path.sep).join("/");
function isInside(root, p) {
  const rel = path.relative(root, p);
  return rel === "" || !leavesFolder(rel);
}
async function loadJsonFile(abs, o, findings) {
  const { rel } = o;
  let bytes;
  try {
    const st = await stat(abs);
    if (!st.isFile()) {
      if (o.reportNotFile) findings.push({ severity: "error", file: rel, rule: o.readRule, message: `${rel} is not a regular file.` });
      return void 0;
    }
    if (st.size > o.maxBytes) {
      findings.push({
        severity: "error",
        file: rel,
        rule: o.readRule,
        message: `${rel} is ${st.size} bytes; ${o.what} larger than ${o.maxBytes} bytes are not read.`
      });
      return void 0;
    }
    bytes = await readCapped(abs, o.maxBytes, o.what);
  } catch (e) {
    const code = e?.code;
    if (o.ignoreMissing && (code === "ENOENT" || code === "ENOTDIR")) return void 0;
    findings.push({ severity: "error", file: rel, rule: o.readRule, message: `Could not read ${rel}: ${e instanceof Error ? e.message : String(e)}` });
    return void 0;
  }
  const src = parseJsonWithPositions(bytes, rel, { rulePrefix: o.jsonRulePrefix });
  findings.push(...src.findings);
  if (src.value === void 0) return void 0;
  const push = (severity, rule, pointer, message, key = false) => {
    const p = key ? src.locateKey(pointer) : src.locate(pointer);
    findings.push({ severity, file: rel, line: p.line, column: p.column, rule, message });
  };
  return { src, doc: src.value, push };
}
var MAX_SCHEMA_FINDINGS = 100;
function reportSchemaErrors(validate, doc, o) {
  if (!validate) return;
  let ok = false;
  try {
    ok = validate(doc);
  } catch {
    ok = true;
  }
  if (ok) return;
  const errors = validate.errors ?? [];
  let count = 0;
  for (const err of o.prepare ? o.prepare(errors) : errors) {
    const own = o.override?.(err);
    if (own === "skip") continue;
    if (own) {
      if (++count > MAX_SCHEMA_FINDINGS) break;
      o.push("error", o.rule, own.pointer, own.message);
      continue;
    }
    const d = describeSchemaError(err, doc);
    if (!d) continue;
    if (++count > MAX_SCHEMA_FINDINGS) {
      o.push("error", o.rule, "", `More schema errors in ${o.rel} were not reported.`);
      break;
    }
    if (d.unknownProperty !== void 0) o.push("warning", `${o.rule}.unknown-key`, d.pointer, `${d.message} It is ignored.`, true);
    else o.push("error", o.rule, d.pointer, d.message, d.atKey);
  }
}

// src/discover/assertions.ts
function assertionsOf(raw, pointer, c) {
  const out = [];
  if (!Array.isArray(raw)) return out;
  raw.forEach((a, j) => {
    const ap = `${pointer}/${j}`;
    if (typeof a === "string") {
      if (a.trim() !== "") out.push({ text: a, source: c.pos(ap) });
      return;
    }
    if (!isObject(a) || typeof a["text"] !== "string" || a["text"].trim() === "") return;
    const item = { text: a["text"], source: c.pos(ap) };
    if (typeof a["type"] === "string") item.type = a["type"];
    const check = a["check"];
    if (isObject(check) && typeof check["kind"] === "string" && check["kind"] !== "") {
      item.check = { ...check };
      reportCheckProblems(item.check, `${ap}/check`, c);
    }
    out.push(item);
  });
  return out;
}
function reportCheckProblems(check, pointer, c) {
  const problems = validateCheck(check);
  if (problems.length === 0 && c.skillDir) problems.push(...checkSkillFiles(check, c.skillDir));
  for (const p of problems) {
    c.push("error", c.rule, pointer + p.pointer, `Invalid '${String(check.kind)}' check: ${p.message}.`);
  }
  if (problems.length === 0 && typeof check["pattern"] === "string") {
    const w = regexPatternWarning(check["pattern"]);
    if (w) c.push("warning", "check.regex.nested-quantifier", `${pointer}/pattern`, `The '${String(check.kind)}' check's pattern: ${w}.`);
  }
}

// src/discover/pipelines.ts
var MAX_SCENARIO_BYTES = 5 * 1024 * 1024;
var KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
var getValidator = () => schemaValidator("pipeline");
async function loadPipelines(repoRoot, skills) {
  registerRepoRoot(repoRoot);
  const root = path2.resolve(repoRoot);
  const dir = path2.join(root, ...PIPELINE_DIR.split("/"));
  const findings = [];
  const scenarios = [];
  let names;
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  } catch {
    return { scenarios, findings };
  }
  let realRoot = root;
  try {
    realRoot = await fs.realpath(root);
  } catch {
  }
  const byName = new Map(skills.map((s) => [s.name, s]));
  for (const name of names) {
    const rel = `${PIPELINE_DIR}/${name}`;
    const s = await loadScenario(root, realRoot, path2.join(dir, name), rel, byName, findings).catch((e) => void findings.push({ severity: "error", file: rel, rule: "pipeline.read", message: `Could not load ${rel}: ${e instanceof Error ? e.message : String(e)}` }));
    if (s) scenarios.push(s);
  }
  scenarios.sort((a, b) => a.id.localeCompare(b.id));
  return { scenarios, findings };
}
async function loadScenario(root, realRoot, abs, rel, skills, all) {
  const findings = [];
  const done = (s) => {
    all.push(...findings);
    return findings.some((f) => f.severity === "error") ? void 0 : s;
  };
  const file = await loadJsonFile(
    abs,
    { rel, maxBytes: MAX_SCENARIO_BYTES, readRule: "pipeline.read", jsonRulePrefix: "pipeline.json", what: "scenarios", reportNotFile: false, ignoreMissing: false },
    findings
  );
  if (!file) return done(void 0);
  const { src, doc, push } = file;
  const pos = (pointer) => ({ file: rel, ...src.locate(pointer) });
  reportSchemaErrors(getValidator(), doc, {
    rel,
    rule: "pipeline.schema",
    push,
    prepare: dedupeOneOf,
    override: (err) => {
      if (err.schemaPath === "#/properties/id/pattern") return "skip";
      if (err.schemaPath === "#/properties/setup/properties/seed/properties/files/items/oneOf") {
        return {
          pointer: err.instancePath,
          message: `Seed file ${err.instancePath.split("/").pop()} must be a repository-relative path (a string) or an object {"path", "content"}.`
        };
      }
      return void 0;
    }
  });
  if (!isObject(doc)) return done(void 0);
  const stem = path2.basename(rel, ".json");
  const id = doc["id"];
  if (typeof id === "string" && id !== "") {
    if (!KEBAB.test(id)) push("error", "pipeline.id.kebab-case", "/id", `Scenario id '${id}' must be kebab-case (lower-case letters and digits separated by single hyphens, e.g. 'plan-then-adr').`);
    if (id !== stem) push("error", "pipeline.id.file-stem", "/id", `Scenario id '${id}' must equal the file name without .json ('${stem}'); rename the file or the id.`);
  }
  const setup = isObject(doc["setup"]) ? doc["setup"] : void 0;
  const strategy = setup?.["repo_strategy"];
  if (strategy === "gh-disposable") {
    push(
      "error",
      "pipeline.repo-strategy.unsupported",
      "/setup/repo_strategy",
      "repo_strategy 'gh-disposable' is not supported: skill-evals runs pipeline scenarios only in a local temporary git repository. Use 'local-tmp-init' (a scenario that needs a real GitHub repository or pull request cannot run here)."
    );
  }
  const seed = setup && isObject(setup["seed"]) ? setup["seed"] : void 0;
  const claudeMd = typeof seed?.["claude_md"] === "string" ? seed["claude_md"] : void 0;
  const seedFiles = [];
  const seedPaths = /* @__PURE__ */ new Map();
  if (claudeMd !== void 0) seedPaths.set("CLAUDE.md", "/setup/seed/claude_md");
  if (Array.isArray(seed?.["files"])) {
    const list = seed["files"];
    for (const [i, item] of list.entries()) {
      const p = `/setup/seed/files/${i}`;
      let file2;
      if (typeof item === "string" && item !== "") file2 = await checkCopiedFile(root, realRoot, item, p, push);
      else if (isObject(item) && typeof item["path"] === "string" && item["path"] !== "" && typeof item["content"] === "string") {
        const dest = checkDestination(item["path"], `${p}/path`, push);
        if (dest) file2 = { kind: "inline", path: dest, content: item["content"] };
      }
      if (!file2) continue;
      const first = seedPaths.get(file2.path);
      if (first !== void 0) {
        const at = src.locate(first);
        push("error", "pipeline.seed.duplicate", p, `Seed file '${file2.path}' is written twice (first at line ${at.line}).`);
        continue;
      }
      seedPaths.set(file2.path, p);
      seedFiles.push(file2);
    }
  }
  const steps = [];
  const rawSteps = doc["steps"];
  if (Array.isArray(rawSteps)) rawSteps.forEach((raw, i) => {
    if (!isObject(raw)) return;
    const base = `/steps/${i}`;
    const skillName = raw["skill"];
    const prompt = raw["prompt"];
    let skill;
    if (typeof skillName === "string" && skillName !== "") {
      skill = skills.get(skillName);
      if (!skill) {
        const known = [...skills.keys()].sort();
        push("error", "pipeline.step.unknown-skill", `${base}/skill`, `Step ${i + 1} uses skill '${skillName}', which is not a skill of this repository (known: ${known.join(", ") || "none"}).`);
      }
    }
    const number = raw["step"];
    if (Number.isInteger(number) && number !== i + 1) {
      push("warning", "pipeline.step.number", `${base}/step`, `Step ${i + 1} is numbered ${number}; steps run in file order, so number them 1, 2, 3, ….`);
    }
    const verify = assertionsOf(raw["verify"], `${base}/verify`, { rule: "pipeline.check.invalid", skillDir: skill?.dir, pos, push });
    if (Array.isArray(raw["verify"]) && raw["verify"].length === 0) {
      push("warning", "pipeline.step.no-verify", `${base}/verify`, `Step ${i + 1} has no 'verify' assertions: only whether it ran is recorded.`);
    }
    if (typeof skillName !== "string" || skillName === "" || typeof prompt !== "string" || prompt === "") return;
    const step = { n: i + 1, skill: skillName, prompt, verify, source: pos(base) };
    if (Number.isInteger(number)) step.step = number;
    steps.push(step);
  });
  const last = Array.isArray(rawSteps) ? rawSteps[rawSteps.length - 1] : void 0;
  const lastSkill = isObject(last) ? skills.get(last["skill"]) : void 0;
  const finalAssertions = assertionsOf(doc["final_assertions"], "/final_assertions", {
    rule: "pipeline.check.invalid",
    skillDir: lastSkill?.dir,
    pos,
    push
  });
  if (Array.isArray(doc["final_assertions"]) && doc["final_assertions"].length === 0) {
    push("warning", "pipeline.no-final-assertions", "/final_assertions", "The scenario has no final_assertions: nothing checks that the artefacts flowed from step to step.");
  }
  const description = doc["description"];
  if (typeof id !== "string" || typeof description !== "string" || strategy !== "local-tmp-init" || steps.length === 0 || steps.length !== rawSteps.length) {
    return done(void 0);
  }
  const cost = doc["cost_class"];
  const costClass = cost === "high" ? "high" : "low";
  const seedOut = { files: seedFiles };
  if (claudeMd !== void 0) seedOut.claudeMd = claudeMd;
  return done({ id, description, costClass, file: rel, repoStrategy: "local-tmp-init", seed: seedOut, steps, finalAssertions });
}
function dedupeOneOf(errors) {
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath));
  return errors.filter((e) => !(oneOfPaths.has(e.instancePath) && e.schemaPath.includes("/oneOf/")));
}
function checkDestination(p, pointer, push) {
  if (p.includes("\0") || path2.isAbsolute(p) || path2.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("\\")) {
    push("error", "pipeline.seed.path", pointer, `Seed path '${p.replace(/\0/g, "\\0")}' must be a relative path inside the temporary repository.`);
    return void 0;
  }
  const norm = path2.posix.normalize(p.replace(/\\/g, "/"));
  if (norm === "." || norm === ".." || norm.startsWith("../") || norm.endsWith("/")) {
    push("error", "pipeline.seed.path", pointer, `Seed path '${p}' must name a file inside the temporary repository.`);
    return void 0;
  }
  if (norm === ".git" || norm.startsWith(".git/")) {
    push("error", "pipeline.seed.path", pointer, `Seed path '${p}' is inside .git; seed files cannot change the repository's git data.`);
    return void 0;
  }
  return norm;
}
async function checkCopiedFile(root, realRoot, rel, pointer, push) {
  const dest = checkDestination(rel, pointer, push);
  if (!dest) return void 0;
  const abs = path2.resolve(root, dest);
  let st;
  try {
    st = await fs.stat(abs);
  } catch {
    push("error", "pipeline.seed.missing", pointer, `Seed file '${rel}' does not exist (paths are relative to the repository root).`);
    return void 0;
  }
  try {
    const real = await fs.realpath(abs);
    if (!isInside(realRoot, real)) {
      push("error", "pipeline.seed.outside-repo", pointer, `Seed file '${rel}' is a link that points outside the repository.`);
      return void 0;
    }
  } catch {
  }
  if (!st.isFile() && !st.isDirectory()) {
    push("error", "pipeline.seed.missing", pointer, `Seed file '${rel}' is not a regular file or folder.`);
    return void 0;
  }
  return { kind: "copy", path: toPosix(dest), resolved: abs };
}

export {
  toPosix,
  isInside,
  loadJsonFile,
  reportSchemaErrors,
  assertionsOf,
  PIPELINE_DIR,
  loadPipelines
};
