/**
 * More validation messages (issue 23: mutation testing of the grade part): which fields are output
 * globs, field types per kind, and what looks like a command line.
 */
import { describe, test, expect } from '@jest/globals'
import { validateCheck, type CheckProblem } from '../../src/checks/checks.js'

const CASES2: [string, unknown, CheckProblem[]][] = [
  ["a json_path value list may hold anything", {"kind":"json_path","path":"$.a","op":"equals","value":[1,""]}, []],
  ["a json_path path is not an output glob", {"kind":"json_path","path":"$[","op":"exists"}, [{"pointer":"/path","message":"invalid JSONPath: expected '*', an index or a quoted name after '[' at position 3 of \"$[\""}]],
  ["a json_path in is an output glob", {"kind":"json_path","path":"$.a","op":"exists","in":"a["}, [{"pointer":"/in","message":"'in' 'a[' is not a valid glob: unterminated '[' at position 2"}]],
  ["count min below zero", {"kind":"json_path","path":"$.a","op":"count","min":-1,"max":2}, [{"pointer":"/min","message":"'min' must be a non-negative integer, not -1"}]],
  ["count min not a number", {"kind":"json_path","path":"$.a","op":"count","min":"x","max":2}, [{"pointer":"/min","message":"'min' must be a non-negative integer, not \"x\""}]],
  ["a frontmatter path is an output glob", {"kind":"frontmatter","path":"/a.md","field":"x","exists":true}, [{"pointer":"/path","message":"'path' '/a.md' is absolute; use a path relative to the run's outputs folder"}]],
  ["a frontmatter field must be a string", {"kind":"frontmatter","path":"a.md","field":5,"exists":true}, [{"pointer":"/field","message":"'field' must be a string, not a number"}]],
  ["one_of must be a list", {"kind":"frontmatter","path":"a.md","field":"x","one_of":5}, [{"pointer":"/one_of","message":"'one_of' must be a list, not a number"}]],
  ["a command must be a string", {"kind":"script","command":5}, [{"pointer":"/command","message":"'command' must be a string, not a number"}]],
  ["schema_path must be a string", {"kind":"json_schema","schema_path":5}, [{"pointer":"/schema_path","message":"'schema_path' must be a string, not a number"}]],
  ["a json_path path must be a string", {"kind":"json_path","path":5,"op":"exists"}, [{"pointer":"/path","message":"'path' must be a string, not a number"}]],
  ["op must be a string", {"kind":"json_path","path":"$.a","op":5}, [{"pointer":"/op","message":"'op' must be a string, not a number"}]],
  ["match must be a string", {"kind":"json_path","path":"$.a","op":"equals","value":1,"match":5}, [{"pointer":"/match","message":"'match' must be a string, not a number"}]],
  ["a pattern must be a string", {"kind":"regex","pattern":5}, [{"pointer":"/pattern","message":"'pattern' must be a string, not a number"}]],
  ["a repeated flag", {"kind":"regex","pattern":"a","flags":"gg"}, [{"pointer":"/flags","message":"regex flags 'gg' repeat a flag"}]],
  ["in: response", {"kind":"contains","value":"x","case_sensitive":true,"in":"response"}, []],
  ["an option after a tab", {"kind":"script","command":"x.sh\t-v"}, [{"pointer":"/command","message":"'command' 'x.sh\t-v' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["an option inside a name with an extension", {"kind":"script","command":"x -v.sh"}, [{"pointer":"/command","message":"'command' 'x -v.sh' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["two words, no extension", {"kind":"script","command":"run  me"}, [{"pointer":"/command","message":"'command' 'run  me' looks like a command line; put arguments in 'args' (commands are not run through a shell)"}]],
  ["a path with a blank and an extension", {"kind":"script","command":"dir/my tool.py"}, []],
]

describe('validateCheck, more', () => {
  test.each(CASES2)('%s', (_name, check, expected) => {
    expect(validateCheck(check)).toEqual(expected)
  })
})
