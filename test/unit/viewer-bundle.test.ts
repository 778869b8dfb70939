/**
 * The viewer's browser script is TypeScript (src/report/viewer/browser/, checked with the DOM lib
 * by tsconfig.browser.json), bundled by esbuild (scripts/build-viewer.mjs) into the committed
 * string module src/report/viewer/browser-bundle.generated.ts. These tests fail when that module
 * is stale, and check that the page inlines exactly the bundled script under its CSP hash.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CLIENT_JS } from '../../src/report/viewer/client.js'
import { collectViewerData, renderViewer, scriptHash } from '../../src/report/viewer/index.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'
import { runNode, PROJECT_ROOT } from '../helpers/run-node.js'

const SCRIPT = 'scripts/build-viewer.mjs'
const MODULE = 'src/report/viewer/browser-bundle.generated.ts'

let dir: string
let bundled: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-bundle-'))
  const r = await runNode(SCRIPT, ['--print'])
  expect(r.stderr).toBe('')
  expect(r.code).toBe(0)
  bundled = r.stdout
}, 60000)
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('viewer browser bundle', () => {
  test('the script the renderer inlines is what esbuild bundles from the TypeScript sources today', () => {
    // one IIFE, nothing left to load or import
    expect(bundled.startsWith('"use strict";\n(() => {\n')).toBe(true)
    expect(bundled.trimEnd().endsWith('})();')).toBe(true)
    expect(bundled).not.toMatch(/\bimport\s*[{("'*]|\brequire\(|\bexport\s/)
    expect(bundled).toContain('// src/report/viewer/browser/main.ts')
    // the module jest and the Node bundles import holds exactly that text
    expect(CLIENT_JS).toBe(bundled)
  })

  test('the committed module is current (--check), and a stale one is reported', async () => {
    const ok = await runNode(SCRIPT, ['--check'])
    expect(ok.stderr).toBe('')
    expect(ok.code).toBe(0)

    const committed = await readFile(join(PROJECT_ROOT, MODULE), 'utf8')
    const stale = join(dir, 'stale.ts')
    const edited = committed.replace('"No runs found in this report."', '"No runs here."')
    expect(edited).not.toBe(committed)
    await writeFile(stale, edited)
    const bad = await runNode(SCRIPT, ['--check', stale])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('is stale')
    expect(bad.stderr).toContain('npm run build:viewer')
  }, 60000)

  test('the page inlines the bundle as its only script, allowed by its hash', async () => {
    const out = join(dir, 'results')
    await writeSyntheticResults(out, { skills: ['alpha'], evalsPerSkill: 1, trials: 1 })
    const html = renderViewer(await collectViewerData(out))
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(scripts).toEqual([bundled])
    expect(html).toContain(`script-src '${scriptHash(bundled)}'`)
  })
})
