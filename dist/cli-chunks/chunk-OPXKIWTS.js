#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  editDistance,
  require_dist
} from "./chunk-XGJGI7HB.js";
import {
  firstInvalidUtf8
} from "./chunk-OMQOPVYZ.js";
import {
  __toESM
} from "./chunk-3BIITHQA.js";

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
  const allowedToolsNode = (0, import_yaml.isMap)(contents) ? contents.get("allowed-tools", true) : void 0;
  (0, import_yaml.visit)(doc, {
    Map(_, node) {
      if (node.flow && node.range) {
        const { line, column } = at(node.range[0]);
        add("warning", "skill.yaml.flow-style", `flow-style mapping '${truncate(src.slice(node.range[0], node.range[1]))}' is valid YAML, but the reference validator skills-ref rejects it; write it as indented 'key: value' lines`, line, column);
      }
    },
    Seq(_, node) {
      if (node.flow && node.range && node !== allowedToolsNode) {
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
      fm.allowedTools = tools.value.value.match(/\S+/g) ?? [];
    } else if ((0, import_yaml.isSeq)(tools.value)) {
      const items = tools.value.items.map((i) => deref(i, doc)).filter(isString).map((i) => i.value);
      fm.allowedTools = items;
      add(
        "error",
        "skill.allowed-tools.type",
        `allowed-tools must be a space-separated string, not a YAML list; write it as allowed-tools: ${truncate(items.join(" ") || "Read Bash(git:*)")}`,
        line,
        column
      );
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
  let bestDist = 3;
  for (const k of [...SPEC_KEYS, ...CLAUDE_CODE_KEYS, ...SKILL_EVALS_KEYS]) {
    const d = nearDistance(lower, norm(k));
    if (d < bestDist) {
      bestDist = d;
      best = k;
    }
  }
  return best;
}
function nearDistance(a, b) {
  if (Math.abs(a.length - b.length) > 2 || a.length > 100) return 99;
  return editDistance(a, b);
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

export {
  MAX_SKILL_MD_BYTES,
  parseSkillMd,
  truncate,
  sortFindings
};
