/**
 * Issue 33, row B: the harness's own git calls in a pipeline scenario repository ignore any
 * configuration the agent could write.
 *
 * The attack: the agent's (sandboxed) Bash writes drivers into the scenario repository's
 * `.git/config` — `filter.<x>.clean`/`smudge`, `diff.<x>.textconv`, `diff.external`,
 * `core.fsmonitor`, `include.path`, `core.hooksPath` — plus a `.gitattributes` that selects them
 * and a nested repository with its own, then ends its turn. Before the fix the harness's own
 * `git add -A` (and `git diff`) ran the filter OUTSIDE the sandbox with the harness's full
 * environment (the key, the tokens).
 *
 * Here the BUILT CLI (`dist/cli.js pipeline`) runs a two-step scenario against the loopback fake
 * Messages API, with sentinel secrets in its environment, as root and as an unprivileged user. The
 * driver writes a marker file (and what it could steal) when it runs; inside the sandbox the root
 * file system is read-only, so a marker means it ran outside. The step's commit must still hold the
 * agent's files, unfiltered.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT, runNode } from '../helpers/run-node.js'
import { ensureTraversable, harnessUsers, type HarnessUser } from '../helpers/as-user.js'

jest.setTimeout(120_000)

const KEY = 'sk-ant-SENTINEL-rowB-7e57ab1e'
const GH = 'ghs_SENTINELrowB000000000000000000000'
const RUNTIME = 'ACTIONS-RUNTIME-SENTINEL-rowB'

let base: string
let markDir: string
let githubEnv: string
let fake: FakeAnthropic

/** What the agent's Bash runs (in the scenario repository, sandboxed). */
function attack(): string {
  const driver = [
    '#!/bin/sh',
    `echo "ran $0 $* uid=$(id -u)" > '${markDir}/ran-'$$ 2>/dev/null`,
    `cat /proc/$PPID/environ > '${markDir}/stolen-'$$ 2>/dev/null`,
    `echo 'NODE_OPTIONS=--require=/tmp/evil.js' >> '${githubEnv}' 2>/dev/null`,
    'if [ -f "$1" ]; then cat "$1"; else cat; fi',
  ].join('\n')
  return [
    `cat > evil.sh <<'EOS'\n${driver}\nEOS`,
    'chmod +x evil.sh',
    'D="$PWD/evil.sh"',
    'git config filter.evil.clean "$D"',
    'git config filter.evil.smudge "$D"',
    'git config filter.evil.process "$D"',
    'git config diff.evil.textconv "$D"',
    'git config diff.external "$D"',
    'git config core.fsmonitor "$D"',
    'mkdir -p hooks && for h in pre-commit post-commit commit-msg post-index-change; do cp evil.sh hooks/$h; done',
    'git config core.hooksPath "$PWD/hooks"',
    'for h in pre-commit post-commit; do cp evil.sh .git/hooks/$h; done',
    'printf \'[filter "inc"]\\n\\tclean = %s\\n[core]\\n\\tfsmonitor = %s\\n\' "$D" "$D" > inc.cfg',
    'git config include.path "$PWD/inc.cfg"',
    "printf '* filter=evil diff=evil\\n*.md filter=inc\\n' > .gitattributes",
    'echo "agent payload" > payload.txt',
    'echo "# notes" > notes.md',
    'mkdir -p sub && (cd sub && git init -q && git config core.fsmonitor "$D" && git config filter.evil.clean "$D" && echo x > f && git add f && git -c user.name=a -c user.email=a@b commit -qm sub) >/dev/null 2>&1 || true',
    'echo ATTACK-PLANTED',
  ].join('\n')
}

function expectNothingEscaped(): void {
  expect(readdirSync(markDir)).toEqual([])
  expect(readFileSync(githubEnv, 'utf8')).toBe('')
}

const SCENARIO = {
  id: 'git-config-attack',
  description: 'The agent plants git drivers; the harness commits after each step.',
  cost_class: 'low',
  setup: { repo_strategy: 'local-tmp-init', seed: { files: [{ path: 'README.md', content: '# repo\n' }] } },
  steps: [
    { step: 1, skill: 'evil', prompt: 'Set up the repository.', verify: [{ text: 'payload.txt exists', check: { kind: 'file_exists', path: 'payload.txt' } }] },
    { step: 2, skill: 'evil', prompt: 'Set it up again.', verify: [{ text: 'notes.md exists', check: { kind: 'file_exists', path: 'notes.md' } }] },
  ],
  final_assertions: [{ text: 'payload.txt is what the agent wrote', check: { kind: 'contains', in: 'payload.txt', value: 'agent payload' } }],
}

async function scenarioRepo(user: HarnessUser): Promise<string> {
  const root = await realpath(await mkdtemp(join(base, 'repo-')))
  const files: Record<string, string> = {
    'evals/config.yaml': 'bash: true\nseverities:\n  coverage.no-evals: off\n',
    'skills/evil/SKILL.md': '---\nname: evil\ndescription: Sets up repositories. Use when asked to set one up.\n---\n\n# evil\n\nSet it up.\n',
    'evals/pipeline/git-config-attack.json': JSON.stringify(SCENARIO),
  }
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(root, rel, '..'), { recursive: true })
    await writeFile(join(root, rel), text)
  }
  user.handOver(root)
  return root
}

beforeAll(async () => {
  if (!existsSync(join(PROJECT_ROOT, 'dist', 'cli.js'))) throw new Error('run `npm run build` first (this test starts dist/cli.js)')
  base = await realpath(await mkdtemp(join(tmpdir(), 'row-b-')))
  await chmod(base, 0o755)
  ensureTraversable(base)
  ensureTraversable(PROJECT_ROOT)
  markDir = join(base, 'marks')
  await mkdir(markDir)
  chmodSync(markDir, 0o777)
  githubEnv = join(base, 'github_env')
  await writeFile(githubEnv, '')
  chmodSync(githubEnv, 0o666)
  // Every step: one Bash call with the attack, then a plain answer.
  fake = await startFakeAnthropic({
    handler: (req) => (JSON.stringify(req.body?.messages ?? []).includes('tool_result') ? textReply('Done.') : toolUseReply('Bash', { command: attack() })),
  })
})

afterAll(async () => {
  await fake?.close()
  await rm(base, { recursive: true, force: true })
})

for (const user of harnessUsers()) {
  describe(`row B as ${user.name}`, () => {
    test('drivers the agent writes into the scenario repository never run in the harness; its files are committed unfiltered', async () => {
      const repo = await scenarioRepo(user)
      const home = await mkdtemp(join(base, 'home-'))
      user.handOver(home)
      const out = join(repo, 'out')
      const r = await runNode('dist/cli.js', ['pipeline', '--root', repo, '--out', out], {
        cwd: repo,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          TMPDIR: home,
          ANTHROPIC_API_KEY: KEY,
          ANTHROPIC_BASE_URL: fake.url,
          GITHUB_TOKEN: GH,
          ACTIONS_RUNTIME_TOKEN: RUNTIME,
          GITHUB_ENV: githubEnv,
          NO_PROXY: '127.0.0.1,localhost',
        },
        timeoutMs: 90_000,
        wrap: user.wrap,
      })
      expect(readdirSync(markDir)).toEqual([]) // first: did a driver run in the harness?
      expect({ code: r.code, err: r.stderr, out: r.code === 0 ? '' : r.stdout.slice(-3000) }).toEqual({ code: 0, err: '', out: '' })
      const result = JSON.parse(await readFile(join(out, 'pipelines', 'git-config-attack', 'result.json'), 'utf8')) as {
        status: string
        steps: { status: string; filesChanged: string[]; diff: string; toolCalls: number }[]
      }
      // The attack really ran (the agent's Bash planted everything) and the harness committed after it.
      const transcript = await readFile(join(out, 'pipelines', 'git-config-attack', 'step-1', 'transcript.md'), 'utf8')
      expect(transcript).toContain('ATTACK-PLANTED')
      expect(result.steps.map((s) => s.status)).toEqual(['pass', 'pass'])
      expect(result.status).toBe('pass')
      expect(result.steps[0]!.filesChanged).toEqual(expect.arrayContaining(['.gitattributes', 'evil.sh', 'inc.cfg', 'notes.md', 'payload.txt']))
      // Committed as written: no clean filter rewrote it, no textconv in the diff.
      expect(result.steps[0]!.diff).toContain('+agent payload')
      expect(result.steps[0]!.filesChanged.some((f) => f.startsWith('.git/'))).toBe(false)
      expectNothingEscaped()
      for (const s of [KEY, GH, RUNTIME]) expect(r.stdout).not.toContain(s)
    })
  })
}
