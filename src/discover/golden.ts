/**
 * Golden datasets: `evals/skills/<skill>/golden.jsonl` (atlas-eval's schema), one JSON object
 * per line:
 *   {id, input, expected_output_summary, expected_format, weight, tags}
 * `id`, `input`, `expected_output_summary` and `expected_format` are required non-empty strings;
 * `weight` is a number > 0 (absent → 1.0, as atlas' run.sh `.weight // 1.0`); `tags` is an array
 * of strings (absent → []). Blank lines are skipped. Every problem is a finding with the line
 * number. A golden dataset is a suite for `skill-evals regression` (see src/regression/).
 * Folders starting with `.` (e.g. `.template`) are ignored. Never throws.
 */
import * as fs from './sync-fs.js'
import { UnsafePathError } from '../safe-fs.js'
import path from 'node:path'
import { skillFolderName } from '../paths.js'
import type { Finding, Skill } from '../types.js'
import { suggestKey } from './config.js'

/** Repo-relative folder of the golden datasets. */
export const GOLDEN_DIR = 'evals/skills'
export const GOLDEN_FILE = 'golden.jsonl'
const MAX_GOLDEN_BYTES = 4 * 1024 * 1024
const KEYS = ['id', 'input', 'expected_output_summary', 'expected_format', 'weight', 'tags']

export interface GoldenCase {
  id: string
  input: string
  expected_output_summary: string
  expected_format: string
  weight: number
  tags: string[]
  /** 1-based line in golden.jsonl. */
  line: number
}

export interface GoldenSet {
  skill: string
  /** Repo-relative path, POSIX. */
  file: string
  cases: GoldenCase[]
  findings: Finding[]
}

/** Repo-relative path of a skill's golden dataset. */
export function goldenFile(skill: string): string {
  return `${GOLDEN_DIR}/${skillFolderName(skill)}/${GOLDEN_FILE}`
}

/** Parse golden.jsonl text. Only the valid lines become cases; the rest are findings. */
export function parseGolden(text: string, file: string, skill: string): GoldenSet {
  const findings: Finding[] = []
  const cases: GoldenCase[] = []
  const seen = new Map<string, number>()
  const err = (line: number, rule: string, message: string, severity: Finding['severity'] = 'error') =>
    findings.push({ severity, file, line, column: 1, rule, message })
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  lines.forEach((raw, i) => {
    const line = i + 1
    if (raw.trim() === '') return
    let v: unknown
    try {
      v = JSON.parse(raw)
    } catch (e) {
      err(line, 'golden.json', `Line ${line} is not valid JSON: ${e instanceof Error ? e.message : String(e)}.`)
      return
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      err(line, 'golden.json', `Line ${line} must be a JSON object {id, input, expected_output_summary, expected_format, weight, tags}.`)
      return
    }
    const o = v as Record<string, unknown>
    let ok = true
    for (const k of ['id', 'input', 'expected_output_summary', 'expected_format'] as const) {
      if (typeof o[k] !== 'string' || (o[k] as string).trim() === '') {
        err(line, 'golden.field', `Line ${line}: '${k}' is required and must be a non-empty string.`)
        ok = false
      }
    }
    let weight = 1
    if (o.weight !== undefined) {
      if (typeof o.weight !== 'number' || !Number.isFinite(o.weight) || o.weight <= 0) {
        err(line, 'golden.weight', `Line ${line}: 'weight' must be a number > 0 (1.0 normal, 1.5 critical, 0.5 nice-to-have).`)
        ok = false
      } else weight = o.weight
    }
    let tags: string[] = []
    if (o.tags !== undefined) {
      if (!Array.isArray(o.tags) || !o.tags.every((t) => typeof t === 'string')) {
        err(line, 'golden.tags', `Line ${line}: 'tags' must be an array of strings.`)
        ok = false
      } else tags = [...(o.tags as string[])]
    }
    for (const k of Object.keys(o)) {
      if (KEYS.includes(k)) continue
      const s = suggestKey(k, KEYS)
      err(line, 'golden.unknown-key', `Line ${line}: unknown key '${k}'${s ? ` (did you mean '${s}'?)` : ''}; it is ignored.`, 'warning')
    }
    if (typeof o.id === 'string' && o.id.trim() !== '') {
      const prev = seen.get(o.id)
      if (prev !== undefined) {
        err(line, 'golden.duplicate-id', `Line ${line}: id '${o.id}' is already used on line ${prev}; ids must be unique.`)
        ok = false
      } else seen.set(o.id, line)
    }
    if (!ok) return
    cases.push({
      id: o.id as string,
      input: o.input as string,
      expected_output_summary: o.expected_output_summary as string,
      expected_format: o.expected_format as string,
      weight,
      tags,
      line
    })
  })
  if (cases.length === 0 && findings.length === 0) {
    findings.push({ severity: 'error', file, rule: 'golden.empty', message: `${file} holds no entries; add at least one line or remove the file.` })
  }
  return { skill, file, cases, findings }
}

/** Load one skill's golden dataset; undefined when the file does not exist. */
export async function loadGoldenSet(root: string, skill: string): Promise<GoldenSet | undefined> {
  const file = goldenFile(skill)
  const abs = path.join(root, ...file.split('/'))
  let bytes: Buffer
  try {
    const info = await fs.stat(abs)
    if (!info.isFile()) return undefined
    if (info.size > MAX_GOLDEN_BYTES) {
      return { skill, file, cases: [], findings: [{ severity: 'error', file, rule: 'golden.size', message: `${file} is larger than ${MAX_GOLDEN_BYTES} bytes.` }] }
    }
    fs.registerRepoRoot(root)
    bytes = await fs.readCapped(abs, MAX_GOLDEN_BYTES, 'golden datasets') // issue 33: no link out, fstat before reading
  } catch (e) {
    if (e instanceof UnsafePathError) return { skill, file, cases: [], findings: [{ severity: 'error', file, rule: 'golden.read', message: e.message }] }
    return undefined
  }
  return parseGolden(bytes.toString('utf8'), file, skill)
}

/**
 * validate's view of the golden datasets: findings of every `evals/skills/<dir>/golden.jsonl`
 * (a folder not named after a skill is an error: that dataset would never run), and the
 * coverage findings adjusted: a skill covered only by a golden dataset gets a warning instead of
 * `coverage.no-evals` (its golden set is a suite for `regression`, not for `run`).
 */
export async function withGoldenSets(root: string, skills: Skill[], coverageFindings: Finding[]): Promise<Finding[]> {
  const findings: Finding[] = []
  const dir = path.join(root, ...GOLDEN_DIR.split('/'))
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  const known = skills.map((s) => s.name)
  const covered = new Set<string>()
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue
    const set = await loadGoldenSet(root, e.name)
    if (!set) continue
    findings.push(...set.findings)
    if (!known.includes(e.name)) {
      const s = suggestKey(e.name, known)
      findings.push({
        severity: 'error',
        file: set.file,
        rule: 'golden.unknown-skill',
        message: `${set.file} is for skill '${e.name}', which does not exist${s ? ` (did you mean '${s}'?)` : ''}; it would never run.`
      })
    } else if (set.cases.length > 0) covered.add(e.name)
  }
  const out: Finding[] = []
  for (const f of coverageFindings) {
    const skill = f.rule === 'coverage.no-evals' ? skills.find((s) => s.file === f.file) : undefined
    if (skill && covered.has(skill.name)) {
      out.push({
        ...f,
        severity: 'warning',
        message: `Skill '${skill.name}' has no eval entries in evals/evals.json; only its golden dataset ${goldenFile(skill.name)} covers it (used by 'skill-evals regression', not by 'run').`
      })
    } else out.push(f)
  }
  return [...out, ...findings]
}
