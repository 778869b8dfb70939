// Bundles the viewer's browser script (src/report/viewer/browser-bundle.generated.ts), then the two
// front doors: the action entry (dist/index.js) and the CLI (dist/cli.js).
// esbuild is deterministic for a given lockfile, so CI can rebuild and `git diff --exit-code dist`.
import { build } from 'esbuild'
import { rmSync, mkdirSync, chmodSync } from 'node:fs'
import { writeViewerModule } from './build-viewer.mjs'

// First the viewer's browser script (TypeScript → one IIFE, kept as a committed string module in src/),
// since both front doors inline it into the viewer page.
await writeViewerModule()

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
  preserveSymlinks: true
}
await build({ ...common, entryPoints: ['src/action/index.ts'], outfile: 'dist/index.js' })
await build({
  ...common,
  entryPoints: ['src/cli/index.ts'],
  outfile: 'dist/cli.js',
  banner: { js: '#!/usr/bin/env node\n' + banner.js }
})
chmodSync('dist/cli.js', 0o755)
