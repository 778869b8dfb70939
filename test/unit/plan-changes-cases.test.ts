/**
 * plan/changes.ts, case by case (issue 23: survivors of mutation testing): path prefixes and
 * folder spellings, renames, removals, global paths and the repo-level suite. Each case pins the
 * whole result, reasons included (they are what the PR comment says about why skills ran).
 */
import { describe, test, expect } from '@jest/globals'
import { defaultConfig } from '../../src/discover/config.js'
import { skillsForChanges, type ChangedFile, type ChangesContext, type ChangesResult } from '../../src/plan/changes.js'

const config = defaultConfig()
const skills = [{ name: 'plan', relDir: 'skills/plan/' }, { name: 'adr', relDir: './skills/adr' }, { name: 'top', relDir: '.' }]
const suite = (e: unknown[]): string => JSON.stringify({ skill_name: 'repo', evals: e })

const cases: [string, ChangedFile[], Partial<ChangesContext>, ChangesResult][] = [
  ["prefix with ./ and backslashes", [{ path: 'sub\\skills\\plan\\SKILL.md', status: 'modified' }, { path: 'other/skills/adr/x.md', status: 'modified' }], { repoRootPrefix: './sub' }, {"all": false, "skills": ["plan"], "removed": [], "reasons": ["plan: `skills/plan/SKILL.md` changed."], "relevant": [{"path": "sub\\skills\\plan\\SKILL.md", "status": "modified"}]}],
  ["prefix / and .", [{ path: 'skills/adr/a.md', status: 'added' }, { path: 'skills/adr/a.md', status: 'modified' }], { repoRootPrefix: '.' }, {"all": false, "skills": ["adr"], "removed": [], "reasons": ["adr: `skills/adr/a.md` changed."], "relevant": [{"path": "skills/adr/a.md", "status": "added"}, {"path": "skills/adr/a.md", "status": "modified"}]}],
  ["prefix leading slash", [{ path: 'sub/skills/adr/a.md', status: 'added' }], { repoRootPrefix: '/sub/' }, {"all": false, "skills": ["adr"], "removed": [], "reasons": ["adr: `skills/adr/a.md` changed."], "relevant": [{"path": "sub/skills/adr/a.md", "status": "added"}]}],
  ["global path twice", [{ path: 'evals/config.yaml', status: 'modified' }, { path: 'evals/config.yaml', status: 'modified' }, { path: 'skills/plan/a.md', status: 'modified' }], {}, {"all": true, "skills": ["adr", "plan", "top"], "removed": [], "reasons": ["All skills: `evals/config.yaml` matches global path `evals/config.yaml`.", "plan: `skills/plan/a.md` changed."], "relevant": [{"path": "evals/config.yaml", "status": "modified"}, {"path": "evals/config.yaml", "status": "modified"}, {"path": "skills/plan/a.md", "status": "modified"}]}],
  ["docs only", [{ path: 'docs/readme.md', status: 'modified' }], {}, {"all": false, "skills": [], "removed": [], "reasons": ["No changed file affects a skill, an eval or a global setting: nothing to evaluate."], "relevant": []}],
  ["renamed out of a skill", [{ path: 'docs/x.md', status: 'renamed', previousPath: 'skills/plan/x.md' }], {}, {"all": false, "skills": ["plan"], "removed": [], "reasons": ["plan: `skills/plan/x.md` changed."], "relevant": [{"path": "docs/x.md", "status": "renamed", "previousPath": "skills/plan/x.md"}]}],
  ["renamed without previous", [{ path: 'docs/x.md', status: 'renamed' }], {}, {"all": false, "skills": [], "removed": [], "reasons": ["No changed file affects a skill, an eval or a global setting: nothing to evaluate."], "relevant": []}],
  ["unknown folder not deleted", [{ path: 'skills/newone/SKILL.md', status: 'added' }, { path: 'skills/README.md', status: 'modified' }], {}, {"all": false, "skills": [], "removed": [], "reasons": ["No changed file affects a skill, an eval or a global setting: nothing to evaluate."], "relevant": []}],
  ["removed skill with extra files", [{ path: 'skills/gone/refs/a.md', status: 'removed' }, { path: 'skills/gone/SKILL.md', status: 'removed' }, { path: 'skills/gone/SKILL.md', status: 'removed' }], {}, {"all": false, "skills": [], "removed": ["gone"], "reasons": ["gone: skill removed (`skills/gone/SKILL.md`, `skills/gone/refs/a.md`); its evals are not run.", "Only removed skills changed: nothing to evaluate."], "relevant": [{"path": "skills/gone/refs/a.md", "status": "removed"}, {"path": "skills/gone/SKILL.md", "status": "removed"}, {"path": "skills/gone/SKILL.md", "status": "removed"}]}],
  ["suite changed for known, unknown and removed skills", [{ path: 'evals/evals.json', status: 'modified' }, { path: 'skills/gone/SKILL.md', status: 'removed' }], { evalsDiff: { base: suite([{ id: 1, skill: 'plan', prompt: 'a' }, { id: 2, skill: 'zed', prompt: 'b' }, { id: 3, skill: 'gone', prompt: 'c' }, { id: 4, skill: 'adr', prompt: 'd' }]), head: suite([{ id: 1, skill: 'plan', prompt: 'a2' }, { id: 2, skill: 'zed', prompt: 'b2' }, { id: 4, skill: 'adr', prompt: 'd' }, { id: 5, skill: 'yak', prompt: 'e' }]) } }, {"all": false, "skills": ["plan"], "removed": ["gone"], "reasons": ["plan: its entries in `evals/evals.json` changed.", "`evals/evals.json` entries changed for unknown skills (not run): yak (were added), zed (changed).", "gone: skill removed (`skills/gone/SKILL.md`); its evals are not run."], "relevant": [{"path": "evals/evals.json", "status": "modified"}, {"path": "skills/gone/SKILL.md", "status": "removed"}]}],
  ["suite changed, no entries", [{ path: 'evals/evals.json', status: 'modified' }], { evalsDiff: { base: suite([{ id: 1, skill: 'plan', prompt: 'a' }]), head: suite([{ id: 1, skill: 'plan', prompt: 'a' }]) } }, {"all": false, "skills": [], "removed": [], "reasons": ["`evals/evals.json` changed, but no skill's entries did.", "The changes affect no current skill: nothing to evaluate."], "relevant": [{"path": "evals/evals.json", "status": "modified"}]}],
  ["suite unreadable", [{ path: 'evals/evals.json', status: 'modified' }], { evalsDiff: { base: suite([]), head: '{' } }, {"all": true, "skills": ["adr", "plan", "top"], "removed": [], "reasons": ["All skills: `evals/evals.json` changed and its head version is not valid JSON."], "relevant": [{"path": "evals/evals.json", "status": "modified"}]}],
  ["many files of one skill", Array.from({ length: 6 }, (_, i) => ({ path: `skills/plan/r/${i}.md`, status: 'modified' })), {}, {"all": false, "skills": ["plan"], "removed": [], "reasons": ["plan: `skills/plan/r/0.md`, `skills/plan/r/1.md`, `skills/plan/r/2.md` and 3 more changed."], "relevant": [{"path": "skills/plan/r/0.md", "status": "modified"}, {"path": "skills/plan/r/1.md", "status": "modified"}, {"path": "skills/plan/r/2.md", "status": "modified"}, {"path": "skills/plan/r/3.md", "status": "modified"}, {"path": "skills/plan/r/4.md", "status": "modified"}, {"path": "skills/plan/r/5.md", "status": "modified"}]}],
]

describe('skillsForChanges: every shape of change', () => {
  test.each(cases)('%s', (_name, files, extra, want) => {
    expect(skillsForChanges(files, { skills, config, ...extra })).toEqual(want)
  })
})
