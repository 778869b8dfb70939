/**
 * Issue 17, points 1, 2 and 6 — against real processes and files (no mocks of child_process or
 * fs): the secret redaction and its encodings, children that cannot reach the harness's
 * environment (bubblewrap PID namespace where it works), children killed whole when their step
 * ends (a `setsid` child included, with and without the sandbox), hard links refused by Read and
 * the outputs copy, and the outputs size cap.
 *
 * The end-to-end half (a hostile script check in a pull request, through the built action, the
 * PR comment, the job summary and every results file) is in test/e2e/action-secrets.test.ts.
 */
import { afterAll, afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck, type CheckContext } from '../../src/checks/checks.js'
import { runTool, type ToolContext } from '../../src/run/tools/index.js'
import { collectOutputs, DEFAULT_OUTPUTS_MAX_BYTES, type SkippedOutput } from '../../src/run/outputs.js'
import { base64Fragments, clearSecrets, containsSecret, redact, redactBytes, registerSecret, registerSecretNames, initSecrets, secretForms } from '../../src/redact/index.js'
import { detectSandbox, markedProcesses, sandboxNotice, setSandboxForTests, NO_SANDBOX_NOTICE } from '../../src/sandbox/index.js'
import { startKeyProxy } from '../../src/run/claude-code/key-proxy.js'
import { loadConfig } from '../../src/discover/config.js'
import type { Check } from '../../src/types.js'

jest.setTimeout(60_000)

const KEY = 'sk-ant-api03-SECRETPROTECT-4f9a1c7e2b'
/** A secret with characters every encoding changes. */
const ODD = 'p@ss/w"rd+ü 9&x=1\\tail'

const bwrapWorks = detectSandbox().kind === 'bwrap'
const sandboxed = bwrapWorks ? test : test.skip
if (!bwrapWorks) process.stderr.write(`\n[secrets tests] sandboxed cases SKIPPED: ${sandboxNotice()}\n\n`)

let root: string
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-secrets-')))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  setSandboxForTests(undefined)
  clearSecrets()
})
afterAll(() => clearSecrets())

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ─── 1. Redaction ─────────────────────────────────────────────────────────────────────

describe('redaction (issue 17, point 1)', () => {
  test('the value, JSON-escaped (once and twice), URL-encoded and base64/base64url forms become ***', () => {
    registerSecret(ODD)
    const b64 = Buffer.from(ODD).toString('base64')
    const cases = [
      ODD,
      JSON.stringify(ODD),
      JSON.stringify(JSON.stringify({ k: ODD })),
      encodeURIComponent(ODD),
      new URLSearchParams({ q: ODD }).toString(),
      b64,
      Buffer.from(ODD).toString('base64url'),
      `Authorization: Basic ${b64}`
    ]
    for (const text of cases) {
      const out = redact(`before ${text} after`)
      expect([text, out.includes('***')]).toEqual([text, true])
      expect([text, containsSecret(out)]).toEqual([text, false])
      expect(out).toMatch(/^before /)
    }
  })

  test('base64 of a longer text: the secret at every byte offset (the 3 aligned forms) is caught', () => {
    registerSecret(KEY)
    expect(base64Fragments(Buffer.from(KEY))).toHaveLength(3)
    for (let pre = 0; pre < 9; pre++) {
      const plain = Buffer.from(`${'x'.repeat(pre)}ANTHROPIC_API_KEY=${KEY}\nnext line`)
      for (const enc of [plain.toString('base64'), plain.toString('base64url')]) {
        const out = redact(enc)
        expect(out).not.toBe(enc)
        // Whatever survives decodes to text without the key.
        for (const part of out.split('***')) expect(Buffer.from(part, 'base64').toString('latin1')).not.toContain(KEY)
      }
    }
  })

  test('bytes (a binary output file) are redacted on the secret’s UTF-8 bytes; short values are not registered', () => {
    registerSecret(ODD)
    const bin = Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(ODD, 'utf8'), Buffer.from([0, 0])])
    const out = redactBytes(bin)
    expect(out.includes(Buffer.from(ODD, 'utf8'))).toBe(false)
    expect(out.includes(Buffer.from('***'))).toBe(true)
    expect(registerSecret('short')).toBe(false)
    expect(redact('a short text stays')).toBe('a short text stays')
    expect(secretForms(ODD).length).toBeGreaterThanOrEqual(8)
  })

  test('`secrets:` in evals/config.yaml names variables whose values join the registry', async () => {
    mkdirSync(path.join(root, 'evals'))
    writeFileSync(path.join(root, 'evals/config.yaml'), 'secrets: [DEPLOY_TOKEN]\noutputs-max-mb: 5\n')
    const { config, findings } = await loadConfig(root)
    expect(findings).toEqual([])
    expect(config.secrets).toEqual(['DEPLOY_TOKEN'])
    expect(config.outputsMaxMb).toBe(5)
    initSecrets({ DEPLOY_TOKEN: 'deploy-token-value-123', GITHUB_TOKEN: 'ghs_registered_at_startup_0001' })
    expect(registerSecretNames(config.secrets)).toEqual(['DEPLOY_TOKEN'])
    expect(redact('x deploy-token-value-123 ghs_registered_at_startup_0001 y')).toBe('x *** *** y')
  })

  test('a script check that prints a known secret in every encoding: the evidence holds none of them', async () => {
    registerSecret(ODD)
    const skillDir = path.join(root, 'skill')
    const outputs = path.join(root, 'outputs')
    mkdirSync(path.join(skillDir, 'scripts'), { recursive: true })
    mkdirSync(outputs)
    const forms = [ODD, JSON.stringify(ODD), encodeURIComponent(ODD), Buffer.from(`xy${ODD}`).toString('base64')]
    // The forms are produced by real encoders in the child (python3 / base64), not by the harness.
    writeFileSync(
      path.join(skillDir, 'scripts/leak.py'),
      [
        'import base64, json, urllib.parse',
        `s = ${JSON.stringify(ODD)}`,
        'print(s)',
        'print(json.dumps(s))',
        'print(json.dumps({"nested": json.dumps(s)}))',
        "print(urllib.parse.quote(s, safe=''))",
        'for pre in ["", "x", "xy"]:',
        '    print(base64.b64encode((pre + s).encode()).decode())',
        ''
      ].join('\n')
    )
    const ctx: CheckContext = { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir }
    const r = await runCheck({ kind: 'script', command: 'scripts/leak.py' } as Check, ctx)
    expect(r.passed).toBe(true)
    expect(r.evidence.split('***').length - 1).toBeGreaterThanOrEqual(7)
    for (const f of forms) expect(r.evidence).not.toContain(f)
    expect(containsSecret(r.evidence)).toBe(false)
  })
})

// ─── 2. Children cannot read the harness's secrets ────────────────────────────────────

function scriptCtx(script: string): CheckContext {
  const skillDir = path.join(root, 'skill')
  const outputs = path.join(root, 'outputs')
  mkdirSync(path.join(skillDir, 'scripts'), { recursive: true })
  mkdirSync(outputs, { recursive: true })
  writeFileSync(path.join(skillDir, 'scripts/probe.sh'), script)
  chmodSync(path.join(skillDir, 'scripts/probe.sh'), 0o755)
  return { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir }
}

/** `NAME=value` lines of this process's start-up environment that no child is given. */
function harnessOnlyVariables(): string[] {
  const allowed = new Set(['PATH', 'HOME', 'TMPDIR', 'LANG', 'SKILL_EVALS_STEP'])
  return readFileSync('/proc/self/environ', 'latin1')
    .split('\0')
    .filter((l) => l.includes('=') && !allowed.has(l.split('=')[0]!) && l.split('=')[1]!.length >= 6)
    .map((l) => `${l}\n`)
    .slice(0, 20)
}

const PROBE = [
  '#!/bin/sh',
  'echo "ppid=$PPID"',
  'echo "--- parent environ"',
  'tr "\\0" "\\n" < /proc/$PPID/environ',
  'echo "--- own env"',
  'env',
  'echo "--- visible pids"',
  'ls /proc | grep -c "^[0-9]"',
  'echo "--- every environ"',
  'cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n" | sort -u',
  ''
].join('\n')

describe('children cannot read the harness environment (issue 17, point 2)', () => {
  test('the sandbox is detected once; without it the run says "secrets are protected by redaction only"', () => {
    setSandboxForTests({ kind: 'none', reason: 'test' })
    expect(sandboxNotice()).toContain(NO_SANDBOX_NOTICE)
    setSandboxForTests(undefined)
    const a = detectSandbox()
    expect(detectSandbox()).toBe(a)
    expect(sandboxNotice() === undefined).toBe(a.kind === 'bwrap')
  })

  sandboxed('script check in bwrap: /proc/$PPID/environ is the sandbox init’s allow-listed one; the harness is not in /proc', async () => {
    // Variables this test process was started with (its /proc/self/environ) that the allow-list
    // does not pass: none of them may be visible to the script anywhere in its /proc.
    const ours = harnessOnlyVariables()
    expect(ours.length).toBeGreaterThan(0)
    const r = await runCheck({ kind: 'script', command: 'scripts/probe.sh' } as Check, scriptCtx(PROBE))
    expect(r.passed).toBe(true)
    const ev = r.evidence
    expect(ev).toContain('ppid=1\n') // the namespace's init is its parent
    for (const line of ours) expect([line, ev.includes(line)]).toEqual([line, false])
    const parentEnv = ev.split('--- parent environ\n')[1]!.split('--- own env')[0]!.trim().split('\n').map((l) => l.split('=')[0]).sort()
    expect(parentEnv).toEqual(['HOME', 'PATH', 'SKILL_EVALS_STEP', 'TMPDIR'])
    const visible = Number(ev.split('--- visible pids\n')[1]!.split('\n')[0])
    expect(visible).toBeLessThan(6) // bwrap's init, the script and its pipeline
  })

  sandboxed('Bash in bwrap: same; and the file system is read-only outside the workspace and its TMPDIR', async () => {
    const ws = path.join(root, 'ws')
    mkdirSync(ws)
    const outside = path.join(root, 'outside.txt')
    const ctx: ToolContext = { workspaceDir: ws, bash: true, filesWritten: new Set() }
    const r = await runTool('Bash', { command: `${PROBE.split('\n').slice(1).join('\n')}\necho planted > ${outside} || echo REFUSED; echo t > "$TMPDIR/t" && echo TMP-OK` }, ctx)
    expect(r.output).toContain('ppid=1\n')
    for (const line of harnessOnlyVariables()) expect([line, r.output.includes(line)]).toEqual([line, false])
    expect(r.output).toContain('REFUSED')
    expect(r.output).toContain('TMP-OK')
    expect(existsSync(outside)).toBe(false)
  })

  test('without the sandbox the child still gets only the allow-listed environment, and output is redacted', async () => {
    setSandboxForTests({ kind: 'none', reason: 'test' })
    registerSecret(KEY)
    const r = await runCheck({ kind: 'script', command: 'scripts/probe.sh' } as Check, scriptCtx(`#!/bin/sh\necho "--- own env"\nenv\necho "--- visible pids"\necho "leak: ${KEY}"\n`))
    const own = r.evidence.split('--- own env\n')[1]!.split('--- visible pids')[0]!.trim().split('\n').map((l) => l.split('=')[0]).filter((n) => n !== 'PWD').sort() // sh sets PWD itself
    expect(own).toEqual(['HOME', 'PATH', 'SKILL_EVALS_STEP', 'TMPDIR'])
    expect(r.evidence).toContain('leak: ***')
    expect(r.evidence).not.toContain(KEY)
  })

  test('Claude Code key proxy: a placeholder is accepted, anything else refused; the real key is added upstream; requests and usage counted', async () => {
    const seen: { key: string | undefined; path: string }[] = []
    const upstream = http.createServer((req, res) => {
      seen.push({ key: req.headers['x-api-key'] as string | undefined, path: req.url ?? '' })
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write('event: message_start\ndata: {"type":"message_start","message":{"usage":{"input_tokens":11,"output_tokens":1}}}\n\n')
        res.end('event: message_delta\ndata: {"type":"message_delta","usage":{"output_tokens":7}}\n\n')
      })
    })
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()))
    const port = (upstream.address() as { port: number }).port
    const proxy = await startKeyProxy({ upstream: `http://127.0.0.1:${port}`, apiKey: KEY })
    try {
      expect(proxy.placeholder).not.toContain(KEY)
      const ok = await fetch(`${proxy.url}/v1/messages?beta=true`, { method: 'POST', headers: { 'x-api-key': proxy.placeholder, 'content-type': 'application/json' }, body: '{"stream":true}' })
      expect(ok.status).toBe(200)
      expect(await ok.text()).toContain('message_delta')
      const bad = await fetch(`${proxy.url}/v1/messages`, { method: 'POST', headers: { 'x-api-key': KEY }, body: '{}' })
      expect(bad.status).toBe(401)
      expect(seen).toEqual([{ key: KEY, path: '/v1/messages?beta=true' }])
      expect(proxy.stats).toMatchObject({ requests: 1, refused: 1, byPath: { '/v1/messages': 1 }, byStatus: { '200': 1 } })
      expect(proxy.stats.usage).toMatchObject({ input_tokens: 11, output_tokens: 7 })
    } finally {
      await proxy.close()
      await new Promise<void>((r) => upstream.close(() => r()))
    }
  })
})

// ─── 6. Contained: killed whole, hard links refused, outputs capped ───────────────────

async function markerFileAppearsAfter(file: string, ms: number): Promise<boolean> {
  await sleep(ms)
  return existsSync(file)
}

describe('contained steps (issue 17, point 6)', () => {
  for (const mode of ['bwrap', 'process group + marker sweep'] as const) {
    const t = mode === 'bwrap' ? sandboxed : test
    t(`Bash (${mode}): a setsid child does not outlive the command`, async () => {
      if (mode !== 'bwrap') setSandboxForTests({ kind: 'none', reason: 'test' })
      const ws = path.join(root, 'ws')
      mkdirSync(ws)
      const escaped = path.join(ws, 'escaped')
      const ctx: ToolContext = { workspaceDir: ws, bash: true, filesWritten: new Set() }
      const t0 = Date.now()
      const r = await runTool('Bash', { command: `setsid sh -c 'sleep 2; touch ${escaped}' >/dev/null 2>&1 < /dev/null & echo started` }, ctx)
      expect(r.output).toBe('started')
      expect(Date.now() - t0).toBeLessThan(1500)
      expect(await markerFileAppearsAfter(escaped, 3000)).toBe(false)
    })

    t(`script check (${mode}): a setsid child does not outlive the script`, async () => {
      if (mode !== 'bwrap') setSandboxForTests({ kind: 'none', reason: 'test' })
      const mark = path.join(root, 'outputs-escaped')
      // The check's HOME is writable in both modes; the child writes the marker path there first.
      const r = await runCheck(
        { kind: 'script', command: 'scripts/probe.sh' } as Check,
        scriptCtx(`#!/bin/sh\nsetsid sh -c 'sleep 2; echo alive > "$HOME/alive"; cp "$HOME/alive" ${mark} 2>/dev/null' >/dev/null 2>&1 < /dev/null &\necho started\n`)
      )
      expect(r.passed).toBe(true)
      expect(await markerFileAppearsAfter(mark, 3000)).toBe(false)
      // Nothing marked for any step is still running.
      const leftovers = spawnSync('sh', ['-c', 'pgrep -f "sleep 2; echo aliv[e]" || true']).stdout.toString().trim()
      expect(leftovers).toBe('')
    })
  }

  test('the marker sweep finds processes by their SKILL_EVALS_STEP value', async () => {
    const { spawn } = await import('node:child_process')
    const child = spawn('/bin/sh', ['-c', 'sleep 5'], { env: { PATH: '/usr/bin:/bin', SKILL_EVALS_STEP: 'sweep-test-marker' }, stdio: 'ignore' })
    try {
      await sleep(100)
      expect(markedProcesses('sweep-test-marker')).toContain(child.pid)
      expect(markedProcesses('another-marker')).not.toContain(child.pid)
    } finally {
      child.kill('SIGKILL')
    }
  })

  test('a hard link to a file outside the workspace: Read, Grep, Write and the outputs copy refuse it', async () => {
    const ws = path.join(root, 'ws')
    mkdirSync(ws)
    const outsideFile = path.join(root, 'outside-secret.txt')
    writeFileSync(outsideFile, 'OUTSIDE-SECRET-CONTENT\n')
    linkSync(outsideFile, path.join(ws, 'linked.txt'))
    writeFileSync(path.join(ws, 'plain.txt'), 'plain\n')
    const ctx: ToolContext = { workspaceDir: ws, bash: false, filesWritten: new Set() }
    const read = await runTool('Read', { file_path: 'linked.txt' }, ctx)
    expect(read).toEqual({ isError: true, output: expect.stringContaining('more than one hard link') })
    const grep = await runTool('Grep', { pattern: 'OUTSIDE' }, ctx)
    expect(grep.output).toBe('No matches found.')
    const write = await runTool('Write', { file_path: 'linked.txt', content: 'overwritten' }, ctx)
    expect(write.isError).toBe(true)
    expect(readFileSync(outsideFile, 'utf8')).toBe('OUTSIDE-SECRET-CONTENT\n')
    const skipped: SkippedOutput[] = []
    const dest = path.join(root, 'results-outputs')
    const copied = await collectOutputs(ws, dest, ['linked.txt', 'plain.txt'], { skipped })
    expect(copied).toEqual(['plain.txt'])
    expect(skipped).toEqual([{ path: 'linked.txt', bytes: 23, reason: 'more than one hard link' }])
    expect(existsSync(path.join(dest, 'linked.txt'))).toBe(false)
  })

  test('a 60 MB file written by Bash is not copied whole: the cap (default 20 MB) lists it; smaller files still copied', async () => {
    expect(DEFAULT_OUTPUTS_MAX_BYTES).toBe(20 * 1024 * 1024)
    const ws = path.join(root, 'ws')
    mkdirSync(ws)
    const ctx: ToolContext = { workspaceDir: ws, bash: true, filesWritten: new Set() }
    const r = await runTool('Bash', { command: 'head -c 62914560 /dev/zero > big.bin && head -c 15000000 /dev/zero > mid.bin && echo ok > small.txt && echo done' }, ctx)
    expect(r.output).toBe('done')
    expect([...ctx.filesWritten].sort()).toEqual(['big.bin', 'mid.bin', 'small.txt'])
    const skipped: SkippedOutput[] = []
    const dest = path.join(root, 'results-outputs')
    const copied = await collectOutputs(ws, dest, ctx.filesWritten, { skipped })
    expect(copied).toEqual(['mid.bin', 'small.txt'])
    expect(skipped).toEqual([{ path: 'big.bin', bytes: 62914560, reason: 'over the outputs size cap' }])
    const total = (await readdir(dest)).reduce((n, f) => n + readFileSync(path.join(dest, f)).length, 0)
    expect(total).toBeLessThanOrEqual(DEFAULT_OUTPUTS_MAX_BYTES)
    // A smaller configured cap applies the same way.
    const skipped2: SkippedOutput[] = []
    const dest2 = path.join(root, 'results-outputs-2')
    expect(await collectOutputs(ws, dest2, ctx.filesWritten, { maxBytes: 1024, skipped: skipped2 })).toEqual(['small.txt'])
    expect(skipped2.map((s) => s.path)).toEqual(['big.bin', 'mid.bin'])
    expect(await readFile(path.join(dest2, 'small.txt'), 'utf8')).toBe('ok\n')
  })
})
