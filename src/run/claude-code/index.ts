/** The claude-code executor (issue 14): run evals through the real Claude Code CLI. See docs/claude-code.md. */
export {
  executeClaudeCodeRun,
  buildInvocation,
  isolationSettings,
  ensureOwnGitRoot,
  snapshotFiles,
  BUILTIN_PLUGINS,
  DISALLOWED_TOOLS,
  type ClaudeCodeRunRequest,
  type ClaudeCodeSettings,
  type ClaudeCodeInvocation
} from './executor.js'
export { parseClaudeCodeStream, skillVerdict, workspaceRelative, type ClaudeCodeResult, type ClaudeCodeRunInfo, type ParseStreamInput } from './stream.js'
export {
  resolveClaudeCode,
  resolveClaudeCodeOnce,
  claudeCodeVersion,
  compareVersions,
  parseVersionOutput,
  ClaudeCodeNotFoundError,
  MIN_CLAUDE_CODE_VERSION,
  TESTED_CLAUDE_CODE_VERSION,
  CLAUDE_CODE_PACKAGE,
  type ClaudeCodeBinary,
  type ResolveClaudeCodeOptions
} from './binary.js'
