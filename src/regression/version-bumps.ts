/**
 * Which skills a PR bumped: for each skill, `git show <baseRef>:<skill>/SKILL.md` and compare the
 * frontmatter `version:` with the working tree's. A skill is bumped when its version differs
 * from the base's, including a version added where the base had none (`oldVersion: null`). A
 * skill that does not exist at the base (new) or whose version was removed is not a bump.
 */
import type { Skill } from '../types.js'
import { git as runGit, GitError } from '../ports/git.js'
import { parseSkillMd } from '../discover/frontmatter.js'

export interface VersionBump {
  skill: string
  oldVersion: string | null
  newVersion: string
}

async function git(root: string, args: string[]): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  try {
    const stdout = await runGit(args, {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1' },
    })
    return { ok: true, stdout, stderr: '' }
  } catch (e) {
    return { ok: false, stdout: '', stderr: e instanceof GitError ? e.stderr : String(e) }
  }
}

export async function detectVersionBumps(root: string, baseRef: string, skills: readonly Skill[]): Promise<VersionBump[]> {
  if (!/^[\w./@^~{}-]+$/.test(baseRef) || baseRef.startsWith('-')) throw new Error(`Invalid base ref '${baseRef}'.`)
  const verified = await git(root, ['rev-parse', '--verify', '--quiet', `${baseRef}^{commit}`])
  if (!verified.ok) throw new Error(`Cannot read base ref '${baseRef}' (is it fetched? use fetch-depth: 0 or fetch the base branch).`)
  const prefix = (await git(root, ['rev-parse', '--show-prefix'])).stdout.trim()
  const bumps: VersionBump[] = []
  for (const skill of [...skills].sort((a, b) => a.name.localeCompare(b.name))) {
    const newVersion = skill.frontmatter.version
    if (newVersion === undefined) continue
    const shown = await git(root, ['show', `${baseRef}:${prefix}${skill.file}`])
    if (!shown.ok) continue // not at the base: a new skill
    const base = parseSkillMd(shown.stdout, `${skill.file}@${baseRef}`)
    const oldVersion = base.frontmatter?.version ?? null
    if (oldVersion !== newVersion) bumps.push({ skill: skill.name, oldVersion, newVersion })
  }
  return bumps
}
