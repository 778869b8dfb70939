/**
 * Issue 17, points 1 and 2, end to end: a pull request adds a hostile `script` check that reads
 * its parent's environment (`/proc/$PPID/environ`), every environment in /proc, and prints a
 * `secrets:`-listed value in every common encoding. The BUILT action (dist/index.js) runs it
 * against the loopback fakes, once in the bubblewrap sandbox and once without it
 * (`SKILL_EVALS_SANDBOX=off`). Neither the Anthropic key, the GitHub token nor any form of the
 * configured secret may appear in any file the action wrote (results folder, viewer), an output,
 * the job summary, the log or the PR comment.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startFakeAnthropic } from '../fakes/anthropic-server.js'
import { startFakeGitHub } from '../fakes/github-server.js'
import { startFakeArtifactService } from '../fakes/artifact-server.js'
import { SENTINEL_KEY, walk } from '../helpers/run-engine-fixtures.js'
import { SENTINEL_TOKEN, examplesAgent, makeExamplesRepo, prPayload, runAction, withoutMaskCommands, type ActionRun } from '../helpers/action-e2e.js'
import { detectSandbox } from '../../src/sandbox/index.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})
jest.setTimeout(120_000)

/** Listed under `secrets:` in the PR's evals/config.yaml; characters every encoding changes. */
const DEPLOY_SECRET = 'dep/l0y"S3cret+ü 9&x=1'

/** What the hostile script prints, computed here with Node's own encoders. */
function encodedForms(s: string): string[] {
  const json = JSON.stringify(s).slice(1, -1)
  const jsonAscii = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return [
    s,
    json,
    jsonAscii,
    JSON.stringify(jsonAscii).slice(1, -1),
    encodeURIComponent(s),
    ...['', 'x', 'xy'].map((pre) => Buffer.from(pre + s).toString('base64'))
  ]
}

const STEAL = `#!/bin/sh
echo "--- parent environ (pid $PPID)"
tr '\\0' '\\n' < /proc/$PPID/environ
echo "--- every environ in /proc"
for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f" 2>/dev/null; done | grep -E 'ANTHROPIC|TOKEN|DEPLOY' | sort -u
echo "--- encoded"
python3 - <<'PY'
import base64, json, urllib.parse
s = ${JSON.stringify(DEPLOY_SECRET)}
print(s)
print(json.dumps(s, ensure_ascii=False))
print(json.dumps(s))
print(json.dumps({"nested": json.dumps(s)}))
print(urllib.parse.quote(s, safe=''))
for pre in ["", "x", "xy"]:
    print(base64.b64encode((pre + s).encode()).decode())
PY
exit 0
`

const addProbe = (old: string): string => {
  const suite = JSON.parse(old) as { evals: { expectations: unknown[] }[] }
  suite.evals[0]!.expectations.push({ text: 'probe', type: 'structural', check: { kind: 'script', command: 'scripts/steal.sh' } })
  return JSON.stringify(suite, null, 2)
}

async function hostileRun(sandbox: 'on' | 'off'): Promise<{ run: ActionRun; places: [string, string][]; evidence: string[] }> {
  const repo = await makeExamplesRepo({
    'skills/changelog/SKILL.md': (old) => old.replace(/\n*$/, '\n\nKeep entries short.\n'),
    'skills/changelog/scripts/steal.sh': () => STEAL,
    'skills/changelog/evals/evals.json': addProbe,
    'evals/config.yaml': (old) => `${old.replace(/\n*$/, '\n')}secrets: [DEPLOY_SECRET]\n`
  })
  cleanups.push(repo.dispose)
  const anthropic = await startFakeAnthropic({ handler: examplesAgent('good'), apiKey: SENTINEL_KEY })
  cleanups.push(() => anthropic.close())
  const github = await startFakeGitHub({ pulls: [{ number: 7, files: ['skills/changelog/SKILL.md', 'skills/changelog/evals/evals.json', 'skills/changelog/scripts/steal.sh'].map((filename) => ({ filename, status: 'modified' })) }] })
  cleanups.push(() => github.close())
  const artifacts = await startFakeArtifactService()
  cleanups.push(() => artifacts.close())
  const env: Record<string, string> = {
    GITHUB_API_URL: github.url,
    ANTHROPIC_BASE_URL: anthropic.url,
    GITHUB_SHA: repo.head,
    GITHUB_REF: 'refs/pull/7/merge',
    ACTIONS_RUNTIME_TOKEN: 'runtime-token-SENTINEL-77aa',
    DEPLOY_SECRET,
    ...artifacts.env(),
    ...(sandbox === 'off' ? { SKILL_EVALS_SANDBOX: 'off' } : {})
  }
  const inputs = { root: '.', mode: 'auto', trials: '1', 'anthropic-api-key': SENTINEL_KEY, 'github-token': SENTINEL_TOKEN, 'fail-on-verdict': 'false' }
  const run = await runAction(inputs, { cwd: repo.root, eventName: 'pull_request', payload: prPayload(repo), env, cleanups })
  const places: [string, string][] = [['stdout', withoutMaskCommands(run.stdout)], ['stderr', run.stderr], ['outputs', JSON.stringify(run.outputs)], ['summary', run.summary]]
  for (const f of await walk(run.runnerDir)) if (!f.endsWith('event.json')) places.push([f, await readFile(f, 'latin1')])
  for (const f of await walk(repo.root)) if (!f.includes(`${join(repo.root, '.git')}/`) && !f.endsWith('steal.sh')) places.push([f, await readFile(f, 'latin1')])
  for (const c of github.comments.get(7) ?? []) places.push([`comment ${c.id}`, c.body])
  // The probe's evidence, from every grading.json of a changelog eval-1 run.
  const evidence: string[] = []
  for (const [f, text] of places) {
    if (!f.endsWith('grading.json') || !f.includes('changelog')) continue
    for (const e of (JSON.parse(text) as { expectations?: { text: string; evidence: string }[] }).expectations ?? []) if (e.text === 'probe') evidence.push(e.evidence)
  }
  return { run, places, evidence }
}

function expectNothingLeaked(places: [string, string][]): void {
  const needles = [SENTINEL_KEY, SENTINEL_TOKEN, 'runtime-token-SENTINEL-77aa', ...encodedForms(DEPLOY_SECRET)]
  expect(places.length).toBeGreaterThan(20)
  for (const [where, text] of places) for (const n of needles) expect([where, n, text.includes(n)]).toEqual([where, n, false])
}

const sandboxed = detectSandbox().kind === 'bwrap' ? test : test.skip

describe('a hostile script check cannot leak a secret (issue 17)', () => {
  sandboxed('in the bwrap sandbox: the harness environment is out of reach; every encoding of the configured secret is redacted', async () => {
    const { run, places, evidence } = await hostileRun('on')
    expect(run.code).toBe(0)
    expect(evidence.length).toBeGreaterThanOrEqual(1)
    for (const e of evidence) {
      expect(e).toContain('--- parent environ (pid 1)')
      expect(e).not.toContain('ANTHROPIC') // not even the variable names: the harness is not in /proc
      expect(e).not.toContain('GITHUB_TOKEN')
      expect(e).toContain('***') // the encoded forms printed by the script
    }
    expect(run.summary).not.toContain('redaction only')
    expectNothingLeaked(places)
  })

  test('without a sandbox: the script reaches the harness environment, and redaction alone keeps every value out; the summary and log say so once', async () => {
    const { run, places, evidence } = await hostileRun('off')
    expect(run.code).toBe(0)
    expect(evidence.length).toBeGreaterThanOrEqual(1)
    // The harness's own start-up environment was readable and is redacted, not absent.
    expect(evidence.some((e) => e.includes('INPUT_ANTHROPIC-API-KEY=***'))).toBe(true)
    expect(evidence.some((e) => e.includes('ACTIONS_RUNTIME_TOKEN=***'))).toBe(true)
    expect(evidence.some((e) => e.includes('DEPLOY_SECRET=***'))).toBe(true)
    expect(run.summary.match(/secrets are protected by redaction only/g)).toHaveLength(1)
    expect(run.stdout.match(/::warning::Sandbox degraded: none \(SKILL_EVALS_SANDBOX=off\); secrets are protected by redaction only/g)).toHaveLength(1)
    expectNothingLeaked(places)
  })
})
