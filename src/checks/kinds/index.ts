/**
 * The deterministic check kinds, one plug-in file each (src/checks/kind.ts says what a plug-in
 * declares). A new kind: its file here, its line below, and its entry in schemas/evals.schema.json.
 * The order is the order kinds are listed in messages.
 */
import type { CheckKindPlugin } from '../kind.js'
import { contains } from './contains.js'
import { not_contains } from './not_contains.js'
import { regex } from './regex.js'
import { file_exists } from './file_exists.js'
import { file_absent } from './file_absent.js'
import { json_schema } from './json_schema.js'
import { json_path } from './json_path.js'
import { tool_called } from './tool_called.js'
import { tool_not_called } from './tool_not_called.js'
import { frontmatter } from './frontmatter.js'
import { script } from './script.js'

export const KINDS = {
  contains,
  not_contains,
  regex,
  file_exists,
  file_absent,
  json_schema,
  json_path,
  tool_called,
  tool_not_called,
  frontmatter,
  script,
} as const satisfies Record<string, CheckKindPlugin>

export type CheckKind = keyof typeof KINDS

/** The kinds' names, in registry order. */
export const CHECK_KINDS: readonly CheckKind[] = Object.keys(KINDS) as CheckKind[]

/** `file-exists` and `File_Exists` are accepted spellings of `file_exists`. */
export function normalizeKind(kind: unknown): CheckKind | undefined {
  if (typeof kind !== 'string') return undefined
  const k = kind.trim().toLowerCase().replace(/-/g, '_')
  return Object.prototype.hasOwnProperty.call(KINDS, k) ? (k as CheckKind) : undefined
}
