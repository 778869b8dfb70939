/** The caps of the agent's tools: what one Read, Write, Glob, Grep or Bash call may read, write, list or print. */

export const MAX_READ_BYTES = 1024 * 1024
export const MAX_WRITE_BYTES = 10 * 1024 * 1024
export const DEFAULT_READ_LINES = 2000
export const MAX_LINE_CHARS = 2000
export const MAX_GLOB_RESULTS = 1000
export const MAX_GREP_MATCHES = 500
export const MAX_GREP_OUTPUT_CHARS = 50_000
export const MAX_BASH_OUTPUT_CHARS = 30_000
export const DEFAULT_BASH_TIMEOUT_MS = 60_000
