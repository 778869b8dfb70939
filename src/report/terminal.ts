/**
 * The terminal renderer: what `skill-evals report` prints for a person at a terminal or in a CI
 * job log. Plain text: no Markdown syntax and no Markdown escapes, so messages (SPEC-0017's gate
 * messages among them) read exactly as they are written; tables padded for a monospace font
 * (East Asian wide characters count two columns, combining marks none); colour only when the
 * output is a TTY and NO_COLOR is not set (https://no-color.org), and never in a log file.
 *
 * Untrusted text (skill names, messages quoting them) goes through `oneLine`: one line, no
 * control characters, so nothing from a repository can move the cursor or forge a line.
 */
import type { ConfigurationStats, GateResult, ReleaseVerdict, Summary } from '../aggregate/types.js'
import { oneLine } from './findings.js'
import { comparisonPoints, HEADLINE_RATE_NOTE, percent } from '../text/rates.js'
import { SIMULATED_NOTE, VERDICT_LABEL } from '../text/labels.js'

export interface TerminalOptions {
  /** ANSI colour; decide with `useColor`. */
  color?: boolean
}

/** Colour only on a TTY, never with NO_COLOR set to a non-empty value, never for TERM=dumb. */
export function useColor(io: { isTTY: boolean; env: NodeJS.ProcessEnv }): boolean {
  if (!io.isTTY) return false
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  return io.env.TERM !== 'dumb'
}

type Paint = 'red' | 'green' | 'yellow' | 'bold' | 'dim'
const CODES: Record<Paint, [number, number]> = { red: [31, 39], green: [32, 39], yellow: [33, 39], bold: [1, 22], dim: [2, 22] }

function painter(color: boolean): (text: string, p: Paint) => string {
  return color ? (text, p) => `\u001b[${CODES[p][0]}m${text}\u001b[${CODES[p][1]}m` : (text) => text
}

const VERDICT_WORD: Record<ReleaseVerdict, string> = VERDICT_LABEL
const VERDICT_PAINT: Record<ReleaseVerdict, Paint> = { go: 'green', conditional_go: 'yellow', no_go: 'red', rollback: 'red' }
const STATUS_WORD: Record<GateResult['status'], string> = { pass: 'pass', warn: 'WARN', fail: 'FAIL', skip: 'skip' }
const STATUS_PAINT: Record<GateResult['status'], Paint> = { pass: 'green', warn: 'yellow', fail: 'red', skip: 'dim' }

/** Columns a string takes in a monospace terminal. */
export function displayWidth(text: string): number {
  let w = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    // Marks (the variation selectors U+FE00–FE0F among them) and format characters take no column.
    if (/[\p{Mn}\p{Me}\p{Cf}]/u.test(ch)) continue
    w += isWide(cp) ? 2 : 1
  }
  return w
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  )
}

/**
 * A table for a monospace font: columns padded to the widest cell, two spaces apart; numeric
 * columns (`right`) aligned right. `paintCell` may colour a cell after it is padded.
 */
export function textTable(
  header: string[],
  rows: string[][],
  opts: { right?: number[]; indent?: string; paintCell?: (row: number, col: number, padded: string) => string } = {}
): string[] {
  const widths = header.map((h, c) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[c] ?? ''))))
  // Stryker disable next-line ArrayDeclaration: equivalent, a set of strings never holds a column number
  const right = new Set(opts.right ?? [])
  const indent = opts.indent ?? '  '
  const line = (cells: string[], row: number): string =>
    (
      indent +
      cells
        .map((cell, c) => {
          const gap = ' '.repeat(widths[c]! - displayWidth(cell))
          const padded = right.has(c) ? gap + cell : c === cells.length - 1 ? cell : cell + gap
          return row >= 0 && opts.paintCell ? opts.paintCell(row, c, padded) : padded
        })
        .join('  ')
    ).trimEnd()
  return [line(header, -1), ...rows.map((r, i) => line(r, i))]
}

const pts = (c: { delta: number; head_rate?: number | null; base_rate?: number | null }): string => {
  const v = comparisonPoints(c)
  if (v === 0) return '±0'
  // Stryker disable next-line EqualityOperator: equivalent, v is not 0 here
  return v > 0 ? `+${v}` : `-${-v}`
}
const withCi = (c: ConfigurationStats | undefined): string =>
  c?.pass_rate_ci && c.pass_rate !== null ? `${percent(c.pass_rate)} [${percent(c.pass_rate_ci.low)}-${percent(c.pass_rate_ci.high)}]` : percent(c?.pass_rate)
const money = (x: number | null): string => (x === null ? '-' : `$${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`)

/** The verdict, the gates and the per-skill table as plain text. */
export function renderSummaryText(s: Summary, opts: TerminalOptions = {}): string {
  const paint = painter(opts.color === true)
  const L: string[] = []
  L.push(`${paint('Verdict:', 'bold')} ${paint(VERDICT_WORD[s.verdict], VERDICT_PAINT[s.verdict])} (confidence: ${s.confidence})`)
  L.push(`Risk level ${s.risk_level}; regression = significant at alpha = ${s.settings.alpha} and a drop of at least ${Math.round(s.settings.min_drop * 100)} points.`)
  if (s.settings.human_review_recommended) L.push('Human review is recommended at this risk level.')
  if (s.simulated) L.push(paint(SIMULATED_NOTE, 'yellow'))
  if (s.reasons.length) {
    L.push('')
    for (const r of s.reasons.slice(0, 20)) L.push(`  - ${oneLine(r)}`)
    if (s.reasons.length > 20) L.push(`  - ... and ${s.reasons.length - 20} more`)
  }

  L.push('', paint('Skills', 'bold') + ' (pass rates: runs fully passed)')
  const rows = s.skills.map((k) => {
    const w = k.configurations.with_skill
    const hb = k.head_vs_base
    const inc = (w?.inconclusive ?? 0) + (k.configurations.old_skill?.inconclusive ?? 0)
    const err = (w?.errors ?? 0) + (k.configurations.old_skill?.errors ?? 0)
    return [
      oneLine(k.name),
      String(k.tier),
      withCi(w),
      percent(k.configurations.without_skill?.pass_rate),
      k.uplift ? `${pts(k.uplift)} pts` : '-',
      hb ? `${pts(hb)} pts (${hb.verdict.replace('_', ' ')}${hb.paired ? '' : ', unpaired'})` : '-',
      w?.mean_time_seconds === null || w?.mean_time_seconds === undefined ? '-' : `${w.mean_time_seconds.toFixed(1)}s`,
      w?.mean_tokens === null || w?.mean_tokens === undefined ? '-' : String(Math.round(w.mean_tokens)),
      money(k.cost_usd),
      String(inc),
      String(err),
      `${VERDICT_WORD[k.verdict]} (${k.confidence})`
    ]
  })
  L.push(
    ...textTable(['Skill', 'Tier', 'With skill (95% CI)', 'Without skill', 'Uplift', 'vs base', 'Mean time', s.simulated ? 'Mean tokens (simulated)' : 'Mean tokens', s.simulated ? 'Cost (simulated)' : 'Cost', 'Inconclusive', 'Errors', 'Verdict'], rows, {
      right: [1, 6, 7, 8, 9, 10],
      paintCell: (r, c, padded) => (c === 11 ? paint(padded, VERDICT_PAINT[s.skills[r]!.verdict]) : padded)
    })
  )

  const shown = [...s.gates.filter((g) => (g.id === 'data' ? g.status === 'warn' : g.status !== 'skip'))].sort((a, b) => rank(a) - rank(b))
  L.push('', paint('Gates', 'bold'))
  if (shown.length === 0) L.push('  (none applied)')
  else
    L.push(
      ...textTable(
        ['Status', 'Gate', 'Skill', 'Detail'],
        shown.map((g) => [STATUS_WORD[g.status], g.id, g.skill ? oneLine(g.skill) : '(repo)', oneLine(g.message)]),
        { paintCell: (r, c, padded) => (c === 0 ? paint(padded, STATUS_PAINT[shown[r]!.status]) : padded) }
      )
    )

  const regress = s.skills.filter((k) => k.head_vs_base)
  if (regress.length) {
    L.push('', paint('Head vs base', 'bold'))
    for (const k of regress) {
      const hb = k.head_vs_base!
      L.push(`  - ${oneLine(k.name)} (${hb.source.replace('_', ' ')}): ${oneLine(hb.reason)}`)
      if (hb.critical) L.push(`    critical evals: ${oneLine(hb.critical.reason)}`)
    }
  }

  const flagged = s.skills.filter((k) => k.eval_changes.flags.length)
  if (flagged.length) {
    L.push('', paint('Eval changes and anti-gaming flags', 'bold'))
    for (const k of flagged) for (const f of k.eval_changes.flags) L.push(`  - ${oneLine(k.name)}: ${oneLine(f)}`)
  }

  if (s.clusters.length) {
    L.push('', paint('Failure clusters', 'bold'))
    for (const c of s.clusters.slice(0, 30)) {
      L.push(`  - [${c.severity}] ${oneLine(c.skill)}: ${oneLine(c.name)} (${c.failures} failure${c.failures === 1 ? '' : 's'}; evals ${c.evals.map(oneLine).join(', ')})`)
      L.push(`    fix: ${oneLine(c.suggestion)}`)
    }
  }

  const sat = s.skills.filter((k) => k.saturation.saturated)
  if (sat.length) {
    L.push('', paint('Saturation', 'bold'))
    for (const k of sat) L.push(`  - ${oneLine(k.saturation.message)}`)
  }

  L.push('', `${paint('Confidence', 'bold')} ${s.confidence}:`)
  for (const r of s.confidence_detail.reasons) L.push(`  - ${oneLine(r)}`)
  L.push('', HEADLINE_RATE_NOTE)
  return L.join('\n') + '\n'
}

function rank(g: GateResult): number {
  return { fail: 0, warn: 1, pass: 2, skip: 3 }[g.status] + (g.rollback ? -1 : 0)
}
