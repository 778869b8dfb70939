// Bundles the viewer's browser script (src/report/viewer/browser-bundle.generated.ts), then the two
// front doors: the actions' entries (dist/index.js for the root action, dist/<step>.js for each
// folder action, sharing their code through dist/chunks/; what a step does not use is a chunk
// loaded on first use) and the CLI (dist/cli.js, each command's code a chunk under dist/cli-chunks/).
// esbuild is deterministic for a given lockfile, so CI can rebuild and `git diff --exit-code dist`.
import { build } from 'esbuild'
import { rmSync, mkdirSync, chmodSync } from 'node:fs'
import path from 'node:path'
import { standaloneLogValidatorsCode, standaloneValidatorsCode } from './schema-validators.mjs'
import { writeViewerModule } from './build-viewer.mjs'

// First the viewer's browser script (TypeScript → one IIFE, kept as a committed string module in src/),
// since both front doors inline it into the viewer page.
await writeViewerModule()

// Our schemas' validators, precompiled once here (ajv standalone code) and bundled in place of
// src/discover/schema-validators.ts, which compiles them at run time when running from source.
// The same for the results log's two validators (src/log/validators.ts).
const validatorsCode = standaloneValidatorsCode()
const logValidatorsCode = standaloneLogValidatorsCode()
const precompiledValidators = {
  name: 'precompiled-validators',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]discover[\\/]schema-validators\.ts$/ }, () => ({
      contents: validatorsCode,
      loader: 'js',
      resolveDir: path.resolve('src/discover')
    }))
    b.onLoad({ filter: /[\\/]src[\\/]log[\\/]validators\.ts$/ }, () => ({
      contents: logValidatorsCode,
      loader: 'js',
      resolveDir: path.resolve('src/log')
    }))
  }
}

rmSync('dist', { recursive: true, force: true })
mkdirSync('dist', { recursive: true })
const banner = {
  js: "import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);"
}
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner,
  legalComments: 'none',
  logLevel: 'warning',
  // keep output stable across machines
  sourcemap: false,
  charset: 'utf8',
  // a build from a worktree whose node_modules is a symlink must equal a clean one
  preserveSymlinks: true,
  plugins: [precompiledValidators]
}
// One entry per action: the root action.yml runs dist/index.js, <step>/action.yml runs
// ../dist/<step>.js (GitHub resolves runs.main from the action's folder, as actions/cache's
// restore/ and save/ do). Code splitting keeps the shared core in one chunk instead of eight copies.
const ACTION_STEPS = ['validate', 'plan', 'evaluate', 'merge', 'comment', 'benchmark', 'cross-model']
await build({
  ...common,
  entryPoints: { index: 'src/action/index.ts', ...Object.fromEntries(ACTION_STEPS.map((s) => [s, `src/action/entries/${s}.ts`])) },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]'
})
await build({
  ...common,
  // cli-worker: the run worker thread (src/run/threads.ts), found beside cli.js (src/cli/index.ts).
  entryPoints: { cli: 'src/cli/index.ts', 'cli-worker': 'src/run/run-worker.ts' },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'cli-chunks/[name]-[hash]',
  banner: { js: '#!/usr/bin/env node\n' + banner.js }
})
chmodSync('dist/cli.js', 0o755)
