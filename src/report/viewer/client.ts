/**
 * The viewer page's inline script, as text (the page has no other script, and the CSP allows
 * only this one, by hash). Its source is TypeScript in ./browser/ (type-checked with the DOM lib
 * against ./model.ts by tsconfig.browser.json); scripts/build-viewer.mjs bundles it with esbuild
 * into ./browser-bundle.generated.ts, which is committed and checked for freshness by a test.
 */
export { CLIENT_JS } from './browser-bundle.generated.js'
