/**
 * Issue 36: only src/log knows the results folder's file names. Every other module takes them from
 * src/log/names.ts (re-exported by src/log/index.ts). Checked on the string and template literals
 * of each module's syntax tree (TypeScript's parser), so comments may still name the files.
 */
import { describe, expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const SRC = path.resolve('src')
const NAMES = ['summary.json', 'grading.json', 'runs.jsonl']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return e.name.endsWith('.ts') ? [p] : []
  })
}

/** The string and template pieces of `text` that are a path to one of NAMES (from the parsed syntax tree). */
export function namedInCode(text: string): string[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const hits: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // A path: the name alone, or at the end of a path piece (`${dir}/grading.json`); prose that
      // mentions a file (help texts, messages) is not a path.
      if (NAMES.some((n) => node.text === n || node.text.endsWith('/' + n))) hits.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return hits
}

describe('the results folder file names live in src/log only', () => {
  test('paths in strings and templates are found; comments and prose are not', () => {
    expect(namedInCode("// summary.json\nconst a = 'summary.json'")).toEqual(['summary.json'])
    expect(namedInCode('const f = `${dir}/grading.json`')).toEqual(['/grading.json'])
    expect(namedInCode('const f = `step-${n}/grading.json`')).toEqual(['/grading.json'])
    expect(namedInCode('/** runs.jsonl */ const x = 1')).toEqual([])
    expect(namedInCode("const help = 'writes grading.json next to outputs/'; const log = '.runs.jsonl'")).toEqual([])
  })

  test('no module outside src/log spells summary.json, grading.json or runs.jsonl in code', () => {
    const offenders = sources(SRC)
      .filter((f) => !f.startsWith(path.join(SRC, 'log') + path.sep))
      .filter((f) => !f.endsWith('.generated.ts'))
      .flatMap((f) => namedInCode(readFileSync(f, 'utf8')).map((piece) => `${path.relative(SRC, f)}: ${JSON.stringify(piece)}`))
    expect(offenders).toEqual([])
  })
})
