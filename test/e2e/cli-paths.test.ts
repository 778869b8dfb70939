/** Path options on the command line resolve against the working directory (issue 22). */
import { afterEach, expect, test } from '@jest/globals'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { runCli } from '../../src/cli/main.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (disposers.length) await disposers.pop()!()
})

test('run --root sub --cache-dir c --out o: the cache and the results land under the working directory, not under --root', async () => {
  const suite = { skill_name: 'notes', evals: [{ id: 1, prompt: 'Write release notes into notes.md', files: [], assertions: ['notes.md exists', 'it lists the changes'] }] }
  const r = await makeRepo({ 'sub/skills/notes/SKILL.md': skillMd('notes'), 'sub/skills/notes/evals/evals.json': JSON.stringify(suite) })
  disposers.push(r.dispose)
  let out = ''
  let err = ''
  const code = await runCli(['run', '--root', 'sub', '--out', 'o', '--cache-dir', 'c', '--simulate', '--trials', '1', '--no-grade'], {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    env: { PATH: process.env.PATH },
    cwd: r.root,
    isTTY: false
  })
  expect({ code, err }).toEqual({ code: 0, err: '' })
  expect((await stat(join(r.root, 'c'))).isDirectory()).toBe(true)
  expect((await readdir(join(r.root, 'c'))).length).toBeGreaterThan(0)
  await expect(stat(join(r.root, 'sub', 'c'))).rejects.toThrow()
  expect(out).toMatch(/\d+ simulated calls \(no API call made\)/)
})
