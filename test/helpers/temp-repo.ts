/** Builds throwaway skills repos in the OS temp dir from a map of path → content. */
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export async function makeRepo(files: Record<string, string | Buffer>): Promise<{ root: string; dispose: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'skill-evals-test-'))
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path)
    await mkdir(dirname(full), { recursive: true })
    await writeFile(full, content)
  }
  return { root, dispose: () => rm(root, { recursive: true, force: true }) }
}

export function skillMd(name: string, description = `Does ${name} things. Use when the user asks for ${name}.`, extra = ''): string {
  return `---\nname: ${name}\ndescription: ${description}\n${extra}---\n\n# ${name}\n\nInstructions.\n`
}
