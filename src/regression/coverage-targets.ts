/**
 * Coverage targets (atlas skill-regression-test): rank skills by usage (a JSON file mapping
 * skill → usage count; configurable path, default evals/skill-usage.json). Then
 *   top `requiredTop` (default 10)  → 'required': a version bump without a suite is BLOCKED;
 *   top `warnTop` (default 30)      → 'warn':     a bump without a suite passes with a warning;
 *   the rest (and unranked skills)  → 'advisory': a bump without a suite passes with a note.
 * Ties in usage are ranked by name. With no usage file every skill is advisory.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'

export type CoverageTier = 'required' | 'warn' | 'advisory'

export interface Usage {
  /** skill → count; undefined when there is no usage file. */
  counts?: Record<string, number>
  warning?: string
}

export async function readUsage(root: string, file: string): Promise<Usage> {
  let text: string
  try {
    text = await readFile(resolve(root, file), 'utf8')
  } catch {
    return {}
  }
  try {
    const v = JSON.parse(text) as unknown
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('must be an object {"<skill>": <count>}')
    const counts: Record<string, number> = {}
    for (const [k, n] of Object.entries(v as Record<string, unknown>)) if (typeof n === 'number' && Number.isFinite(n)) counts[k] = n
    return { counts }
  } catch (err) {
    return { warning: `usage file ${file} is unreadable (${(err as Error).message}); coverage targets are advisory` }
  }
}

/** Skills ranked by usage, most used first (ties by name). */
export function rankByUsage(counts: Record<string, number>): string[] {
  return Object.keys(counts).sort((a, b) => counts[b]! - counts[a]! || a.localeCompare(b))
}

export function coverageTier(
  skill: string,
  counts: Record<string, number> | undefined,
  s: { requiredTop: number; warnTop: number }
): { tier: CoverageTier; rank?: number } {
  if (!counts) return { tier: 'advisory' }
  const i = rankByUsage(counts).indexOf(skill)
  if (i < 0) return { tier: 'advisory' }
  const rank = i + 1
  return { tier: rank <= s.requiredTop ? 'required' : rank <= s.warnTop ? 'warn' : 'advisory', rank }
}

export interface CoverageStatus {
  skill: string
  tier: CoverageTier
  rank?: number
  hasSuite: boolean
  /** What a version bump of this skill would meet today. */
  status: 'ok' | 'blocked' | 'warn' | 'advisory'
}

/** The coverage-target table for every skill. */
export function coverageTargets(
  skills: readonly string[],
  hasSuite: (skill: string) => boolean,
  counts: Record<string, number> | undefined,
  s: { requiredTop: number; warnTop: number }
): CoverageStatus[] {
  return skills.map((skill) => {
    const { tier, rank } = coverageTier(skill, counts, s)
    const has = hasSuite(skill)
    const status = has ? 'ok' : tier === 'required' ? 'blocked' : tier === 'warn' ? 'warn' : 'advisory'
    return { skill, tier, ...(rank !== undefined ? { rank } : {}), hasSuite: has, status }
  })
}
