/**
 * What every command of the bundles parses at start-up (issue 21): the large modules few runs need
 * are side files (dist/side/, scripts/build.mjs) loaded on first use, and the SDK is bundled
 * without the resources skill-evals never calls. A change that pulls one of them back into the
 * front doors' chunks (a static import of ajv, of the full SDK client) fails here.
 */
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const DIST = path.resolve('dist')
const chunkFiles = (): string[] =>
  [
    ...readdirSync(DIST).filter((f) => f.endsWith('.js')),
    ...['chunks', 'cli-chunks'].flatMap((d) => readdirSync(path.join(DIST, d)).map((f) => path.join(d, f))),
  ].map((f) => path.join(DIST, f))

/** The bundled input modules of a file (esbuild's `// path` comment before each module). */
const inputsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/^\/\/ ((?:node_modules|src)\/\S+)$/gm)].map((m) => m[1]!)

/** Bytes of the bundled module `input` in `file` (from its `// input` comment to the next module's). */
function sectionBytes(file: string, input: string): number {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(`\n// ${input}\n`)
  if (start < 0) return 0
  const next = text.slice(start + input.length + 5).search(/\n\/\/ (?:node_modules|src)\/\S+\n/)
  return next < 0 ? text.length - start : next + input.length + 5
}

/** The files a built entry loads before its first line runs (its static imports, transitively), with their sizes. */
function staticClosure(entry: string): Map<string, number> {
  const seen = new Map<string, number>()
  const todo = [path.join(DIST, entry)]
  while (todo.length > 0) {
    const f = todo.pop()!
    if (seen.has(f)) continue
    const text = readFileSync(f, 'utf8')
    seen.set(f, text.length)
    for (const m of text.matchAll(/(?:^import\s+(?:[^'"]*?\s+from\s+)?|^\} from )["'](\.[^"']+)["']/gm)) todo.push(path.resolve(path.dirname(f), m[1]!))
  }
  return seen
}
const closureBytes = (entry: string): number => [...staticClosure(entry).values()].reduce((a, b) => a + b, 0)

describe('the bundles leave out what start-up does not need', () => {
  test("ajv's schema compiler, RE2 and the results log's validators are side files, not in any chunk", () => {
    const offenders: string[] = []
    for (const f of chunkFiles()) {
      for (const input of inputsOf(f)) {
        if (/^node_modules\/ajv\/dist\/(compile|vocabularies|core\.js|2019\.js|2020\.js)/.test(input) || /^node_modules\/(ajv-formats|re2js)\//.test(input)) offenders.push(`${path.relative(DIST, f)}: ${input}`)
      }
    }
    expect(offenders).toEqual([])
    // The side files exist and hold what the chunks left out.
    expect(inputsOf(path.join(DIST, 'side', 'json-schema-engines.cjs'))).toEqual(expect.arrayContaining(['node_modules/ajv/dist/core.js', 'src/checks/json-schema-engines.ts']))
    expect(readFileSync(path.join(DIST, 'side', 'log-validators.cjs'), 'utf8')).toMatch(/compileLogValidator/)
    expect(inputsOf(path.join(DIST, 'side', 're2-engine.cjs'))).toEqual(expect.arrayContaining(['node_modules/re2js/build/index.js', 'src/re2-engine.ts']))
    // In the chunks, src/log/validators.ts is only the stub that loads the side file (the
    // precompiled validators themselves are ~0.36 MB).
    const stubs = chunkFiles().map((f) => sectionBytes(f, 'src/log/validators.ts')).filter((n) => n > 0)
    expect(stubs.length).toBeGreaterThan(0)
    for (const n of stubs) expect(n).toBeLessThan(2_000)
    expect(statSync(path.join(DIST, 'side', 'log-validators.cjs')).size).toBeGreaterThan(100_000)
  })

  test("the SDK's unused resources are not bundled: the SDK's chunk is under 0.5 MB", () => {
    const sdk = chunkFiles().filter((f) => f.includes('cli-chunks') && inputsOf(f).includes('node_modules/@anthropic-ai/sdk/client.mjs'))
    expect(sdk).toHaveLength(1)
    expect(statSync(sdk[0]!).size).toBeLessThan(500_000)
    expect(inputsOf(sdk[0]!)).not.toContain('node_modules/@anthropic-ai/sdk/lib/tools/BetaToolRunner.mjs')
  })

  test("an action step loads no HTTP stack before it runs: @actions/core's OIDC client (undici) is left out", () => {
    for (const entry of ['index.js', 'evaluate.js', 'plan.js', 'validate.js']) {
      const files = [...staticClosure(entry).keys()]
      expect(files.flatMap((f) => inputsOf(f)).filter((i) => /^node_modules\/(undici|@actions\/http-client|@octokit)\//.test(i))).toEqual([])
      expect(closureBytes(entry)).toBeLessThan(100_000)
    }
  })

  test("the CLI's run command loads about 1.3 MB at start-up (it loaded 2.6 MB before the side files)", () => {
    const run = readdirSync(path.join(DIST, 'cli-chunks')).find((f) => f.startsWith('run-command-'))!
    const bytes = closureBytes('cli.js') + closureBytes(path.join('cli-chunks', run))
    expect(bytes).toBeLessThan(1_600_000)
  })
})
