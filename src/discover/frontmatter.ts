/**
 * Parse and validate one SKILL.md: YAML frontmatter between `---` lines, then a Markdown body.
 *
 * The rules are those of the Agent Skills spec (agentskills.io), plus warnings for what the two
 * reference validators (skills-ref, skill-creator's quick_validate) reject although the spec allows
 * it. SKILL.md is untrusted text: this module never throws on bad input and never evaluates
 * anything; every problem becomes a `Finding` with a line and column of SKILL.md.
 */
import path from 'node:path'
import {
  LineCounter,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node as YamlNode,
  type YAMLMap
} from 'yaml'
import { MAX_YAML_DEPTH, yamlTooDeep } from './yaml-depth.js'
import type { Finding, Severity, SkillFrontmatter } from '../types.js'
import { isLikelyTypo, typoDistance } from '../text/edit-distance.js'
import { firstInvalidUtf8 } from '../text/utf8.js'

/** SKILL.md files larger than this are reported and not parsed. */
export const MAX_SKILL_MD_BYTES = 1024 * 1024
/** Spec guideline for the body. */
export const MAX_BODY_LINES = 500
export const MAX_NAME_LENGTH = 64
export const MAX_DESCRIPTION_LENGTH = 1024
export const MAX_COMPATIBILITY_LENGTH = 500

/** Keys defined by the Agent Skills spec. */
export const SPEC_KEYS: readonly string[] = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']
/** Non-spec keys that skill-evals reads. */
const SKILL_EVALS_KEYS: readonly string[] = ['version', 'tier', 'trust_tier']
/** Frontmatter keys that Claude Code understands but the Agent Skills spec does not define. */
export const CLAUDE_CODE_KEYS: readonly string[] = [
  'when_to_use',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'paths',
  'shell'
]

export interface ParseSkillMdOptions {
  /**
   * Name of the folder holding SKILL.md; `name` must equal it. Defaults to the parent folder of
   * `file` when `file` has one; when neither is known the check is skipped.
   */
  dirName?: string
}

export interface ParsedSkillMd {
  /** Present only when the frontmatter is a mapping with a non-empty string `name`. */
  frontmatter?: SkillFrontmatter
  /** Markdown after the closing `---` (CRLF normalised to LF, BOM removed). */
  body: string
  /** Line of SKILL.md on which `body` starts (1-based). */
  bodyLine: number
  findings: Finding[]
  /** Where the `name` value is, when it is a string (used for duplicate-name findings). */
  namePosition?: { line: number; column: number }
}

/** Parse one SKILL.md. `file` is the repo-relative path used in findings. Never throws. */
export function parseSkillMd(bytes: Buffer | string, file: string, options: ParseSkillMdOptions = {}): ParsedSkillMd {
  const findings: Finding[] = []
  let result: ParsedSkillMd
  try {
    result = parseInner(bytes, file, options, findings)
  } catch (err) {
    // Defensive: a bug here must not take the whole run down.
    findings.push({
      severity: 'error',
      file,
      rule: 'skill.internal',
      message: `SKILL.md could not be checked because of an internal error: ${truncate(String(err instanceof Error ? err.message : err))}`
    })
    result = { body: '', bodyLine: 1, findings }
  }
  result.findings = sortFindings(findings)
  return result
}

// ─── Decoding ─────────────────────────────────────────────────────────────────────────

function parseInner(bytes: Buffer | string, file: string, options: ParseSkillMdOptions, findings: Finding[]): ParsedSkillMd {
  const add = (severity: Severity, rule: string, message: string, line?: number, column?: number): void => {
    const f: Finding = { severity, file, rule, message }
    if (line !== undefined) f.line = line
    if (column !== undefined) f.column = column
    findings.push(f)
  }
  const fail = (): ParsedSkillMd => ({ body: '', bodyLine: 1, findings })

  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length
  if (size > MAX_SKILL_MD_BYTES) {
    add('error', 'skill.size', `SKILL.md is ${formatSize(size)}, over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files`)
    return fail()
  }

  let text: string
  if (typeof bytes === 'string') {
    text = bytes
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    } catch {
      // The decoder rejected the bytes, so there is a first invalid byte (0x80 or above: two hex digits).
      const offset = firstInvalidUtf8(bytes)
      const { line, column } = bytePosition(bytes, offset)
      add(
        'error',
        'skill.encoding.utf8',
        `SKILL.md is not valid UTF-8: byte 0x${bytes[offset]!.toString(16).toUpperCase()} on line ${line} does not start a valid UTF-8 sequence; re-save the file as UTF-8`,
        line,
        column
      )
      return fail()
    }
  }

  if (text.startsWith('\uFEFF')) {
    text = text.slice(1)
    add('warning', 'skill.encoding.bom', 'SKILL.md starts with a UTF-8 byte order mark (BOM); it is accepted, but other tools may not see the opening `---`, so save the file as UTF-8 without BOM', 1, 1)
  }
  text = text.replace(/\r\n/g, '\n')

  if (text.trim() === '') {
    add('error', 'skill.empty', 'SKILL.md is empty; it needs a frontmatter block (`---`, `name:`, `description:`, `---`) followed by the instructions', 1, 1)
    return fail()
  }

  // ─── Frontmatter fences ─────────────────────────────────────────────────────────────
  const lines = text.split('\n')
  const fence = /^---[ \t]*$/
  if (!fence.test(lines[0]!)) {
    const first = lines[0]!
    const message = first.startsWith('---')
      ? `line 1 must be exactly '---' to open the frontmatter, but it is '${truncate(first)}'`
      : `SKILL.md must start with a YAML frontmatter block: put '---' on line 1, then the name: and description: lines, then a closing '---' (line 1 is '${truncate(first)}')`
    add('error', 'skill.frontmatter.missing', message, 1, 1)
    return { body: text, bodyLine: 1, findings }
  }
  const close = lines.findIndex((l, i) => i > 0 && fence.test(l))
  if (close === -1) {
    add('error', 'skill.frontmatter.unclosed', "the frontmatter opened by '---' on line 1 is never closed; add a line containing only '---' after the last frontmatter key", 1, 1)
    return fail()
  }

  const body = lines.slice(close + 1).join('\n')
  const bodyLine = close + 2
  // (An empty body counts as one line here; only the over-500 check reads the count.)
  const bodyLines = body.split('\n').length - (body.endsWith('\n') ? 1 : 0)
  if (bodyLines > MAX_BODY_LINES) {
    add(
      'warning',
      'skill.body.length',
      `the SKILL.md body is ${bodyLines} lines; the Agent Skills spec recommends under ${MAX_BODY_LINES}, so move detailed material into references/ files and link to them`,
      bodyLine + MAX_BODY_LINES,
      1
    )
  }

  const yamlText = lines.slice(1, close).join('\n') + '\n'
  const dirName = options.dirName ?? defaultDirName(file)
  const checked = checkFrontmatter(yamlText, dirName, add)
  const out: ParsedSkillMd = { body, bodyLine, findings }
  if (checked.frontmatter) out.frontmatter = checked.frontmatter
  if (checked.namePosition) out.namePosition = checked.namePosition
  return out
}

type AddFn = (severity: Severity, rule: string, message: string, line?: number, column?: number) => void

// ─── YAML ─────────────────────────────────────────────────────────────────────────────

interface Checked {
  frontmatter?: SkillFrontmatter
  namePosition?: { line: number; column: number }
}

/** A `key: value` line whose value holds another `: ` (or ends in `:`); group 1 is the value. */
const UNQUOTED_COLON = /^\s*(?:"[^"]*"|'[^']*'|[^\s:#'"][^:]*):\s+([^\s'"|>].*:(?:\s.*)?)$/

function checkFrontmatter(src: string, dirName: string | undefined, add: AddFn): Checked {
  const deep = yamlTooDeep(src)
  if (deep !== undefined) {
    // Issue 33 row L: measured before parsing (the parser would overflow the stack).
    const before = src.slice(0, deep)
    const line = before.split('\n').length + 1
    add('error', 'security.yaml-depth', `the YAML frontmatter nests more than ${MAX_YAML_DEPTH} levels deep here; it was not parsed (flatten it)`, line, deep - before.lastIndexOf('\n'))
    return {}
  }
  const lc = new LineCounter()
  const doc = parseDocument(src, { lineCounter: lc, uniqueKeys: true })
  // The frontmatter starts on line 2 of SKILL.md.
  const at = (offset: number): { line: number; column: number } => {
    const p = lc.linePos(Math.max(0, Math.min(offset, src.length)))
    return { line: p.line + 1, column: p.col }
  }
  const srcLines = src.split('\n')

  let fatal = false
  const errorLines = new Set<number>()
  for (const err of doc.errors) {
    const { line, column } = at(err.pos[0])
    if (err.code === 'DUPLICATE_KEY') {
      // The key written at the error (a flow mapping holds several keys on one line).
      const key = keyAtLine(src.slice(err.pos[0]).split('\n', 1)[0]!) || src.slice(err.pos[0], err.pos[1])
      add('error', 'skill.yaml.duplicate-key', `key '${truncate(key)}' appears more than once in the frontmatter; keep only one`, line, column)
      continue
    }
    fatal = true
    // One message per line: the yaml parser often reports follow-on errors for one mistake.
    if (errorLines.has(line)) continue
    errorLines.add(line)
    // at() keeps the line inside the frontmatter, whose lines srcLines holds.
    const lineText = srcLines[line - 2]!
    let unquoted: RegExpExecArray | null
    if (err.code === 'TAB_AS_INDENT') {
      add('error', 'skill.yaml.tabs', 'a tab is used for indentation in the YAML frontmatter; YAML allows only spaces there, so replace the tab with spaces', line, column)
    } else if (err.code === 'BLOCK_AS_IMPLICIT_KEY' && (unquoted = UNQUOTED_COLON.exec(lineText)) !== null) {
      const key = keyAtLine(lineText)
      add('error', 'skill.yaml.syntax', `the value of '${key}' contains ': ', which YAML reads as a nested mapping; put the value in quotes, e.g. ${key}: "${truncate(unquoted[1]!.trim().replace(/"/g, '\\"'))}"`, line, column)
    } else {
      add('error', 'skill.yaml.syntax', `invalid YAML in the frontmatter: ${yamlMessage(err.message)}`, line, column)
    }
  }
  if (fatal) return {}
  for (const w of doc.warnings) {
    const { line, column } = at(w.pos[0])
    add('warning', 'skill.yaml.warning', `YAML warning in the frontmatter: ${yamlMessage(w.message)}`, line, column)
  }

  const contents = doc.contents as YamlNode | null
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    add('error', 'skill.frontmatter.empty', "the frontmatter is empty; add 'name:' and 'description:' lines between the '---' lines", 1, 1)
    return {}
  }

  // Flow-style collections anywhere, except where a value must be a string (name, description,
  // license, compatibility, a metadata value: their own "must be a string" error says what to
  // write, and "write it as '- item' lines" beside it would contradict it) and allowed-tools
  // (its own finding).
  const stringValued = new Set<unknown>()
  if (isMap(contents)) {
    for (const k of ['name', 'description', 'license', 'compatibility', 'allowed-tools', 'version', 'trust_tier', 'tier']) stringValued.add(contents.get(k, true))
    const meta = contents.get('metadata', true)
    if (isMap(meta)) for (const p of meta.items) stringValued.add(p.value)
  }
  visit(doc, {
    Map(_, node) {
      if (node.flow && node.range && !stringValued.has(node)) {
        const { line, column } = at(node.range[0])
        add('warning', 'skill.yaml.flow-style', `flow-style mapping '${truncate(src.slice(node.range[0], node.range[1]))}' is valid YAML, but the reference validator skills-ref rejects it; write it as indented 'key: value' lines`, line, column)
      }
    },
    Seq(_, node) {
      if (node.flow && node.range && !stringValued.has(node)) {
        const { line, column } = at(node.range[0])
        add('warning', 'skill.yaml.flow-style', `flow-style list '${truncate(src.slice(node.range[0], node.range[1]))}' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines`, line, column)
      }
    }
  })

  if (!isMap(contents)) {
    // Every node the parser returns has its range.
    const pos = at(contents.range![0])
    add('error', 'skill.frontmatter.not-mapping', `the frontmatter must be a YAML mapping of 'key: value' lines (name:, description:, …), but it is ${describeNode(contents, src)}`, pos.line, pos.column)
    return {}
  }

  return checkFields(contents, doc, src, dirName, at, add)
}

interface Entry {
  key: string
  keyPos: { line: number; column: number }
  /** Dereferenced value node; undefined for a missing value. */
  value: YamlNode | undefined
  valuePos: { line: number; column: number }
}

function checkFields(
  map: YAMLMap,
  doc: Document,
  src: string,
  dirName: string | undefined,
  at: (offset: number) => { line: number; column: number },
  add: AddFn
): Checked {
  const entries = new Map<string, Entry>()
  const raw: Record<string, unknown> = {}
  for (const pair of map.items) {
    // The parser gives every key it reads a node with its range (`: x` has a null scalar key).
    const keyNode = pair.key as YamlNode
    const key = keyText(keyNode, src)
    if (entries.has(key)) continue // already reported as a duplicate key
    const keyPos = at(keyNode.range![0])
    const rawValue = pair.value as YamlNode | null
    const value = deref(rawValue, doc)
    // A missing value (`name:`) has an empty range: point at the key instead.
    const valuePos = rawValue?.range && rawValue.range[1] > rawValue.range[0] ? at(rawValue.range[0]) : keyPos
    entries.set(key, { key, keyPos, value, valuePos })
    Object.defineProperty(raw, key, { value: toJS(value, doc), enumerable: true, writable: true, configurable: true })
  }

  const fm: SkillFrontmatter = {
    // Stryker disable next-line StringLiteral: a placeholder; the frontmatter is returned only after a name was read into it (nameOk)
    name: '',
    description: '',
    metadata: {},
    allowedTools: [],
    raw,
  }
  let namePosition: { line: number; column: number } | undefined
  let nameOk = false

  // Unknown keys, in source order.
  for (const e of entries.values()) {
    if (SPEC_KEYS.includes(e.key)) continue
    const k = `'${truncate(e.key)}'`
    let message: string
    if (SKILL_EVALS_KEYS.includes(e.key)) {
      message = `${k} is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'`
    } else if (CLAUDE_CODE_KEYS.includes(e.key)) {
      message = `${k} is a Claude Code extension, not part of the Agent Skills spec; it is kept, but other agents and the reference validators reject unknown keys`
    } else {
      const guess = closestKey(e.key)
      message = `unknown key ${k} is not part of the Agent Skills spec (allowed: ${SPEC_KEYS.join(', ')}; Claude Code also reads ${CLAUDE_CODE_KEYS.join(', ')})` + (guess ? `; did you mean '${guess}'?` : '')
    }
    add('warning', 'skill.key.unknown', message, e.keyPos.line, e.keyPos.column)
  }

  // name
  const name = entries.get('name')
  if (!name) {
    add('error', 'skill.name.missing', "the frontmatter has no 'name'; add e.g. name: " + (dirName ?? 'my-skill'), 1, 1)
  } else if (!isString(name.value)) {
    add('error', 'skill.name.type', `name must be a string, but it is ${describeNode(name.value, src)}`, name.valuePos.line, name.valuePos.column)
  } else {
    const n = name.value.value as string
    const { line, column } = name.valuePos
    namePosition = { line, column }
    if (n.trim() === '') {
      add('error', 'skill.name.empty', 'name is empty; give the skill a name made of lowercase letters, digits and hyphens' + (dirName ? ` (e.g. '${dirName}')` : ''), line, column)
    } else {
      nameOk = true
      fm.name = n
      for (const problem of checkName(n, dirName)) add('error', problem.rule, problem.message, line, column)
    }
  }

  // description
  const desc = entries.get('description')
  if (!desc) {
    add('error', 'skill.description.missing', "the frontmatter has no 'description'; add one that says what the skill does and when to use it", 1, 1)
  } else if (!isString(desc.value)) {
    add('error', 'skill.description.type', `description must be a string, but it is ${describeNode(desc.value, src)}; put it in quotes`, desc.valuePos.line, desc.valuePos.column)
  } else {
    const d = desc.value.value as string
    const { line, column } = desc.valuePos
    fm.description = d
    if (d.trim() === '') {
      add('error', 'skill.description.empty', 'description is empty; say what the skill does and when to use it', line, column)
    } else {
      const length = [...d].length
      if (length > MAX_DESCRIPTION_LENGTH) {
        add('error', 'skill.description.length', `description is ${length} characters; the limit is ${MAX_DESCRIPTION_LENGTH}, so shorten it and move details into the body`, line, column)
      }
      if (/[<>]/.test(d)) {
        add('warning', 'skill.description.angle-brackets', "description contains '<' or '>'; skill-creator's quick_validate rejects angle brackets, so rephrase without them", line, column)
      }
    }
  }

  // compatibility
  const compat = entries.get('compatibility')
  if (compat) {
    const { line, column } = compat.valuePos
    if (!isString(compat.value)) {
      add('error', 'skill.compatibility.type', `compatibility must be a string, but it is ${describeNode(compat.value, src)}`, line, column)
    } else {
      const c = compat.value.value as string
      fm.compatibility = c
      const length = [...c].length
      if (c.trim() === '') add('error', 'skill.compatibility.empty', 'compatibility is empty; describe the environment requirements or remove the key', line, column)
      else if (length > MAX_COMPATIBILITY_LENGTH) add('error', 'skill.compatibility.length', `compatibility is ${length} characters; the limit is ${MAX_COMPATIBILITY_LENGTH}`, line, column)
    }
  }

  // license
  const license = entries.get('license')
  if (license) {
    if (isString(license.value)) fm.license = license.value.value as string
    else add('error', 'skill.license.type', `license must be a string (a licence name or a reference to a bundled file), but it is ${describeNode(license.value, src)}`, license.valuePos.line, license.valuePos.column)
  }

  // metadata
  const metadata = entries.get('metadata')
  let metadataTierNode: Entry | undefined
  if (metadata) {
    if (!isMap(metadata.value)) {
      add('error', 'skill.metadata.type', `metadata must be a mapping of string keys to string values, but it is ${describeNode(metadata.value, src)}`, metadata.valuePos.line, metadata.valuePos.column)
    } else {
      const seen = new Set<string>()
      for (const pair of metadata.value.items) {
        const keyNode = pair.key as YamlNode
        const keyPos = at(keyNode.range![0])
        if (!isString(keyNode)) {
          add('error', 'skill.metadata.key', `metadata keys must be strings, but ${describeNode(keyNode, src)} is used as a key; put it in quotes`, keyPos.line, keyPos.column)
        }
        const key = keyText(keyNode, src)
        if (seen.has(key)) continue
        seen.add(key)
        const rawValue = pair.value as YamlNode | null
        const value = deref(rawValue, doc)
        const valuePos = rawValue?.range && rawValue.range[1] > rawValue.range[0] ? at(rawValue.range[0]) : keyPos
        if (isString(value)) {
          setKey(fm.metadata, key, value.value as string)
        } else {
          const hint = isScalar(value) && value.value !== null && value.range ? `; put it in quotes: ${key}: "${truncate(src.slice(value.range[0], value.range[1]))}"` : ''
          add('error', 'skill.metadata.value', `metadata.${truncate(key)} must be a string, but it is ${describeNode(value, src)}${hint}`, valuePos.line, valuePos.column)
          // Keep the written text of scalars so later stages can still use it.
          if (isScalar(value) && value.value !== null && value.range) setKey(fm.metadata, key, src.slice(value.range[0], value.range[1]))
        }
        if (key === 'tier') metadataTierNode = { key, keyPos, value, valuePos }
      }
    }
  }

  // allowed-tools
  const tools = entries.get('allowed-tools')
  if (tools) {
    const { line, column } = tools.valuePos
    // Claude Code reads three forms: a space-separated string (the Agent Skills spec's), a
    // comma-separated string and a YAML list. All three are accepted; the two the spec does not
    // define get a warning, since other agents and the reference validators read only the first.
    if (isString(tools.value)) {
      const text = tools.value.value as string
      fm.allowedTools = splitTools(text)
      if (hasTopLevelComma(text)) {
        add(
          'warning',
          'skill.allowed-tools.format',
          `allowed-tools separates tools with commas: Claude Code reads that, but the Agent Skills spec separates them with spaces, so other agents read it differently; write it as allowed-tools: ${truncate(fm.allowedTools.join(' '))}`,
          line,
          column
        )
      }
    } else if (isSeq(tools.value)) {
      const nodes = tools.value.items.map((i) => deref(i as YamlNode, doc))
      const items = nodes.filter(isString).map((i) => i.value as string)
      fm.allowedTools = items.flatMap(splitTools)
      if (nodes.some((n) => !isString(n))) {
        add('error', 'skill.allowed-tools.type', `every allowed-tools item must be a tool name such as 'Read' or 'Bash(git:*)'`, line, column)
      } else if (items.length === 0) {
        add('warning', 'skill.allowed-tools.format', 'allowed-tools is an empty list; remove the key, or name the tools as a space-separated string such as allowed-tools: Read Bash(git:*)', line, column)
      } else {
        add(
          'warning',
          'skill.allowed-tools.format',
          `allowed-tools is a YAML list: Claude Code reads it, but the Agent Skills spec defines a space-separated string (the reference validators reject a list); for other agents write it as allowed-tools: ${truncate(fm.allowedTools.join(' '))}`,
          line,
          column
        )
      }
    } else {
      add('error', 'skill.allowed-tools.type', `allowed-tools must be a space-separated string such as 'Read Bash(git:*)', but it is ${describeNode(tools.value, src)}`, line, column)
    }
  }

  // version / trust_tier: kept as written.
  const version = entries.get('version')
  if (version) {
    const v = scalarText(version.value, src)
    if (v !== undefined) fm.version = v
    else add('error', 'skill.version.type', `version must be a single value such as 1.2.0, but it is ${describeNode(version.value, src)}`, version.valuePos.line, version.valuePos.column)
  }
  const trust = entries.get('trust_tier')
  if (trust) {
    const t = scalarText(trust.value, src)
    if (t !== undefined) fm.trustTier = t
    else add('error', 'skill.trust_tier.type', `trust_tier must be a single value, but it is ${describeNode(trust.value, src)}`, trust.valuePos.line, trust.valuePos.column)
  }

  // tier: top-level key or metadata.tier.
  const tier = entries.get('tier')
  if (tier) {
    const t = tierOf(tier.value)
    if (t !== undefined) fm.tier = t
    else add('error', 'skill.tier.invalid', `tier must be 1, 2 or 3, but it is ${describeNode(tier.value, src)}`, tier.valuePos.line, tier.valuePos.column)
  }
  if (metadataTierNode) {
    const { valuePos } = metadataTierNode
    const written = fm.metadata['tier']
    const t = written !== undefined && /^[123]$/.test(written.trim()) ? Number(written) : undefined
    if (t === undefined) {
      add('error', 'skill.tier.invalid', `metadata.tier must be '1', '2' or '3', but it is ${describeNode(metadataTierNode.value, src)}`, valuePos.line, valuePos.column)
    } else if (fm.tier !== undefined && fm.tier !== t) {
      add('error', 'skill.tier.conflict', `metadata.tier '${t}' disagrees with tier ${fm.tier}; keep only one of them`, valuePos.line, valuePos.column)
    } else {
      fm.tier = t
    }
  }

  // (namePosition stays undefined without a name; parseSkillMd copies it only when set)
  const out: Checked = { namePosition }
  if (nameOk) out.frontmatter = fm
  return out
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

function deref(node: YamlNode | null | undefined, doc: Document): YamlNode | undefined {
  // (An alias to an anchor that does not exist is a YAML error, reported before any value is read.)
  if (isAlias(node)) return node.resolve(doc) ?? undefined
  return node ?? undefined
}

/** A key as written: a scalar's value, or the source text of a collection used as a key. */
function keyText(node: YamlNode, src: string): string {
  return isScalar(node) ? String(node.value) : src.slice(node.range![0], node.range![1])
}

function isString(node: unknown): node is { value: string } & YamlNode {
  return isScalar(node) && typeof node.value === 'string'
}

function toJS(node: YamlNode | undefined, doc: Document): unknown {
  if (node === undefined) return null
  try {
    const value: unknown = node.toJS(doc)
    // A value that refers to itself (`x: &a [1, *a]`) cannot be written as JSON, which later
    // stages do with the frontmatter (e.g. the skill hash of `regression`): not kept.
    JSON.stringify(value)
    return value
  } catch {
    // an alias bomb (the yaml library refuses to expand it) or a value that refers to itself
  }
  return undefined
}

/** The text of a scalar as written (so `version: 1.10` stays "1.10"); undefined for collections and empty values. */
function scalarText(node: YamlNode | undefined, src: string): string | undefined {
  // (a parsed scalar's value is never undefined; an empty one is null)
  if (!isScalar(node) || node.value === null) return undefined
  if (typeof node.value === 'string') return node.value
  return src.slice(node.range![0], node.range![1]) // (the value's own range, without the spaces or comment after it)
}

function tierOf(node: YamlNode | undefined): number | undefined {
  if (!isScalar(node)) return undefined
  const v = node.value
  if (typeof v === 'number' && (v === 1 || v === 2 || v === 3)) return v
  if (typeof v === 'string' && /^[123]$/.test(v.trim())) return Number(v) // (Number ignores the spaces around)
  return undefined
}

/** A short human description of a YAML value for messages: "a number (123)", "a list", … */
function describeNode(node: YamlNode | undefined, src: string): string {
  if (node === undefined) return 'empty'
  if (isMap(node)) return 'a mapping'
  if (isSeq(node)) return 'a list'
  // Otherwise a scalar (aliases are resolved before a value is described).
  const v = (node as { value: unknown }).value
  if (v === null) return 'empty'
  if (typeof v === 'string') return `the string '${truncate(v)}'`
  // numbers and booleans as written (1.10, 0x1F, true)
  return `a ${typeof v} (${truncate(src.slice(node.range![0], node.range![1]))})`
}

function setKey(obj: Record<string, string>, key: string, value: string): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
}

/** Shorten long or multi-line values for messages. */
export function truncate(s: string, max = 60): string {
  const one = s.replace(/\r?\n/g, '\\n')
  const chars = [...one]
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : one
}

function keyAtLine(lineText: string): string {
  // (a key may hold '#': only ' #' starts a comment, and a key ends at the first ': ' anyway;
  // no '^': the text starts with its key, which this matches from the first character on)
  const m = /\s*(?:-\s+)?("[^"]*"|'[^']*'|[^:]+?)\s*:/.exec(lineText)
  return m ? m[1]!.replace(/^["']|["']$/g, '') : ''
}

/** The yaml library appends " at line X, column Y:" and a code frame; keep the first sentence. */
function yamlMessage(message: string): string {
  const first = message.split('\n')[0]!
  const at = first.lastIndexOf(' at line ')
  // Stryker disable next-line ConditionalExpression,UnaryOperator: the library adds ' at line' to every error it can place; one it cannot (position -1) is not known to come from a frontmatter
  return at === -1 ? first : first.slice(0, at)
}

// ─── Names ────────────────────────────────────────────────────────────────────────────

/**
 * The name rule, as the Agent Skills spec states it ("unicode lowercase alphanumeric characters
 * and hyphens") and as its reference validator skills-ref applies it (Python's `str.isalnum()`
 * and `name == name.lower()` on the NFKC form):
 *
 * 1. the name is NFKC-normalised first; length, characters and the folder comparison all use
 *    that form (the folder name is NFKC-normalised too);
 * 2. every character is `-`, a Unicode letter (`\p{L}`) or a Unicode number (`\p{N}`);
 * 3. lowercasing changes nothing: no uppercase or titlecase letter in any script (`MySkill`,
 *    `НАВЫК` are rejected; letters without case, such as CJK `技能`, are lowercase-neutral and pass);
 * 4. at most 64 characters (code points), no leading/trailing hyphen, no `--`.
 *
 * Combining marks that NFKC cannot fold into a letter (`\p{M}`) are not letters, so they are
 * rejected, as skills-ref rejects them.
 */
export const NAME_CHAR = /^[\p{L}\p{N}-]$/u

export interface NameProblem {
  rule: string
  message: string
}

/** Every way `written` breaks the name rule (empty when it is valid). `dirName` is the folder, when known. */
export function checkName(written: string, dirName?: string): NameProblem[] {
  const out: NameProblem[] = []
  const n = written.normalize('NFKC')
  const q = `name '${truncate(written)}'`
  const length = [...n].length
  if (length > MAX_NAME_LENGTH) out.push({ rule: 'skill.name.length', message: `${q} is ${length} characters; the limit is ${MAX_NAME_LENGTH}` })
  const upper = [...new Set([...n].filter((c) => c !== c.toLowerCase()))]
  const other = [...new Set([...n].filter((c) => !NAME_CHAR.test(c)))]
  if (upper.length > 0 || other.length > 0) {
    const parts: string[] = []
    if (upper.length > 0) parts.push(`uppercase ${upper.slice(0, 5).map(showChar).join(', ')}`)
    if (other.length > 0) parts.push(`not a letter, digit or hyphen: ${other.slice(0, 5).map(showChar).join(', ')}`)
    // (a name with a problem here always differs from its suggestion: lowercased, other characters replaced)
    const suggestion = suggestName(n)
    out.push({
      rule: 'skill.name.pattern',
      message:
        `${q} must use only lowercase letters, digits and hyphens (any script; found ${parts.join('; ')})` +
        (suggestion ? `; e.g. '${suggestion}'` : '')
    })
  }
  if (n.startsWith('-') || n.endsWith('-')) out.push({ rule: 'skill.name.hyphen-edge', message: `${q} must not start or end with a hyphen` })
  if (n.includes('--')) out.push({ rule: 'skill.name.double-hyphen', message: `${q} must not contain consecutive hyphens ('--')` })
  if (dirName !== undefined) {
    const folder = dirName.normalize('NFKC')
    if (n !== folder) {
      const alike = looksAlike(n, folder) || looksAlike(written, dirName)
      out.push({
        rule: 'skill.name.folder-mismatch',
        message:
          `${q} must match its folder name '${truncate(dirName)}'; rename the folder or change the name` +
          (alike ? ` (they only look alike: the name is ${codePoints(written)}, the folder is ${codePoints(dirName)})` : '')
      })
    }
  }
  return out
}

/** True when two different strings may render the same: same ASCII skeleton, or non-ASCII or invisible characters involved. */
function looksAlike(a: string, b: string): boolean {
  // (called for two different strings only)
  // eslint-disable-next-line no-control-regex
  return /[^\x20-\x7e]/.test(a) || /[^\x20-\x7e]/.test(b) || a.toLowerCase() === b.toLowerCase()
}

/** `U+0063 U+0061 …` for a message, shortened for long names. */
export function codePoints(s: string): string {
  const cps = [...s].map((c) => 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'))
  return cps.length > 24 ? cps.slice(0, 23).join(' ') + ' …' : cps.join(' ')
}

function showChar(c: string): string {
  // c is one code point
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(c) && !/\p{M}/u.test(c) ? `'${c}'` : codePoints(c)
}

function suggestName(n: string): string {
  return [...n
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
}

/**
 * Nearest known key (spec, Claude Code or skill-evals) for a likely typo: same key up to case and
 * `_`/`-`, or a close misspelling (`isLikelyTypo`: e.g. `user-invokable` → `user-invocable`, but
 * not `tools` → `hooks`).
 */
export function closestKey(key: string): string | undefined {
  // Stryker disable next-line MethodExpression: upper- and lower-casing fold the same way except on letters such as 'ß' (upper case 'SS'), which no known key holds
  const norm = (s: string): string => s.toLowerCase().replace(/_/g, '-')
  const lower = norm(key)
  let best: string | undefined
  let bestDist = Infinity
  for (const k of [...SPEC_KEYS, ...CLAUDE_CODE_KEYS, ...SKILL_EVALS_KEYS]) {
    if (lower !== norm(k) && !isLikelyTypo(lower, norm(k))) continue
    const d = typoDistance(lower, norm(k))
    if (d < bestDist) {
      bestDist = d
      best = k
    }
  }
  return best
}

/** Tool names of an allowed-tools string: split at spaces and commas outside parentheses (`Bash(gh pr view:*)` is one tool). */
export function splitTools(text: string): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const c of text) {
    if (c === '(') depth++
    else if (c === ')') depth = Math.max(0, depth - 1)
    if (depth === 0 && (c === ',' || /\s/.test(c))) {
      if (cur) out.push(cur)
      cur = ''
    } else cur += c
  }
  if (cur) out.push(cur)
  return out
}

function hasTopLevelComma(text: string): boolean {
  let depth = 0
  for (const c of text) {
    if (c === '(') depth++
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if (c === ',' && depth === 0) return true
  }
  return false
}

function defaultDirName(file: string): string | undefined {
  const dir = path.posix.dirname(file.replace(/\\/g, '/'))
  return dir === '.' || dir === '/' ? undefined : path.posix.basename(dir)
}

function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB (${bytes} bytes)`
}


/** 1-based line and column (in characters) of a byte offset in valid-so-far UTF-8. */
function bytePosition(b: Uint8Array, offset: number): { line: number; column: number } {
  const before = b.subarray(0, offset)
  let line = 1
  for (const byte of before) if (byte === 0x0a) line++
  const lineStart = before.lastIndexOf(0x0a) + 1
  let prefix = new TextDecoder('utf-8', { ignoreBOM: true }).decode(b.subarray(lineStart, offset))
  if (line === 1 && prefix.startsWith('\uFEFF')) prefix = prefix.slice(1)
  return { line, column: [...prefix].length + 1 }
}

export function sortFindings(findings: Finding[]): Finding[] {
  // (Array.prototype.sort is stable: findings at the same place keep their order)
  return [...findings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)))
}
