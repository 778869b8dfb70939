/**
 * An empty git repository made by writing the layout `git init` would write (branch `main`, no
 * commits, no hooks), not by spawning git: a child process per run dominated the cost of a
 * workspace at scale. A workspace whose tools can look for the project root (Bash, Claude Code)
 * is its own repository, so `git rev-parse --show-toplevel` or Claude Code's project-skill walk
 * stop at the workspace and never reach an enclosing repo.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { mkdirCb, writeCb } from './workspace-fs.js'

/** `.git/config` as `git init` writes it on this platform (filemode/symlinks/case probes are fixed per OS). */
const GIT_CONFIG = [
  '[core]',
  '\trepositoryformatversion = 0',
  `\tfilemode = ${process.platform === 'win32' ? 'false' : 'true'}`,
  '\tbare = false',
  '\tlogallrefupdates = true',
  ...(process.platform === 'win32' ? ['\tsymlinks = false', '\tignorecase = true'] : []),
  ...(process.platform === 'darwin' ? ['\tignorecase = true', '\tprecomposeunicode = true'] : []),
  ''
].join('\n')

/**
 * Make `dir` an empty git repository (branch `main`, no commits) by writing the minimal layout
 * `git init` creates: `HEAD`, `config`, `description`, `info/exclude`, `objects/{info,pack}`,
 * `refs/{heads,tags}`. No hooks. Does nothing when `dir/.git` already exists.
 */
export async function initGitLayout(dir: string): Promise<void> {
  const git = path.join(dir, '.git')
  try {
    await mkdir(git) // not recursive: fails with EEXIST on an existing repo, which is left alone
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return
    throw err
  }
  await writeGitLayout(git, { dirs: [], files: [] })
}

/** The rest of the layout inside a fresh `.git`: directories parents first, HEAD last. */
export async function writeGitLayout(git: string, made: { dirs: string[]; files: string[] }): Promise<void> {
  const dirs = GIT_DIRS.map((d) => path.join(git, d))
  const files = GIT_FILES.map(([f, text]): [string, string] => [path.join(git, f), text])
  const head = path.join(git, 'HEAD')
  const [objects, objInfo, objPack, refs, heads, tags, info] = dirs as [string, string, string, string, string, string, string]
  const [exclude, description, config] = files as [[string, string], [string, string], [string, string]]
  await Promise.all([
    mkdirCb(objects).then(() => Promise.all([mkdirCb(objInfo), mkdirCb(objPack)])),
    mkdirCb(refs).then(() => Promise.all([mkdirCb(heads), mkdirCb(tags)])),
    mkdirCb(info).then(() => writeCb(exclude[0], exclude[1])),
    writeCb(description[0], description[1]),
    writeCb(config[0], config[1])
  ])
  // HEAD last: git only recognises the directory as a repository once HEAD is there.
  await writeCb(head, 'ref: refs/heads/main\n')
  made.dirs.push(...dirs)
  made.files.push(...files.map(([f]) => f), head)
}

const GIT_DIRS = ['objects', 'objects/info', 'objects/pack', 'refs', 'refs/heads', 'refs/tags', 'info'].map((d) => path.normalize(d))
const GIT_FILES: [string, string][] = [
  [path.normalize('info/exclude'), '# git ls-files --others --exclude-from=.git/info/exclude\n'],
  ['description', "Unnamed repository; edit this file 'description' to name the repository.\n"],
  ['config', GIT_CONFIG]
]
