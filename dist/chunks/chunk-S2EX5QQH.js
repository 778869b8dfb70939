import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/paths.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
function leavesFolder(rel) {
  return rel === ".." || rel.startsWith(".." + sep) || isAbsolute(rel);
}
function displayPath(ctx, p) {
  const abs = resolve(p);
  const rel = relative(resolve(ctx.workspace), abs);
  return rel === "" ? "." : leavesFolder(rel) ? abs : rel.split("\\").join("/");
}
function evalDirName(e) {
  const slug = e.prompt.toLowerCase().normalize("NFKD").split(/[^a-z0-9]/).filter(Boolean).slice(0, 6).join("-").slice(0, 40).replace(/-$/, "");
  const id = String(e.id).replace(/[^A-Za-z0-9_.]+/g, "_");
  return slug ? `eval-${id}-${slug}` : `eval-${id}`;
}
var MAX_NAME_BYTES = 255;
var PATH_MAX_BYTES = 4096;
var MAX_RUN_PATH_BYTES = PATH_MAX_BYTES - 1024;
function runOutputsPrefix(skill, evalDir) {
  return `${skillFolderName(skill)}/iteration-999999/${evalDir}/without_skill/run-9999/outputs/`;
}
function skillFolderName(name) {
  return name.replace(/:/g, "__");
}
function skillNameOfFolder(folder) {
  return folder.replace("__", ":");
}

export {
  leavesFolder,
  displayPath,
  evalDirName,
  MAX_NAME_BYTES,
  MAX_RUN_PATH_BYTES,
  runOutputsPrefix,
  skillFolderName,
  skillNameOfFolder
};
