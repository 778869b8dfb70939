/**
 * A scenario's temporary repository on disk: its folder (made per scenario, always removed),
 * seeded with the scenario's files and an initial commit, the step's skill installed at
 * `.claude/skills/<name>/`, and snapshots of its files (no `.git`, no installed skills) for the
 * checks and the judge. The git calls are ./git.ts's.
 */
import { cp, copyFile, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { leavesFolder } from '../paths.js'
import type { Skill } from '../types.js'
import { installedSkillName } from '../discover/skills.js'
import { commitAll, gitInit, type ScenarioGit } from './git.js'
import type { PipelineScenario } from './types.js'

const MAX_SNAPSHOT_ENTRIES = 20_000

function confined(root: string, rel: string): string {
  const abs = path.resolve(root, ...rel.split('/'))
  const r = path.relative(root, abs)
  if (r === '' || leavesFolder(r)) throw new Error(`seed path '${rel}' resolves outside the repository`)
  return abs
}

/**
 * `git init`, `.claude/skills/` excluded from git, the seed files (`claude_md` → CLAUDE.md,
 * repo-relative paths copied to the same path, inline `{path, content}`), then the seed commit.
 * Returns that commit.
 */
export async function seedRepo(s: PipelineScenario, g: ScenarioGit): Promise<string> {
  const repoDir = g.workTree
  await mkdir(repoDir, { recursive: true })
  await gitInit(g)
  await mkdir(path.join(g.gitDir, 'info'), { recursive: true })
  await writeFile(path.join(g.gitDir, 'info', 'exclude'), '# skill-evals: skill folders installed for the steps\n/.claude/skills/\n')
  if (s.seed.claudeMd !== undefined) await writeFile(path.join(repoDir, 'CLAUDE.md'), s.seed.claudeMd)
  for (const f of s.seed.files) {
    const dest = confined(repoDir, f.path)
    await mkdir(path.dirname(dest), { recursive: true })
    if (f.kind === 'inline') await writeFile(dest, f.content)
    else await cp(f.resolved, dest, { recursive: true, dereference: true, force: true, errorOnExist: false })
  }
  return commitAll(g, `seed: pipeline scenario ${s.id}`)
}

/** (Re)install a step's skill at `.claude/skills/<name>/` (no `.git`, no `node_modules`). */
export async function installSkill(repoDir: string, skill: Skill): Promise<void> {
  const dest = path.join(repoDir, '.claude', 'skills', installedSkillName(skill))
  await rm(dest, { recursive: true, force: true })
  await mkdir(path.dirname(dest), { recursive: true })
  await cp(skill.dir, dest, {
    recursive: true,
    dereference: true,
    filter: (src) => !['.git', 'node_modules'].includes(path.basename(src))
  })
}

/**
 * Copy the repository's files (no `.git`, no `.claude/skills`, no symlinks) into `dest`: what
 * checks and the judge see. Returns the relative paths copied, sorted.
 */
export async function snapshot(repoDir: string, dest: string): Promise<string[]> {
  const files: string[] = []
  let seen = 0
  const walk = async (rel: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(path.join(repoDir, rel), { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (++seen > MAX_SNAPSHOT_ENTRIES) return
      const childRel = rel ? `${rel}/${e.name}` : e.name
      if (childRel === '.git' || childRel === '.claude/skills') continue
      if (e.isDirectory()) {
        await mkdir(path.join(dest, childRel), { recursive: true })
        await walk(childRel)
      } else if (e.isFile()) {
        await mkdir(path.dirname(path.join(dest, childRel)), { recursive: true })
        await copyFile(path.join(repoDir, childRel), path.join(dest, childRel))
        files.push(childRel)
      }
    }
  }
  await mkdir(dest, { recursive: true })
  await walk('')
  return files.sort()
}

/** A scenario's temporary folder: the work tree `repo/`, the harness's private git dir `git/`, and room for snapshots. */
export interface ScenarioRepo {
  scratch: string
  /** The repository's work tree, where the steps run. */
  dir: string
  git: ScenarioGit
}

/** Make a scenario's temporary folder under `parent`, hand it to `fn`, and remove it whatever happens. */
export async function withScenarioRepo<T>(parent: string, scenarioId: string, fn: (repo: ScenarioRepo) => Promise<T>): Promise<T> {
  await mkdir(parent, { recursive: true })
  const scratch = await realpath(await mkdtemp(path.join(parent, `skill-evals-pipeline-${scenarioId.slice(0, 40)}-`)))
  const dir = path.join(scratch, 'repo')
  // Issue 33 (row B): the harness's git dir lives beside the work tree, out of the agent's reach.
  const git: ScenarioGit = { workTree: dir, gitDir: path.join(scratch, 'git') }
  try {
    return await fn({ scratch, dir, git })
  } finally {
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 })
  }
}
