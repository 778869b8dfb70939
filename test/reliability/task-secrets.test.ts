/**
 * Issue 20 (one runner, Must have 2: redaction applies to every task kind): a registered secret —
 * the API key the CLI is started with — that the model puts in its answer (a tool call's input,
 * a file it writes, its reply, the judge's evidence) reaches none of the files a task kind
 * writes. Each kind runs through its CLI command (the real @anthropic-ai/sdk against the loopback
 * fake Messages API), and every file of its results folder is read back.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runCli, type CliIo } from '../../src/cli/main.js'
import { clearSecrets } from '../../src/redact/index.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

jest.setTimeout(60_000)

const SECRET = 'sk-ant-api03-TASKLEAK-7c1e9a4f2b8d'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
  clearSecrets()
})

async function setup(files: Record<string, string>, handler: FakeHandler) {
  const r = await makeRepo(files)
  cleanups.push(r.dispose)
  const fake = await startFakeAnthropic({ handler })
  cleanups.push(() => fake.close())
  let out = ''
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (out += t), env: { ANTHROPIC_API_KEY: SECRET, ANTHROPIC_BASE_URL: fake.url, PATH: process.env.PATH }, cwd: r.root, isTTY: false }
  return { root: r.root, fake, io, out: () => out }
}

/** Every file under `dir` with its text. */
async function filesUnder(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(join(e.parentPath, e.name).slice(dir.length + 1), await readFile(join(e.parentPath, e.name), 'utf8'))
  }
  return out
}

function expectNoSecret(files: Map<string, string>, mustRedact: string[]): void {
  expect([...files].filter(([, text]) => text.includes(SECRET)).map(([f]) => f)).toEqual([])
  for (const f of mustRedact) expect([f, files.get(f)?.includes('***')]).toEqual([f, true])
}

const userText = (req: RecordedRequest): string => {
  const c = req.body?.messages?.[0]?.content
  return typeof c === 'string' ? c : (c ?? []).map((b: { text?: string }) => b.text ?? '').join('')
}
const isStructured = (req: RecordedRequest): boolean => req.body?.output_config?.format?.type === 'json_schema'

describe('a secret in the model’s answer reaches no file of a task kind (issue 20)', () => {
  test('trigger evals: the results file and the task log (--log)', async () => {
    const s = await setup(
      {
        'skills/plan/SKILL.md': skillMd('plan', 'Turn a spec into tasks. Use when the user asks to plan work.'),
        'skills/adr/SKILL.md': skillMd('adr'),
        'evals/config.yaml': 'cache: off\n',
        'evals/triggers/plan.json': JSON.stringify([
          { query: 'plan the reset work', should_trigger: true },
          { query: 'what is the weather', should_trigger: false }
        ])
      },
      (req) => {
        const turns = (req.body.messages as unknown[]).length
        // Turn 1: a tool call whose input holds the key; turn 2: load the skill (or answer).
        if (turns === 1) return toolUseReply('Glob', { pattern: `**/${SECRET}*` })
        return userText(req).startsWith('plan') ? toolUseReply('Skill', { skill: 'plan' }) : textReply(`No skill needed (${SECRET}).`)
      }
    )
    const code = await runCli(['triggers', 'plan', '--runs-per-query', '1', '--out', 'out/plan.json', '--log', 'out/plan.log.jsonl'], s.io)
    expect({ code, out: code === 0 ? '' : s.out() }).toEqual({ code: 0, out: '' })
    const files = await filesUnder(join(s.root, 'out'))
    expect([...files.keys()].sort()).toEqual(['plan.json', 'plan.log.jsonl'])
    expectNoSecret(files, ['plan.log.jsonl'])
    // The log is still one JSON line per run after redaction.
    expect(files.get('plan.log.jsonl')!.trim().split('\n').map((l) => (JSON.parse(l) as { key: string }).key.split('/')[3])).toEqual(expect.arrayContaining(['query-1', 'query-2']))
  })

  test('pipelines: result.json, pipelines.json and each step’s transcript, diff and grading', async () => {
    const scenario = {
      id: 'leak',
      description: 'One step that writes the key into a file and its reply.',
      cost_class: 'low',
      setup: { repo_strategy: 'local-tmp-init', seed: { files: [{ path: 'README.md', content: '# Repo\n' }] } },
      steps: [
        {
          step: 1,
          skill: 'plan',
          prompt: 'Write notes.md.',
          verify: [{ text: 'notes.md exists', check: { kind: 'file_exists', path: 'notes.md' } }, 'The notes name a key']
        }
      ],
      final_assertions: ['The repository has notes']
    }
    const s = await setup(
      {
        'skills/plan/SKILL.md': skillMd('plan'),
        'evals/evals.json': JSON.stringify({ skill_name: 'r', evals: [1, 2].map((id) => ({ id, skill: 'plan', prompt: `Plan ${id}.`, expected_output: 'A plan.', assertions: ['A plan exists', 'It names the steps'] })) }),
        'evals/config.yaml': 'cache: off\n',
        'evals/pipeline/leak.json': JSON.stringify(scenario)
      },
      (req) => {
        if (isStructured(req)) return textReply(JSON.stringify({ evidence: `The notes hold ${SECRET}.`, passed: true }))
        const turns = (req.body.messages as unknown[]).length
        return turns === 1 ? toolUseReply('Write', { file_path: 'notes.md', content: `key: ${SECRET}\n` }) : textReply(`Wrote notes.md with ${SECRET}.`)
      }
    )
    const code = await runCli(['pipeline', '--out', 'out'], s.io)
    expect({ code, out: code === 0 ? '' : s.out() }).toEqual({ code: 0, out: '' })
    const files = await filesUnder(join(s.root, 'out'))
    expect([...files.keys()].filter((f) => !f.startsWith('.')).sort()).toEqual([
      'pipelines.json',
      'pipelines/leak/result.json',
      'pipelines/leak/step-1/diff.patch',
      'pipelines/leak/step-1/grading.json',
      'pipelines/leak/step-1/transcript.md'
    ])
    expectNoSecret(files, ['pipelines/leak/result.json', 'pipelines/leak/step-1/diff.patch', 'pipelines/leak/step-1/grading.json', 'pipelines/leak/step-1/transcript.md'])
  })

  test('golden / regression: the results file, the run folders and the task log (--resume)', async () => {
    const golden = ['case-1', 'case-2'].map((id) => JSON.stringify({ id, input: `Input for ${id}.`, expected_output_summary: `Summary of ${id}`, expected_format: 'one paragraph', weight: 1, tags: ['happy-path'] })).join('\n') + '\n'
    const s = await setup(
      {
        'skills/review/SKILL.md': `---\nname: review\ndescription: Reviews code. Use when the user asks for a review.\nversion: 1.0.0\n---\n\n# Review\n`,
        'evals/skills/review/golden.jsonl': golden,
        'evals/config.yaml': 'cache: off\n'
      },
      (req) =>
        isStructured(req)
          ? textReply(JSON.stringify({ evidence: `The output quotes ${SECRET}.`, coverage: 90, format: 90, clarity: 90 }))
          : textReply(`Review done; the key is ${SECRET}.`)
    )
    const code = await runCli(['regression', 'review', '--resume'], s.io)
    expect({ code, out: code === 0 ? '' : s.out() }).toEqual({ code: 0, out: '' })
    const files = await filesUnder(join(s.root, '.skill-evals', 'regression'))
    const results = [...files.keys()].filter((f) => f.endsWith('.jsonl') && !f.includes('/runs/'))
    expect(results).toHaveLength(1)
    const transcripts = [...files.keys()].filter((f) => f.endsWith('transcript.md'))
    expect(transcripts).toHaveLength(2)
    expectNoSecret(files, [...results, ...transcripts, 'review/runs/trials.jsonl'])
    expectNoSecret(await filesUnder(join(s.root, 'evals', 'baselines')), [])
  })
})
