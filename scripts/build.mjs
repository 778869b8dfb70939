// Bundles the viewer's browser script (src/report/viewer/browser-bundle.generated.ts), then the two
// front doors: the actions' entries (dist/index.js for the root action, dist/<step>.js for each
// folder action, sharing their code through dist/chunks/; what a step does not use is a chunk
// loaded on first use) and the CLI (dist/cli.js, each command's code a chunk under dist/cli-chunks/).
// esbuild is deterministic for a given lockfile, so CI can rebuild and `git diff --exit-code dist`.
import { build } from 'esbuild'
import { rmSync, mkdirSync, chmodSync } from 'node:fs'
import path from 'node:path'
import { LOG_VALIDATOR_OPTIONS, standaloneLogValidatorsCode, standaloneValidatorsCode } from './schema-validators.mjs'
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
  }
}

// Side files: modules that few runs need and that are large bundled, built on their own into
// dist/side/<name>.cjs and replaced in the front doors' bundles by a stub that loads the side file
// (synchronously, through require) on its first call. A command that never calls them never parses
// them: ajv's schema compilers (~0.3 MB, only for json_schema checks and skills' output schemas),
// the RE2 engine (~0.27 MB, only for a pattern that is not literal text: src/safe-regex.ts) and the
// results log's precompiled validators (~0.36 MB, only where a results folder is read).
// The stub finds dist/ from its own chunk's place (dist/ or one of its chunk folders).
const SIDE = {
  'json-schema-engines': {
    filter: /[\\/]src[\\/]checks[\\/]json-schema-engines\.ts$/,
    source: { entry: 'src/checks/json-schema-engines.ts' },
    stub: 'export function jsonSchemaEngines() {\n  return side().jsonSchemaEngines()\n}\n'
  },
  're2-engine': {
    filter: /[\\/]src[\\/]re2-engine\.ts$/,
    source: { entry: 'src/re2-engine.ts' },
    stub: 'export function re2Engine() {\n  return side().re2Engine()\n}\n'
  },
  'log-validators': {
    filter: /[\\/]src[\\/]log[\\/]validators\.ts$/,
    source: { contents: logValidatorsCode, resolveDir: path.resolve('src/log') },
    stub:
      `export const LOG_VALIDATOR_OPTIONS = ${JSON.stringify(LOG_VALIDATOR_OPTIONS)};\n` +
      'export function compileLogValidator(which) {\n  return side().compileLogValidator(which)\n}\n'
  }
}
function sideStub(name, exportsCode) {
  return (
    `// Loads dist/side/${name}.cjs on first use (scripts/build.mjs, "Side files").\n` +
    "import { createRequire } from 'node:module'\n" +
    "import { dirname, join } from 'node:path'\n" +
    "import { fileURLToPath } from 'node:url'\n" +
    'let loaded\n' +
    'function side() {\n' +
    '  if (loaded) return loaded\n' +
    '  const here = dirname(fileURLToPath(import.meta.url))\n' +
    "  const dist = /[\\\\/](?:cli-)?chunks$/.test(here) ? dirname(here) : here\n" +
    `  return (loaded = createRequire(import.meta.url)(join(dist, 'side', '${name}.cjs')))\n` +
    '}\n' +
    exportsCode
  )
}
// Packages whose modules do nothing on import but define things: marked free of side effects so
// that esbuild leaves them out of a chunk where none of their exports is used. @actions/core
// imports its OIDC client (and through it @actions/http-client and undici, ~0.8 MB) at the top
// of the module; only getIDToken uses it, which skill-evals never calls, so every step loaded
// undici at start-up for nothing. Where Octokit does use them (publishing), they are bundled as
// before.
const SIDE_EFFECT_FREE = /^(?:undici|@actions\/http-client)(?:\/|$)|^\.\/oidc-utils\.js$/
const sideEffectFree = {
  name: 'side-effect-free',
  setup(b) {
    b.onResolve({ filter: SIDE_EFFECT_FREE }, async (args) => {
      if (args.pluginData?.sideEffectFree) return undefined
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { sideEffectFree: true } })
      if (r.errors.length > 0) return { errors: r.errors }
      return { path: r.path, external: r.external, namespace: r.namespace, sideEffects: false }
    })
  }
}
const sideStubs = {
  name: 'side-stubs',
  setup(b) {
    for (const [name, s] of Object.entries(SIDE)) {
      b.onLoad({ filter: s.filter }, () => ({ contents: sideStub(name, s.stub), loader: 'js', resolveDir: path.resolve('src') }))
    }
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
  plugins: [precompiledValidators, sideStubs, sideEffectFree]
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
for (const [name, s] of Object.entries(SIDE)) {
  await build({
    ...common,
    plugins: [precompiledValidators],
    format: 'cjs',
    banner: undefined,
    ...(s.source.entry
      ? { entryPoints: [s.source.entry] }
      : { stdin: { contents: s.source.contents, resolveDir: s.source.resolveDir, loader: 'js', sourcefile: `${name}.js` } }),
    outfile: `dist/side/${name}.cjs`
  })
}
