/**
 * The `frontmatter` check kind. Every output file matching the glob `path` starts with YAML frontmatter whose `field`
 * (a dot path) `equals` a value, is `one_of` a list, or `exists` (true or false).
 */
import { parse as parseYaml } from 'yaml'
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { result } from '../kind.js'
import { cap1, listNames, q, snippet } from '../evidence.js'
import { deepEqual, matchOutputs, noMatchText, readOutput } from '../outputs.js'
import { isObject } from '../../text/object.js'

/** The YAML between a leading `---` line and the next `---`/`...` line; undefined if none. */
export function extractFrontmatter(text: string): string | undefined {
  const t = text.replace(/^\uFEFF/, '')
  const m = /^---[ \t]*\r?\n/.exec(t)
  if (!m) return undefined
  const rest = t.slice(m[0].length)
  const end = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest)
  if (!end) return undefined
  return rest.slice(0, end.index)
}

function fieldValue(data: unknown, field: string): { found: boolean; value?: unknown } {
  let cur: unknown = data
  for (const seg of field.split('.')) {
    if (Array.isArray(cur) && /^\d+$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)]
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg]
    else return { found: false }
  }
  return { found: true, value: cur }
}

/** Deep equality, with scalars also equal when their text is (YAML `version: 1` vs "1"). */
function looseEqual(a: unknown, b: unknown): boolean {
  if (deepEqual(a, b)) return true
  const scalar = (v: unknown): boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
  return scalar(a) && scalar(b) && String(a) === String(b)
}

async function runFrontmatter(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const glob = check['path'] as string
  const field = check['field'] as string
  const { matches, listing } = await matchOutputs(ctx, glob)
  if (matches.length === 0) return result(false, cap1(noMatchText(glob, listing)))
  const lines: string[] = []
  let allOk = true
  let anyError = false
  for (const m of matches) {
    const text = await readOutput(ctx, m)
    const yamlText = extractFrontmatter(text)
    if (yamlText === undefined) {
      allOk = false
      lines.push(`${m}: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts ${snippet(text, 0, 0, 60)}`)
      continue
    }
    let data: unknown
    try {
      // Stryker disable next-line ObjectLiteral: yaml's own default is 100 as well; kept explicit so a change of that default cannot let an alias bomb through.
      data = parseYaml(yamlText, { maxAliasCount: 100 }) ?? {}
    } catch (e) {
      allOk = false
      anyError = true
      lines.push(`${m}: the frontmatter is not valid YAML: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`)
      continue
    }
    const { found, value } = fieldValue(data, field)
    let ok: boolean
    let text2: string
    if ('exists' in check) {
      const want = check['exists'] === true
      ok = found === want
      text2 = found ? `'${field}' is present (${q(value)})` : `'${field}' is absent`
      if (!ok) text2 += want ? '' : ' but should be absent'
    } else if (!found) {
      ok = false
      const keys = isObject(data) ? ` (keys: ${listNames(Object.keys(data))})` : ''
      text2 = `no '${field}' in the frontmatter${keys}`
    } else if ('equals' in check) {
      ok = looseEqual(value, check['equals'])
      text2 = `${field} = ${q(value)}${ok ? '' : `, expected ${q(check['equals'])}`}`
    } else {
      const opts = check['one_of'] as unknown[]
      ok = opts.some((o) => looseEqual(value, o))
      text2 = `${field} = ${q(value)}${ok ? ` (one of ${q(opts)})` : `, expected one of ${q(opts)}`}`
    }
    if (!ok) allOk = false
    lines.push(`${m}: ${text2}`)
  }
  const r = result(allOk, lines.join('\n'))
  return anyError ? { ...r, error: true } : r
}

export const frontmatter: CheckKindPlugin = {
  required: ['path', 'field'],
  fields: { path: 'string', field: 'string', equals: 'any', one_of: 'array', exists: 'boolean' },
  pathIsGlob: true,
  validate(check, { has, add }) {
    const modes = ['equals', 'one_of', 'exists'].filter((m) => m in check)
    if (modes.length === 0) add('', "a frontmatter check needs one of 'equals', 'one_of' or 'exists'")
    else if (modes.length > 1) add('', `a frontmatter check takes one of 'equals', 'one_of' or 'exists', not ${modes.map((m) => `'${m}'`).join(' and ')}`)
    if (has('one_of') && (check['one_of'] as unknown[]).length === 0) add('/one_of', "'one_of' must not be empty")
    if (has('field')) {
      const f = check['field'] as string
      if (f.split('.').some((s) => s === '')) add('/field', `'field' '${f}' has an empty segment; use a dot path such as "metadata.status"`)
    }
  },
  run: runFrontmatter,
}
