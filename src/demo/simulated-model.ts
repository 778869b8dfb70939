/**
 * SIMULATED MODEL — not Claude, not an API call.
 *
 * The demo (`skill-evals demo`) needs to work with no API key. Rather than bypass the real
 * code path, this module provides a `fetch`-compatible function that answers
 * `POST /v1/messages` in the real wire format, so the REAL SDK and the real executor run
 * unchanged:
 *
 *     demoModelClients().client()   // src/demo/clients.ts, picked by the CLI for --simulate
 *
 * The "model" is a small deterministic script driven by the request:
 * - with a skill listed in `<available_skills>` (discover mode) it first loads the best-matching
 *   skill with the `Skill` tool (or `Read`s its SKILL.md when there is no Skill tool);
 * - it then `Write`s one output file derived from the prompt (a file name mentioned in the prompt,
 *   else `output.md`): a markdown document quoting key words of the prompt and, when a skill is in
 *   context, following the skill body's headings; without a skill the document is thinner;
 * - finally it ends the turn with a short text summary that says it is simulated;
 * - a request with `output_config.format` of type `json_schema` is a judge call: it answers with
 *   the JSON `{"evidence", "passed"}` from a word-overlap rule (see `judge`), labelled simulated.
 *
 * Everything it produces is labelled: message ids start with `msg_sim_`, request ids with
 * `req_sim_`, the model id is echoed from the request, files carry a "simulated" footer, and the
 * summary says "(simulated model)". Usage numbers are characters / 4. Results are a pure function
 * of the request except the prompt-cache counters, which depend on what this `fetch` instance saw.
 */
import { createHash } from 'node:crypto'
import { compileSafeRegex } from '../safe-regex.js'

type Json = any

const tokens = (s: string): number => Math.max(1, Math.ceil(s.length / 4))

function hashOf(s: string): string {
  return createHash('sha256').update(s).digest('hex')
}

function jsonResponse(status: number, body: unknown, requestId: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': requestId }
  })
}

function errorResponse(status: number, type: string, message: string, requestId: string): Response {
  return jsonResponse(status, { type: 'error', error: { type, message }, request_id: requestId }, requestId)
}

function systemText(system: unknown): string {
  if (typeof system === 'string') return system
  if (Array.isArray(system)) return system.map((b: Json) => (typeof b?.text === 'string' ? b.text : '')).join('\n\n')
  return ''
}

function blocksOf(content: unknown): Json[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }]
  return Array.isArray(content) ? content : []
}

function textOfBlocks(content: unknown): string {
  return blocksOf(content)
    .map((b) => (b?.type === 'text' ? b.text : b?.type === 'tool_result' ? textOfBlocks(b.content) : ''))
    .join('\n')
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i in into is it its me my of on or our please should so that the their them then there these this to use using we what when which will with would you your write create make file files document'.split(
    ' '
  )
)

/** Distinct content words of a text, in order of first appearance. */
function keyWords(text: string, max: number): string[] {
  const out: string[] = []
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) {
    if (STOP_WORDS.has(w) || out.includes(w)) continue
    out.push(w)
    if (out.length >= max) break
  }
  return out
}

function headingsOf(markdown: string): { level: number; text: string }[] {
  const out: { level: number; text: string }[] = []
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) continue
    const m = /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line)
    if (m && !out.some((h) => h.text === m[2])) out.push({ level: m[1].length, text: m[2] })
  }
  return out
}

interface ListedSkill {
  name: string
  description: string
}

function listedSkills(system: string): ListedSkill[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1]
  if (!block) return []
  const out: ListedSkill[] = []
  for (const m of block.matchAll(/<skill>\s*<name>([\s\S]*?)<\/name>\s*<description>([\s\S]*?)<\/description>\s*<\/skill>/g)) {
    out.push({ name: m[1].trim(), description: m[2].trim() })
  }
  return out
}

function preloadedSkill(system: string): { name: string; body: string } | null {
  const m = /<skill name="([^"]+)">\s*(?:<description>[\s\S]*?<\/description>)?([\s\S]*?)<\/skill>/.exec(system)
  return m ? { name: m[1], body: m[2].trim() } : null
}

// ─── Reading the request ──────────────────────────────────────────────────────────────

interface ToolUse {
  id: string
  name: string
  input: Json
}

interface Conversation {
  prompt: string
  system: string
  toolNames: Set<string>
  uses: ToolUse[]
  results: Map<string, { text: string; isError: boolean }>
  /** Hash of the whole request (varies the wording). */
  h: string
  /** Which occurrence of this conversation start this is (the stand-in for the trial). */
  variant: number
  /** Hash of the conversation start + variant: decides this trial's one imperfection, if any. */
  seed: string
}

/** Pick a deterministic variant from a hash. */
function pick<T>(h: string, offset: number, options: T[]): T {
  return options[parseInt(h.slice(offset, offset + 4), 16) % options.length]
}

const FOOTER = '_Generated by the skill-evals simulated model (deterministic, no API call was made)._'
const FOOTER_COMMENT = '<!-- generated by the skill-evals simulated model (deterministic, no API call was made) -->'
/** The simulated model's idea of "today" (fixed, so outputs stay deterministic). */
const SIMULATED_TODAY = '2026-01-15'

const stripLineNumbers = (s: string): string => s.replace(/^ *\d+\t/gm, '')
const safePath = (p: string): boolean => p.length > 0 && !p.startsWith('/') && !p.split('/').includes('..')
const sentenceCase = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s)
const kebab = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .filter((w) => w && !['a', 'an', 'the', 'our', 'my', 'we', 'of'].includes(w))
    .slice(0, 8)
    .join('-')
const joinList = (xs: string[], and = 'and'): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`)

/** Successful tool results of earlier calls, by tool name and a key of their input. */
function resultOf(c: Conversation, name: string, key: (input: Json) => boolean): { text: string; isError: boolean } | undefined {
  for (const u of c.uses) if (u.name === name && key(u.input ?? {})) return c.results.get(u.id)
  return undefined
}

const readResult = (c: Conversation, file: string): string | null => {
  const r = resultOf(c, 'Read', (i) => String(i.file_path ?? '').replace(/^\.\//, '') === file)
  return r && !r.isError ? stripLineNumbers(r.text) : null
}

const attempted = (c: Conversation, name: string, key: string): boolean =>
  c.uses.some((u) => u.name === name && String(u.input?.file_path ?? u.input?.pattern ?? '').replace(/^\.\//, '') === key)

// ─── Files named in the prompt ────────────────────────────────────────────────────────

const FILE_RE = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w.-]*\w\.(?:md|markdown|txt|json|ya?ml|csv|html|py|js|ts|sh|sql|toml|xml))(?=$|[\s`'".,;:!?)])/gi
const WRITE_VERBS = new Set(['write', 'create', 'save', 'produce', 'generate', 'output', 'draft', 'put', 'store'])
const EDIT_VERBS = new Set(['update', 'edit', 'modify', 'extend', 'amend', 'append', 'change', 'revise'])

type FileRole = 'input' | 'output' | 'edit'

/** Files the prompt names, with a guess of their role from the words just before them. */
function promptFiles(prompt: string): { path: string; role: FileRole }[] {
  const out: { path: string; role: FileRole }[] = []
  for (const m of prompt.matchAll(FILE_RE)) {
    const p = m[1].replace(/^\.\//, '')
    if (!safePath(p) || out.some((f) => f.path === p)) continue
    const before = prompt.slice(0, m.index).toLowerCase().match(/[a-z]+/g)?.slice(-3) ?? []
    const last = before[before.length - 1]
    const role: FileRole =
      last === 'into' || last === 'as' || before.some((w) => WRITE_VERBS.has(w)) ? 'output' : before.some((w) => EDIT_VERBS.has(w)) ? 'edit' : 'input'
    out.push({ path: p, role })
  }
  return out
}

// ─── What a skill body prescribes ─────────────────────────────────────────────────────

interface SkillInfo {
  name: string
  body: string
  /** Skill-folder files it points at (`references/…`). */
  resources: string[]
  /** Workspace files it says to read. */
  reads: string[]
  /** Workspace output paths it names (may hold placeholders). */
  outputs: string[]
  /** Folders it says to list. */
  listDirs: string[]
  /** Backticked heading patterns (`## Task N: <title>`) with the sentence they appear in. */
  headings: { text: string; sentence: string }[]
  /** Bold field names with the hint in parentheses after them. */
  fields: { name: string; hint: string }[]
  /** A backticked enumeration of 3+ capitalised words (categories). */
  categories: string[]
  /** Words of a "drop X (a, b, c)" rule. */
  dropWords: string[]
  /** "Do not …" / "Never …" sentences. */
  rules: string[]
  /** Backticked `key: value` settings. */
  settings: Map<string, string>
  sentences: string[]
}

/** The body's list items and paragraphs, each split into sentences. */
function sentencesOf(body: string): string[] {
  const units: string[] = []
  let inFence = false
  for (const raw of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence
      continue
    }
    if (inFence) continue
    const line = raw.trim()
    if (!line || /^#/.test(line)) {
      units.push('')
      continue
    }
    const starts = /^(\d+[.)]|[-*+])\s+/.test(line)
    if (starts || units.length === 0 || units[units.length - 1] === '') units.push(line.replace(/^(\d+[.)]|[-*+])\s+/, ''))
    else units[units.length - 1] += ` ${line}`
  }
  return units.filter(Boolean).flatMap((u) => u.split(/(?<=\.)\s+(?=[A-Z`*])/))
}

function skillInfo(name: string, rawBody: string): SkillInfo {
  const body = rawBody.replace(/^---\n[\s\S]*?\n---\n/, '')
  const info: SkillInfo = {
    name,
    body,
    resources: [],
    reads: [],
    outputs: [],
    listDirs: [],
    headings: [],
    fields: [],
    categories: [],
    dropWords: [],
    rules: [],
    settings: new Map(),
    sentences: sentencesOf(body)
  }
  const add = (xs: string[], x: string): void => void (xs.includes(x) ? undefined : xs.push(x))
  for (const s of info.sentences) {
    const ticks = [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim())
    for (const t of ticks) {
      if (t.startsWith('#')) {
        if (!info.headings.some((x) => x.text === t)) info.headings.push({ text: t, sentence: s })
        continue
      }
      const kv = /^([a-z_]+):\s*(\S.*)$/.exec(t)
      if (kv) info.settings.set(kv[1], kv[2])
      if (/\s/.test(t) || !safePath(t)) continue
      if (/^(references|scripts|assets|templates|examples)\//.test(t)) add(info.resources, t)
      else if (t.endsWith('/')) {
        if (/\b(list|find|look|scan|check)\b/i.test(s)) add(info.listDirs, t)
      } else if (/\.[a-z]{1,8}$/i.test(t)) {
        if (/\b(write|create|generate|save|produce)\b/i.test(s)) add(info.outputs, t)
        else if (/\b(read|open|check|look|find)\b/i.test(s)) add(info.reads, t)
      }
    }
    const cats = ticks.filter((t) => /^[A-Z][a-z]+$/.test(t))
    if (cats.length >= 3 && info.categories.length === 0) info.categories = cats
    const drop = /\bdrop\s+[\w\s]*?\(([^)]*)\)/i.exec(s)
    if (drop) {
      for (const part of drop[1].split(/,|\bor\b|\band\b/)) {
        for (const w of part.split(/\b(?:without|with|that|which)\b/)[0].toLowerCase().match(/[a-z]{2,}/g) ?? []) add(info.dropWords, stem(w))
      }
    }
    if (/^(do not|don't|never)\b/i.test(s)) info.rules.push(s)
  }
  for (const m of body.matchAll(/\*\*([^*\n]+)\*\*(?:\s*\(([^)]*)\))?/g)) {
    if (!info.fields.some((f) => f.name === m[1])) info.fields.push({ name: m[1], hint: m[2] ?? '' })
  }
  return info
}

/** A crude stemmer: enough to match "removed"/"removal"/"remove", "fixed"/"fix", "bumps"/"bump". */
function stem(word: string): string {
  let w = word.toLowerCase()
  for (const suf of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'al', 'ed', 'es', 'e', 's']) {
    if (w.length - suf.length >= 3 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length)
      break
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1)
  return w
}

// ─── Items: identifiers in the inputs, numbered changes in the prompt ─────────────────

interface Item {
  id: string
  text: string
}

function itemsOfDocument(text: string): Item[] {
  const out: Item[] = []
  for (const m of text.matchAll(/^\s*(?:[-*+]|\d+[.)])\s*\**([A-Z][A-Z0-9]*-\d+)\**\s*[:.)–—-]\s*(.+?)\s*$/gm)) {
    if (!out.some((i) => i.id === m[1])) out.push({ id: m[1], text: m[2] })
  }
  return out
}

function itemsOfPrompt(prompt: string): Item[] {
  const out: Item[] = []
  for (const seg of prompt.split(/(?=#\d+\s)/)) {
    const m = /^#(\d+)\s+([\s\S]+)$/.exec(seg)
    if (!m) continue
    const text = m[2].split(/(?<=[a-z0-9])\.\s|\n/)[0].replace(/[\s,;.]+$/, '').replace(/\s+and$/, '').trim()
    if (text) out.push({ id: `#${m[1]}`, text })
  }
  return out
}

/** Items the prompt restricts the work to ("REQ-1 to REQ-3", "REQ-2 and REQ-4"), if any. */
function scopeOf(prompt: string, items: Item[]): Set<string> | null {
  const range = /\b([A-Z][A-Z0-9]*)-(\d+)\s*(?:to|through|until|-|–|\.\.)\s*(?:\1-)?(\d+)\b/.exec(prompt)
  if (range) {
    const [lo, hi] = [Number(range[2]), Number(range[3])].sort((a, b) => a - b)
    const inRange = items.filter((i) => i.id.startsWith(`${range[1]}-`) && Number(i.id.split('-')[1]) >= lo && Number(i.id.split('-')[1]) <= hi)
    if (inRange.length > 0) return new Set(inRange.map((i) => i.id))
  }
  const named = items.filter((i) => new RegExp(`\\b${i.id}\\b`).test(prompt))
  return named.length > 0 && named.length < items.length ? new Set(named.map((i) => i.id)) : null
}

/** Capitalised first names in the prompt that are not at a sentence start (e.g. "the team (Ana, Raj)"). */
function peopleIn(prompt: string): string[] {
  const out: string[] = []
  for (const m of prompt.matchAll(/\b[A-Z][a-z]{1,14}\b/g)) {
    const before = prompt.slice(0, m.index).trimEnd()
    if (before === '' || /[.!?:]$/.test(before)) continue
    if (!out.includes(m[0])) out.push(m[0])
  }
  return out
}

/** Options of a decision in the prompt: "from A to B" (B chosen), "A over B" (A chosen), "A vs B". */
function optionsIn(prompt: string): { options: string[]; chosen: string; purpose: string } | null {
  const word = "[A-Za-z][\\w.+'-]*"
  const from = new RegExp(`\\bfrom\\s+(${word}(?:\\s+${word}){0,2}?)\\s+to\\s+(${word}(?:\\s+${word}){0,2}?)(?=\\s+(?:for|because|since|in|on|so)\\b|[;,.]|$)`).exec(prompt)
  const over = new RegExp(`\\b(${word})\\s+(?:over|instead of|rather than)\\s+(${word})`).exec(prompt)
  const vs = new RegExp(`\\b(${word})\\s+(?:vs\\.?|versus)\\s+(${word})`).exec(prompt)
  const m = from ?? over ?? vs
  if (!m) return null
  const options = from ? [m[1], m[2]] : [m[1], m[2]]
  const chosen = from ? m[2] : m[1]
  const rest = prompt.slice((m.index ?? 0) + m[0].length)
  const purpose = /\bfor\s+(?:our|the|a|an|my|your)?\s*([^;,.()]+)/i.exec(rest)?.[1]?.trim() ?? ''
  return { options, chosen, purpose }
}

function titleOf(prompt: string): string {
  const first = prompt.trim().split(/(?<=[.!?])\s|\n/)[0] ?? 'Task'
  const t = first.replace(/[#*`]/g, '').trim()
  return t.length > 80 ? `${t.slice(0, 77)}…` : t || 'Task'
}

/** Which item a "which X is the Y-est" question points at: the one with the most conditions. */
function answerWhich(prompt: string, items: Item[]): string | null {
  const q = /\bwhich\s+(\w+)\s+(?:is|are)\s+(?:the\s+)?(\w+)/i.exec(prompt)
  if (!q || items.length === 0) return null
  const weight = (t: string): number => (t.match(/\b(never|every|once|only|after|before|limit\w*|expire\w*|within|per|all|must|\d+)\b/gi) ?? []).length
  const best = [...items].sort((a, b) => weight(b.text) - weight(a.text))[0]
  return `The ${q[2].toLowerCase()} ${q[1].toLowerCase()} is ${best.id} (${best.text.replace(/\.$/, '')}), because it has the most conditions to get right and to test, and a mistake there is visible to users.`
}

// ─── Producing the output ─────────────────────────────────────────────────────────────

interface Production {
  tool: 'Write' | 'Edit'
  input: { file_path: string; content?: string; old_string?: string; new_string?: string }
  /** Sentences for the final reply. */
  notes: string[]
}

/**
 * This trial's one imperfection, if any (about 1 trial in 4): a kind of slip is picked among the
 * kinds the document offers (forget an item, leave out a field, leave out a section, …), then
 * one candidate of that kind. Each group is one kind, e.g. `[['item'], ['field:A', 'field:B']]`.
 */
function flawOf(c: Conversation, groups: string[][]): string | null {
  const kinds = groups.filter((g) => g.length > 0)
  if (kinds.length === 0 || parseInt(c.seed.slice(0, 4), 16) % 3 !== 0) return null
  return pick(c.seed, 8, pick(c.seed, 4, kinds))
}

function fillPath(pattern: string, c: Conversation, title: string, number: number): string {
  return pattern
    .replace(/N{2,}|#{2,}/g, (m) => String(number).padStart(m.length, '0'))
    .replace(/YYYY-MM-DD/g, SIMULATED_TODAY)
    .replace(/<[^>]+>/g, () => kebab(title) || 'untitled')
}

function nextNumber(c: Conversation, dirs: string[]): number {
  let max = 0
  for (const d of dirs) {
    const r = resultOf(c, 'Glob', (i) => String(i.pattern ?? '') === `${d}*`)
    for (const m of r?.text.matchAll(/(\d{2,})/g) ?? []) max = Math.max(max, Number(m[1]))
  }
  return max + 1
}

/** Skill resources read so far, as text. */
function resourceTexts(c: Conversation, skill: SkillInfo): { path: string; text: string }[] {
  return skill.resources.flatMap((r) => {
    const t = readResult(c, `.claude/skills/${skill.name}/${r}`)
    return t ? [{ path: r, text: t }] : []
  })
}

function headingsOutsideFences(markdown: string, minLevel = 1): string[] {
  return headingsOf(markdown).filter((h) => h.level >= minLevel).map((h) => h.text)
}

/** A document template (frontmatter and/or section headings) → filled in from the prompt. */
function fillTemplate(c: Conversation, skill: SkillInfo, template: string, number: number): { content: string; title: string; notes: string[]; flaw: string | null } {
  const decision = optionsIn(c.prompt)
  const purpose = decision?.purpose || keyWords(c.prompt, 4).join(' ')
  const options = decision?.options ?? [sentenceCase(keyWords(c.prompt, 3).join(' ') || 'the proposal'), 'Keep the current approach']
  const chosen = decision?.chosen ?? options[0]
  const others = options.filter((o) => o !== chosen)
  const title = decision ? `${sentenceCase(chosen)} over ${others.join(', ')}${purpose ? ` for ${purpose}` : ''}` : sentenceCase(keyWords(c.prompt, 6).join(' '))
  const people = peopleIn(c.prompt)

  const fm = /^---\n([\s\S]*?)\n---\n/.exec(template)
  const fmKeys = fm ? [...fm[1].matchAll(/^([\w-]+):/gm)].map((m) => m[1]) : []
  const flaw = flawOf(c, [fmKeys.map((k) => `fm:${k}`)])
  const lines: string[] = []
  if (fm) {
    lines.push('---')
    for (const line of fm[1].split('\n')) {
      const m = /^([\w-]+):\s*(.*)$/.exec(line)
      if (!m) continue
      const [, key, value] = m
      if (flaw === `fm:${key}`) continue
      let v = value
      if (skill.settings.has(key)) v = skill.settings.get(key)!
      else if (/date/i.test(key)) v = SIMULATED_TODAY
      else if (/^\[\s*\]$/.test(value.trim()) && people.length > 0) v = `[${people.join(', ')}]`
      lines.push(`${key}: ${v}`)
    }
    lines.push('---')
  }

  const pro = (o: string): string =>
    o === chosen ? `${o} fits ${purpose || 'the need'} best` : decision?.options[0] === o && decision.chosen !== o ? `${o} is what we know today and needs no migration` : `${o} is a proven alternative`
  const con = (o: string): string => (o === chosen ? `adopting ${o} needs migration work and new operational know-how` : `${o} fits ${purpose || 'the need'} less well`)
  const fill = (line: string, option: string | null): string =>
    line
      .replace(/N{3,}/g, String(number).padStart(4, '0'))
      .replace(/YYYY-MM-DD/g, SIMULATED_TODAY)
      .replace(/<([^>]+)>/g, (_m, inner: string) => {
        const p = inner.toLowerCase()
        const n = /option\s*(\d+)/.exec(p)
        if (n) return options[Number(n[1]) - 1] ?? options[options.length - 1]
        if (/^option$/.test(p)) return chosen
        if (/title/.test(p)) return title
        if (/justification|because|reason/.test(p)) return `it fits ${purpose || 'the need'} better than ${joinList(others)}`
        if (/argument|positive|negative|consequence/.test(p)) return /bad|negative/i.test(line) || /negative/.test(p) ? con(option ?? chosen) : pro(option ?? chosen)
        if (/driver|force|concern/.test(p)) return `${sentenceCase(purpose || 'the use case')} must stay reliable and simple to operate`
        if (/sentence|situation|context|problem|question/.test(p))
          return `${c.prompt.trim().split(/(?<=[.!?;])\s/)[0].replace(/;$/, '.')} The question is which option serves ${purpose || 'this need'} better: ${joinList(options, 'or')}.`
        return keyWords(c.prompt, 5).join(' ')
      })

  const body = fm ? template.slice(fm[0].length) : template
  const bodyLines = body.split('\n')
  for (let i = 0; i < bodyLines.length; i++) {
    const line = bodyLines[i]
    const head = /^(#{1,6})\s+.*<option\s*1>/i.exec(line)
    if (head) {
      // A per-option block: repeat it for every option.
      let j = i + 1
      while (j < bodyLines.length && !(/^(#{1,6})\s/.exec(bodyLines[j]) && bodyLines[j].match(/^#+/)![0].length <= head[1].length)) j++
      const block = bodyLines.slice(i, j)
      options.forEach((o, k) => {
        for (const b of block) lines.push(fill(b.replace(/option\s*1/gi, `option ${k + 1}`), o))
        if (k < options.length - 1 && block[block.length - 1].trim() !== '') lines.push('')
      })
      i = j - 1
      continue
    }
    const listed = /^(\s*[-*]\s+)<option\s*\d+>\s*$/i.exec(line)
    if (listed) {
      // A list of options: one entry per option, however many the template shows.
      if (!/<option\s*1>/i.test(line)) continue
      for (const o of options) lines.push(`${listed[1]}${o}`)
      continue
    }
    lines.push(fill(line, null))
  }
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop()
  lines.push('', '---', FOOTER, '')
  const notes = [`Decision: ${chosen}${others.length ? ` over ${joinList(others)}` : ''}${purpose ? ` for ${purpose}` : ''}${skill.settings.get('status') && flaw !== 'fm:status' ? ` (status: ${skill.settings.get('status')})` : ''}.`]
  if (people.length > 0 && fmKeys.some((k) => /decider|owner|author/.test(k)) && flaw !== 'fm:deciders') notes.push(`Deciders: ${joinList(people)}.`)
  return { content: lines.join('\n'), title, notes, flaw }
}

/** One section per item (`## Task N: <title>`), with the fields the skill asks for. */
function itemDocument(
  c: Conversation,
  skill: SkillInfo,
  items: Item[],
  deferred: Item[],
  inputTitle: string,
  pattern: { text: string; sentence: string },
  fields: { name: string; hint: string }[]
): { content: string; notes: string[] } {
  const fixed = skill.headings.filter((x) => x !== pattern && /^#{2,}\s/.test(x.text) && !/<[^>]+>|\bN\b/.test(x.text))
  const flaw = flawOf(c, [items.length >= 3 ? ['item'] : [], fields.map((f) => `field:${f.name}`), fixed.map((f) => `section:${f.text}`)])
  if (flaw === 'item') {
    const lost = items[1 + (parseInt(c.seed.slice(12, 16), 16) % (items.length - 1))]
    items = items.filter((i) => i !== lost)
  }
  const usedFields = fields.filter((f) => flaw !== `field:${f.name}`)
  const lines: string[] = []
  const h1 = skill.headings.find((x) => /^#\s/.test(x.text))
  const feature = inputTitle || sentenceCase(keyWords(c.prompt, 3).join(' '))
  lines.push(h1 ? h1.text.replace(/<[^>]+>/g, feature) : `# ${feature}`, '')
  const sources = promptFiles(c.prompt).filter((f) => f.role !== 'output').map((f) => `\`${f.path}\``)
  if (sources.length > 0) lines.push(`Source: ${sources.join(', ')}.`, '')
  if (skill.sentences.some((s) => /^list\b/i.test(s) && /bullet/i.test(s))) {
    lines.push('## Requirements', '')
    for (const it of items) lines.push(`- ${it.id}: ${it.text}`)
    lines.push('')
  }
  const noun = /^#+\s+(\w+)/.exec(pattern.text)?.[1] ?? 'Item'
  items.forEach((it, k) => {
    const title = it.text.replace(/\.$/, '').replace(/^(a|an|the)\s+/i, '')
    const short = title.length > 60 ? `${title.slice(0, 57).replace(/\s+\S*$/, '')}…` : title
    lines.push(pattern.text.replace(/\bN\b/, String(k + 1)).replace(/<[^>]+>/g, sentenceCase(short)), '')
    for (const f of usedFields) {
      const hint = f.hint.toLowerCase()
      const choices = [...f.hint.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((x) => x !== 'none')
      let value: string
      if (/\bids?\b|identifier|requirement/.test(hint)) value = it.id
      else if (/number|depend/.test(hint) || /depend/i.test(f.name)) value = k === 0 ? 'none' : `${noun} ${k}`
      else if (choices.length >= 2) {
        const words = it.text.split(/\s+/).length
        value = choices[Math.min(choices.length - 1, words < 9 ? 0 : words < 13 ? 1 : 2)]
      } else value = `a test shows that ${title.charAt(0).toLowerCase()}${title.slice(1)}`
      lines.push(`- **${f.name}**: ${value}`)
    }
    lines.push('')
  })
  for (const f of fixed) {
    if (flaw === `section:${f.text}`) continue
    lines.push(f.text, '')
    const map = /mapping each (\w+) to (?:its |their )?(\w+)/i.exec(f.sentence)
    if (/\btable\b/i.test(f.sentence)) {
      lines.push(`| ${sentenceCase(map?.[1] ?? 'Item')} | ${sentenceCase(map?.[2] ?? noun + 's')} |`, '|---|---|')
      items.forEach((it, k) => lines.push(`| ${it.id} | ${noun} ${k + 1} |`))
      for (const d of deferred) lines.push(`| ${d.id} | deferred |`)
    } else for (const it of items) lines.push(`- ${it.id}`)
    lines.push('')
  }
  if (deferred.length > 0) {
    lines.push('## Deferred', '')
    for (const d of deferred) lines.push(`- ${d.id}: ${d.text} (out of scope for this request)`)
    lines.push('')
  }
  lines.push('---', FOOTER, '')
  const notes = [
    `${items.length} ${noun.toLowerCase()}s${usedFields.length ? `, each with ${joinList(usedFields.map((f) => f.name))}` : ''}; covered: ${items.map((i) => i.id).join(', ')}.`
  ]
  if (deferred.length > 0) notes.push(`Deferred (not planned in this pass): ${deferred.map((d) => d.id).join(', ')}.`)
  return { content: lines.join('\n'), notes }
}

/** Sort the prompt's changes into the skill's categories, under the heading it prescribes. */
function categorisedSection(c: Conversation, skill: SkillInfo, heading: string, items: Item[], current: string | null): { section: string; notes: string[] } {
  const flaw = flawOf(c, [items.length >= 2 ? ['item'] : [], items.some((i) => isDropped(skill, i)) ? ['keep-dropped'] : []])
  if (flaw === 'item') {
    const lost = items[parseInt(c.seed.slice(12, 16), 16) % items.length]
    items = items.filter((i) => i !== lost)
  }
  const groups = new Map<string, Item[]>()
  const dropped: Item[] = []
  const fallback = skill.categories.find((k) => /^chang/i.test(k)) ?? skill.categories[0]
  for (const it of items) {
    if (isDropped(skill, it) && flaw !== 'keep-dropped') {
      dropped.push(it)
      continue
    }
    const verb = stem(it.text.split(/\s+/)[0] ?? '')
    const cat = skill.categories.find((k) => stem(k) === verb) ?? fallback
    groups.set(cat, [...(groups.get(cat) ?? []), it])
  }
  const withRef = /parenthes|pr number|issue number/i.test(skill.body)
  const lines = [heading, '']
  for (const cat of skill.categories) {
    const g = groups.get(cat)
    if (!g) continue
    lines.push(`### ${cat}`, '')
    for (const it of g) lines.push(`- ${sentenceCase(it.text)}${withRef ? ` (${it.id})` : ''}`)
    lines.push('')
  }
  lines.push(FOOTER_COMMENT, '')
  const n = items.length - dropped.length
  const cats = [...groups.keys()]
  const notes = [
    `${n === 2 ? 'Both changes are' : `${n} change${n === 1 ? ' is' : 's are'}`} listed under ${joinList(cats)}, one bullet per change.`
  ]
  if (dropped.length > 0) notes.push(`Dropped as chores: ${dropped.map((d) => `${d.id} ${d.text}`).join('; ')}.`)
  if (/semantic versioning|semver/i.test(skill.body) && current) {
    const [ma, mi, pa] = current.split('.').map(Number)
    const breaking = cats.some((k) => /^remov/i.test(k)) || items.some((i) => /breaking/i.test(i.text))
    const feature = cats.some((k) => /^add/i.test(k))
    const level = breaking ? 'major' : feature ? 'minor' : 'patch'
    const next = level === 'major' ? `${ma + 1}.0.0` : level === 'minor' ? `${ma}.${mi + 1}.0` : `${ma}.${mi}.${pa + 1}`
    // Linear time: the skill body comes from the pull request.
    const rule = compileSafeRegex(`([\\w\\s]+?)\\s*(?:→|->)\\s*${level}`, 'i').exec(skill.body)?.groups[0]?.trim()
    notes.push(`Suggested next version: ${next}, a ${level} bump from ${current}${rule ? ` (rule applied: ${rule} → ${level})` : ''}.`)
  }
  return { section: lines.join('\n'), notes }
}

function isDropped(skill: SkillInfo, it: Item): boolean {
  const words = (it.text.toLowerCase().match(/[a-z]{2,}/g) ?? []).slice(0, 2).map(stem)
  return words.some((w) => skill.dropWords.includes(w))
}

/** The fallback: one section per heading of the skill body. */
function sectionDocument(c: Conversation, skill: SkillInfo): string {
  const words = keyWords(c.prompt, 12)
  const lines: string[] = [`# ${titleOf(c.prompt)}`, '']
  const heads = headingsOutsideFences(skill.body).slice(0, 8)
  const sections = heads.length > 0 ? heads : ['Overview', 'Details', 'Next steps']
  lines.push(`Prepared following the \`${skill.name}\` skill.`, '')
  sections.forEach((head, i) => {
    const at = (i * 3) % Math.max(1, words.length)
    const slice = words.slice(at, at + 3)
    lines.push(`## ${head}`, '')
    lines.push(slice.length > 0 ? `This section covers ${slice.map((w) => `**${w}**`).join(', ')} as asked in the request.` : 'This section addresses the request.', '')
  })
  lines.push('---', FOOTER, '')
  return lines.join('\n')
}

/** Insert `section` before the first `## ` heading of `existing` (as an Edit), else append. */
function insertion(file: string, existing: string | null, section: string): Pick<Production, 'tool' | 'input'> {
  if (existing === null) return { tool: 'Write', input: { file_path: file, content: section } }
  const lines = existing.split('\n')
  const anchor = lines.find((l) => /^##\s/.test(l) && lines.filter((x) => x === l).length === 1)
  if (anchor) return { tool: 'Edit', input: { file_path: file, old_string: anchor, new_string: `${section}\n${anchor}` } }
  return { tool: 'Write', input: { file_path: file, content: `${existing.trimEnd()}\n\n${section}` } }
}

/** What a skill-following agent writes, given everything read so far. */
function produceWithSkill(c: Conversation, skill: SkillInfo): Production {
  const files = promptFiles(c.prompt)
  const inputs = files.filter((f) => f.role !== 'output').map((f) => ({ path: f.path, text: readResult(c, f.path) }))
  const docItems = inputs.flatMap((f) => (f.text ? itemsOfDocument(f.text) : []))
  const promptItems = itemsOfPrompt(c.prompt)
  const inputTitle =
    inputs
      .map((f) => /^#\s+(?:[\w ]+:\s*)?(.+)$/m.exec(f.text ?? '')?.[1]?.trim())
      .find(Boolean)
      ?.replace(/^./, (x) => x.toUpperCase()) ?? ''
  const promptOut = files.find((f) => f.role === 'output')?.path
  const resources = resourceTexts(c, skill)
  const docTemplate = resources.find((r) => /^---\n/.test(r.text) || headingsOutsideFences(r.text).length >= 3)
  const fields = [...skill.fields]
  for (const r of resources) {
    for (const m of r.text.matchAll(/\*\*([^*\n]+)\*\*\s*:/g)) if (!fields.some((f) => f.name === m[1])) fields.push({ name: m[1], hint: '' })
  }
  const templateHeads = new Set(docTemplate ? headingsOutsideFences(docTemplate.text).map((x) => x.toLowerCase()) : [])
  const itemFields = fields.filter((f) => !templateHeads.has(f.name.toLowerCase()))
  const pattern = skill.headings.find((x) => /^#{2,}\s/.test(x.text) && /<[^>]+>|\bN\b/.test(x.text))
  const fixedHeading = skill.headings.find((x) => /^#{2,}\s/.test(x.text) && !/<[^>]+>|\bN\b/.test(x.text))
  const number = nextNumber(c, skill.listDirs)

  // A document template to fill (e.g. an ADR/MADR template).
  if (docTemplate && (skill.outputs.length > 0 || promptOut)) {
    const t = fillTemplate(c, skill, docTemplate.text, number)
    const file = promptOut ?? fillPath(skill.outputs[0], c, t.title, number)
    return { tool: 'Write', input: { file_path: file, content: t.content }, notes: [`Used the template \`${docTemplate.path}\`.`, ...t.notes] }
  }
  // One section per identified item (e.g. a plan with a task per requirement).
  if (pattern && docItems.length > 0) {
    const scope = scopeOf(c.prompt, docItems)
    const items = scope ? docItems.filter((i) => scope.has(i.id)) : docItems
    const deferred = scope ? docItems.filter((i) => !scope.has(i.id)) : []
    const d = itemDocument(c, skill, items, deferred, inputTitle, pattern, itemFields)
    const file = promptOut ?? (skill.outputs[0] ? fillPath(skill.outputs[0], c, inputTitle || titleOf(c.prompt), number) : 'output.md')
    const notes = [...d.notes]
    const answer = answerWhich(c.prompt, items)
    if (answer) notes.push(answer)
    return { tool: 'Write', input: { file_path: file, content: d.content }, notes }
  }
  // Changes sorted into categories under a prescribed heading, inserted into an existing file.
  if (fixedHeading && skill.categories.length > 0 && promptItems.length > 0) {
    const target = promptOut ?? files.find((f) => f.role === 'edit')?.path ?? skill.reads[0] ?? files[0]?.path ?? 'CHANGES.md'
    const existing = readResult(c, target)
    const current = /\bv?(\d+\.\d+\.\d+)\b/.exec(c.prompt)?.[1] ?? /^##\s*\[?v?(\d+\.\d+\.\d+)/m.exec(existing ?? '')?.[1] ?? null
    const s = categorisedSection(c, skill, fixedHeading.text, promptItems, current)
    return { ...insertion(target, existing, s.section), notes: s.notes }
  }
  const file = promptOut ?? (skill.outputs[0] ? fillPath(skill.outputs[0], c, titleOf(c.prompt), number) : 'output.md')
  return { tool: 'Write', input: { file_path: file, content: sectionDocument(c, skill) }, notes: [] }
}

const DOCUMENT_VERBS = /^(?:please\s+)?(plan|write|draft|create|record|document|prepare|summari[sz]e|outline|break|we need|need|produce|design|propose)\b/i

/** What an agent without the skill does: a generic note, only when a document is clearly asked for. */
function produceWithout(c: Conversation): Production | null {
  const files = promptFiles(c.prompt)
  const items = [...files.flatMap((f) => itemsOfDocument(readResult(c, f.path) ?? '')), ...itemsOfPrompt(c.prompt)]
  const words = keyWords(c.prompt, 12)
  const notesBody = (): string[] => {
    const lines: string[] = []
    if (items.length > 0) {
      lines.push('## Notes', '')
      for (const it of items) lines.push(`- ${it.text}${it.id.startsWith('#') ? ` (${it.id})` : ''}`)
      lines.push('')
    } else lines.push(words.length > 0 ? `Notes on ${words.slice(0, 6).join(', ')}.` : 'Notes on the request.', '')
    lines.push('## Next steps', '', '- Review these notes with the team.', '')
    return lines
  }
  const out = files.find((f) => f.role === 'output')
  const edit = files.find((f) => f.role === 'edit')
  if (edit) {
    const existing = readResult(c, edit.path)
    const section = ['## Next release', '', ...items.map((it) => `- ${it.text}${it.id.startsWith('#') ? ` (${it.id})` : ''}`), '', FOOTER_COMMENT, ''].join('\n')
    return { tool: 'Write', input: { file_path: edit.path, content: existing ? `${existing.trimEnd()}\n\n${section}` : section }, notes: [] }
  }
  if (!out && !DOCUMENT_VERBS.test(c.prompt.trim())) return null
  const file = out?.path ?? `${kebab(words.slice(0, 3).join(' ')) || 'notes'}.md`
  const content = [`# ${titleOf(c.prompt)}`, '', ...notesBody(), '---', FOOTER, ''].join('\n')
  return { tool: 'Write', input: { file_path: file, content }, notes: [] }
}

/** A generic answer to a question in the prompt, without the skill's method. */
function genericAnswer(c: Conversation): string[] {
  const out: string[] = []
  const files = promptFiles(c.prompt)
  const items = files.flatMap((f) => itemsOfDocument(readResult(c, f.path) ?? ''))
  const which = /\bwhich\s+(\w+)\s+(?:is|are)\s+(?:the\s+)?(\w+)/i.exec(c.prompt)
  if (which && items.length > 0) out.push(`Hard to say which ${which[1].toLowerCase()} is ${which[2].toLowerCase()} without more context; ${items[0].id} is a reasonable first guess.`)
  if (/\bversion\b/i.test(c.prompt) && /\?/.test(c.prompt)) out.push('The next version depends on your release policy; a new version number after the listed changes should do.')
  if (/\bdefer/i.test(c.prompt)) out.push('Anything not listed above can wait for a later iteration.')
  return out
}

/** Decide the next assistant message from the conversation so far. */
function respond(c: Conversation): { content: Json[]; stop: string } {
  let counter = c.uses.length
  const toolId = (): string => `toolu_sim_${c.h.slice(0, 12)}_v${c.variant}_${++counter}`
  const text = (t: string): Json => ({ type: 'text', text: t, citations: null })
  const call = (name: string, input: Json): Json => ({ type: 'tool_use', id: toolId(), name, input })

  // The skill in context: preloaded in the system prompt, or loaded by an earlier tool call.
  const preloaded = preloadedSkill(c.system)
  const listed = listedSkills(c.system)
  let skillBody = preloaded?.body ?? null
  let skillName = preloaded?.name ?? null
  for (const u of c.uses) {
    const r = c.results.get(u.id)
    if (!r || r.isError) continue
    if (u.name === 'Skill') {
      skillBody = r.text.replace(/^Launching skill:.*\n(?:Base directory.*\n)?\n?/, '')
      skillName = String(u.input?.skill)
    } else if (u.name === 'Read' && /\.claude\/skills\/[^/]+\/SKILL\.md$/.test(String(u.input?.file_path ?? ''))) {
      skillBody = stripLineNumbers(r.text)
      skillName = String(u.input?.file_path).split('/').slice(-2)[0]
    }
  }

  // 1. Discover mode: load the best-matching listed skill first.
  const triedSkill = c.uses.some((u) => u.name === 'Skill' || (u.name === 'Read' && String(u.input?.file_path ?? '').endsWith('SKILL.md')))
  if (!skillBody && listed.length > 0 && !triedSkill && (c.toolNames.has('Skill') || c.toolNames.has('Read'))) {
    const words = new Set(keyWords(c.prompt, 50))
    const scored = listed.map((s, i) => ({ s, i, score: keyWords(s.description, 100).filter((w) => words.has(w)).length }))
    scored.sort((a, b) => b.score - a.score || a.i - b.i)
    const chosen = scored[0].s
    const intro = pick(c.h, 0, [`The ${chosen.name} skill looks relevant; loading it first.`, `I'll start by loading the ${chosen.name} skill.`])
    return {
      content: [
        text(intro),
        c.toolNames.has('Skill') ? call('Skill', { skill: chosen.name }) : call('Read', { file_path: `.claude/skills/${chosen.name}/SKILL.md` })
      ],
      stop: 'tool_use'
    }
  }
  const skill = skillBody !== null && skillName ? skillInfo(skillName, skillBody) : null

  // 2. Gather: the inputs the prompt names, the files and folders the skill points at.
  const produced = c.uses.find((u) => u.name === 'Write' || u.name === 'Edit')
  if (!produced) {
    const calls: Json[] = []
    const canRead = c.toolNames.has('Read')
    for (const f of promptFiles(c.prompt)) if (f.role !== 'output' && canRead && !attempted(c, 'Read', f.path)) calls.push(call('Read', { file_path: f.path }))
    if (skill) {
      for (const r of skill.reads) {
        const p = r.replace(/^\.\//, '')
        if (canRead && !attempted(c, 'Read', p) && !calls.some((x) => x.input.file_path === p)) calls.push(call('Read', { file_path: p }))
      }
      for (const r of skill.resources) {
        const p = `.claude/skills/${skill.name}/${r}`
        if (canRead && !attempted(c, 'Read', p)) calls.push(call('Read', { file_path: p }))
      }
      for (const d of skill.listDirs) if (c.toolNames.has('Glob') && !attempted(c, 'Glob', `${d}*`)) calls.push(call('Glob', { pattern: `${d}*` }))
    }
    if (calls.length > 0) {
      const what = calls.map((x) => x.input.file_path ?? x.input.pattern).join(', ')
      const intro = skill
        ? pick(c.h, 4, [`Following the ${skill.name} skill, I'll first look at ${what}.`, `First, the inputs: ${what}.`])
        : pick(c.h, 4, [`Let me look at ${what} first.`, `Reading ${what}.`])
      return { content: [text(intro), ...calls], stop: 'tool_use' }
    }
  }

  // 3. Produce the output once.
  const production = skill ? produceWithSkill(c, skill) : produceWithout(c)
  if (!produced && production && c.toolNames.has(production.tool)) {
    const file = production.input.file_path
    const intro = pick(c.h, 8, production.tool === 'Edit' ? [`Updating ${file}.`, `Editing ${file} now.`] : [`Writing ${file}.`, `Creating ${file} now.`])
    return { content: [text(intro), call(production.tool, production.input)], stop: 'tool_use' }
  }

  // 4. Summarise.
  const result = produced ? c.results.get(produced.id) : undefined
  const parts: string[] = []
  if (!produced) {
    const words = keyWords(c.prompt, 8)
    parts.push(
      production
        ? `(simulated model) No ${production.tool} tool was available, so here is a short answer: ${words.join(', ') || 'done'}.`
        : `(simulated model) Answering directly${words.length ? ` (${words.slice(0, 4).join(', ')})` : ''}; no files were needed.`
    )
  } else if (result?.isError) {
    parts.push(`(simulated model) Could not ${produced.name === 'Edit' ? 'update' : 'write'} ${String(produced.input?.file_path)}: ${result.text.slice(0, 200)}`)
  } else {
    const verb = produced.name === 'Edit' ? 'Updated' : 'Wrote'
    parts.push(`(simulated model) ${verb} ${String(produced.input?.file_path)}${skill ? ` following the ${skill.name} skill` : ''}.`)
  }
  if (production) parts.push(...production.notes)
  if (skill) {
    for (const rule of skill.rules) {
      parts.push(`As the skill says: "${rule}"${/implement|code/i.test(rule) ? ' No code was written; this is a plan only.' : ''}`)
    }
  } else parts.push(...genericAnswer(c))
  return { content: [text(parts.join(' '))], stop: 'end_turn' }
}

/**
 * A structured-output request (`output_config.format` of type `json_schema`) is a judge call:
 * reply with the JSON text `{"evidence", "passed"}`. The simulated verdict: the expectation
 * (inside `<expectation>`, else the whole last user message) passes when at least 60% of its
 * content words appear (crudely stemmed: "planned" ~ "plan", "removal" ~ "removed") in what the
 * agent produced: its final response, the workspace files it wrote and its own turns of the
 * transcript, not the eval prompt or the tool results (those are not the agent's work). Words
 * that only describe how the agent presents something ("reply", "names", "explains", …) are not
 * counted. Without those tags, the material is everything but the expectation. The evidence
 * says it is simulated.
 */
function judge(body: Json): { content: Json[]; stop: string } {
  const messages: Json[] = Array.isArray(body.messages) ? body.messages : []
  const last = messages.length > 0 ? textOfBlocks(messages[messages.length - 1].content) : ''
  const expectation = /<expectation>([\s\S]*?)<\/expectation>/.exec(last)?.[1]?.trim() ?? last
  const material = agentMaterial(last, expectation).toLowerCase()
  const stems = new Set((material.match(/[a-z][a-z0-9-]{2,}/g) ?? []).map(stem))
  const has = (w: string): boolean => material.includes(w) || stems.has(stem(w))
  const words = keyWords(expectation, 30).filter((w) => !JUDGE_META_WORDS.has(w))
  const found = words.filter(has)
  const missing = words.filter((w) => !has(w))
  const passed = words.length > 0 && found.length / words.length >= 0.6
  const evidence =
    `(simulated judge, no model call) ${found.length} of ${words.length} content words of the expectation appear in what the agent produced` +
    (found.length > 0 ? `; found: ${found.slice(0, 8).join(', ')}` : '') +
    (missing.length > 0 ? `; missing: ${missing.slice(0, 8).join(', ')}` : '') +
    `. Verdict: ${passed ? 'PASS' : 'FAIL'} (pass needs at least 60%).`
  return { content: [{ type: 'text', text: JSON.stringify({ evidence, passed }), citations: null }], stop: 'end_turn' }
}

const JUDGE_META_WORDS = new Set(
  'reply replies response answer agent names named mentions mentioned explains explained says states describes lists listed contains includes was were been not are'.split(' ')
)

/** The agent's own work in a judge prompt: response, written files, assistant turns of the transcript. */
function agentMaterial(last: string, expectation: string): string {
  const inner = /<untrusted_material>([\s\S]*)<\/untrusted_material>/.exec(last)?.[1]
  if (inner === undefined) return last.replace(expectation, '')
  const response = /<agent_response>([\s\S]*?)<\/agent_response>/.exec(inner)?.[1] ?? ''
  const files = [...inner.matchAll(/<workspace_file\b[^>]*>([\s\S]*?)<\/workspace_file>/g)].map((m) => m[1])
  const transcript = /<transcript>([\s\S]*?)<\/transcript>/.exec(inner)?.[1]
  if (transcript === undefined) return inner
  const turns = transcript.split(/^(?=## )/m).filter((s) => /^## Turn \d+: Assistant/.test(s) || /^## Final Response/.test(s))
  return [response, ...files, ...turns].join('\n')
}

const noCacheControl = (k: string, v: unknown): unknown => (k === 'cache_control' ? undefined : v)

/**
 * The conversation of an agent request. The trial is not part of the request (the executor
 * keeps trials byte-identical), so the n-th time this `fetch` sees the same conversation start
 * (model + system + tools + first user message) counts as trial n: that `variant` is written
 * into the tool-use ids of the first reply, so later turns of the same run read it back from
 * the conversation. Same request + same variant → same reply.
 */
function conversationOf(body: Json, starts: Map<string, number>): Conversation {
  const messages: Json[] = Array.isArray(body.messages) ? body.messages : []
  const root = hashOf(JSON.stringify({ model: body.model, system: body.system, tools: body.tools, first: messages[0] }, noCacheControl))
  let variant = 0
  if (messages.length === 1) {
    variant = starts.get(root) ?? 0
    starts.set(root, variant + 1)
  } else {
    for (const m of messages) {
      if (m?.role !== 'assistant') continue
      const id = blocksOf(m.content).find((b) => b?.type === 'tool_use')?.id
      const v = /^toolu_sim_[0-9a-f]+_v(\d+)_/.exec(String(id ?? ''))?.[1]
      if (v !== undefined) variant = Number(v)
      break
    }
  }
  const uses: ToolUse[] = []
  const results = new Map<string, { text: string; isError: boolean }>()
  for (const m of messages) {
    for (const b of blocksOf(m.content)) {
      if (m.role === 'assistant' && b?.type === 'tool_use') uses.push({ id: b.id, name: b.name, input: b.input })
      if (m.role === 'user' && b?.type === 'tool_result') results.set(b.tool_use_id, { text: textOfBlocks(b.content), isError: b.is_error === true })
    }
  }
  return {
    prompt: messages.length > 0 ? textOfBlocks(messages[0].content) : '',
    system: systemText(body.system),
    toolNames: new Set<string>((Array.isArray(body.tools) ? body.tools : []).map((t: Json) => t?.name)),
    uses,
    results,
    h: hashOf(`${JSON.stringify({ model: body.model, system: body.system, tools: body.tools, messages }, noCacheControl)}#${variant}`),
    variant,
    seed: hashOf(`${root}#${variant}`)
  }
}

/** The cacheable prefixes of a request, one per `cache_control` breakpoint (tools → system → messages). */
function cachePrefixes(body: Json): { hash: string; tokens: number }[] {
  const seq: unknown[] = []
  const marks: number[] = []
  const push = (x: Json): void => {
    seq.push(x)
    if (x && typeof x === 'object' && x.cache_control) marks.push(seq.length)
  }
  for (const t of body.tools ?? []) push(t)
  if (typeof body.system === 'string') seq.push(body.system)
  else for (const b of body.system ?? []) push(b)
  for (const m of body.messages ?? []) for (const b of blocksOf(m.content)) push({ role: m.role, ...b })
  const strip = (x: unknown): string => JSON.stringify(x, (k, v) => (k === 'cache_control' ? undefined : v))
  return marks.map((n) => {
    const text = seq.slice(0, n).map(strip).join('\n')
    return { hash: hashOf(`${body.model}\n${text}`), tokens: tokens(text) }
  })
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** Create a simulated-model `fetch` with its own prompt-cache memory. */
export function createSimulatedFetch(): FetchLike {
  const cache = new Set<string>()
  const starts = new Map<string, number>()
  let n = 0
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    let raw = ''
    if (typeof init?.body === 'string') raw = init.body
    else if (init?.body instanceof Uint8Array) raw = new TextDecoder().decode(init.body)
    else if (input instanceof Request) raw = await input.text()
    const requestId = `req_sim_${hashOf(raw).slice(0, 16)}_${++n}`
    if (method !== 'POST' || url.pathname.replace(/\/+$/, '') !== '/v1/messages') {
      return errorResponse(404, 'not_found_error', `simulated model: only POST /v1/messages is supported (got ${method} ${url.pathname})`, requestId)
    }
    let body: Json
    try {
      body = JSON.parse(raw)
    } catch {
      return errorResponse(400, 'invalid_request_error', 'simulated model: request body is not JSON', requestId)
    }
    for (const k of ['temperature', 'top_p', 'top_k']) {
      if (k in body) return errorResponse(400, 'invalid_request_error', `${k}: Extra inputs are not permitted`, requestId)
    }
    if (body.stream === true) return errorResponse(400, 'invalid_request_error', 'simulated model: streaming is not supported', requestId)
    if (!Array.isArray(body.messages) || body.messages.length === 0) return errorResponse(400, 'invalid_request_error', 'messages: Field required', requestId)

    const { content, stop } = body.output_config?.format?.type === 'json_schema' ? judge(body) : respond(conversationOf(body, starts))
    const h = hashOf(JSON.stringify({ model: body.model, system: body.system, tools: body.tools, messages: body.messages, content }, noCacheControl))

    const total = tokens(JSON.stringify({ system: body.system, tools: body.tools, messages: body.messages }))
    const prefixes = cachePrefixes(body)
    const hit = [...prefixes].reverse().find((p) => cache.has(p.hash))
    const cacheRead = hit?.tokens ?? 0
    const last = prefixes[prefixes.length - 1]
    const cacheWrite = last && last.tokens > cacheRead ? last.tokens - cacheRead : 0
    for (const p of prefixes) cache.add(p.hash)

    const message = {
      id: `msg_sim_${h.slice(0, 24)}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: {
        input_tokens: Math.max(1, total - cacheRead - cacheWrite),
        output_tokens: tokens(JSON.stringify(content)),
        cache_creation_input_tokens: cacheWrite,
        cache_read_input_tokens: cacheRead,
        cache_creation: { ephemeral_5m_input_tokens: cacheWrite, ephemeral_1h_input_tokens: 0 },
        inference_geo: null,
        output_tokens_details: null,
        server_tool_use: null,
        service_tier: 'standard',
        speed: null
      }
    }
    return jsonResponse(200, message, requestId)
  }
}

/** A shared simulated-model fetch for the demo. */
export const simulatedFetch: FetchLike = createSimulatedFetch()
