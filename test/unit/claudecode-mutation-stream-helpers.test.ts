/**
 * Issue 36, claudecode part: the stream reader's helpers at their edges. What a tool_result's
 * content becomes as text, which stdout lines are objects and which are kept as junk (at most 20,
 * each cut at 500 characters), when a tool's file path is inside the workspace, and the verdict on
 * whether a with-skill run used its skill (and the exact reason when it did not).
 */
import { describe, expect, test } from '@jest/globals'
import { parseLines, skillVerdict, toolResultText, workspaceRelative } from '../../src/run/claude-code/stream.js'
import type { ToolCallRecord } from '../../src/types.js'

describe('toolResultText', () => {
  test('a string is itself; undefined and null are empty; anything else is its JSON', () => {
    expect(toolResultText('plain text')).toBe('plain text')
    expect(toolResultText('')).toBe('')
    expect(toolResultText(undefined)).toBe('')
    expect(toolResultText(null)).toBe('')
    expect(toolResultText(42)).toBe('42')
    expect(toolResultText(false)).toBe('false')
    expect(toolResultText({ a: 1 })).toBe('{"a":1}')
  })

  test('blocks: text blocks give their text, other blocks [type] (or [block]), non-objects their String, one per line', () => {
    expect(toolResultText([{ type: 'text', text: 'one' }, { type: 'image', source: {} }, { type: 'text', text: 'two' }])).toBe('one\n[image]\ntwo')
    expect(toolResultText([{ type: 'text' }, { type: 'text', text: 7 }])).toBe('\n')
    expect(toolResultText([{ source: 'x' }, { type: 3 }])).toBe('[block]\n[block]')
    expect(toolResultText(['raw', 5, null])).toBe('raw\n5\nnull')
    expect(toolResultText([])).toBe('')
    expect(toolResultText([{ type: 'text', text: 'only' }])).toBe('only')
  })
})

describe('parseLines', () => {
  test('objects are kept, blank lines skipped, lines trimmed; non-objects and broken JSON are junk', () => {
    const r = parseLines('  {"type":"a"}  \n\n   \n[1,2]\n"str"\n42\nnull\n{broken\n{"type":"b"}')
    expect(r.objects).toEqual([{ type: 'a' }, { type: 'b' }])
    expect(r.junk).toEqual(['[1,2]', '"str"', '42', 'null', '{broken'])
  })

  test('an empty stdout has neither', () => {
    expect(parseLines('')).toEqual({ objects: [], junk: [] })
    expect(parseLines('\n\n')).toEqual({ objects: [], junk: [] })
  })

  test('at most 20 junk lines are kept, from either kind of junk; objects after them still count', () => {
    const broken = Array.from({ length: 25 }, (_, i) => `junk ${i}`).join('\n')
    const r = parseLines(`${broken}\n{"n":1}`)
    expect(r.junk).toHaveLength(20)
    expect(r.junk[19]).toBe('junk 19')
    expect(r.objects).toEqual([{ n: 1 }])
    const arrays = Array.from({ length: 21 }, (_, i) => `[${i}]`).join('\n')
    const a = parseLines(arrays)
    expect(a.junk).toHaveLength(20)
    expect(a.junk[19]).toBe('[19]')
    // 19 broken + 1 array = 20: the 20th is kept; one more of each kind is dropped
    const mixed = parseLines([...Array.from({ length: 19 }, (_, i) => `b${i}`), '[x]', '[1]', 'late'].join('\n'))
    expect(mixed.junk).toHaveLength(20)
    expect(mixed.junk[19]).toBe('[x]')
  })

  test('a junk line is cut at 500 characters (500 kept whole, 501 cut)', () => {
    const at = 'j'.repeat(500)
    const over = 'k'.repeat(501)
    const overArr = `[${'1,'.repeat(300)}1]`
    const r = parseLines(`${at}\n${over}\n${overArr}`)
    expect(r.junk[0]).toBe(at)
    expect(r.junk[1]).toBe(`${'k'.repeat(500)}\n… [truncated: 1 more characters]`)
    expect(r.junk[2]).toBe(`${overArr.slice(0, 500)}\n… [truncated: ${overArr.length - 500} more characters]`)
  })
})

describe('workspaceRelative', () => {
  const WS = '/tmp/ws'
  test('an absolute path inside the workspace becomes relative; the workspace itself and paths outside do not', () => {
    expect(workspaceRelative('/tmp/ws/a/b.md', WS)).toBe('a/b.md')
    expect(workspaceRelative('/tmp/ws/a.md', '/tmp/ws///')).toBe('a.md')
    expect(workspaceRelative('/tmp/ws', WS)).toBeUndefined()
    expect(workspaceRelative('/tmp/ws/', WS)).toBeUndefined()
    expect(workspaceRelative('/tmp/wsx/a.md', WS)).toBeUndefined()
    expect(workspaceRelative('/etc/passwd', WS)).toBeUndefined()
  })

  test('an absolute path without a workspace is never relative', () => {
    expect(workspaceRelative('/tmp/ws/a.md', undefined)).toBeUndefined()
    expect(workspaceRelative('/tmp/ws/a.md', '')).toBeUndefined()
  })

  test('backslashes count as separators, in the path and in the workspace', () => {
    expect(workspaceRelative('\\tmp\\ws\\d\\e.md', WS)).toBe('d/e.md')
    expect(workspaceRelative('/tmp/ws/d/e.md', '\\tmp\\ws\\')).toBe('d/e.md')
    expect(workspaceRelative('sub\\f.md', WS)).toBe('sub/f.md')
  })

  test('relative paths: leading ./ removed, . and empty segments skipped, .. pops and may not leave', () => {
    expect(workspaceRelative('./././x.md', WS)).toBe('x.md')
    expect(workspaceRelative('a//./b/../c.md', WS)).toBe('a/c.md')
    expect(workspaceRelative('a/..', WS)).toBeUndefined()
    expect(workspaceRelative('a/../../b', WS)).toBeUndefined()
    expect(workspaceRelative('..', WS)).toBeUndefined()
    expect(workspaceRelative('.', WS)).toBeUndefined()
    expect(workspaceRelative('', WS)).toBeUndefined()
    expect(workspaceRelative('/tmp/ws/a/../../ws/b.md', WS)).toBeUndefined()
    expect(workspaceRelative('plain.md', undefined)).toBe('plain.md')
  })
})

describe('skillVerdict', () => {
  let n = 0
  const call = (name: string, input: unknown, output = '', isError = false): ToolCallRecord => ({ turn: 1, id: `t${++n}`, name, input, output, isError })
  const ctx = (o: Partial<Parameters<typeof skillVerdict>[2]> = {}) => ({ skillsListed: ['demo'], denials: [], ...o })

  test('a Skill call whose result launched the skill is a use (case and leading blanks aside)', () => {
    expect(skillVerdict('demo', [call('Skill', { skill: 'demo' }, 'Launching skill: demo')], ctx())).toEqual({ used: true })
    expect(skillVerdict('Demo', [call('Skill', { skill: 'DEMO' }, '  \nlaunching SKILL: demo')], ctx())).toEqual({ used: true })
    // any earlier launched call counts, even when a later one failed
    expect(skillVerdict('demo', [call('Skill', { skill: 'demo' }, 'Launching skill: demo'), call('Skill', { skill: 'demo' }, 'Unknown skill', true)], ctx())).toEqual({ used: true })
  })

  test('a launch text that is an error, or not at the start, is not a use', () => {
    const err = skillVerdict('demo', [call('Skill', { skill: 'demo' }, 'Launching skill: demo', true)], ctx())
    expect(err).toEqual({ used: false, reason: "Skill 'demo' did not load: the Skill call did not launch the skill (Launching skill: demo)." })
    const mid = skillVerdict('demo', [call('Skill', { skill: 'demo' }, 'Not Launching skill: demo')], ctx())
    expect(mid).toEqual({ used: false, reason: "Skill 'demo' did not load: the Skill call did not launch the skill (Not Launching skill: demo)." })
  })

  test('a successful Read of its SKILL.md is a use; a failed one is not', () => {
    expect(skillVerdict('demo', [call('Read', { file_path: '/w/.claude/skills/demo/SKILL.md' }, '# Demo')], ctx())).toEqual({ used: true })
    const failed = skillVerdict('demo', [call('Read', { file_path: '/w/.claude/skills/demo/SKILL.md' }, 'ENOENT', true)], ctx())
    expect(failed).toEqual({ used: false, reason: "the agent never called the Skill tool for 'demo'." })
    const other = skillVerdict('demo', [call('Read', { file_path: '/w/.claude/skills/other/SKILL.md' }, '# Other')], ctx())
    expect(other.used).toBe(false)
  })

  test('why a Skill call did not load it: each kind of answer, in order of precedence, from the last Skill call', () => {
    const why = (text: string, o: { isError?: boolean; denials?: { toolName: string; toolUseId: string }[] } = {}) => {
      const c = call('Skill', { skill: 'demo' }, text, o.isError ?? true)
      return skillVerdict('demo', [c], ctx({ denials: (o.denials ?? []).map((d) => ({ ...d, toolUseId: d.toolUseId === 'SELF' ? c.id : d.toolUseId })) })).reason
    }
    expect(why('<tool_use_error>Unknown skill: demo</tool_use_error>')).toBe("Skill 'demo' did not load: the skill was not discovered (Unknown skill: demo).")
    expect(why('unknown SKILL and allowlist')).toBe("Skill 'demo' did not load: the skill was not discovered (unknown SKILL and allowlist).")
    expect(why('<tool_use_error>not in the ALLOWLIST; permission</tool_use_error>')).toBe("Skill 'demo' did not load: the skill was refused by an allow-list (not in the ALLOWLIST; permission).")
    expect(why('Skill has Disable-Model-Invocation set; denied')).toBe("Skill 'demo' did not load: the skill forbids model invocation (disable-model-invocation: Skill has Disable-Model-Invocation set; denied).")
    expect(why('Permission to use Skill')).toBe("Skill 'demo' did not load: the Skill call was denied permission (Permission to use Skill).")
    expect(why('request DENIED')).toBe("Skill 'demo' did not load: the Skill call was denied permission (request DENIED).")
    expect(why('add an Allow Rule')).toBe("Skill 'demo' did not load: the Skill call was denied permission (add an Allow Rule).")
    expect(why('something odd', { denials: [{ toolName: 'Skill', toolUseId: 'SELF' }] })).toBe("Skill 'demo' did not load: the Skill call was denied permission (something odd).")
    expect(why('something odd', { denials: [{ toolName: 'Skill', toolUseId: 'other-id' }] })).toBe("Skill 'demo' did not load: the Skill call did not launch the skill (something odd).")
    expect(why('')).toBe("Skill 'demo' did not load: the Skill call got no result.")
    // only the raw text decides "no result": a bare error tag is an answer (empty once cleaned)
    expect(why('<tool_use_error></tool_use_error>')).toBe("Skill 'demo' did not load: the Skill call did not launch the skill ().")
    expect(why('  spaced out  ', { isError: false })).toBe("Skill 'demo' did not load: the Skill call did not launch the skill (spaced out).")
  })

  test('the reason quotes at most 300 characters (200 for disable-model-invocation)', () => {
    const reason = (text: string) => skillVerdict('demo', [call('Skill', { skill: 'demo' }, text, true)], ctx()).reason
    const long = 'x'.repeat(301)
    expect(reason(long)).toBe(`Skill 'demo' did not load: the Skill call did not launch the skill (${'x'.repeat(300)}\n… [truncated: 1 more characters]).`)
    expect(reason('x'.repeat(300))).toBe(`Skill 'demo' did not load: the Skill call did not launch the skill (${'x'.repeat(300)}).`)
    const denied = `permission ${'y'.repeat(290)}`
    expect(reason(denied)).toBe(`Skill 'demo' did not load: the Skill call was denied permission (${denied.slice(0, 300)}\n… [truncated: 1 more characters]).`)
    const dmi = `disable-model-invocation ${'z'.repeat(176)}`
    expect(dmi.length).toBe(201)
    expect(reason(dmi)).toBe(`Skill 'demo' did not load: the skill forbids model invocation (disable-model-invocation: ${dmi.slice(0, 200)}\n… [truncated: 1 more characters]).`)
    const unknown = `Unknown skill ${'u'.repeat(400)}`
    expect(reason(unknown)).toBe(`Skill 'demo' did not load: the skill was not discovered (${unknown}).`)
  })

  test('the last Skill call for the skill is the one explained', () => {
    const r = skillVerdict('demo', [call('Skill', { skill: 'demo' }, 'Unknown skill: demo', true), call('Skill', { skill: 'demo' }, 'allowlist refused', true)], ctx())
    expect(r.reason).toBe("Skill 'demo' did not load: the skill was refused by an allow-list (allowlist refused).")
  })

  test('never called: the other skills it called instead, the run failure, or the listing', () => {
    const others = [call('Skill', { skill: 'alpha' }, 'Launching skill: alpha'), call('Skill', { skill: 'beta' }), call('Skill', { skill: 'alpha' })]
    expect(skillVerdict('demo', others, ctx()).reason).toBe("the agent never called the Skill tool for 'demo' (it called Skill for 'alpha', 'beta' instead).")
    expect(skillVerdict('demo', [], ctx({ runFailed: 'boom' })).reason).toBe("the agent never called the Skill tool for 'demo'; the run failed first: boom.")
    expect(skillVerdict('demo', [], ctx({ skillsListed: ['x', 'y'], runFailed: 'boom' })).reason).toBe("the agent never called the Skill tool for 'demo'; the run failed first: boom.")
    // a failure message with its own full stop keeps one
    expect(skillVerdict('demo', [], ctx({ runFailed: 'Run timed out after 0.3 s (Claude Code stopped).' })).reason).toBe(
      "the agent never called the Skill tool for 'demo'; the run failed first: Run timed out after 0.3 s (Claude Code stopped)."
    )
    expect(skillVerdict('demo', [], ctx({ skillsListed: ['x', 'y'] })).reason).toBe("the agent never called the Skill tool for 'demo'; the session's init did not list it (skills: x, y).")
    expect(skillVerdict('demo', [], ctx({ skillsListed: [] })).reason).toBe("the agent never called the Skill tool for 'demo'; the session's init did not list it (skills: none).")
    expect(skillVerdict('demo', [call('Skill', { skill: 'zed' })], ctx({ skillsListed: [] })).reason).toBe(
      "the agent never called the Skill tool for 'demo' (it called Skill for 'zed' instead); the session's init did not list it (skills: none)."
    )
  })

  test('listed counts a plugin-qualified or differently cased name; a name that only contains it does not', () => {
    const listed = (skills: string[]) => skillVerdict('Demo', [], ctx({ skillsListed: skills })).reason
    expect(listed(['plugin:demo'])).toBe("the agent never called the Skill tool for 'Demo'.")
    expect(listed(['a:b:DEMO'])).toBe("the agent never called the Skill tool for 'Demo'.")
    expect(listed(['demo-extra', 'xdemo'])).toBe("the agent never called the Skill tool for 'Demo'; the session's init did not list it (skills: demo-extra, xdemo).")
  })
})
