#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  MAX_YAML_DEPTH,
  isLikelyTypo,
  lstat,
  readFile,
  readdir,
  realpath,
  require_dist,
  stat,
  typoDistance,
  yamlTooDeep
} from "./chunk-GUAVVKPA.js";
import {
  firstInvalidUtf8
} from "./chunk-OMQOPVYZ.js";
import {
  __toESM
} from "./chunk-3BIITHQA.js";

// src/discover/skills.ts
import path2 from "node:path";

// src/discover/frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
import path from "node:path";
var MAX_SKILL_MD_BYTES = 1024 * 1024;
var MAX_BODY_LINES = 500;
var MAX_NAME_LENGTH = 64;
var MAX_DESCRIPTION_LENGTH = 1024;
var MAX_COMPATIBILITY_LENGTH = 500;
var SPEC_KEYS = ["name", "description", "license", "compatibility", "metadata", "allowed-tools"];
var SKILL_EVALS_KEYS = ["version", "tier", "trust_tier"];
var CLAUDE_CODE_KEYS = [
  "when_to_use",
  "argument-hint",
  "arguments",
  "disable-model-invocation",
  "user-invocable",
  "model",
  "effort",
  "context",
  "agent",
  "hooks",
  "paths",
  "shell"
];
function parseSkillMd(bytes, file, options = {}) {
  const findings = [];
  let result;
  try {
    result = parseInner(bytes, file, options, findings);
  } catch (err) {
    findings.push({
      severity: "error",
      file,
      rule: "skill.internal",
      message: `SKILL.md could not be checked because of an internal error: ${truncate(String(err instanceof Error ? err.message : err))}`
    });
    result = { body: "", bodyLine: 1, findings };
  }
  result.findings = sortFindings(findings);
  return result;
}
function parseInner(bytes, file, options, findings) {
  const add = (severity, rule, message, line, column) => {
    const f = { severity, file, rule, message };
    if (line !== void 0) f.line = line;
    if (column !== void 0) f.column = column;
    findings.push(f);
  };
  const fail = () => ({ body: "", bodyLine: 1, findings });
  const size = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.length;
  if (size > MAX_SKILL_MD_BYTES) {
    add("error", "skill.size", `SKILL.md is ${formatSize(size)}, over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files`);
    return fail();
  }
  let text;
  if (typeof bytes === "string") {
    text = bytes;
  } else {
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      const offset = firstInvalidUtf8(bytes);
      const { line, column } = bytePosition(bytes, offset);
      add(
        "error",
        "skill.encoding.utf8",
        `SKILL.md is not valid UTF-8: byte 0x${bytes[offset].toString(16).toUpperCase()} on line ${line} does not start a valid UTF-8 sequence; re-save the file as UTF-8`,
        line,
        column
      );
      return fail();
    }
  }
  if (text.startsWith("\uFEFF")) {
    text = text.slice(1);
    add("warning", "skill.encoding.bom", "SKILL.md starts with a UTF-8 byte order mark (BOM); it is accepted, but other tools may not see the opening `---`, so save the file as UTF-8 without BOM", 1, 1);
  }
  text = text.replace(/\r\n/g, "\n");
  if (text.trim() === "") {
    add("error", "skill.empty", "SKILL.md is empty; it needs a frontmatter block (`---`, `name:`, `description:`, `---`) followed by the instructions", 1, 1);
    return fail();
  }
  const lines = text.split("\n");
  const fence = /^---[ \t]*$/;
  if (!fence.test(lines[0])) {
    const first = lines[0];
    const message = first.startsWith("---") ? `line 1 must be exactly '---' to open the frontmatter, but it is '${truncate(first)}'` : `SKILL.md must start with a YAML frontmatter block: put '---' on line 1, then the name: and description: lines, then a closing '---' (line 1 is '${truncate(first)}')`;
    add("error", "skill.frontmatter.missing", message, 1, 1);
    return { body: text, bodyLine: 1, findings };
  }
  const close = lines.findIndex((l, i) => i > 0 && fence.test(l));
  if (close === -1) {
    add("error", "skill.frontmatter.unclosed", "the frontmatter opened by '---' on line 1 is never closed; add a line containing only '---' after the last frontmatter key", 1, 1);
    return fail();
  }
  const body = lines.slice(close + 1).join("\n");
  const bodyLine = close + 2;
  const bodyLines = body.split("\n").length - (body.endsWith("\n") ? 1 : 0);
  if (bodyLines > MAX_BODY_LINES) {
    add(
      "warning",
      "skill.body.length",
      `the SKILL.md body is ${bodyLines} lines; the Agent Skills spec recommends under ${MAX_BODY_LINES}, so move detailed material into references/ files and link to them`,
      bodyLine + MAX_BODY_LINES,
      1
    );
  }
  const yamlText = lines.slice(1, close).join("\n") + "\n";
  const dirName = options.dirName ?? defaultDirName(file);
  const checked = checkFrontmatter(yamlText, dirName, add);
  const out = { body, bodyLine, findings };
  if (checked.frontmatter) out.frontmatter = checked.frontmatter;
  if (checked.namePosition) out.namePosition = checked.namePosition;
  return out;
}
var UNQUOTED_COLON = /^\s*(?:"[^"]*"|'[^']*'|[^\s:#'"][^:]*):\s+([^\s'"|>].*:(?:\s.*)?)$/;
function checkFrontmatter(src, dirName, add) {
  const deep = yamlTooDeep(src);
  if (deep !== void 0) {
    const before = src.slice(0, deep);
    const line = before.split("\n").length + 1;
    add("error", "security.yaml-depth", `the YAML frontmatter nests more than ${MAX_YAML_DEPTH} levels deep here; it was not parsed (flatten it)`, line, deep - before.lastIndexOf("\n"));
    return {};
  }
  const lc = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(src, { lineCounter: lc, uniqueKeys: true });
  const at = (offset) => {
    const p = lc.linePos(Math.max(0, Math.min(offset, src.length)));
    return { line: p.line + 1, column: p.col };
  };
  const srcLines = src.split("\n");
  let fatal = false;
  const errorLines = /* @__PURE__ */ new Set();
  for (const err of doc.errors) {
    const { line, column } = at(err.pos[0]);
    if (err.code === "DUPLICATE_KEY") {
      const key = keyAtLine(src.slice(err.pos[0]).split("\n", 1)[0]) || src.slice(err.pos[0], err.pos[1]);
      add("error", "skill.yaml.duplicate-key", `key '${truncate(key)}' appears more than once in the frontmatter; keep only one`, line, column);
      continue;
    }
    fatal = true;
    if (errorLines.has(line)) continue;
    errorLines.add(line);
    const lineText = srcLines[line - 2];
    let unquoted;
    if (err.code === "TAB_AS_INDENT") {
      add("error", "skill.yaml.tabs", "a tab is used for indentation in the YAML frontmatter; YAML allows only spaces there, so replace the tab with spaces", line, column);
    } else if (err.code === "BLOCK_AS_IMPLICIT_KEY" && (unquoted = UNQUOTED_COLON.exec(lineText)) !== null) {
      const key = keyAtLine(lineText);
      add("error", "skill.yaml.syntax", `the value of '${key}' contains ': ', which YAML reads as a nested mapping; put the value in quotes, e.g. ${key}: "${truncate(unquoted[1].trim().replace(/"/g, '\\"'))}"`, line, column);
    } else {
      add("error", "skill.yaml.syntax", `invalid YAML in the frontmatter: ${yamlMessage(err.message)}`, line, column);
    }
  }
  if (fatal) return {};
  for (const w of doc.warnings) {
    const { line, column } = at(w.pos[0]);
    add("warning", "skill.yaml.warning", `YAML warning in the frontmatter: ${yamlMessage(w.message)}`, line, column);
  }
  const contents = doc.contents;
  if (contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null) {
    add("error", "skill.frontmatter.empty", "the frontmatter is empty; add 'name:' and 'description:' lines between the '---' lines", 1, 1);
    return {};
  }
  const stringValued = /* @__PURE__ */ new Set();
  if ((0, import_yaml.isMap)(contents)) {
    for (const k of ["name", "description", "license", "compatibility", "allowed-tools", "version", "trust_tier", "tier"]) stringValued.add(contents.get(k, true));
    const meta = contents.get("metadata", true);
    if ((0, import_yaml.isMap)(meta)) for (const p of meta.items) stringValued.add(p.value);
  }
  (0, import_yaml.visit)(doc, {
    Map(_, node) {
      if (node.flow && node.range && !stringValued.has(node)) {
        const { line, column } = at(node.range[0]);
        add("warning", "skill.yaml.flow-style", `flow-style mapping '${truncate(src.slice(node.range[0], node.range[1]))}' is valid YAML, but the reference validator skills-ref rejects it; write it as indented 'key: value' lines`, line, column);
      }
    },
    Seq(_, node) {
      if (node.flow && node.range && !stringValued.has(node)) {
        const { line, column } = at(node.range[0]);
        add("warning", "skill.yaml.flow-style", `flow-style list '${truncate(src.slice(node.range[0], node.range[1]))}' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines`, line, column);
      }
    }
  });
  if (!(0, import_yaml.isMap)(contents)) {
    const pos = at(contents.range[0]);
    add("error", "skill.frontmatter.not-mapping", `the frontmatter must be a YAML mapping of 'key: value' lines (name:, description:, …), but it is ${describeNode(contents, src)}`, pos.line, pos.column);
    return {};
  }
  return checkFields(contents, doc, src, dirName, at, add);
}
function checkFields(map, doc, src, dirName, at, add) {
  const entries = /* @__PURE__ */ new Map();
  const raw = {};
  for (const pair of map.items) {
    const keyNode = pair.key;
    const key = keyText(keyNode, src);
    if (entries.has(key)) continue;
    const keyPos = at(keyNode.range[0]);
    const rawValue = pair.value;
    const value = deref(rawValue, doc);
    const valuePos = rawValue?.range && rawValue.range[1] > rawValue.range[0] ? at(rawValue.range[0]) : keyPos;
    entries.set(key, { key, keyPos, value, valuePos });
    Object.defineProperty(raw, key, { value: toJS(value, doc), enumerable: true, writable: true, configurable: true });
  }
  const fm = {
    // Stryker disable next-line StringLiteral: a placeholder; the frontmatter is returned only after a name was read into it (nameOk)
    name: "",
    description: "",
    metadata: {},
    allowedTools: [],
    raw
  };
  let namePosition;
  let nameOk = false;
  for (const e of entries.values()) {
    if (SPEC_KEYS.includes(e.key)) continue;
    const k = `'${truncate(e.key)}'`;
    let message;
    if (SKILL_EVALS_KEYS.includes(e.key)) {
      message = `${k} is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'`;
    } else if (CLAUDE_CODE_KEYS.includes(e.key)) {
      message = `${k} is a Claude Code extension, not part of the Agent Skills spec; it is kept, but other agents and the reference validators reject unknown keys`;
    } else {
      const guess = closestKey(e.key);
      message = `unknown key ${k} is not part of the Agent Skills spec (allowed: ${SPEC_KEYS.join(", ")}; Claude Code also reads ${CLAUDE_CODE_KEYS.join(", ")})` + (guess ? `; did you mean '${guess}'?` : "");
    }
    add("warning", "skill.key.unknown", message, e.keyPos.line, e.keyPos.column);
  }
  const name = entries.get("name");
  if (!name) {
    add("error", "skill.name.missing", "the frontmatter has no 'name'; add e.g. name: " + (dirName ?? "my-skill"), 1, 1);
  } else if (!isString(name.value)) {
    add("error", "skill.name.type", `name must be a string, but it is ${describeNode(name.value, src)}`, name.valuePos.line, name.valuePos.column);
  } else {
    const n = name.value.value;
    const { line, column } = name.valuePos;
    namePosition = { line, column };
    if (n.trim() === "") {
      add("error", "skill.name.empty", "name is empty; give the skill a name made of lowercase letters, digits and hyphens" + (dirName ? ` (e.g. '${dirName}')` : ""), line, column);
    } else {
      nameOk = true;
      fm.name = n;
      for (const problem of checkName(n, dirName)) add("error", problem.rule, problem.message, line, column);
    }
  }
  const desc = entries.get("description");
  if (!desc) {
    add("error", "skill.description.missing", "the frontmatter has no 'description'; add one that says what the skill does and when to use it", 1, 1);
  } else if (!isString(desc.value)) {
    add("error", "skill.description.type", `description must be a string, but it is ${describeNode(desc.value, src)}; put it in quotes`, desc.valuePos.line, desc.valuePos.column);
  } else {
    const d = desc.value.value;
    const { line, column } = desc.valuePos;
    fm.description = d;
    if (d.trim() === "") {
      add("error", "skill.description.empty", "description is empty; say what the skill does and when to use it", line, column);
    } else {
      const length = [...d].length;
      if (length > MAX_DESCRIPTION_LENGTH) {
        add("error", "skill.description.length", `description is ${length} characters; the limit is ${MAX_DESCRIPTION_LENGTH}, so shorten it and move details into the body`, line, column);
      }
      if (/[<>]/.test(d)) {
        add("warning", "skill.description.angle-brackets", "description contains '<' or '>'; skill-creator's quick_validate rejects angle brackets, so rephrase without them", line, column);
      }
    }
  }
  const compat = entries.get("compatibility");
  if (compat) {
    const { line, column } = compat.valuePos;
    if (!isString(compat.value)) {
      add("error", "skill.compatibility.type", `compatibility must be a string, but it is ${describeNode(compat.value, src)}`, line, column);
    } else {
      const c = compat.value.value;
      fm.compatibility = c;
      const length = [...c].length;
      if (c.trim() === "") add("error", "skill.compatibility.empty", "compatibility is empty; describe the environment requirements or remove the key", line, column);
      else if (length > MAX_COMPATIBILITY_LENGTH) add("error", "skill.compatibility.length", `compatibility is ${length} characters; the limit is ${MAX_COMPATIBILITY_LENGTH}`, line, column);
    }
  }
  const license = entries.get("license");
  if (license) {
    if (isString(license.value)) fm.license = license.value.value;
    else add("error", "skill.license.type", `license must be a string (a licence name or a reference to a bundled file), but it is ${describeNode(license.value, src)}`, license.valuePos.line, license.valuePos.column);
  }
  const metadata = entries.get("metadata");
  let metadataTierNode;
  if (metadata) {
    if (!(0, import_yaml.isMap)(metadata.value)) {
      add("error", "skill.metadata.type", `metadata must be a mapping of string keys to string values, but it is ${describeNode(metadata.value, src)}`, metadata.valuePos.line, metadata.valuePos.column);
    } else {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of metadata.value.items) {
        const keyNode = pair.key;
        const keyPos = at(keyNode.range[0]);
        if (!isString(keyNode)) {
          add("error", "skill.metadata.key", `metadata keys must be strings, but ${describeNode(keyNode, src)} is used as a key; put it in quotes`, keyPos.line, keyPos.column);
        }
        const key = keyText(keyNode, src);
        if (seen.has(key)) continue;
        seen.add(key);
        const rawValue = pair.value;
        const value = deref(rawValue, doc);
        const valuePos = rawValue?.range && rawValue.range[1] > rawValue.range[0] ? at(rawValue.range[0]) : keyPos;
        if (isString(value)) {
          setKey(fm.metadata, key, value.value);
        } else {
          const hint = (0, import_yaml.isScalar)(value) && value.value !== null && value.range ? `; put it in quotes: ${key}: "${truncate(src.slice(value.range[0], value.range[1]))}"` : "";
          add("error", "skill.metadata.value", `metadata.${truncate(key)} must be a string, but it is ${describeNode(value, src)}${hint}`, valuePos.line, valuePos.column);
          if ((0, import_yaml.isScalar)(value) && value.value !== null && value.range) setKey(fm.metadata, key, src.slice(value.range[0], value.range[1]));
        }
        if (key === "tier") metadataTierNode = { key, keyPos, value, valuePos };
      }
    }
  }
  const tools = entries.get("allowed-tools");
  if (tools) {
    const { line, column } = tools.valuePos;
    if (isString(tools.value)) {
      const text = tools.value.value;
      fm.allowedTools = splitTools(text);
      if (hasTopLevelComma(text)) {
        add(
          "warning",
          "skill.allowed-tools.format",
          `allowed-tools separates tools with commas: Claude Code reads that, but the Agent Skills spec separates them with spaces, so other agents read it differently; write it as allowed-tools: ${truncate(fm.allowedTools.join(" "))}`,
          line,
          column
        );
      }
    } else if ((0, import_yaml.isSeq)(tools.value)) {
      const nodes = tools.value.items.map((i) => deref(i, doc));
      const items = nodes.filter(isString).map((i) => i.value);
      fm.allowedTools = items.flatMap(splitTools);
      if (nodes.some((n) => !isString(n))) {
        add("error", "skill.allowed-tools.type", `every allowed-tools item must be a tool name such as 'Read' or 'Bash(git:*)'`, line, column);
      } else if (items.length === 0) {
        add("warning", "skill.allowed-tools.format", "allowed-tools is an empty list; remove the key, or name the tools as a space-separated string such as allowed-tools: Read Bash(git:*)", line, column);
      } else {
        add(
          "warning",
          "skill.allowed-tools.format",
          `allowed-tools is a YAML list: Claude Code reads it, but the Agent Skills spec defines a space-separated string (the reference validators reject a list); for other agents write it as allowed-tools: ${truncate(fm.allowedTools.join(" "))}`,
          line,
          column
        );
      }
    } else {
      add("error", "skill.allowed-tools.type", `allowed-tools must be a space-separated string such as 'Read Bash(git:*)', but it is ${describeNode(tools.value, src)}`, line, column);
    }
  }
  const version = entries.get("version");
  if (version) {
    const v = scalarText(version.value, src);
    if (v !== void 0) fm.version = v;
    else add("error", "skill.version.type", `version must be a single value such as 1.2.0, but it is ${describeNode(version.value, src)}`, version.valuePos.line, version.valuePos.column);
  }
  const trust = entries.get("trust_tier");
  if (trust) {
    const t = scalarText(trust.value, src);
    if (t !== void 0) fm.trustTier = t;
    else add("error", "skill.trust_tier.type", `trust_tier must be a single value, but it is ${describeNode(trust.value, src)}`, trust.valuePos.line, trust.valuePos.column);
  }
  const tier = entries.get("tier");
  if (tier) {
    const t = tierOf(tier.value);
    if (t !== void 0) fm.tier = t;
    else add("error", "skill.tier.invalid", `tier must be 1, 2 or 3, but it is ${describeNode(tier.value, src)}`, tier.valuePos.line, tier.valuePos.column);
  }
  if (metadataTierNode) {
    const { valuePos } = metadataTierNode;
    const written = fm.metadata["tier"];
    const t = written !== void 0 && /^[123]$/.test(written.trim()) ? Number(written) : void 0;
    if (t === void 0) {
      add("error", "skill.tier.invalid", `metadata.tier must be '1', '2' or '3', but it is ${describeNode(metadataTierNode.value, src)}`, valuePos.line, valuePos.column);
    } else if (fm.tier !== void 0 && fm.tier !== t) {
      add("error", "skill.tier.conflict", `metadata.tier '${t}' disagrees with tier ${fm.tier}; keep only one of them`, valuePos.line, valuePos.column);
    } else {
      fm.tier = t;
    }
  }
  const out = { namePosition };
  if (nameOk) out.frontmatter = fm;
  return out;
}
function deref(node, doc) {
  if ((0, import_yaml.isAlias)(node)) return node.resolve(doc) ?? void 0;
  return node ?? void 0;
}
function keyText(node, src) {
  return (0, import_yaml.isScalar)(node) ? String(node.value) : src.slice(node.range[0], node.range[1]);
}
function isString(node) {
  return (0, import_yaml.isScalar)(node) && typeof node.value === "string";
}
function toJS(node, doc) {
  if (node === void 0) return null;
  try {
    const value = node.toJS(doc);
    JSON.stringify(value);
    return value;
  } catch {
  }
  return void 0;
}
function scalarText(node, src) {
  if (!(0, import_yaml.isScalar)(node) || node.value === null) return void 0;
  if (typeof node.value === "string") return node.value;
  return src.slice(node.range[0], node.range[1]);
}
function tierOf(node) {
  if (!(0, import_yaml.isScalar)(node)) return void 0;
  const v = node.value;
  if (typeof v === "number" && (v === 1 || v === 2 || v === 3)) return v;
  if (typeof v === "string" && /^[123]$/.test(v.trim())) return Number(v);
  return void 0;
}
function describeNode(node, src) {
  if (node === void 0) return "empty";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  const v = node.value;
  if (v === null) return "empty";
  if (typeof v === "string") return `the string '${truncate(v)}'`;
  return `a ${typeof v} (${truncate(src.slice(node.range[0], node.range[1]))})`;
}
function setKey(obj, key, value) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
function truncate(s, max = 60) {
  const one = s.replace(/\r?\n/g, "\\n");
  const chars = [...one];
  return chars.length > max ? chars.slice(0, max - 1).join("") + "…" : one;
}
function keyAtLine(lineText) {
  const m = /\s*(?:-\s+)?("[^"]*"|'[^']*'|[^:]+?)\s*:/.exec(lineText);
  return m ? m[1].replace(/^["']|["']$/g, "") : "";
}
function yamlMessage(message) {
  const first = message.split("\n")[0];
  const at = first.lastIndexOf(" at line ");
  return at === -1 ? first : first.slice(0, at);
}
var NAME_CHAR = /^[\p{L}\p{N}-]$/u;
function checkName(written, dirName) {
  const out = [];
  const n = written.normalize("NFKC");
  const q = `name '${truncate(written)}'`;
  const length = [...n].length;
  if (length > MAX_NAME_LENGTH) out.push({ rule: "skill.name.length", message: `${q} is ${length} characters; the limit is ${MAX_NAME_LENGTH}` });
  const upper = [...new Set([...n].filter((c) => c !== c.toLowerCase()))];
  const other = [...new Set([...n].filter((c) => !NAME_CHAR.test(c)))];
  if (upper.length > 0 || other.length > 0) {
    const parts = [];
    if (upper.length > 0) parts.push(`uppercase ${upper.slice(0, 5).map(showChar).join(", ")}`);
    if (other.length > 0) parts.push(`not a letter, digit or hyphen: ${other.slice(0, 5).map(showChar).join(", ")}`);
    const suggestion = suggestName(n);
    out.push({
      rule: "skill.name.pattern",
      message: `${q} must use only lowercase letters, digits and hyphens (any script; found ${parts.join("; ")})` + (suggestion ? `; e.g. '${suggestion}'` : "")
    });
  }
  if (n.startsWith("-") || n.endsWith("-")) out.push({ rule: "skill.name.hyphen-edge", message: `${q} must not start or end with a hyphen` });
  if (n.includes("--")) out.push({ rule: "skill.name.double-hyphen", message: `${q} must not contain consecutive hyphens ('--')` });
  if (dirName !== void 0) {
    const folder = dirName.normalize("NFKC");
    if (n !== folder) {
      const alike = looksAlike(n, folder) || looksAlike(written, dirName);
      out.push({
        rule: "skill.name.folder-mismatch",
        message: `${q} must match its folder name '${truncate(dirName)}'; rename the folder or change the name` + (alike ? ` (they only look alike: the name is ${codePoints(written)}, the folder is ${codePoints(dirName)})` : "")
      });
    }
  }
  return out;
}
function looksAlike(a, b) {
  return /[^\x20-\x7e]/.test(a) || /[^\x20-\x7e]/.test(b) || a.toLowerCase() === b.toLowerCase();
}
function codePoints(s) {
  const cps = [...s].map((c) => "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0"));
  return cps.length > 24 ? cps.slice(0, 23).join(" ") + " …" : cps.join(" ");
}
function showChar(c) {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(c) && !new RegExp("\\p{M}", "u").test(c) ? `'${c}'` : codePoints(c);
}
function suggestName(n) {
  return [...n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "")].slice(0, MAX_NAME_LENGTH).join("");
}
function closestKey(key) {
  const norm = (s) => s.toLowerCase().replace(/_/g, "-");
  const lower = norm(key);
  let best;
  let bestDist = Infinity;
  for (const k of [...SPEC_KEYS, ...CLAUDE_CODE_KEYS, ...SKILL_EVALS_KEYS]) {
    if (lower !== norm(k) && !isLikelyTypo(lower, norm(k))) continue;
    const d = typoDistance(lower, norm(k));
    if (d < bestDist) {
      bestDist = d;
      best = k;
    }
  }
  return best;
}
function splitTools(text) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (const c of text) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === "," || /\s/.test(c))) {
      if (cur) out.push(cur);
      cur = "";
    } else cur += c;
  }
  if (cur) out.push(cur);
  return out;
}
function hasTopLevelComma(text) {
  let depth = 0;
  for (const c of text) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) return true;
  }
  return false;
}
function defaultDirName(file) {
  const dir = path.posix.dirname(file.replace(/\\/g, "/"));
  return dir === "." || dir === "/" ? void 0 : path.posix.basename(dir);
}
function formatSize(bytes) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB (${bytes} bytes)`;
}
function bytePosition(b, offset) {
  const before = b.subarray(0, offset);
  let line = 1;
  for (const byte of before) if (byte === 10) line++;
  const lineStart = before.lastIndexOf(10) + 1;
  let prefix = new TextDecoder("utf-8", { ignoreBOM: true }).decode(b.subarray(lineStart, offset));
  if (line === 1 && prefix.startsWith("\uFEFF")) prefix = prefix.slice(1);
  return { line, column: [...prefix].length + 1 };
}
function sortFindings(findings) {
  return [...findings].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

// src/discover/skills.ts
var DEFAULT_SKILL_ROOTS = ["skills", ".claude/skills"];
function installedSkillName(skill) {
  return skill.plugin ? skill.frontmatter.name : skill.name;
}
var GLOB_CHARS = /[*?[]/;
async function discoverSkills(repoRoot, skillRoots) {
  const findings = [];
  const found = [];
  const root = path2.resolve(repoRoot);
  const configured = skillRoots !== void 0;
  const discovery = { source: configured ? "config" : "detected", layouts: [], roots: [], checked: 0, unreadable: [], outside: [] };
  let repoReal;
  try {
    repoReal = await realpath(root);
  } catch (err) {
    findings.push({ severity: "error", file: ".", rule: "skill.read", message: `the repository root ${root} cannot be read: ${errMessage(err)}` });
    return { skills: [], findings, discovery };
  }
  const rel = (abs) => toPosix(path2.relative(root, abs)) || ".";
  const inside = (real) => real === repoReal || real.startsWith(repoReal.endsWith(path2.sep) ? repoReal : repoReal + path2.sep);
  const seenRoots = /* @__PURE__ */ new Set();
  const seenFiles = /* @__PURE__ */ new Set();
  const covered = [];
  const readRoot = async (r, quiet) => {
    const rootAbs = path2.resolve(root, r.dir);
    const rootRel = rel(rootAbs);
    let rootReal;
    try {
      rootReal = await realpath(rootAbs);
      if (!(await stat(rootReal)).isDirectory()) return;
    } catch {
      return;
    }
    if (!inside(rootReal)) {
      findings.push({
        severity: "error",
        file: rootRel,
        rule: "skill.symlink.outside",
        message: `the skill root ${rootRel} resolves outside the repository, so it was not read; keep skills inside the repo`
      });
      return;
    }
    if (seenRoots.has(rootReal)) return;
    seenRoots.add(rootReal);
    discovery.roots.push(rootRel);
    let entries;
    try {
      entries = (await readdir(rootAbs)).sort();
    } catch (err) {
      findings.push({ severity: "error", file: rootRel, rule: "skill.read", message: `the skill root ${rootRel} cannot be listed: ${errMessage(err)}` });
      return;
    }
    const single = r.single ?? entries.includes("SKILL.md");
    covered.push({ ...r, dir: rootRel, single });
    const folders = single ? [{ abs: rootAbs, relDir: rootRel, name: path2.basename(rootReal) }] : entries.map((f) => ({ abs: path2.join(rootAbs, f), relDir: rel(path2.join(rootAbs, f)), name: f }));
    for (const folder of folders) {
      try {
        const f = await checkFolder(folder.abs, folder.relDir, folder.name, inside, seenFiles, findings, discovery, quiet || rootRel === ".", r.plugin);
        if (f) found.push(f);
      } catch (err) {
        findings.push({ severity: "error", file: folder.relDir, rule: "skill.read", message: `${folder.relDir} could not be read: ${errMessage(err)}` });
      }
    }
  };
  const written = [];
  if (configured) {
    for (const entry of skillRoots) {
      written.push(entry);
      const dirs = GLOB_CHARS.test(entry) ? await expandGlob(root, entry) : [toPosix(path2.normalize(entry)).replace(/\/+$/, "") || "."];
      if (GLOB_CHARS.test(entry) && dirs.length === 0) {
        findings.push({
          severity: "warning",
          file: "evals/config.yaml",
          rule: "config.skill-roots.no-match",
          message: `skill-roots entry '${entry}' matches no folder, so no skills were read through it`
        });
      }
      for (const dir of dirs) await readRoot({ dir, ...await pluginOf(root, dir) }, false);
    }
    discovery.layouts.push("skill-roots");
  } else {
    written.push(...DEFAULT_SKILL_ROOTS);
    const detected = await detectRoots(root, findings);
    for (const d of detected) {
      const before = discovery.checked;
      await readRoot(d.root, false);
      if (discovery.checked > before && !discovery.layouts.includes(d.layout)) discovery.layouts.push(d.layout);
      if (discovery.checked > before && !written.includes(d.written)) written.push(d.written);
    }
  }
  let outside = await outsideFiles(root, covered, seenFiles);
  if (!configured && discovery.checked === 0 && outside.length > 0) {
    discovery.source = "inferred";
    for (const dir of [...new Set(outside.map(skillRootOf))].sort()) {
      await readRoot({ dir, ...await pluginOf(root, dir) }, true);
      written.push(dir);
      discovery.layouts.push(dir === "." ? "top-level skill folders" : `${dir}/*`);
    }
    outside = await outsideFiles(root, covered, seenFiles);
  }
  discovery.outside = outside;
  if (outside.some((f) => f !== "SKILL.md")) {
    const add = [...new Set(outside.filter((f) => f !== "SKILL.md").map(skillRootOf))].filter((d) => !written.includes(d));
    discovery.includeLine = `skill-roots: [${[...written, ...add].map(yamlItem).join(", ")}]`;
  }
  const byName = /* @__PURE__ */ new Map();
  const skills = [];
  for (const f of found) {
    const first = byName.get(f.skill.name);
    if (first) {
      findings.push({
        severity: "error",
        file: f.skill.file,
        rule: "skill.name.duplicate",
        message: `skill name '${truncate(f.skill.name)}' is already used by ${first.skill.file}; skill names must be unique, so rename or remove one (this copy is ignored)`,
        ...f.namePosition
        // (always there: a skill is returned only with its name)
      });
      continue;
    }
    byName.set(f.skill.name, f);
    skills.push(f.skill);
  }
  skills.sort((a, b) => cmp(a.name, b.name));
  findings.push(...outsideFindings(outside, written, configured));
  return { skills, findings: sortFindings(findings), discovery };
}
function skillRootOf(file) {
  const parts = file.split("/");
  return parts.length <= 2 ? "." : parts.slice(0, -2).join("/");
}
async function expandGlob(root, pattern) {
  const segs = toPosix(pattern).split("/").filter((s) => s !== "" && s !== ".");
  let dirs = [""];
  for (const seg of segs) {
    const next = [];
    for (const d of dirs) {
      if (!GLOB_CHARS.test(seg)) {
        next.push(d ? `${d}/${seg}` : seg);
        continue;
      }
      const re = segmentRegExp(seg);
      let entries;
      try {
        entries = await readdir(path2.join(root, d), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries.sort((a, b) => cmp(a.name, b.name))) {
        if ((e.isDirectory() || e.isSymbolicLink()) && !SKIPPED_FOLDERS.has(e.name) && re.test(e.name)) next.push(d ? `${d}/${e.name}` : e.name);
      }
    }
    dirs = next;
  }
  return dirs.map((d) => d || ".");
}
function segmentRegExp(seg) {
  let re = "";
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i];
    if (c === "*") re += ".*";
    else if (c === "?") re += ".";
    else if (c === "[") {
      const close = seg.indexOf("]", i + 2);
      if (close < 0) re += "\\[";
      else {
        const body = seg.slice(i + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\");
        re += `[${body}]`;
        i = close;
      }
    } else re += c.replace(/[.+^${}()|\\\]]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
async function pluginOf(root, dir) {
  if (path2.posix.basename(dir) !== "skills") return {};
  const pluginDir = path2.posix.dirname(dir);
  if (pluginDir === ".") return {};
  const manifest = await readJson(path2.join(root, pluginDir, ".claude-plugin", "plugin.json"));
  const name = isRecord(manifest) && typeof manifest["name"] === "string" && manifest["name"].trim() !== "" ? manifest["name"].trim() : void 0;
  if (name) return { plugin: name };
  if (manifest !== void 0 || ["plugins", "external_plugins"].includes(path2.posix.basename(path2.posix.dirname(pluginDir)))) return { plugin: path2.posix.basename(pluginDir) };
  return {};
}
async function readJson(file) {
  try {
    const st = await stat(file);
    if (!st.isFile() || st.size > 1024 * 1024) return void 0;
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return void 0;
  }
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
async function detectRoots(root, findings) {
  const out = [];
  if (await isFile(path2.join(root, "SKILL.md"))) out.push({ root: { dir: ".", single: true }, layout: "a single skill folder", written: "." });
  out.push({ root: { dir: "skills" }, layout: "skills/*", written: "skills" });
  out.push({ root: { dir: ".claude/skills" }, layout: ".claude/skills/*", written: ".claude/skills" });
  const market = await readJson(path2.join(root, ".claude-plugin", "marketplace.json"));
  if (market !== void 0 && !isRecord(market)) {
    findings.push({ severity: "warning", file: ".claude-plugin/marketplace.json", rule: "skill.marketplace", message: "marketplace.json is not a JSON object with a plugins list, so its plugins were not read" });
  }
  const pluginRoot = isRecord(market) && isRecord(market["metadata"]) && typeof market["metadata"]["pluginRoot"] === "string" ? market["metadata"]["pluginRoot"] : "";
  const plugins = isRecord(market) && Array.isArray(market["plugins"]) ? market["plugins"] : [];
  for (const p of plugins) {
    if (!isRecord(p) || typeof p["name"] !== "string" || typeof p["source"] !== "string") continue;
    const source = p["source"];
    const base = source.startsWith("./") || source.startsWith("../") || source === "." ? source : path2.posix.join(pluginRoot || ".", source);
    const dir = toPosix(path2.posix.normalize(base)).replace(/\/+$/, "") || ".";
    if (isOutside(dir)) continue;
    const plugin = p["name"].trim();
    if (!plugin) continue;
    const listed = Array.isArray(p["skills"]) ? p["skills"].filter((x) => typeof x === "string") : void 0;
    if (listed) {
      for (const s of listed) {
        const sd = toPosix(path2.posix.normalize(path2.posix.join(dir, s))).replace(/\/+$/, "");
        if (!isOutside(sd)) out.push({ root: { dir: sd, plugin, single: true }, layout: "plugin marketplace", written: sd });
      }
    } else {
      const sd = dir === "." ? "skills" : `${dir}/skills`;
      out.push({ root: { dir: sd, plugin }, layout: "plugin marketplace", written: sd });
    }
  }
  for (const folder of ["plugins", "external_plugins"]) {
    for (const dir of await expandGlob(root, `${folder}/*/skills`)) out.push({ root: { dir, ...await pluginOf(root, dir) }, layout: `${folder}/*/skills/*`, written: `${folder}/*/skills` });
  }
  return out;
}
function isOutside(p) {
  return p === ".." || p.startsWith("../") || path2.posix.isAbsolute(p);
}
async function isFile(p) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set([
  "node_modules",
  ".git",
  ".hg",
  ".svn",
  "vendor",
  "vendored",
  "third_party",
  "third-party",
  ".venv",
  "venv",
  "__pycache__",
  ".tox",
  ".skill-evals"
]);
var STRAY_MAX_DEPTH = 8;
var STRAY_MAX_ENTRIES = 5e4;
async function findStraySkillFiles(repoRoot, skillRoots, maxEntries = STRAY_MAX_ENTRIES) {
  const root = path2.resolve(repoRoot);
  const roots = skillRoots.map((r) => toPosix(path2.relative(root, path2.resolve(root, r))));
  const underRoot = (rel) => roots.some((r) => r === "" || rel === r || rel.startsWith(r + "/"));
  const out = [];
  let budget = maxEntries;
  const walk = async (dirRel, depth) => {
    if (depth > STRAY_MAX_DEPTH || budget <= 0) return;
    let entries;
    try {
      entries = await readdir(path2.join(root, dirRel), { withFileTypes: true });
    } catch {
      return;
    }
    budget -= entries.length;
    entries.sort((a, b) => cmp(a.name, b.name));
    for (const e of entries) {
      const rel = dirRel ? `${dirRel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (SKIPPED_FOLDERS.has(e.name) || underRoot(rel)) continue;
        await walk(rel, depth + 1);
      } else if (e.isFile() && e.name === "SKILL.md" && !underRoot(dirRel)) {
        out.push(rel);
      }
    }
  };
  await walk("", 0);
  return out;
}
async function outsideFiles(root, covered, read) {
  const isCovered = (file) => {
    const dir = path2.posix.dirname(file);
    return covered.some((r) => r.single ? (r.dir === "." ? "." : r.dir) === dir : (r.dir === "." ? "." : r.dir) === path2.posix.dirname(dir));
  };
  const out = [];
  for (const file of await findStraySkillFiles(root, [])) {
    if (isCovered(file)) continue;
    const real = await realpath(path2.join(root, file)).catch(() => void 0);
    if (real === void 0 || !read.has(real)) out.push(file);
  }
  return out;
}
function outsideFindings(outside, written, configured) {
  const byRoot = /* @__PURE__ */ new Map();
  const findings = [];
  const roots = written.length > 0 ? written.join(", ") : "none";
  for (const file of outside) {
    if (file === "SKILL.md") {
      findings.push({
        severity: "warning",
        file,
        rule: "skill.outside-roots",
        message: `SKILL.md at the repository root is not read: skill-evals reads skills from folders under a skill root (${roots}); move it into e.g. skills/<name>/SKILL.md`
      });
      continue;
    }
    const r = skillRootOf(file);
    byRoot.set(r, [...byRoot.get(r) ?? [], file]);
  }
  for (const [skillRoot, files] of byRoot) {
    const n = files.length;
    const line = `skill-roots: [${[...written, skillRoot].map(yamlItem).join(", ")}]`;
    findings.push({
      severity: "warning",
      file: skillRoot,
      rule: "skill.outside-roots",
      message: `${n} SKILL.md file${n === 1 ? "" : "s"} ${skillRoot === "." ? "in top-level folders" : `under ${skillRoot}/`} (${files.slice(0, 3).join(", ")}${n > 3 ? ", …" : ""}) ${n === 1 ? "is" : "are"} outside the ${configured ? "configured " : ""}skill roots (${roots}), so ${n === 1 ? "it was" : "they were"} not checked; to include ${n === 1 ? "it" : "them"}, put this line in evals/config.yaml: ${line}`
    });
  }
  return findings;
}
function yamlItem(s) {
  return /^[A-Za-z0-9_./-]+$/.test(s) && !/^[-.]$/.test(s) ? s : JSON.stringify(s);
}
async function checkFolder(dirAbs, relDir, folder, inside, seenFiles, findings, discovery, quiet, plugin) {
  const info = await lstat(dirAbs);
  if (info.isSymbolicLink()) {
    let real2;
    try {
      real2 = await realpath(dirAbs);
    } catch {
      findings.push({ severity: "warning", file: relDir, rule: "skill.symlink.broken", message: `${relDir} is a symlink whose target does not exist; remove it or fix the link` });
      return void 0;
    }
    if (!inside(real2)) {
      findings.push({
        severity: "error",
        file: relDir,
        rule: "skill.symlink.outside",
        message: `the skill folder ${relDir} is a symlink that resolves outside the repository, so it was not read; copy the skill into the repo instead`
      });
      return void 0;
    }
    if (!(await stat(real2)).isDirectory()) return void 0;
  } else if (!info.isDirectory()) {
    return void 0;
  }
  const names = await readdir(dirAbs);
  if (!names.includes("SKILL.md")) {
    const other = names.find((n) => n.toLowerCase() === "skill.md");
    if (other !== void 0) {
      findings.push({
        severity: "warning",
        file: `${relDir}/${other}`,
        rule: "skill.file.lowercase",
        message: `found '${other}' but the file must be named SKILL.md (uppercase); rename it, otherwise this skill is ignored`
      });
    } else if (!folder.startsWith(".") && !quiet) {
      findings.push({
        severity: "warning",
        file: relDir,
        rule: "skill.file.missing",
        message: `the folder ${relDir} is under a skill root but has no SKILL.md, so it is not a skill; add a SKILL.md or move the folder out of the skill root`
      });
    }
    return void 0;
  }
  const fileAbs = path2.join(dirAbs, "SKILL.md");
  const file = relDir === "." ? "SKILL.md" : `${relDir}/SKILL.md`;
  const unreadable = () => {
    discovery.unreadable.push(file);
    return void 0;
  };
  discovery.checked++;
  await lstat(fileAbs);
  let fileReal;
  try {
    fileReal = await realpath(fileAbs);
  } catch {
    findings.push({ severity: "error", file, rule: "skill.read", message: `${file} is a symlink whose target does not exist; fix or replace it` });
    return unreadable();
  }
  if (!inside(fileReal)) {
    findings.push({
      severity: "error",
      file,
      rule: "skill.symlink.outside",
      message: `${file} is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead`
    });
    return unreadable();
  }
  if (seenFiles.has(fileReal)) {
    discovery.checked--;
    return void 0;
  }
  seenFiles.add(fileReal);
  const real = await stat(fileReal);
  if (!real.isFile()) {
    findings.push({ severity: "error", file, rule: "skill.read", message: `${file} is not a regular file; SKILL.md must be a Markdown file` });
    return unreadable();
  }
  if (real.size > MAX_SKILL_MD_BYTES) {
    findings.push({
      severity: "error",
      file,
      rule: "skill.size",
      message: `SKILL.md is ${(real.size / (1024 * 1024)).toFixed(1)} MiB (${real.size} bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files`
    });
    return unreadable();
  }
  const bytes = await readFile(fileReal);
  const parsed = parseSkillMd(bytes, file, relDir === "." ? {} : { dirName: folder });
  findings.push(...parsed.findings);
  if (!parsed.frontmatter) return unreadable();
  const skill = {
    name: plugin ? `${plugin}:${parsed.frontmatter.name}` : parsed.frontmatter.name,
    ...plugin ? { plugin } : {},
    dir: dirAbs,
    relDir,
    file,
    frontmatter: parsed.frontmatter,
    body: parsed.body,
    bodyLine: parsed.bodyLine
  };
  return { skill, namePosition: parsed.namePosition };
}
function toPosix(p) {
  return p.split(path2.sep).join("/");
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function errMessage(err) {
  return err instanceof Error ? err.message : String(err);
}

export {
  parseSkillMd,
  installedSkillName,
  discoverSkills
};
