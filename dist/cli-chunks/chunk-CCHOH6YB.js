#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  countFindings
} from "./chunk-TYLURLLW.js";

// src/report/findings.ts
function checkedSkills(repo) {
  return repo.discovery?.checked ?? repo.skills.length;
}
function validationOk(repo, opts = {}) {
  return countFindings(repo.findings).errors === 0 && (checkedSkills(repo) > 0 || opts.allowEmpty === true);
}
function nothingCheckedLine(repo, opts = {}) {
  const roots = repo.discovery?.roots.length ? repo.discovery.roots : repo.config?.skillRoots;
  const where = roots && roots.length > 0 ? ` under ${roots.join(", ")}` : "";
  return opts.allowEmpty ? `no SKILL.md found${where}, so nothing was checked (allowed by --allow-empty)` : `nothing was checked: no SKILL.md found${where} — give the repository's path (skill-evals validate PATH), list its skill folders in evals/config.yaml skill-roots, or pass --allow-empty`;
}
function formatFindingsText(repo, opts = {}) {
  const lines = [];
  const byFile = /* @__PURE__ */ new Map();
  for (const f of repo.findings) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, list] of byFile) {
    lines.push(file);
    for (const f of list) {
      const at = f.line ? `${f.line}:${f.column ?? 1}` : "-";
      lines.push(`  ${at.padEnd(8)} ${f.severity.padEnd(7)} ${oneLine(f.message)}  [${f.rule}]`);
    }
    lines.push("");
  }
  const { errors, warnings } = countFindings(repo.findings);
  const skills = checkedSkills(repo);
  const evals = repo.evals.length;
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  const what = opts.spec ? `${skills} skill${skills === 1 ? "" : "s"} (Agent Skills format only)` : `${skills} skill${skills === 1 ? "" : "s"}, ${evals} eval${evals === 1 ? "" : "s"}`;
  const d = repo.discovery;
  if (skills === 0) {
    lines.push(`${what}: ${counts}; ${nothingCheckedLine(repo, opts)}`);
  } else {
    const unreadable = d && d.unreadable.length > 0 ? `; ${d.unreadable.length} could not be read (${d.unreadable.slice(0, 5).join(", ")}${d.unreadable.length > 5 ? ", …" : ""}), see the errors above` : "";
    lines.push(`${what}: ${counts}` + (errors === 0 ? warnings === 0 ? " ✓ clean" : " ✓ no errors" : "") + unreadable);
    if (d && d.source !== "config" && (d.source === "inferred" || d.layouts.some((l) => l !== "skills/*" && l !== ".claude/skills/*"))) {
      lines.push(`Skills found in: ${d.layouts.join(", ")}${d.source === "inferred" ? ` (no known layout; to keep exactly these, put this line in evals/config.yaml: skill-roots: [${d.roots.map(yamlItem).join(", ")}])` : ""}`);
    }
  }
  if (d && d.outside.length > 0) {
    const n = d.outside.length;
    lines.push(`${n} SKILL.md file${n === 1 ? "" : "s"} outside the skill roots ${n === 1 ? "was" : "were"} not checked; to include ${n === 1 ? "it" : "them"}, put this line in evals/config.yaml: ${d.includeLine ?? ""}`);
  }
  return lines.join("\n") + "\n";
}
function formatFindingsJson(repo, opts = {}) {
  const { errors, warnings } = countFindings(repo.findings);
  return JSON.stringify(
    {
      ok: validationOk(repo, opts),
      mode: opts.spec ? "spec" : "full",
      summary: {
        skills: checkedSkills(repo),
        evals: repo.evals.length,
        errors,
        warnings,
        ...repo.discovery ? { unreadable: repo.discovery.unreadable, outside: repo.discovery.outside, roots: repo.discovery.roots } : {}
      },
      ...checkedSkills(repo) === 0 ? { message: nothingCheckedLine(repo, opts) } : {},
      skills: repo.skills.map((s) => ({ name: s.name, file: s.file, version: s.frontmatter.version ?? null })),
      findings: repo.findings
    },
    null,
    2
  ) + "\n";
}
function oneLine(text) {
  const printable = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, "");
  return printable.replace(/\s*[\r\n]+\s*/g, " ");
}
function yamlItem(s) {
  return /^[A-Za-z0-9_./*-]+$/.test(s) && !/^[-.*]/.test(s) ? s : JSON.stringify(s);
}

export {
  checkedSkills,
  validationOk,
  nothingCheckedLine,
  formatFindingsText,
  formatFindingsJson,
  oneLine
};
