/**
 * The `tool_not_called` check kind. The agent never called the tool `tool` (with an input containing `input`, when given).
 */
import type { CheckKindPlugin } from '../kind.js'
import { runToolCalled } from './tool_called.js'

export const tool_not_called: CheckKindPlugin = {
  required: ['tool'],
  fields: { tool: 'string', input: 'any' },
  run: (c, x) => runToolCalled(c, x, true),
}
