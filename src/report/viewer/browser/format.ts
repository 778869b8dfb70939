/** Labels, numbers and kinds shared by the viewer's tabs (pure functions of the model's values). */
import type { ConfigName, Stats } from '../model.js'
import { badge } from './dom.js'

export const CONFIG_ORDER: ConfigName[] = ['with_skill', 'without_skill', 'old_skill']
const CONFIG_LABEL: Record<string, string> = { with_skill: 'With skill', without_skill: 'Without skill (baseline)', old_skill: 'Old skill (base branch)' }

export function configLabel(c: ConfigName): string { return CONFIG_LABEL[c] || c }
export function configShort(c: ConfigName): string { return c === 'with_skill' ? 'with skill' : c === 'without_skill' ? 'without skill' : c === 'old_skill' ? 'old skill' : c }
export function configRank(c: ConfigName): number { const i = CONFIG_ORDER.indexOf(c); return i < 0 ? 99 : i }
// The rounding rule of src/text/rates.ts (whole percent, rounded down); test/unit/viewer-data.test.ts checks they agree.
export function pct(x: number | null | undefined): string { return x === null || x === undefined || !isFinite(x) ? '–' : Math.floor(x * 100 + 1e-9) + '%' }
export function fmtNum(x: number | null | undefined, digits: number): string { return x === null || x === undefined ? '–' : Number(x).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) }
export function fmtBytes(n: number): string { return n < 1024 ? n + ' B' : n < 1048576 ? (n / 1024).toFixed(1) + ' KB' : (n / 1048576).toFixed(1) + ' MB' }
export function fmtCost(x: number | null | undefined): string { return x === null || x === undefined ? '–' : '$' + (x < 0.01 ? x.toFixed(4) : x.toFixed(2)) }
export function configBadge(c: ConfigName): HTMLSpanElement { return badge(configLabel(c), 'cfg cfg-' + (CONFIG_ORDER.indexOf(c) >= 0 ? c : 'other')) }
export function rateKind(r: number | null | undefined): string { return r === null || r === undefined ? 'neutral' : r >= 0.8 ? 'good' : r >= 0.5 ? 'neutral' : 'bad' }
export function verdictKind(v: string | null | undefined): string { return v === 'go' ? 'good' : v === 'conditional_go' ? 'warn' : v === 'no_go' || v === 'rollback' ? 'bad' : 'neutral' }
// One spelling per verdict, the terminal's (src/report/terminal.ts): GO, CONDITIONAL GO, NO-GO, ROLLBACK.
const VERDICT_WORD: Record<string, string> = { go: 'GO', conditional_go: 'CONDITIONAL GO', no_go: 'NO-GO', rollback: 'ROLLBACK' }
export function verdictText(v: string): string { return VERDICT_WORD[v] || String(v).replace(/_/g, ' ').toUpperCase() }
/** Cost or tokens of simulated runs say so where they are shown. */
export function simulatedSuffix(simulated: boolean | undefined): string { return simulated ? ' (simulated)' : '' }
export function stat(s: Stats | null | undefined, f: (v: number) => string): string { return s ? f(s.mean) + ' ± ' + f(s.stddev) : '–' }
export function statusKind(s: string): string { return s === 'pass' ? 'good' : s === 'fail' ? 'bad' : s === 'error' ? 'warn' : 'neutral' }
export function fmtMs(ms: number | null | undefined): string { return ms === null || ms === undefined ? '–' : ms < 1000 ? ms + ' ms' : (ms / 1000).toFixed(1) + ' s' }
export function frac(a: number | null | undefined, b: number | null | undefined): string { return (a === null || a === undefined ? '?' : a) + '/' + (b === null || b === undefined ? '?' : b) }
