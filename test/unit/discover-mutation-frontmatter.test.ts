import { describe, expect, test } from '@jest/globals'
import { checkName, closestKey, codePoints, parseSkillMd, sortFindings, truncate } from '../../src/discover/frontmatter.js'
import type { Finding } from '../../src/types.js'

// Mutation tests (issue 23) of SKILL.md validation (src/discover/frontmatter.ts): the exact findings a
// user reads for each way a SKILL.md breaks the Agent Skills spec: severity, rule, line, column and
// wording, and what the parse returns besides the findings.

const md = (frontmatter: string, body = 'Body\n'): string => `---\n${frontmatter}---\n${body}`

type Row = [Finding['severity'], string, number | undefined, number | undefined, string]

/** label, frontmatter lines, SKILL.md path (default skills/a/SKILL.md), the findings in order. */
const CASES: [string, string, string | undefined, Row[]][] = [
  ["duplicate key", "name: a\nname: a\ndescription: d\n", undefined, [
    ["error", "skill.yaml.duplicate-key", 3, 1, "key 'name' appears more than once in the frontmatter; keep only one"],
  ]],
  ["tab indentation", "name: a\ndescription: d\nmetadata:\n\tx: y\n", undefined, [
    ["error", "skill.yaml.tabs", 5, 1, "a tab is used for indentation in the YAML frontmatter; YAML allows only spaces there, so replace the tab with spaces"],
  ]],
  ["unquoted colon", "name: a\ndescription: Use it: when \"x\" happens\n", undefined, [
    ["error", "skill.yaml.syntax", 3, 14, "the value of 'description' contains ': ', which YAML reads as a nested mapping; put the value in quotes, e.g. description: \"Use it: when \\\"x\\\" happens\""],
  ]],
  ["empty frontmatter", "", undefined, [
    ["error", "skill.frontmatter.empty", 1, 1, "the frontmatter is empty; add 'name:' and 'description:' lines between the '---' lines"],
  ]],
  ["frontmatter that is only a null", "~\n", undefined, [
    ["error", "skill.frontmatter.empty", 1, 1, "the frontmatter is empty; add 'name:' and 'description:' lines between the '---' lines"],
  ]],
  ["frontmatter that is only a comment", "# nothing yet\n", undefined, [
    ["error", "skill.frontmatter.empty", 1, 1, "the frontmatter is empty; add 'name:' and 'description:' lines between the '---' lines"],
  ]],
  ["a list", "- a\n- b\n", undefined, [
    ["error", "skill.frontmatter.not-mapping", 2, 1, "the frontmatter must be a YAML mapping of 'key: value' lines (name:, description:, …), but it is a list"],
  ]],
  ["a string", "just text\n", undefined, [
    ["error", "skill.frontmatter.not-mapping", 2, 1, "the frontmatter must be a YAML mapping of 'key: value' lines (name:, description:, …), but it is the string 'just text'"],
  ]],
  ["flow styles", "name: a\ndescription: d\nmetadata: {x: \"y\"}\nhooks: [a, b]\n", undefined, [
    ["warning", "skill.yaml.flow-style", 4, 11, "flow-style mapping '{x: \"y\"}' is valid YAML, but the reference validator skills-ref rejects it; write it as indented 'key: value' lines"],
    ["warning", "skill.key.unknown", 5, 1, "'hooks' is a Claude Code extension, not part of the Agent Skills spec; it is kept, but other agents and the reference validators reject unknown keys"],
    ["warning", "skill.yaml.flow-style", 5, 8, "flow-style list '[a, b]' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines"],
  ]],
  ["unknown keys", "name: a\ndescription: d\nversion: 1.0\nmodel: x\ndescripton: y\nzzzzzz: 1\n", undefined, [
    ["warning", "skill.key.unknown", 4, 1, "'version' is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'"],
    ["warning", "skill.key.unknown", 5, 1, "'model' is a Claude Code extension, not part of the Agent Skills spec; it is kept, but other agents and the reference validators reject unknown keys"],
    ["warning", "skill.key.unknown", 6, 1, "unknown key 'descripton' is not part of the Agent Skills spec (allowed: name, description, license, compatibility, metadata, allowed-tools; Claude Code also reads when_to_use, argument-hint, arguments, disable-model-invocation, user-invocable, model, effort, context, agent, hooks, paths, shell); did you mean 'description'?"],
    ["warning", "skill.key.unknown", 7, 1, "unknown key 'zzzzzz' is not part of the Agent Skills spec (allowed: name, description, license, compatibility, metadata, allowed-tools; Claude Code also reads when_to_use, argument-hint, arguments, disable-model-invocation, user-invocable, model, effort, context, agent, hooks, paths, shell)"],
  ]],
  ["no name", "description: d\n", undefined, [
    ["error", "skill.name.missing", 1, 1, "the frontmatter has no 'name'; add e.g. name: a"],
  ]],
  ["no name, no folder", "description: d\n", "SKILL.md", [
    ["error", "skill.name.missing", 1, 1, "the frontmatter has no 'name'; add e.g. name: my-skill"],
  ]],
  ["name not a string", "name: 12\ndescription: d\n", undefined, [
    ["error", "skill.name.type", 2, 7, "name must be a string, but it is a number (12)"],
  ]],
  ["blank name", "name: \" \"\ndescription: d\n", undefined, [
    ["error", "skill.name.empty", 2, 7, "name is empty; give the skill a name made of lowercase letters, digits and hyphens (e.g. 'a')"],
  ]],
  ["blank name, no folder", "name: \" \"\ndescription: d\n", "SKILL.md", [
    ["error", "skill.name.empty", 2, 7, "name is empty; give the skill a name made of lowercase letters, digits and hyphens"],
  ]],
  ["no description", "name: a\n", undefined, [
    ["error", "skill.description.missing", 1, 1, "the frontmatter has no 'description'; add one that says what the skill does and when to use it"],
  ]],
  ["description not a string", "name: a\ndescription: true\n", undefined, [
    ["error", "skill.description.type", 3, 14, "description must be a string, but it is a boolean (true); put it in quotes"],
  ]],
  ["blank description", "name: a\ndescription: \"  \"\n", undefined, [
    ["error", "skill.description.empty", 3, 14, "description is empty; say what the skill does and when to use it"],
  ]],
  ["angle brackets", "name: a\ndescription: a <b>\n", undefined, [
    ["warning", "skill.description.angle-brackets", 3, 14, "description contains '<' or '>'; skill-creator's quick_validate rejects angle brackets, so rephrase without them"],
  ]],
  ["compatibility a list", "name: a\ndescription: d\ncompatibility: [1]\n", undefined, [
    ["error", "skill.compatibility.type", 4, 16, "compatibility must be a string, but it is a list"],
  ]],
  ["blank compatibility", "name: a\ndescription: d\ncompatibility: \"\"\n", undefined, [
    ["error", "skill.compatibility.empty", 4, 16, "compatibility is empty; describe the environment requirements or remove the key"],
  ]],
  ["license a number", "name: a\ndescription: d\nlicense: 3\n", undefined, [
    ["error", "skill.license.type", 4, 10, "license must be a string (a licence name or a reference to a bundled file), but it is a number (3)"],
  ]],
  ["metadata a string", "name: a\ndescription: d\nmetadata: x\n", undefined, [
    ["error", "skill.metadata.type", 4, 11, "metadata must be a mapping of string keys to string values, but it is the string 'x'"],
  ]],
  ["metadata keys and values", "name: a\ndescription: d\nmetadata:\n  1: x\n  ok: 2\n  l: [a]\n  n:\n", undefined, [
    ["error", "skill.metadata.key", 5, 3, "metadata keys must be strings, but a number (1) is used as a key; put it in quotes"],
    ["error", "skill.metadata.value", 6, 7, "metadata.ok must be a string, but it is a number (2); put it in quotes: ok: \"2\""],
    ["error", "skill.metadata.value", 7, 6, "metadata.l must be a string, but it is a list"],
    ["error", "skill.metadata.value", 8, 3, "metadata.n must be a string, but it is empty"],
  ]],
  ["allowed-tools a list", "name: a\ndescription: d\nallowed-tools:\n  - Read\n  - Bash\n", undefined, [
    ["warning", "skill.allowed-tools.format", 5, 3, "allowed-tools is a YAML list: Claude Code reads it, but the Agent Skills spec defines a space-separated string (the reference validators reject a list); for other agents write it as allowed-tools: Read Bash"],
  ]],
  ["allowed-tools an empty list", "name: a\ndescription: d\nallowed-tools: []\n", undefined, [
    ["warning", "skill.allowed-tools.format", 4, 16, "allowed-tools is an empty list; remove the key, or name the tools as a space-separated string such as allowed-tools: Read Bash(git:*)"],
  ]],
  ["allowed-tools a number", "name: a\ndescription: d\nallowed-tools: 5\n", undefined, [
    ["error", "skill.allowed-tools.type", 4, 16, "allowed-tools must be a space-separated string such as 'Read Bash(git:*)', but it is a number (5)"],
  ]],
  ["version, trust_tier, tier", "name: a\ndescription: d\nversion: [1]\ntrust_tier: {a: 1}\ntier: 4\n", undefined, [
    ["warning", "skill.key.unknown", 4, 1, "'version' is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'"],
    ["error", "skill.version.type", 4, 10, "version must be a single value such as 1.2.0, but it is a list"],
    ["warning", "skill.key.unknown", 5, 1, "'trust_tier' is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'"],
    ["error", "skill.trust_tier.type", 5, 13, "trust_tier must be a single value, but it is a mapping"],
    ["warning", "skill.key.unknown", 6, 1, "'tier' is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'"],
    ["error", "skill.tier.invalid", 6, 7, "tier must be 1, 2 or 3, but it is a number (4)"],
  ]],
  ["tier conflict", "name: a\ndescription: d\ntier: 1\nmetadata:\n  tier: \"2\"\n", undefined, [
    ["warning", "skill.key.unknown", 4, 1, "'tier' is not part of the Agent Skills spec (skill-evals reads it, but skills-ref and quick_validate reject unknown keys); consider moving it under 'metadata'"],
    ["error", "skill.tier.conflict", 6, 9, "metadata.tier '2' disagrees with tier 1; keep only one of them"],
  ]],
  ["bad metadata.tier", "name: a\ndescription: d\nmetadata:\n  tier: \"x\"\n", undefined, [
    ["error", "skill.tier.invalid", 5, 9, "metadata.tier must be '1', '2' or '3', but it is the string 'x'"],
  ]],
  ["pattern and folder", "name: Ab_c\ndescription: d\n", "skills/ab-c/SKILL.md", [
    ["error", "skill.name.pattern", 2, 7, "name 'Ab_c' must use only lowercase letters, digits and hyphens (any script; found uppercase 'A'; not a letter, digit or hyphen: '_'); e.g. 'ab-c'"],
    ["error", "skill.name.folder-mismatch", 2, 7, "name 'Ab_c' must match its folder name 'ab-c'; rename the folder or change the name"],
  ]],
  ["look-alike folder", "name: аb\ndescription: d\n", "skills/ab/SKILL.md", [
    ["error", "skill.name.folder-mismatch", 2, 7, "name 'аb' must match its folder name 'ab'; rename the folder or change the name (they only look alike: the name is U+0430 U+0062, the folder is U+0061 U+0062)"],
  ]],
  ["case-only folder", "name: AB\ndescription: d\n", "skills/ab/SKILL.md", [
    ["error", "skill.name.pattern", 2, 7, "name 'AB' must use only lowercase letters, digits and hyphens (any script; found uppercase 'A', 'B'); e.g. 'ab'"],
    ["error", "skill.name.folder-mismatch", 2, 7, "name 'AB' must match its folder name 'ab'; rename the folder or change the name (they only look alike: the name is U+0041 U+0042, the folder is U+0061 U+0062)"],
  ]],
  ["different folder", "name: abc\ndescription: d\n", "skills/xyz/SKILL.md", [
    ["error", "skill.name.folder-mismatch", 2, 7, "name 'abc' must match its folder name 'xyz'; rename the folder or change the name"],
  ]],
  ["duplicate key in a flow mapping", "name: a\ndescription: d\nmetadata: {a: \"1\", a: \"2\"}\n", undefined, [
    ["warning", "skill.yaml.flow-style", 4, 11, "flow-style mapping '{a: \"1\", a: \"2\"}' is valid YAML, but the reference validator skills-ref rejects it; write it as indented 'key: value' lines"],
    ["error", "skill.yaml.duplicate-key", 4, 20, "key 'a' appears more than once in the frontmatter; keep only one"],
  ]],
  ["duplicate explicit key", "name: a\ndescription: d\n? x\n: 1\n? x\n: 2\n", undefined, [
    ["warning", "skill.key.unknown", 4, 3, "unknown key 'x' is not part of the Agent Skills spec (allowed: name, description, license, compatibility, metadata, allowed-tools; Claude Code also reads when_to_use, argument-hint, arguments, disable-model-invocation, user-invocable, model, effort, context, agent, hooks, paths, shell)"],
    ["error", "skill.yaml.duplicate-key", 6, 3, "key 'x' appears more than once in the frontmatter; keep only one"],
  ]],
  ["a line ending in --- is not a fence", "name: a\ndescription: d ---\n", undefined, [
  ]],
  ["a list as a key; a key without a value", "name: a\ndescription: d\n[a]: x\n? license\n", undefined, [
    ["warning", "skill.yaml.flow-style", 4, 1, "flow-style list '[a]' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines"],
    ["warning", "skill.key.unknown", 4, 1, "unknown key '[a]' is not part of the Agent Skills spec (allowed: name, description, license, compatibility, metadata, allowed-tools; Claude Code also reads when_to_use, argument-hint, arguments, disable-model-invocation, user-invocable, model, effort, context, agent, hooks, paths, shell)"],
    ["error", "skill.license.type", 5, 3, "license must be a string (a licence name or a reference to a bundled file), but it is empty"],
  ]],
  ["metadata: a list as a key; a key without a value", "name: a\ndescription: d\nmetadata:\n  [a]: x\n  ? k\n", undefined, [
    ["warning", "skill.yaml.flow-style", 5, 3, "flow-style list '[a]' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines"],
    ["error", "skill.metadata.key", 5, 3, "metadata keys must be strings, but a list is used as a key; put it in quotes"],
    ["error", "skill.metadata.value", 6, 5, "metadata.k must be a string, but it is empty"],
  ]],
  ["blank compatibility (spaces)", "name: a\ndescription: d\ncompatibility: \"   \"\n", undefined, [
    ["error", "skill.compatibility.empty", 4, 16, "compatibility is empty; describe the environment requirements or remove the key"],
  ]],
  ["compatibility over 500 characters", "name: a\ndescription: d\ncompatibility: " + "c".repeat(501) + "\n", undefined, [
    ["error", "skill.compatibility.length", 4, 16, "compatibility is 501 characters; the limit is 500"],
  ]],
  ["a metadata key written twice: the first value is kept", "name: a\ndescription: d\nmetadata:\n  k: first\n  k: 2\n", undefined, [
    ["error", "skill.yaml.duplicate-key", 6, 3, "key 'k' appears more than once in the frontmatter; keep only one"],
  ]],
  ["a top-level key written twice: the first is checked", "name: a\ndescription: d\nlicense: MIT\nlicense: 3\n", undefined, [
    ["error", "skill.yaml.duplicate-key", 5, 1, "key 'license' appears more than once in the frontmatter; keep only one"],
  ]],
  ["allowed-tools a list with other values: an error (a tool is named by a string)", "name: a\ndescription: d\nallowed-tools:\n  - Read\n  - 5\n  - [x]\n", undefined, [
    ["error", "skill.allowed-tools.type", 5, 3, "every allowed-tools item must be a tool name such as 'Read' or 'Bash(git:*)'"],
    ["warning", "skill.yaml.flow-style", 7, 5, "flow-style list '[x]' is valid YAML, but the reference validator skills-ref rejects it; write it as '- item' lines"],
  ]],
  ["metadata.tier a list", "name: a\ndescription: d\nmetadata:\n  tier: [1]\n", undefined, [
    ["error", "skill.metadata.value", 5, 9, "metadata.tier must be a string, but it is a list"],
    ["error", "skill.tier.invalid", 5, 9, "metadata.tier must be '1', '2' or '3', but it is a list"],
  ]],
  ["metadata.tier 12", "name: a\ndescription: d\nmetadata:\n  tier: \"12\"\n", undefined, [
    ["error", "skill.tier.invalid", 5, 9, "metadata.tier must be '1', '2' or '3', but it is the string '12'"],
  ]],
  ["metadata.tier x1", "name: a\ndescription: d\nmetadata:\n  tier: \"x1\"\n", undefined, [
    ["error", "skill.tier.invalid", 5, 9, "metadata.tier must be '1', '2' or '3', but it is the string 'x1'"],
  ]],
]

describe('every SKILL.md problem is reported with its exact position and wording', () => {
  test.each(CASES)('%s', (_label, frontmatter, file, rows) => {
    const path = file ?? 'skills/a/SKILL.md'
    const r = parseSkillMd(md(frontmatter), path)
    const expected = rows.map(([severity, rule, line, column, message]) => {
      const f: Finding = { severity, file: path, rule, message }
      if (line !== undefined) f.line = line
      if (column !== undefined) f.column = column
      return f
    })
    expect(r.findings).toStrictEqual(expected)
  })
})

const FILE = 'skills/a/SKILL.md'
const err = (rule: string, message: string, line?: number, column?: number): Finding => {
  const f: Finding = { severity: 'error', file: FILE, rule, message }
  if (line !== undefined) f.line = line
  if (column !== undefined) f.column = column
  return f
}

describe('a SKILL.md that cannot be read gives one finding and an empty result', () => {
  test('over 1 MiB: the size in MiB and bytes, no position, nothing parsed', () => {
    expect(parseSkillMd(Buffer.alloc(1024 * 1024 + 1, 'a'), FILE)).toStrictEqual({
      body: '',
      bodyLine: 1,
      findings: [err('skill.size', 'SKILL.md is 1.0 MiB (1048577 bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files')]
    })
    // a string is measured in UTF-8 bytes, not characters: 349,526 three-byte characters are over 1 MiB
    expect(parseSkillMd('€'.repeat(349_526), FILE).findings.map((f) => f.rule)).toEqual(['skill.size'])
    expect(parseSkillMd('€'.repeat(349_525), FILE).findings.map((f) => f.rule)).toEqual(['skill.frontmatter.missing'])
  })

  test('invalid UTF-8 names the byte and its line and column (after a BOM, the column does not count it)', () => {
    const bad = (message: string, line: number, column: number) => ({ body: '', bodyLine: 1, findings: [err('skill.encoding.utf8', message, line, column)] })
    expect(parseSkillMd(Buffer.from([0xff, 0x2d]), FILE)).toStrictEqual(bad('SKILL.md is not valid UTF-8: byte 0xFF on line 1 does not start a valid UTF-8 sequence; re-save the file as UTF-8', 1, 1))
    expect(parseSkillMd(Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xc3]), FILE)).toStrictEqual(bad('SKILL.md is not valid UTF-8: byte 0xC3 on line 1 does not start a valid UTF-8 sequence; re-save the file as UTF-8', 1, 2))
    expect(parseSkillMd(Buffer.from([0x2d, 0x0a, 0xc3, 0xa9, 0x80]), FILE)).toStrictEqual(bad('SKILL.md is not valid UTF-8: byte 0x80 on line 2 does not start a valid UTF-8 sequence; re-save the file as UTF-8', 2, 2))
    // a U+FEFF that starts a later line is a character of that line (only the file's first BOM is not)
    expect(parseSkillMd(Buffer.from([0x2d, 0x0a, 0xef, 0xbb, 0xbf, 0x61, 0xff]), FILE).findings.map((f) => [f.line, f.column])).toEqual([[2, 3]])
    expect(parseSkillMd(Buffer.from([0x0a, 0x0a, 0x61, 0x62, 0xc3]), FILE).findings.map((f) => [f.line, f.column])).toEqual([[3, 3]])
  })

  test('no closing fence: nothing of the file is kept as body', () => {
    expect(parseSkillMd('---\nname: a\n', FILE)).toStrictEqual({
      body: '',
      bodyLine: 1,
      findings: [err('skill.frontmatter.unclosed', "the frontmatter opened by '---' on line 1 is never closed; add a line containing only '---' after the last frontmatter key", 1, 1)]
    })
  })

  test('no opening fence: the whole file is the body, from line 1', () => {
    expect(parseSkillMd('# Title\nname: a\n', FILE)).toStrictEqual({
      body: '# Title\nname: a\n',
      bodyLine: 1,
      findings: [err('skill.frontmatter.missing', "SKILL.md must start with a YAML frontmatter block: put '---' on line 1, then the name: and description: lines, then a closing '---' (line 1 is '# Title')", 1, 1)]
    })
    expect(parseSkillMd('text ---\n---\nname: a\n---\n', FILE).findings.map((f) => f.rule)).toEqual(['skill.frontmatter.missing'])
    expect(parseSkillMd('--- x\n', FILE).findings).toStrictEqual([err('skill.frontmatter.missing', "line 1 must be exactly '---' to open the frontmatter, but it is '--- x'", 1, 1)])
  })

  test('empty file', () => {
    expect(parseSkillMd('  \n', FILE)).toStrictEqual({
      body: '',
      bodyLine: 1,
      findings: [err('skill.empty', 'SKILL.md is empty; it needs a frontmatter block (`---`, `name:`, `description:`, `---`) followed by the instructions', 1, 1)]
    })
  })

  test('a value that is not text never throws: it becomes one skill.internal error', () => {
    expect(parseSkillMd(null as unknown as string, FILE)).toStrictEqual({
      body: '',
      bodyLine: 1,
      findings: [err('skill.internal', "SKILL.md could not be checked because of an internal error: Cannot read properties of null (reading 'length')")]
    })
  })

  test('a BOM is accepted with a warning; the rest is read as usual', () => {
    const r = parseSkillMd('\uFEFF---\nname: a\ndescription: d\n---\nhi', FILE)
    expect(r.findings).toStrictEqual([
      {
        severity: 'warning',
        file: FILE,
        rule: 'skill.encoding.bom',
        message: 'SKILL.md starts with a UTF-8 byte order mark (BOM); it is accepted, but other tools may not see the opening `---`, so save the file as UTF-8 without BOM',
        line: 1,
        column: 1
      }
    ])
    expect(r.body).toBe('hi')
    expect(r.bodyLine).toBe(5)
  })
})

describe('body length', () => {
  const lines = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n')

  test('a body without a final newline counts its last line too', () => {
    const head = 'name: a\ndescription: d\n'
    const over = parseSkillMd(md(head, lines(501)), FILE)
    expect(over.findings).toStrictEqual([
      {
        severity: 'warning',
        file: FILE,
        rule: 'skill.body.length',
        message: 'the SKILL.md body is 501 lines; the Agent Skills spec recommends under 500, so move detailed material into references/ files and link to them',
        line: 505,
        column: 1
      }
    ])
    expect(parseSkillMd(md(head, lines(500)), FILE).findings).toEqual([])
    expect(parseSkillMd(md(head, lines(500) + '\n'), FILE).findings).toEqual([])
  })
})

describe("an unquoted ': ' in a value gets the quoting hint; other YAML errors keep the parser's message", () => {
  const syntax = (frontmatter: string) =>
    parseSkillMd(md(`name: a\n${frontmatter}`), FILE)
      .findings.filter((f) => f.rule === 'skill.yaml.syntax')
      .map((f) => [f.line, f.column, f.message])
  const hint = (key: string, value: string) => `the value of '${key}' contains ': ', which YAML reads as a nested mapping; put the value in quotes, e.g. ${key}: "${value}"`

  test('an indented key, two spaces after the colon, a colon at the end of the line, a quoted key', () => {
    expect(syntax('description: d\nmetadata:\n  note: see: here\n')).toEqual([[5, 9, hint('note', 'see: here')]])
    expect(syntax('description:  two spaces: x\n')).toEqual([[3, 15, hint('description', 'two spaces: x')]])
    expect(syntax('description: Use when:\n')).toEqual([[3, 14, hint('description', 'Use when:')]])
    expect(syntax('description: Use it: now   \n')).toEqual([[3, 14, hint('description', 'Use it: now')]])
    expect(syntax('"description": Use it: when x\n')).toEqual([[3, 16, hint('description', 'Use it: when x')]])
    expect(syntax("'description': Use it: when x\n")).toEqual([[3, 16, hint('description', 'Use it: when x')]])
    // a quoted key holding ':' or a quote: the value starts after the key's own colon
    expect(syntax('"a:b": see: here\n')).toEqual([[3, 8, hint('a:b', 'see: here')]])
    expect(syntax('"it\'s": see: here\n')).toEqual([[3, 9, hint("it's", 'see: here')]])
    // a list item, with one or more spaces after the dash
    expect(syntax('description: d\nhooks:\n  - note: see: here\n')).toEqual([[5, 11, hint('note', 'see: here')]])
    expect(syntax('description: d\nhooks:\n  -   note: see: here\n')).toEqual([[5, 13, hint('note', 'see: here')]])
  })

  test('a value that is already quoted, or another mistake, gets the YAML message', () => {
    // (the ': ' after a quoted part is not the value's own: no hint)
    const [quoted] = syntax('description: "a" b: c: d\n')
    expect(quoted?.slice(0, 2)).toEqual([3, 14])
    expect(quoted?.[2]).toMatch(/^invalid YAML in the frontmatter: \S/)
    const [other] = syntax('description: [unclosed\n')
    expect(other?.slice(0, 2)).toEqual([4, 1])
    expect(other?.[2]).toMatch(/^invalid YAML in the frontmatter: [^\n]+[^:\s]$/)
    expect(other?.[2]).not.toMatch(/ at line \d+/)
  })

  test('a YAML error gives no skill: the result holds the body and the findings only', () => {
    const r = parseSkillMd(md('name: a\ndescription: d\nmetadata:\n\tx: y\n'), FILE)
    expect(Object.keys(r).sort()).toEqual(['body', 'bodyLine', 'findings'])
    expect([r.body, r.bodyLine]).toEqual(['Body\n', 7])
  })

  test('a YAML warning (an unresolved tag) is a warning at the tag; the value is still read', () => {
    const r = parseSkillMd(md('name: a\ndescription: !foo bar\n'), FILE)
    expect(r.findings.map((f) => [f.severity, f.rule, f.line, f.column])).toEqual([['warning', 'skill.yaml.warning', 3, 14]])
    expect(r.findings[0]!.message).toMatch(/^YAML warning in the frontmatter: \S+.*!foo$/)
    expect(r.frontmatter?.description).toBe('bar')
  })
})

describe('the name rule and the helpers behind the messages', () => {
  const pattern = (name: string, found: string, suggestion?: string) => ({
    rule: 'skill.name.pattern',
    message: `name '${name}' must use only lowercase letters, digits and hyphens (any script; found ${found})` + (suggestion ? `; e.g. '${suggestion}'` : '')
  })
  test.each([
    ['a'.repeat(64), undefined, []],
    ['a'.repeat(65), undefined, [{ rule: 'skill.name.length', message: `name '${'a'.repeat(59)}…' is 65 characters; the limit is 64` }]],
    // NFKC first: the ligature ﬁ is "fi", on either side
    ['ﬁle', 'file', []],
    ['file', 'ﬁle', []],
    ['技能', '技能', []],
    ['ab\u0301', undefined, [pattern('ab\u0301', 'not a letter, digit or hyphen: U+0301', 'ab')]],
    ['A-B-C-D-E-F-G', undefined, [pattern('A-B-C-D-E-F-G', "uppercase 'A', 'B', 'C', 'D', 'E'", 'a-b-c-d-e-f-g')]],
    ['a b', undefined, [pattern('a b', 'not a letter, digit or hyphen: U+0020', 'a-b')]],
    ['my_skill!!', undefined, [pattern('my_skill!!', "not a letter, digit or hyphen: '_', '!'", 'my-skill')]],
    ['Ab_c', undefined, [pattern('Ab_c', "uppercase 'A'; not a letter, digit or hyphen: '_'", 'ab-c')]],
    ['__', undefined, [pattern('__', "not a letter, digit or hyphen: '_'")]],
    ['-a', undefined, [{ rule: 'skill.name.hyphen-edge', message: "name '-a' must not start or end with a hyphen" }]],
    ['a-', undefined, [{ rule: 'skill.name.hyphen-edge', message: "name 'a-' must not start or end with a hyphen" }]],
    ['a--b', undefined, [{ rule: 'skill.name.double-hyphen', message: "name 'a--b' must not contain consecutive hyphens ('--')" }]],
    [
      'x'.repeat(70) + '_',
      undefined,
      [
        { rule: 'skill.name.length', message: `name '${'x'.repeat(59)}…' is 71 characters; the limit is 64` },
        pattern(`${'x'.repeat(59)}…`, "not a letter, digit or hyphen: '_'", 'x'.repeat(64))
      ]
    ],
    ['a\u200bb', 'ab', [
      pattern('a\u200bb', 'not a letter, digit or hyphen: U+200B', 'a-b'),
      { rule: 'skill.name.folder-mismatch', message: "name 'a\u200bb' must match its folder name 'ab'; rename the folder or change the name (they only look alike: the name is U+0061 U+200B U+0062, the folder is U+0061 U+0062)" }
    ]],
    ['ab', 'AB', [{ rule: 'skill.name.folder-mismatch', message: "name 'ab' must match its folder name 'AB'; rename the folder or change the name (they only look alike: the name is U+0061 U+0062, the folder is U+0041 U+0042)" }]],
    ['abc', 'xyz', [{ rule: 'skill.name.folder-mismatch', message: "name 'abc' must match its folder name 'xyz'; rename the folder or change the name" }]],
    // at most five characters of each kind are listed
    ['a_!@#$%^&', undefined, [pattern('a_!@#$%^&', "not a letter, digit or hyphen: '_', '!', '@', '#', '$'", 'a')]],
    // the written forms are compared too: a ligature in the name makes it a look-alike case
    ['ﬁle', 'fila', [{ rule: 'skill.name.folder-mismatch', message: "name 'ﬁle' must match its folder name 'fila'; rename the folder or change the name (they only look alike: the name is U+FB01 U+006C U+0065, the folder is U+0066 U+0069 U+006C U+0061)" }]],
  ] as [string, string | undefined, unknown[]][])('checkName(%j, %j)', (name, dir, problems) => {
    expect(checkName(name, dir)).toStrictEqual(problems)
  })

  test('codePoints: U+ with at least four upper-case hex digits, cut after 23 of more than 24', () => {
    expect(codePoints('😀é\u0301')).toBe('U+1F600 U+00E9 U+0301')
    expect(codePoints('a'.repeat(24))).toBe(Array(24).fill('U+0061').join(' '))
    expect(codePoints('a'.repeat(25))).toBe(Array(23).fill('U+0061').join(' ') + ' …')
  })

  test('truncate: line breaks shown as \\n, at most 60 characters (not UTF-16 units) with …', () => {
    expect(truncate('a'.repeat(60))).toBe('a'.repeat(60))
    expect(truncate('a'.repeat(61))).toBe('a'.repeat(59) + '…')
    expect(truncate('x\r\ny\nz')).toBe('x\\ny\\nz')
    expect(truncate('😀'.repeat(61))).toBe('😀'.repeat(59) + '…')
    expect(truncate('abcdef', 4)).toBe('abc…')
  })

  test.each([
    ['Allowed_Tools', 'allowed-tools'],
    ['DESCRIPTION', 'description'],
    ['user-invokable', 'user-invocable'],
    ['argument_hint', 'argument-hint'],
    ['descriptoin', 'description'],
    ['licence', 'license'],
    ['trust-tier', 'trust_tier'],
    ['modle', 'model'],
    ['nam', 'name'],
    // "_" counts as "-": one real typo away
    ['disable_model_invokation', 'disable-model-invocation'],
    // two characters shorter, two edits away
    ['descripti', 'description'],
    ['zzzz', undefined],
    ['a', undefined],
    ['x'.repeat(101), undefined],
  ])('closestKey(%j) = %j', (key, best) => {
    expect(closestKey(key)).toBe(best)
  })

  test('sortFindings: by file, then line, then column (missing ones first), then as found', () => {
    const f = (file: string, message: string, line?: number, column?: number): Finding => ({ severity: 'error', file, rule: 'r', message, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) })
    const sorted = sortFindings([f('b', '1', 1, 1), f('a', '2', 2, 1), f('a', '3'), f('a', '4', 2), f('a', '5', 1, 5), f('a', '6', 1, 5), f('a', '7', 1, 2)])
    expect(sorted.map((x) => x.message).join('')).toBe('3756421')
  })
})

describe('what a valid SKILL.md gives', () => {
  test('the frontmatter with defaults for what is not written; raw keeps every key as a plain own property', () => {
    const r = parseSkillMd(md('name: a\ndescription: d\n__proto__: x\nlicense: MIT\n'), FILE)
    expect(r.frontmatter).toStrictEqual({ name: 'a', description: 'd', metadata: {}, allowedTools: [], license: 'MIT', raw: expect.anything() })
    const raw = r.frontmatter!.raw
    expect(Object.keys(raw)).toEqual(['name', 'description', '__proto__', 'license'])
    expect(Object.getOwnPropertyDescriptor(raw, '__proto__')).toEqual({ value: 'x', enumerable: true, writable: true, configurable: true })
    expect(Object.getPrototypeOf(raw)).toBe(Object.prototype)
    expect(r.namePosition).toEqual({ line: 2, column: 7 })
  })
})

describe('keys written twice', () => {
  test('the first value is the one kept, for top-level and metadata keys', () => {
    const r = parseSkillMd(md('name: a\ndescription: d\nlicense: MIT\nlicense: 3\nmetadata:\n  k: first\n  k: 2\n'), FILE)
    expect(r.frontmatter?.license).toBe('MIT')
    expect(r.frontmatter?.metadata).toStrictEqual({ k: 'first' })
    expect(r.findings.map((f) => f.rule)).toEqual(['skill.yaml.duplicate-key', 'skill.yaml.duplicate-key'])
  })
})

describe('values read from the frontmatter', () => {
  const fm = (lines: string) => parseSkillMd(md(`name: a\ndescription: d\n${lines}`), FILE)
  test('allowed-tools: split on any whitespace; an empty string is no tools', () => {
    expect(fm('allowed-tools: "  Read \t Bash(git:*)\n  Write "\n').frontmatter?.allowedTools).toEqual(['Read', 'Bash(git:*)', 'Write'])
    expect(fm('allowed-tools: ""\n').frontmatter?.allowedTools).toEqual([])
    expect(fm('allowed-tools:\n  - Read\n  - 5\n').frontmatter?.allowedTools).toEqual(['Read'])
  })

  test('tier: metadata.tier with spaces agrees with tier; the two disagreeing is an error', () => {
    const same = fm('metadata:\n  tier: " 2 "\ntier: 2\n')
    expect(same.frontmatter?.tier).toBe(2)
    expect(same.findings.map((f) => f.rule)).toEqual(['skill.key.unknown'])
    expect(fm('metadata:\n  tier: "3"\n').frontmatter?.tier).toBe(3)
  })

  test('without a description the skill is still read, with an empty description', () => {
    const r = parseSkillMd(md('name: a\n'), FILE)
    expect(r.frontmatter?.description).toBe('')
    expect(r.frontmatter?.name).toBe('a')
  })

  test('without a name there is no frontmatter and no name position', () => {
    const r = parseSkillMd(md('description: d\n'), FILE)
    expect(Object.keys(r).sort()).toEqual(['body', 'bodyLine', 'findings'])
  })
})

describe('version, trust_tier and tier as written', () => {
  const read = (line: string) => {
    const r = parseSkillMd(md(`name: a\ndescription: d\n${line}\n`), FILE)
    return { fm: r.frontmatter!, errors: r.findings.filter((f) => f.severity === 'error').map((f) => f.message) }
  }
  test('version and trust_tier keep their text (1.10 stays "1.10"); an empty value is an error', () => {
    expect(read('version: 1.10').fm.version).toBe('1.10')
    expect(read('version: 1.10   # note').fm.version).toBe('1.10')
    expect(read('version: "2.0"').fm.version).toBe('2.0')
    expect(read('version: true').fm.version).toBe('true')
    expect(read('version:')).toMatchObject({ errors: ['version must be a single value such as 1.2.0, but it is empty'] })
    expect(read('version:').fm.version).toBeUndefined()
    expect(read('trust_tier: 2').fm.trustTier).toBe('2')
    expect(read('trust_tier: verified').fm.trustTier).toBe('verified')
    expect(read('trust_tier: ~')).toMatchObject({ errors: ['trust_tier must be a single value, but it is empty'] })
    expect(read('trust_tier: [a]').errors).toEqual(['trust_tier must be a single value, but it is a list'])
  })

  test.each([
    ['tier: 1', 1, []],
    ['tier: 3', 3, []],
    ['tier: 2.0', 2, []],
    ['tier: "2"', 2, []],
    ['tier: " 3 "', 3, []],
    ['tier: 4', undefined, ['tier must be 1, 2 or 3, but it is a number (4)']],
    ['tier: 0', undefined, ['tier must be 1, 2 or 3, but it is a number (0)']],
    ['tier: 2.5', undefined, ['tier must be 1, 2 or 3, but it is a number (2.5)']],
    ['tier: "12"', undefined, ["tier must be 1, 2 or 3, but it is the string '12'"]],
    ['tier: "x2"', undefined, ["tier must be 1, 2 or 3, but it is the string 'x2'"]],
    ['tier: "2x"', undefined, ["tier must be 1, 2 or 3, but it is the string '2x'"]],
    ['tier: [1]', undefined, ['tier must be 1, 2 or 3, but it is a list']],
    ['tier:', undefined, ['tier must be 1, 2 or 3, but it is empty']]
  ] as [string, number | undefined, string[]][])('%s', (line, tier, errors) => {
    const r = read(line)
    expect(r.fm.tier).toBe(tier)
    expect(r.errors).toEqual(errors)
  })

  test('raw: a key without a value is null; a value that refers to itself is dropped, so the frontmatter is still JSON', () => {
    const r = parseSkillMd(md('name: a\ndescription: d\n? license\nx: &a [1, *a]\nm: &m {k: v}\ny: *m\n'), FILE)
    expect(r.frontmatter!.raw).toStrictEqual({ name: 'a', description: 'd', license: null, x: undefined, m: { k: 'v' }, y: { k: 'v' } })
    expect(JSON.parse(JSON.stringify(r.frontmatter))).toEqual({ name: 'a', description: 'd', metadata: {}, allowedTools: [], raw: { name: 'a', description: 'd', license: null, m: { k: 'v' }, y: { k: 'v' } } })
  })
})

describe('values in messages are shown as written', () => {
  const errors = (lines: string) =>
    parseSkillMd(md(`name: a\ndescription: d\n${lines}`), FILE)
      .findings.filter((f) => f.severity === 'error')
      .map((f) => f.message)
  test('numbers keep their text (1.10, 0x1F), booleans their word', () => {
    expect(errors('license: 1.10\n')).toEqual(['license must be a string (a licence name or a reference to a bundled file), but it is a number (1.10)'])
    expect(errors('tier: 0x1F\n')).toEqual(['tier must be 1, 2 or 3, but it is a number (0x1F)'])
    expect(errors('license: true\n')).toEqual(['license must be a string (a licence name or a reference to a bundled file), but it is a boolean (true)'])
    expect(errors('metadata:\n  n: 1.50\n')).toEqual(['metadata.n must be a string, but it is a number (1.50); put it in quotes: n: "1.50"'])
  })

  test('metadata keeps every key as a plain own property (also __proto__), and the written text of non-string scalars', () => {
    const r = parseSkillMd(md('name: a\ndescription: d\nmetadata:\n  __proto__: x\n  n: 1.50\n'), FILE)
    const meta = r.frontmatter!.metadata
    expect(Object.keys(meta)).toEqual(['__proto__', 'n'])
    expect(Object.getOwnPropertyDescriptor(meta, '__proto__')).toEqual({ value: 'x', enumerable: true, writable: true, configurable: true })
    expect(meta['n']).toBe('1.50')
    expect(Object.getPrototypeOf(meta)).toBe(Object.prototype)
  })
})

describe('the folder of SKILL.md', () => {
  test('a Windows-style path names the folder too', () => {
    expect(parseSkillMd(md('name: b\ndescription: d\n'), 'skills\\a\\SKILL.md').findings.map((f) => f.message)).toEqual([
      "name 'b' must match its folder name 'a'; rename the folder or change the name"
    ])
    expect(parseSkillMd(md('name: b\ndescription: d\n'), '/SKILL.md').findings).toEqual([])
    expect(parseSkillMd(md('name: b\ndescription: d\n'), 'SKILL.md').findings).toEqual([])
  })
})
