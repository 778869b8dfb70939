/**
 * The base branch's version of a skill, read from git (`git show REF:path`) into a temp folder,
 * so `old_skill` runs use exactly what the PR changed from. Adapter at the filesystem/git edge.
 */
import { mkdtemp, mkdir, writeFile, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Skill } from '../types.js'
import { parseSkillMd } from '../discover/frontmatter.js'
import { installedSkillName } from '../discover/skills.js'
import { skillFolderName } from '../paths.js'
import { git as runGit, gitBytes } from '../ports/git.js'

export interface BaseSkill {
  name: string
  description: string
  body: string
  /** Temp folder holding the base version's files. */
  dir: string
  dispose(): Promise<void>
}

async function git(root: string, args: string[], encoding: 'utf8' | 'buffer' = 'utf8'): Promise<string | Buffer> {
  const o = { cwd: root, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } }
  return encoding === 'buffer' ? gitBytes(args, o) : runGit(args, o)
}

/** Repo-root-relative path of the git top level's view of `root` (prefix for `REF:path`). */
async function prefixOf(root: string): Promise<string> {
  return String(await git(root, ['rev-parse', '--show-prefix'])).trim()
}

/**
 * The base commit could not be read (not fetched, shallow clone). Callers may drop old_skill
 * pairing and go on; they tell this apart from other failures by its type, never by its text.
 */
export class BaseRefUnreadableError extends Error {
  constructor(readonly ref: string) {
    super(`Cannot read base ref '${ref}' (is it fetched? use fetch-depth: 0 or fetch the base branch).`)
    this.name = 'BaseRefUnreadableError'
  }
}

/**
 * Loads the base version of `skill` at `ref`. Returns undefined when the skill does not exist at
 * the base, or when it is byte-identical there (nothing changed, so no pairing is needed).
 */
export async function loadBaseSkill(root: string, ref: string, skill: Skill): Promise<BaseSkill | undefined> {
  if (!/^[\w./@^~{}-]+$/.test(ref) || ref.startsWith('-')) throw new Error(`Invalid base ref '${ref}'.`)
  const prefix = await prefixOf(root)
  const treePath = `${prefix}${skill.relDir}`
  let listing: string
  try {
    // --full-tree: `treePath` is from the top of the repo even when `root` is a subfolder
    // (without it ls-tree reads paths relative to the cwd and finds nothing).
    listing = String(await git(root, ['ls-tree', '-r', '--full-tree', '--name-only', '-z', ref, '--', treePath]))
  } catch {
    throw new BaseRefUnreadableError(ref)
  }
  const files = listing.split('\0').filter(Boolean)
  if (!files.some((f) => f === `${treePath}/SKILL.md`)) return undefined

  const dir = await mkdtemp(join(tmpdir(), `skill-evals-base-${skillFolderName(skill.name)}-`))
  const dispose = () => rm(dir, { recursive: true, force: true })
  try {
    let identical = true
    for (const f of files) {
      const rel = f.slice(treePath.length + 1)
      const content = (await git(root, ['show', `${ref}:${f}`], 'buffer')) as Buffer
      const dest = join(dir, rel)
      await mkdir(dirname(dest), { recursive: true })
      await writeFile(dest, content)
      if (identical) {
        const head = await readFile(join(skill.dir, rel)).catch(() => undefined)
        if (!head || !head.equals(content)) identical = false
      }
    }
    if (identical) {
      const headFiles = String(await git(root, ['ls-files', '-z', '--', skill.relDir])).split('\0').filter(Boolean)
      if (headFiles.length !== files.length) identical = false
    }
    if (identical) {
      await dispose()
      return undefined
    }
    const parsed = parseSkillMd(await readFile(join(dir, 'SKILL.md')), `${skill.relDir}/SKILL.md@${ref}`)
    if (!parsed.frontmatter) {
      await dispose()
      return undefined
    }
    return { name: installedSkillName(skill), description: parsed.frontmatter.description, body: parsed.body, dir, dispose }
  } catch (err) {
    await dispose()
    throw err
  }
}
