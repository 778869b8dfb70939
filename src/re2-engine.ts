/**
 * The RE2 engine (the `re2js` port, about 0.27 MB bundled) that src/safe-regex.ts matches untrusted
 * patterns with. Most runs compile no pattern that needs it (an output path such as `result.md` is
 * matched as a literal), so the build (scripts/build.mjs, "Side files") puts this module in
 * dist/side/re2-engine.cjs, loaded on the first pattern that needs RE2. From source it is imported
 * as usual.
 */
import { RE2JS } from 're2js'

/** The engine's class (compile, flags). */
export function re2Engine(): typeof RE2JS {
  return RE2JS
}
