import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkFleet, descriptionTokens, hasWhenToUse, jaccard, WHEN_TO_USE_PATTERNS } from '../../src/discover/fleet.js'
import type { Skill } from '../../src/types.js'

// Mutation tests (issue 23) of the fleet checks over descriptions (src/discover/fleet.ts): which
// phrasings count as "when to use" guidance, how overlap is measured, and the exact warnings.

describe('when-to-use phrasings', () => {
  // each pattern, in order, with phrases it must find and near misses it must not
  const cases: [string[], string[]][] = [
    [['Use when drafting.', 'run it before merging', 'Use this skill for reports', 'use me if needed', 'Use proactively after edits', 'use this to x', 'run on save', 'use in reviews', 'use whenever x', 'use while x', 'use during x'], ['user when', 'reuse when x', 'use it later', 'use thiswhen']],
    [['when the user asks', 'Whenever a user wants', 'when you need', 'when someone', 'when asked', 'when requested', 'when needed', 'when prompted', 'when there is', 'when users', 'when an user'], ['when theuser', 'whenthe user']],
    [['when building docs', 'whenever writing', 'when quickly writing'], ['when ing', 'when done', 'whening']],
    [['before any creative work', 'after every commit', 'while you edit', 'during each run', 'before all', 'after a merge', 'before an x', 'before the x', 'after your change', 'before starting', 'after testing'], ['before it', 'beforeany', 'after x']],
    [['Triggers on PDFs', 'trigger', 'triggered by'], ['triggering', 'retrigger']],
    [['invoke when', 'apply for', 'load it if', 'activate this skill before', 'call this whenever'], ['invoke now', 'reload when']],
    [['useful for', 'helpful when', 'intended for', 'designed for', 'best when'], ['usefulfor', 'useful to']],
    [['applies when', 'applies to'], ['applies for', 'reapplies to']],
    [['if the user', 'if user'], ['if a user', 'if the users']]
  ]

  test('there is one case list per pattern', () => {
    expect(WHEN_TO_USE_PATTERNS).toHaveLength(cases.length)
  })

  test.each(cases.map((c, i) => [i, ...c] as const))('pattern %i', (i, yes, no) => {
    const re = WHEN_TO_USE_PATTERNS[i]!.re
    for (const s of yes) expect([s, re.test(s)]).toEqual([s, true])
    for (const s of no) expect([s, re.test(s)]).toEqual([s, false])
  })

  test('a description with none of them has no guidance', () => {
    expect(hasWhenToUse('Drafts the next CHANGELOG.md entry in Keep a Changelog format.')).toBe(false)
    expect(hasWhenToUse('Drafts the entry. Use when releasing.')).toBe(true)
  })
})

describe('overlap', () => {
  test('tokens: lowercase words of 2+ characters with inner hyphens and apostrophes, possessive s dropped, stop-words out', () => {
    expect([...descriptionTokens("Use when the user asks for the team's release-notes; x, Q4 and O’Brien’s ROI")]).toEqual(['team', 'release-notes', 'q4', 'o’brien', 'roi'])
    expect([...descriptionTokens('a b 1 ab')]).toEqual(['ab'])
    expect([...descriptionTokens('Ünïcödé wörds, 数字')]).toEqual(['ünïcödé', 'wörds', '数字'])
  })

  test('jaccard: shared over all; two empty sets are 0', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3)
    expect(jaccard(new Set(['a']), new Set(['a']))).toBe(1)
    expect(jaccard(new Set(), new Set())).toBe(0)
    expect(jaccard(new Set(['a']), new Set())).toBe(0)
  })
})

describe('checkFleet', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'skill-evals-mfleet-'))
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })
  const skill = (name: string, description: string, text?: string): Skill => {
    const file = `skills/${name}/SKILL.md`
    if (text !== undefined) {
      mkdirSync(path.join(root, 'skills', name), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    return { name, dir: path.join(root, 'skills', name), relDir: `skills/${name}`, file, frontmatter: { name, description, metadata: {}, allowedTools: [], raw: {} }, body: '', bodyLine: 4 }
  }

  test('the warnings, at the description line when SKILL.md has one in its frontmatter', async () => {
    const d1 = 'Writes release notes for the payments service changelog. Use when releasing.'
    const d2 = 'Writes release notes for the payments service changelog. Use when shipping.'
    const skills = [
      skill('notes', d1, `---\nname: notes\n\ndescription: ${d1}\n---\n`),
      skill('notes2', d2, `---\r\nname: notes2\r\ndescription: ${d2}\r\n---\r\n`),
      skill('plain', 'Formats tables.', '# no frontmatter\ndescription: x\n'),
      skill('later', 'Formats charts.', '---\nname: later\n---\ndescription: x\n'),
      skill('blank', '   '),
      skill('gone', 'Formats graphs.')
    ]
    const none = (name: string) =>
      `The description of '${name}' says what the skill does but not when to use it (looked for ${WHEN_TO_USE_PATTERNS.map((p) => p.label).join(', ')}; found none); add a clause like "Use when the user asks to …" so the agent knows when to load it.`
    expect(await checkFleet(root, skills)).toStrictEqual([
      { severity: 'warning', file: 'skills/plain/SKILL.md', rule: 'fleet.description.when-to-use', message: none('plain') },
      { severity: 'warning', file: 'skills/later/SKILL.md', rule: 'fleet.description.when-to-use', message: none('later') },
      { severity: 'warning', file: 'skills/gone/SKILL.md', rule: 'fleet.description.when-to-use', message: none('gone') },
      {
        severity: 'warning',
        file: 'skills/notes/SKILL.md',
        line: 4,
        rule: 'fleet.description.overlap',
        message: "The descriptions of 'notes' and 'notes2' (skills/notes2/SKILL.md) share 75% of their words (threshold 60%); the agent may load the wrong one. Say what sets each apart."
      },
      {
        severity: 'warning',
        file: 'skills/notes2/SKILL.md',
        line: 3,
        rule: 'fleet.description.overlap',
        message: "The descriptions of 'notes2' and 'notes' (skills/notes/SKILL.md) share 75% of their words (threshold 60%); the agent may load the wrong one. Say what sets each apart."
      }
    ])
    // exactly at the threshold counts; just above does not
    expect((await checkFleet(root, skills.slice(0, 2), { overlapThreshold: 0.75 })).length).toBe(2)
    expect((await checkFleet(root, skills.slice(0, 2), { overlapThreshold: 0.76 })).length).toBe(0)
    // the same name twice (reported elsewhere) is not an overlap
    expect(await checkFleet(root, [skill('x', d1), skill('x', d1)])).toEqual([])
  })
})
