/**
 * Issue 33, row D: symbolic links in a skill folder. The skill folder is copied into every
 * workspace; a link in it that leads out of the folder (`references/x -> /proc/self/environ`)
 * would put whatever it points to in the workspace, where the agent and the checks read it. The
 * copy refuses such links (run/folder-snapshot.ts, `snapshotFolder`); `validate` reports each one here,
 * by name, as an error whose severity the config cannot change. A link whose target (every link
 * resolved) stays inside the skill folder is fine: it is copied as the file or folder it points to.
 */
import type { Dirent } from 'node:fs'
import * as fs from './sync-fs.js'
import path from 'node:path'
import type { Finding, Skill } from '../types.js'
import { isInside, toPosix } from './json-file.js'

/** Names the copy leaves out (as run/workspace.ts does). */
const SKIPPED = new Set(['.git', 'node_modules'])
/** Entries looked at per skill folder at most (a huge folder is not walked forever). */
const MAX_ENTRIES = 20_000

export const LINK_OUT_RULE = 'security.link-out-of-folder'

/**
 * The links under `dir` whose target (every link resolved) is not inside `dir`'s real path, or
 * that dangle: paths relative to `dir`.
 */
export async function linksOutOf(dir: string): Promise<string[]> {
  let real: string
  try {
    real = await fs.realpath(dir)
  } catch {
    return []
  }
  const out: string[] = []
  const stack = ['']
  let seen = 0
  while (stack.length > 0 && seen < MAX_ENTRIES) {
    const rel = stack.pop()!
    let entries: Dirent[]
    try {
      entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (SKIPPED.has(e.name)) continue
      seen++
      const childRel = rel ? path.join(rel, e.name) : e.name
      if (e.isDirectory()) stack.push(childRel)
      else if (e.isSymbolicLink()) {
        const target = await fs.realpath(path.join(dir, childRel)).catch(() => undefined)
        if (target === undefined || !isInside(real, target)) out.push(childRel)
        // A link to a folder inside is copied as that folder, whose own links are checked where they are.
      }
    }
  }
  return out.sort()
}

/** One error per link that leads out of a skill folder (file: the link, repository-relative). */
export async function checkSkillLinks(root: string, skills: Skill[]): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const skill of skills) {
    const dir = path.resolve(root, skill.dir)
    for (const rel of await linksOutOf(dir)) {
      const file = toPosix(path.relative(root, path.join(dir, rel)))
      findings.push({
        severity: 'error',
        file,
        rule: LINK_OUT_RULE,
        message: `${file} is a symbolic link that leads out of the skill folder of '${skill.name}' (or points nowhere); the skill is copied into each workspace and such links are never followed. Replace it with the file itself, or a link that stays inside the skill folder.`,
      })
    }
  }
  return findings
}

// ─── Issue 33, row H: Claude Code configuration in skill folders and eval files ────────────

export const CLAUDE_CONFIG_RULE = 'security.claude-config'

/**
 * Names Claude Code reads as project configuration: `.claude/` (settings.json,
 * settings.local.json, commands, agents, hooks, skills, output-styles, rules) and `.mcp.json`.
 * The harness runs Claude Code with the settings it writes only (`--setting-sources user`, the
 * run's own config folder, `--strict-mcp-config`); a skill folder or eval file holding these is
 * refused by `validate` so that a pull request cannot even try.
 */
export const CLAUDE_CONFIG_NAMES: ReadonlySet<string> = new Set(['.claude', '.mcp.json'])

/** Whether a relative path (any separator) has a component Claude Code reads as configuration. */
export function isClaudeConfigPath(rel: string): boolean {
  return rel.split(/[\\/]+/).some((c) => CLAUDE_CONFIG_NAMES.has(c))
}

/** Paths under `dir` (relative to it, sorted) named `.claude` or `.mcp.json`; not walked into. */
export async function claudeConfigIn(dir: string): Promise<string[]> {
  const out: string[] = []
  const stack = ['']
  let seen = 0
  while (stack.length > 0 && seen < MAX_ENTRIES) {
    const rel = stack.pop()!
    let entries: Dirent[]
    try {
      entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries) {
      if (SKIPPED.has(e.name)) continue
      seen++
      const childRel = rel ? path.join(rel, e.name) : e.name
      if (CLAUDE_CONFIG_NAMES.has(e.name)) out.push(childRel)
      else if (e.isDirectory()) stack.push(childRel)
    }
  }
  return out.sort()
}

/** One error per `.claude` / `.mcp.json` in a skill folder (file: that path, repository-relative). */
export async function checkSkillClaudeConfig(root: string, skills: Skill[]): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const skill of skills) {
    const dir = path.resolve(root, skill.dir)
    for (const rel of await claudeConfigIn(dir)) {
      const file = toPosix(path.relative(root, path.join(dir, rel)))
      findings.push({
        severity: 'error',
        file,
        rule: CLAUDE_CONFIG_RULE,
        message: `${file} is Claude Code configuration (${path.basename(rel)}) inside the skill folder of '${skill.name}'; the skill is installed for Claude Code, which runs only with the settings the harness writes, so settings, hooks, MCP servers, agents, commands or skills in a skill folder are refused. Remove it from the skill folder.`,
      })
    }
  }
  return findings
}
