/**
 * Every message of the static validation of checks (discovery shows them with file and line; at
 * grading time a bad check is an evaluation error), word for word and with its JSON pointer
 * (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect } from '@jest/globals'
import { runCheck, validateCheck, type CheckProblem } from '../../src/checks/checks.js'
import { compileJsonSchema, didYouMean, regexPatternWarning, skillRelativeProblem } from '../../src/checks/check-schema.js'
import type { Check } from '../../src/types.js'

const CASES: [string, unknown, CheckProblem[]][] = [
  ["not an object", "x", [{"pointer":"","message":"a check must be an object with a 'kind', not a string"}]],
  ["null", null, [{"pointer":"","message":"a check must be an object with a 'kind', not null"}]],
  ["a list", [1], [{"pointer":"","message":"a check must be an object with a 'kind', not an array"}]],
  ["no kind", {}, [{"pointer":"","message":"the check has no 'kind' (one of: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter, script)"}]],
  ["a kind that is not a string", {"kind":5}, [{"pointer":"/kind","message":"'kind' must be a string, not a number"}]],
  ["an unknown kind with no near name", {"kind":"zzz"}, [{"pointer":"/kind","message":"unknown check kind 'zzz' (known kinds: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter, script)"}]],
  ["a near kind name", {"kind":"regexp","pattern":"x"}, [{"pointer":"/kind","message":"unknown check kind 'regexp' (did you mean 'regex'?)"}]],
  ["a capitalised kind", {"kind":"Contains","value":"x"}, []],
  ["an unknown field, escaped in the pointer", {"kind":"contains","value":"x","a/b~c":1}, [{"pointer":"/a~1b~0c","message":"unknown field 'a/b~c' for a contains check (fields: value, in, case_sensitive)"}]],
  ["a missing required field", {"kind":"contains"}, [{"pointer":"","message":"a contains check needs 'value'"}]],
  ["an empty value", {"kind":"contains","value":""}, [{"pointer":"/value","message":"'value' must not be empty"}]],
  ["an empty list", {"kind":"contains","value":[]}, [{"pointer":"/value","message":"'value' must not be an empty list"}]],
  ["a number value", {"kind":"contains","value":5}, [{"pointer":"/value","message":"'value' must be a string or a list of strings, not a number"}]],
  ["bad list items", {"kind":"contains","value":["a","",3]}, [{"pointer":"/value/1","message":"'value' items must be non-empty strings, not \"\""},{"pointer":"/value/2","message":"'value' items must be non-empty strings, not 3"}]],
  ["a blank value is a value", {"kind":"contains","value":" "}, []],
  ["case_sensitive not a boolean", {"kind":"contains","value":"x","case_sensitive":"yes"}, [{"pointer":"/case_sensitive","message":"'case_sensitive' must be true or false, not \"yes\""}]],
  ["an empty in", {"kind":"contains","value":"x","in":""}, [{"pointer":"/in","message":"'in' must not be empty"}]],
  ["an absolute in", {"kind":"contains","value":"x","in":"/abs"}, [{"pointer":"/in","message":"'in' '/abs' is absolute; use a path relative to the run's outputs folder"}]],
  ["a drive letter", {"kind":"contains","value":"x","in":"C:\\x"}, [{"pointer":"/in","message":"'in' 'C:\\x' is absolute; use a path relative to the run's outputs folder"}]],
  ["a backslash root", {"kind":"contains","value":"x","in":"\\x"}, [{"pointer":"/in","message":"'in' '\\x' is absolute; use a path relative to the run's outputs folder"}]],
  [".. out of the outputs", {"kind":"contains","value":"x","in":"a/../../b"}, [{"pointer":"/in","message":"'in' 'a/../../b' leaves the run's outputs folder ('..')"}]],
  ["a bad glob", {"kind":"contains","value":"x","in":"a["}, [{"pointer":"/in","message":"'in' 'a[' is not a valid glob: unterminated '[' at position 2"}]],
  ["a NUL", {"kind":"contains","value":"x","in":"a\u0000b"}, [{"pointer":"/in","message":"'in' contains a NUL character"}]],
  ["in: transcript for text", {"kind":"contains","value":"x","in":"transcript"}, []],
  ["in: transcript for json_path", {"kind":"json_path","path":"$.a","op":"exists","in":"transcript"}, [{"pointer":"/in","message":"'in: transcript' is not JSON; use 'response' or a file path"}]],
  ["in: transcript for json_schema", {"kind":"json_schema","schema":{},"in":"transcript"}, [{"pointer":"/in","message":"'in: transcript' is not JSON; use 'response' or a file path"}]],
  ["in: response for json_schema", {"kind":"json_schema","schema":{},"in":"response"}, []],
  ["a bad pattern", {"kind":"regex","pattern":"(a"}, [{"pointer":"/pattern","message":"invalid regular expression: missing closing ): `(a`"}]],
  ["flags not a string", {"kind":"regex","pattern":"a","flags":5}, [{"pointer":"/flags","message":"'flags' must be a string of regex flags such as \"im\", not a number"}]],
  ["an unknown flag", {"kind":"regex","pattern":"a","flags":"q"}, [{"pointer":"/flags","message":"unknown regex flag 'q' (valid: d g i m s u v y)"}]],
  ["lookahead", {"kind":"regex","pattern":"(?=a)"}, [{"pointer":"/pattern","message":"invalid regular expression: lookahead ('(?=…)') is not supported (linear-time RE2 syntax); match the text itself instead"}]],
  ["a pattern checked with its flags", {"kind":"regex","pattern":"\\p{L}","flags":"u"}, []],
  ["an absolute path", {"kind":"file_exists","path":"/x"}, [{"pointer":"/path","message":"'path' '/x' is absolute; use a path relative to the run's outputs folder"}]],
  ["count not an object", {"kind":"file_exists","path":"x","count":3}, [{"pointer":"/count","message":"'count' must be an object like {\"min\": 1, \"max\": 3}, not a number"}]],
  ["an empty count", {"kind":"file_exists","path":"x","count":{}}, [{"pointer":"/count","message":"'count' needs 'min', 'max' or both"}]],
  ["count keys", {"kind":"file_exists","path":"x","count":{"min":-1,"mux":2}}, [{"pointer":"/count/mux","message":"unknown key 'mux' in 'count' (only 'min' and 'max') (did you mean 'max'?)"},{"pointer":"/count/min","message":"'count.min' must be a non-negative integer, not -1"}]],
  ["min over max", {"kind":"file_exists","path":"x","count":{"min":3,"max":2}}, [{"pointer":"/count/min","message":"'count.min' (3) is greater than 'count.max' (2)"}]],
  ["min equal to max", {"kind":"file_exists","path":"x","count":{"min":2,"max":2}}, []],
  ["a fractional max", {"kind":"file_exists","path":"x","count":{"max":1.5}}, [{"pointer":"/count/max","message":"'count.max' must be a non-negative integer, not 1.5"}]],
  ["args not a list", {"kind":"script","command":"a.sh","args":"x"}, [{"pointer":"/args","message":"'args' must be a list of strings, not a string"}]],
  ["args items", {"kind":"script","command":"a.sh","args":["x",1]}, [{"pointer":"/args/1","message":"'args' items must be strings, not a number"}]],
  ["a command line with an option", {"kind":"script","command":"a.sh -v"}, [{"pointer":"/command","message":"'command' 'a.sh -v' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["a command line with --", {"kind":"script","command":"run --fast"}, [{"pointer":"/command","message":"'command' 'run --fast' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["two words without an extension", {"kind":"script","command":"node check"}, [{"pointer":"/command","message":"'command' 'node check' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["a file name with a blank", {"kind":"script","command":"my script.sh"}, []],
  ["an absolute command", {"kind":"script","command":"/abs.sh"}, [{"pointer":"/command","message":"'command' '/abs.sh' is absolute; use a path relative to the skill folder (scripts must live in the skill folder, e.g. \"scripts/validate.sh\")"}]],
  ["the skill folder itself", {"kind":"script","command":"."}, [{"pointer":"/command","message":"'command' '.' names the skill folder itself, not a file (scripts must live in the skill folder, e.g. \"scripts/validate.sh\")"}]],
  ["a timeout over the maximum", {"kind":"script","command":"a.sh","timeout_seconds":601}, [{"pointer":"/timeout_seconds","message":"'timeout_seconds' (601) exceeds the maximum of 600"}]],
  ["the maximum timeout", {"kind":"script","command":"a.sh","timeout_seconds":600}, []],
  ["a zero timeout", {"kind":"script","command":"a.sh","timeout_seconds":0}, [{"pointer":"/timeout_seconds","message":"'timeout_seconds' must be a positive number, not 0"}]],
  ["no schema", {"kind":"json_schema"}, [{"pointer":"","message":"a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)"}]],
  ["both schemas", {"kind":"json_schema","schema":{},"schema_path":"a"}, [{"pointer":"","message":"a json_schema check takes 'schema' or 'schema_path', not both"}]],
  ["a number schema", {"kind":"json_schema","schema":5}, [{"pointer":"/schema","message":"a JSON Schema must be an object or a boolean, not a number"}]],
  ["an invalid schema", {"kind":"json_schema","schema":{"type":5}}, [{"pointer":"/schema","message":"invalid JSON Schema: schema is invalid: data/type must be equal to one of the allowed values, data/type must be array, data/type must match a schema in anyOf"}]],
  ["a schema_path out of the skill", {"kind":"json_schema","schema_path":"../a"}, [{"pointer":"/schema_path","message":"'schema_path' '../a' escapes the skill folder"}]],
  ["a boolean schema", {"kind":"json_schema","schema":true}, []],
  ["no op", {"kind":"json_path","path":"$.a"}, [{"pointer":"","message":"a json_path check needs 'op'"}]],
  ["a path without $", {"kind":"json_path","path":"a","op":"exists"}, [{"pointer":"/path","message":"invalid JSONPath: JSONPath must start with '$' (e.g. \"$.a\")"}]],
  ["a near op", {"kind":"json_path","path":"$.a","op":"equal"}, [{"pointer":"/op","message":"unknown op 'equal' (did you mean 'equals'?)"}]],
  ["an unknown op", {"kind":"json_path","path":"$.a","op":"zzzzzz"}, [{"pointer":"/op","message":"unknown op 'zzzzzz' (ops: equals, one_of, contains, regex, exists, not_exists, count)"}]],
  ["equals without value", {"kind":"json_path","path":"$.a","op":"equals"}, [{"pointer":"","message":"json_path op 'equals' needs 'value'"}]],
  ["one_of without values", {"kind":"json_path","path":"$.a","op":"one_of"}, [{"pointer":"","message":"json_path op 'one_of' needs 'values'"}]],
  ["one_of with no values", {"kind":"json_path","path":"$.a","op":"one_of","values":[]}, [{"pointer":"/values","message":"'values' must not be empty"}]],
  ["contains without value", {"kind":"json_path","path":"$.a","op":"contains"}, [{"pointer":"","message":"json_path op 'contains' needs 'value'"}]],
  ["regex without pattern", {"kind":"json_path","path":"$.a","op":"regex"}, [{"pointer":"","message":"json_path op 'regex' needs 'pattern'"}]],
  ["count without bounds", {"kind":"json_path","path":"$.a","op":"count"}, [{"pointer":"","message":"json_path op 'count' needs 'min', 'max' or both"}]],
  ["count min over max", {"kind":"json_path","path":"$.a","op":"count","min":3,"max":2}, [{"pointer":"/min","message":"'min' (3) is greater than 'max' (2)"}]],
  ["count min equal to max", {"kind":"json_path","path":"$.a","op":"count","min":2,"max":2}, []],
  ["fields an op does not use", {"kind":"json_path","path":"$.a","op":"exists","value":1,"values":[1],"pattern":"x","flags":"i","min":1,"max":2,"match":"any","case_sensitive":true}, [{"pointer":"/value","message":"'value' is not used by json_path op 'exists'"},{"pointer":"/values","message":"'values' is not used by json_path op 'exists'"},{"pointer":"/pattern","message":"'pattern' is not used by json_path op 'exists'"},{"pointer":"/flags","message":"'flags' is not used by json_path op 'exists'"},{"pointer":"/min","message":"'min' is not used by json_path op 'exists'"},{"pointer":"/max","message":"'max' is not used by json_path op 'exists'"},{"pointer":"/match","message":"'match' is not used by json_path op 'exists'"},{"pointer":"/case_sensitive","message":"'case_sensitive' is not used by json_path op 'exists'"}]],
  ["an unknown match", {"kind":"json_path","path":"$.a","op":"equals","value":1,"match":"some"}, [{"pointer":"/match","message":"'match' must be one of all, any, none, not \"some\""}]],
  ["count with a value", {"kind":"json_path","path":"$.a","op":"count","value":1,"min":1}, []],
  ["contains with its options", {"kind":"json_path","path":"$.a","op":"contains","value":1,"case_sensitive":true,"match":"none"}, []],
  ["regex with its options", {"kind":"json_path","path":"$.a","op":"regex","pattern":"x","flags":"i","match":"all"}, []],
  ["count with max only", {"kind":"json_path","path":"$.a","op":"count","max":1}, []],
  ["one_of with match", {"kind":"json_path","path":"$.a","op":"one_of","values":[1],"match":"any"}, []],
  ["equals with a pattern", {"kind":"json_path","path":"$.a","op":"equals","value":1,"pattern":"x"}, [{"pointer":"/pattern","message":"'pattern' is not used by json_path op 'equals'"}]],
  ["frontmatter without a mode", {"kind":"frontmatter","path":"a.md","field":"x"}, [{"pointer":"","message":"a frontmatter check needs one of 'equals', 'one_of' or 'exists'"}]],
  ["two modes", {"kind":"frontmatter","path":"a.md","field":"x","equals":1,"exists":true}, [{"pointer":"","message":"a frontmatter check takes one of 'equals', 'one_of' or 'exists', not 'equals' and 'exists'"}]],
  ["three modes", {"kind":"frontmatter","path":"a.md","field":"x","equals":1,"exists":true,"one_of":[1]}, [{"pointer":"","message":"a frontmatter check takes one of 'equals', 'one_of' or 'exists', not 'equals' and 'one_of' and 'exists'"}]],
  ["an empty one_of", {"kind":"frontmatter","path":"a.md","field":"x","one_of":[]}, [{"pointer":"/one_of","message":"'one_of' must not be empty"}]],
  ["an empty field segment", {"kind":"frontmatter","path":"a.md","field":"a..b","exists":true}, [{"pointer":"/field","message":"'field' 'a..b' has an empty segment; use a dot path such as \"metadata.status\""}]],
  ["a leading dot", {"kind":"frontmatter","path":"a.md","field":".a","exists":true}, [{"pointer":"/field","message":"'field' '.a' has an empty segment; use a dot path such as \"metadata.status\""}]],
  ["tool_called with a count", {"kind":"tool_called","tool":"x","count":{"min":1}}, []],
  ["tool_not_called takes no count", {"kind":"tool_not_called","tool":"x","count":{"min":1}}, [{"pointer":"/count","message":"unknown field 'count' for a tool_not_called check (fields: tool, input)"}]],
]

describe('validateCheck', () => {
  test.each(CASES)('%s', (_name, check, expected) => {
    expect(validateCheck(check)).toEqual(expected)
  })

  test('a regex pattern is checked with its valid flags, and without flags when they are invalid', () => {
    expect(validateCheck({ kind: 'regex', pattern: 'a{2,1}' })).toEqual([{ pointer: '/pattern', message: expect.stringMatching(/^invalid regular expression: /) }])
    expect(validateCheck({ kind: 'regex', pattern: 'a', flags: 'q' }).map((p) => p.pointer)).toEqual(['/flags'])
  })

  test('at grading time the problems are joined into one evaluation error, pointers first', async () => {
    const ctx = { response: '', transcript: '', outputsDir: '/nonexistent', toolCalls: [], skillDir: '/nonexistent' }
    expect(await runCheck({ kind: 'contains', value: ['a', ''], in: '/abs' } as unknown as Check, ctx)).toEqual({
      passed: false,
      error: true,
      evidence: "Invalid check: /value/1: 'value' items must be non-empty strings, not \"\"; /in: 'in' '/abs' is absolute; use a path relative to the run's outputs folder",
    })
    expect(await runCheck({ kind: 'json_schema' } as unknown as Check, ctx)).toEqual({
      passed: false,
      error: true,
      evidence: "Invalid check: a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)",
    })
  })
})

describe('the helpers behind the messages', () => {
  test('didYouMean: near names, names that contain each other, nothing for far names', () => {
    expect(didYouMean('equal', ['equals', 'count'])).toBe(" (did you mean 'equals'?)")
    expect(didYouMean('Not-Exists', ['exists', 'not_exists'])).toBe(" (did you mean 'not_exists'?)")
    expect(didYouMean('schema_paths_file', ['schema_path', 'in'])).toBe(" (did you mean 'schema_path'?)")
    expect(didYouMean('sche', ['schema_path_long_name'])).toBe(" (did you mean 'schema_path_long_name'?)")
    expect(didYouMean('abc', ['abcdefghijklmnop'])).toBe(" (did you mean 'abcdefghijklmnop'?)")
    expect(didYouMean('xyz', ['value', 'values'])).toBe('')
    expect(didYouMean('x', [])).toBe('')
    // Three edits away from a 9-letter name is near (max(2, 9/3)); four is not.
    expect(didYouMean('cxse_sens', ['case_sens'])).toBe(" (did you mean 'case_sens'?)")
    expect(didYouMean('cxxe_sens', ['case_sens'])).toBe(" (did you mean 'case_sens'?)")
    expect(didYouMean('cxxx_sens', ['case_sens'])).toBe(" (did you mean 'case_sens'?)")
    expect(didYouMean('cxxx_xens', ['case_sens'])).toBe('')
    // The nearest of several wins.
    expect(didYouMean('valeus', ['values', 'value'])).toBe(" (did you mean 'values'?)")
  })

  test('skillRelativeProblem', () => {
    expect(skillRelativeProblem('', "'command'")).toBe("'command' is empty")
    expect(skillRelativeProblem('  ', "'command'")).toBe("'command' is empty")
    expect(skillRelativeProblem('a\0b', "'command'")).toBe("'command' contains a NUL character")
    expect(skillRelativeProblem('C:\\x', "'command'")).toBe("'command' 'C:\\x' is absolute; use a path relative to the skill folder")
    expect(skillRelativeProblem('c:/x', "'command'")).toBe("'command' 'c:/x' is absolute; use a path relative to the skill folder")
    expect(skillRelativeProblem('\\x', "'command'")).toBe("'command' '\\x' is absolute; use a path relative to the skill folder")
    expect(skillRelativeProblem('..', "'command'")).toBe("'command' '..' escapes the skill folder")
    expect(skillRelativeProblem('a\\..\\..\\b', "'command'")).toBe("'command' 'a\\..\\..\\b' escapes the skill folder")
    expect(skillRelativeProblem('a/..', "'command'")).toBe("'command' 'a/..' names the skill folder itself, not a file")
    expect(skillRelativeProblem('a/../b.sh', "'command'")).toBeUndefined()
    expect(skillRelativeProblem('..a.sh', "'command'")).toBeUndefined()
  })

  test('regexPatternWarning: nested quantifiers only', () => {
    expect(regexPatternWarning('(a+)+')).toBe(
      "the pattern has nested quantifiers ('(a+)+'): harmless here (patterns are matched in linear time) but a sign of a mistake, and catastrophic in a backtracking engine",
    )
    expect(regexPatternWarning('a+b*')).toBeUndefined()
  })
})

describe('JSON Schema dialects, formats and patterns', () => {
  test('draft-07 by default; 2019-09 and 2020-12 by $schema; the same $id compiles twice', () => {
    // prefixItems is a 2020-12 keyword: draft-07 ignores it.
    const tuple = { prefixItems: [{ type: 'string' }] }
    expect(compileJsonSchema(tuple).validate!([1])).toBe(true)
    expect(compileJsonSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...tuple }).validate!([1])).toBe(false)
    // dependentRequired is 2019-09 and later.
    const dep = { dependentRequired: { a: ['b'] } }
    expect(compileJsonSchema(dep).validate!({ a: 1 })).toBe(true)
    expect(compileJsonSchema({ $schema: 'https://json-schema.org/draft/2019-09/schema', ...dep }).validate!({ a: 1 })).toBe(false)
    const withId = { $id: 'https://example.com/s.json', type: 'string' }
    expect(compileJsonSchema(withId).validate!('x')).toBe(true)
    expect(compileJsonSchema(withId).validate!(1)).toBe(false)
    expect(withId.$id).toBe('https://example.com/s.json')
    expect(compileJsonSchema(false).validate!(1)).toBe(false)
  })

  test('formats are checked; patterns use the linear-time engine', () => {
    const email = compileJsonSchema({ type: 'string', format: 'email' }).validate!
    expect(email('a@b.example')).toBe(true)
    expect(email('nope')).toBe(false)
    const pat = compileJsonSchema({ type: 'string', pattern: '^a+$' }).validate!
    expect(pat('aaa')).toBe(true)
    expect(pat('ab')).toBe(false)
    expect(compileJsonSchema({ type: 'string', pattern: '(?=a)' }).error).toMatch(/^invalid JSON Schema: /)
    expect(compileJsonSchema(null).error).toBe('a JSON Schema must be an object or a boolean, not null')
    expect(compileJsonSchema([]).error).toBe('a JSON Schema must be an object or a boolean, not an array')
  })
})
