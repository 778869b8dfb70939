/**
 * The `file_absent` check kind. No output file matches the glob `path`.
 */
import type { CheckKindPlugin } from '../kind.js'
import { runFileExists } from './file_exists.js'

export const file_absent: CheckKindPlugin = {
  required: ['path'],
  fields: { path: 'string' },
  pathIsGlob: true,
  run: (c, x) => runFileExists(c, x, true),
}
