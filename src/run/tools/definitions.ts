/**
 * The tools' JSON definitions as sent in the Messages API `tools` array, and the set a run gets
 * (in a stable order: stable bytes make a cacheable prompt prefix).
 */
import { DEFAULT_READ_LINES, MAX_BASH_OUTPUT_CHARS, MAX_GREP_MATCHES } from './limits.js'

/** A tool's JSON definition as sent in the Messages API `tools` array. */
export interface ToolDefinition {
  name: string
  description: string
  input_schema: {
    type: 'object'
    properties: Record<string, unknown>
    required: string[]
    additionalProperties?: boolean
  }
}

export const READ_TOOL: ToolDefinition = {
  name: 'Read',
  description:
    'Read a text file from the workspace. Returns lines prefixed with their 1-based line number and a tab. ' +
    `By default up to ${DEFAULT_READ_LINES} lines from the start; use offset (1-based first line) and limit (line count) for more. ` +
    'Paths are relative to the current directory (the workspace) or absolute inside it. Files over 1 MiB cannot be read.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to read.' },
      offset: { type: 'integer', minimum: 1, description: '1-based line number to start from.' },
      limit: { type: 'integer', minimum: 1, description: 'Number of lines to read.' }
    },
    required: ['file_path'],
    additionalProperties: false
  }
}

export const WRITE_TOOL: ToolDefinition = {
  name: 'Write',
  description:
    'Create or overwrite a file in the workspace with the given content. Parent directories are created as needed.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to write.' },
      content: { type: 'string', description: 'The full content of the file.' }
    },
    required: ['file_path', 'content'],
    additionalProperties: false
  }
}

export const EDIT_TOOL: ToolDefinition = {
  name: 'Edit',
  description:
    'Replace text in a file. old_string must occur exactly once unless replace_all is true. ' +
    'An empty old_string creates a new file (or fills an empty one) with new_string.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to edit.' },
      old_string: { type: 'string', description: 'The exact text to replace.' },
      new_string: { type: 'string', description: 'The replacement text.' },
      replace_all: { type: 'boolean', description: 'Replace every occurrence (default false).' }
    },
    required: ['file_path', 'old_string', 'new_string'],
    additionalProperties: false
  }
}

export const GLOB_TOOL: ToolDefinition = {
  name: 'Glob',
  description:
    'Find files by glob pattern (e.g. "**/*.md", "src/*.{ts,js}"). Returns workspace-relative paths, sorted. ' +
    '`*` and `?` stay within one path segment; `**` crosses directories.',
  input_schema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'Glob pattern, relative to path.' },
      path: { type: 'string', description: 'Directory to search in (default: the workspace).' }
    },
    required: ['pattern'],
    additionalProperties: false
  }
}

export const GREP_TOOL: ToolDefinition = {
  name: 'Grep',
  description:
    'Search file contents with a regular expression (JavaScript syntax). Returns matching lines as `file:line:text`. ' +
    `At most ${MAX_GREP_MATCHES} matches.`,
  input_schema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'Regular expression to search for.' },
      path: { type: 'string', description: 'File or directory to search (default: the workspace).' },
      glob: { type: 'string', description: 'Only search files matching this glob (e.g. "*.md", "**/*.ts").' },
      '-i': { type: 'boolean', description: 'Case-insensitive search.' }
    },
    required: ['pattern'],
    additionalProperties: false
  }
}

export const BASH_TOOL: ToolDefinition = {
  name: 'Bash',
  description:
    'Run a shell command with /bin/sh in the workspace directory. The environment is empty except PATH, HOME and TMPDIR. ' +
    `Output (stdout and stderr) is capped at ${MAX_BASH_OUTPUT_CHARS} characters. Commands time out (default 60 s).`,
  input_schema: {
    type: 'object',
    properties: {
      command: { type: 'string', description: 'The command to run.' },
      timeout: { type: 'integer', minimum: 1, description: 'Timeout in milliseconds (cannot exceed the run limit).' }
    },
    required: ['command'],
    additionalProperties: false
  }
}

export const SKILL_TOOL: ToolDefinition = {
  name: 'Skill',
  description:
    'Load a skill from <available_skills> by name. Returns the skill instructions (its SKILL.md); ' +
    'use it when a listed skill matches the task, before doing the work.',
  input_schema: {
    type: 'object',
    properties: {
      skill: { type: 'string', description: 'The skill name, exactly as listed.' }
    },
    required: ['skill'],
    additionalProperties: false
  }
}

/** The tool definitions to send for a run, in a stable order (stable bytes → cacheable prefix). */
export function toolDefinitions(opts: { bash: boolean; skill: boolean }): ToolDefinition[] {
  const tools = [READ_TOOL, WRITE_TOOL, EDIT_TOOL, GLOB_TOOL, GREP_TOOL]
  if (opts.bash) tools.push(BASH_TOOL)
  if (opts.skill) tools.push(SKILL_TOOL)
  return tools
}
