#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  countFindings
} from "./chunk-BDSM36RK.js";

// src/report/findings.ts
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
  const skills = repo.skills.length;
  const evals = repo.evals.length;
  const counts = `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
  const what = opts.spec ? `${skills} skill${skills === 1 ? "" : "s"} (Agent Skills format only)` : `${skills} skill${skills === 1 ? "" : "s"}, ${evals} eval${evals === 1 ? "" : "s"}`;
  if (skills === 0) {
    const roots = repo.config?.skillRoots;
    lines.push(`${what}: ${counts}; no skills found${roots ? ` under ${roots.join(", ")}` : ""}, so nothing was checked`);
  } else {
    lines.push(`${what}: ${counts}` + (errors === 0 ? warnings === 0 ? " ✓ clean" : " ✓ no errors" : ""));
  }
  return lines.join("\n") + "\n";
}
function formatFindingsJson(repo, opts = {}) {
  const { errors, warnings } = countFindings(repo.findings);
  return JSON.stringify(
    {
      ok: errors === 0,
      mode: opts.spec ? "spec" : "full",
      summary: { skills: repo.skills.length, evals: repo.evals.length, errors, warnings },
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

export {
  formatFindingsText,
  formatFindingsJson,
  oneLine
};
