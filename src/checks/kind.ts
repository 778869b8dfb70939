/**
 * What a deterministic check kind is: a plug-in (one file in src/checks/kinds/, registered in
 * src/checks/kinds/index.ts) that declares its options (names, types, which are required, and
 * its own validation rules) and runs the check against one run. A new kind is one file there,
 * one line in the index and its entry in schemas/evals.schema.json.
 */
import type { Check, ToolCallRecord } from '../types.js'
import type { JsonObject } from '../text/object.js'
import type { CheckProblem, FieldType } from './check-schema.js'
import { cap, SCRIPT_OUTPUT_CAP } from './evidence.js'

export interface CheckContext {
  /** Final assistant text. */
  response: string
  /** transcript.md text. */
  transcript: string
  /**
   * The run's outputs/ folder (files the agent created or modified). Its listing is cached
   * per context object: pass a new context if the folder changes.
   */
  outputsDir: string
  /**
   * Names at the top of `outputsDir` that the harness wrote, not the agent (the final answer as
   * response.md): left out of every listing and copy, like the reserved names.
   */
  harnessFiles?: readonly string[]
  toolCalls: ToolCallRecord[]
  /** Absolute folder of the skill under test (schema_path, script commands). */
  skillDir: string
  /** Default timeout of `script` checks, in ms (a check's `timeout_seconds` wins). */
  timeoutMs?: number
  /** `script` checks share the host's network (the eval's or skill's `network: true`; issue 33, row E). */
  network?: boolean
}

export interface CheckResult {
  passed: boolean
  evidence: string
  /** The check itself could not be evaluated (counts as failed). */
  error?: boolean
}

/** What validation hands a kind's own rules (`CheckKindPlugin.validate`). */
export interface OptionRules {
  /** The field is present and of its declared type. */
  has(field: string): boolean
  /** Report a problem at a JSON pointer relative to the check ('' = the check itself). */
  add(pointer: string, message: string): void
}

/** One deterministic check kind. */
export interface CheckKindPlugin {
  /** Fields that must be present. */
  required: string[]
  /** The kind's fields (besides `kind` and `description`) and their types. */
  fields: Record<string, FieldType>
  /** It reads JSON documents: `in` may be the response or a file, not the transcript. */
  readsJson?: boolean
  /** `path` is an output glob (checked as one). */
  pathIsGlob?: boolean
  /** Rules of its own, after the common ones (fields, types, globs, regex flags and patterns). */
  validate?(check: JsonObject, rules: OptionRules): void
  /** Problems that need the skill folder (files it refers to), for discovery; never throws. */
  skillFiles?(check: Check, skillDir: string): CheckProblem[]
  /** Evidence is cut to this many characters (default MAX_EVIDENCE). */
  evidenceCap?: number
  /** Evaluate the check on one run (it may throw: runCheck turns that into an error result). */
  run(check: Check, ctx: CheckContext): Promise<CheckResult>
}

/** A check that could not be evaluated: failed, with `error: true`. */
export const evalError = (evidence: string): CheckResult => ({ passed: false, error: true, evidence: cap(evidence, SCRIPT_OUTPUT_CAP + 600) })
export const result = (passed: boolean, evidence: string): CheckResult => ({ passed, evidence })
