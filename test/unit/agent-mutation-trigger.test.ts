/**
 * Issue 36 (mutation part `agent`): trigger detection (src/run/trigger-detect.ts) call by call:
 * which tool and which input key name a skill, how the name is normalised (trimmed, one leading
 * `/`, the part after the last `:`, lower case), which Read paths are a skill's SKILL.md, and
 * what a batch of calls decides.
 */
import { describe, expect, test } from '@jest/globals'
import { decision, detectTrigger, loadedSkill, skillCallTarget, skillFileTarget } from '../../src/run/trigger-detect.js'

const skill = (input: unknown) => ({ name: 'Skill', input })
const read = (input: unknown) => ({ name: 'Read', input })

describe('skillCallTarget', () => {
  test('the skill named by `skill`, else `name`, else `command`', () => {
    expect(skillCallTarget(skill({ skill: 'plan' }))).toBe('plan')
    expect(skillCallTarget(skill({ name: 'plan' }))).toBe('plan')
    expect(skillCallTarget(skill({ command: 'plan' }))).toBe('plan')
    expect(skillCallTarget(skill({ skill: 'a', name: 'b', command: 'c' }))).toBe('a')
    expect(skillCallTarget(skill({ name: 'b', command: 'c' }))).toBe('b')
    expect(skillCallTarget(skill({ skill: 7, name: 'b' }))).toBe('b') // a non-string value is no name
  })

  test('normalised: trimmed, one leading slash dropped, the part after the last colon, lower case', () => {
    expect(skillCallTarget(skill({ skill: '  /Plan  ' }))).toBe('plan')
    expect(skillCallTarget(skill({ skill: '//plan' }))).toBe('/plan')
    expect(skillCallTarget(skill({ skill: 'org:plugin:Plan' }))).toBe('plan')
    expect(skillCallTarget(skill({ skill: 'plan/' }))).toBe('plan/')
    expect(skillCallTarget(skill({ skill: 'plugin:' }))).toBe('')
  })

  test('only the Skill tool, and only an object input with a string name', () => {
    expect(skillCallTarget({ name: 'skill', input: { skill: 'plan' } })).toBeUndefined()
    expect(skillCallTarget({ name: 'Read', input: { skill: 'plan' } })).toBeUndefined()
    expect(skillCallTarget(skill(null))).toBeUndefined()
    expect(skillCallTarget(skill('plan'))).toBeUndefined()
    expect(skillCallTarget(skill({}))).toBeUndefined()
    expect(skillCallTarget(skill({ skill: null }))).toBeUndefined()
  })
})

describe('skillFileTarget', () => {
  test('the skill whose SKILL.md is read, by `file_path` or `path`', () => {
    expect(skillFileTarget(read({ file_path: '.claude/skills/Plan/SKILL.md' }))).toBe('plan')
    expect(skillFileTarget(read({ path: '.claude/skills/plan/SKILL.md' }))).toBe('plan')
    expect(skillFileTarget(read({ file_path: 7, path: '.claude/skills/plan/SKILL.md' }))).toBe('plan')
    expect(skillFileTarget(read({ file_path: '  /ws/.claude/skills/plan/SKILL.md  ' }))).toBe('plan')
    expect(skillFileTarget(read({ file_path: 'C:\\ws\\.claude\\skills\\plan\\skill.md' }))).toBe('plan')
  })

  test('any other file is none', () => {
    expect(skillFileTarget(read({ file_path: 'x.claude/skills/plan/SKILL.md' }))).toBeUndefined()
    expect(skillFileTarget(read({ file_path: '.claude/skills/plan/SKILL.md.bak' }))).toBeUndefined()
    expect(skillFileTarget(read({ file_path: '.claude/skills/a/b/SKILL.md' }))).toBeUndefined()
    expect(skillFileTarget(read({ file_path: '.claude/skills//SKILL.md' }))).toBeUndefined()
    expect(skillFileTarget(read({ file_path: '.claude/skills/plan/XSKILL.md' }))).toBeUndefined()
    expect(skillFileTarget(read({ file_path: '.claude/skills/plan/SKILLxmd' }))).toBeUndefined()
    expect(skillFileTarget(read({}))).toBeUndefined()
    expect(skillFileTarget(read(null))).toBeUndefined()
  })

  test('only the Read tool', () => {
    expect(skillFileTarget({ name: 'Write', input: { file_path: '.claude/skills/plan/SKILL.md' } })).toBeUndefined()
    expect(skillFileTarget({ name: 'read', input: { file_path: '.claude/skills/plan/SKILL.md' } })).toBeUndefined()
  })
})

describe('loadedSkill, detectTrigger and decision', () => {
  test('loadedSkill: a Skill call or a Read of SKILL.md, else undefined', () => {
    expect(loadedSkill(skill({ skill: 'Plan' }))).toBe('plan')
    expect(loadedSkill(read({ file_path: '.claude/skills/Adr/SKILL.md' }))).toBe('adr')
    expect(loadedSkill({ name: 'Glob', input: { pattern: '*' } })).toBeUndefined()
  })

  test('the skill under test is compared in lower case', () => {
    expect(detectTrigger([skill({ skill: 'plan' })], 'PLAN')).toBe(true)
    expect(detectTrigger([read({ file_path: '.claude/skills/plan/SKILL.md' })], 'Plan')).toBe(true)
    expect(detectTrigger([skill({ skill: 'planner' })], 'plan')).toBe(false)
  })

  test('decision: ours anywhere in the batch wins; another skill alone is other-skill; nothing is undefined', () => {
    expect(decision([skill({ skill: 'adr' }), read({ file_path: '.claude/skills/plan/SKILL.md' })], 'Plan')).toBe('triggered')
    expect(decision([{ name: 'Glob', input: {} }, read({ file_path: '.claude/skills/adr/SKILL.md' })], 'plan')).toBe('other-skill')
    expect(decision([{ name: 'Glob', input: {} }, read({ file_path: 'README.md' })], 'plan')).toBeUndefined()
    expect(decision([], 'plan')).toBeUndefined()
  })
})
