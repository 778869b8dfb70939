/**
 * Issue 36, loose end: statistics functions that no product code calls are not kept in src/.
 * Every export of the statistics modules has a product caller: another src/ file imports it (or
 * re-exports it), or the module itself uses it outside its own declaration (an internal helper
 * that tests also reach). A test-only helper, e.g. the exact McNemar oracle, lives in test/helpers.
 *
 * Parsed with the TypeScript compiler API (no type checking): imports are read from import and
 * `export … from` declarations; uses inside the module are identifiers that are not a property
 * name and not inside the export's own declaration (so recursion does not count).
 */
import { describe, test, expect } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { PROJECT_ROOT } from '../helpers/run-node.js'

const SRC = join(PROJECT_ROOT, 'src')
const STATS_MODULES = ['src/aggregate/stats.ts', 'src/compare/stats.ts']

const parse = (file: string, text = readFileSync(file, 'utf8')): ts.SourceFile =>
  ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)

function srcFiles(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...srcFiles(p))
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.generated.ts')) out.push(p)
  }
  return out
}

const isExported = (n: ts.Node): boolean =>
  ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The module's exported declarations, by name. */
function exportsOf(sf: ts.SourceFile): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>()
  for (const st of sf.statements) {
    if (!isExported(st)) continue
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) out.set(d.name.text, st)
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) {
      out.set(st.name.text, st)
    }
  }
  return out
}

/** Is this identifier the name of a property (x.name, { name: … }, name: T in a type), not a reference? */
function isPropertyName(id: ts.Identifier): boolean {
  const p = id.parent
  return (
    (ts.isPropertyAccessExpression(p) && p.name === id) ||
    ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isPropertyDeclaration(p) || ts.isMethodDeclaration(p) || ts.isMethodSignature(p)) && p.name === id) ||
    (ts.isBindingElement(p) && p.propertyName === id)
  )
}

/** Names used in `sf` outside the node `skip` (identifier references, comments excluded by the parser). */
function referencesOutside(sf: ts.SourceFile, name: string, skip: ts.Node): number {
  let count = 0
  const visit = (n: ts.Node): void => {
    if (n === skip) return
    if (ts.isIdentifier(n) && n.text === name && !isPropertyName(n)) count++
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return count
}

/** Names `sf` imports or re-exports from the module at `target` (absolute path, .ts). */
function namesTakenFrom(sf: ts.SourceFile, target: string): string[] {
  const out: string[] = []
  for (const st of sf.statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null
    if (!spec || !spec.startsWith('.')) continue
    if (resolve(dirname(sf.fileName), spec.replace(/\.js$/, '.ts')) !== target) continue
    if (ts.isImportDeclaration(st)) {
      const b = st.importClause?.namedBindings
      if (b && ts.isNamedImports(b)) for (const e of b.elements) out.push((e.propertyName ?? e.name).text)
      if (b && ts.isNamespaceImport(b)) out.push('*')
    } else if (ts.isExportDeclaration(st)) {
      const c = st.exportClause
      if (c && ts.isNamedExports(c)) for (const e of c.elements) out.push((e.propertyName ?? e.name).text)
      else out.push('*')
    }
  }
  return out
}

/** The exports of `modulePath` with no product caller in `files` (absolute paths → text). */
function unusedExports(modulePath: string, files: ReadonlyMap<string, string>): string[] {
  const mod = parse(modulePath, files.get(modulePath))
  const taken = new Set<string>()
  for (const [file, text] of files) {
    if (file !== modulePath) for (const n of namesTakenFrom(parse(file, text), modulePath)) taken.add(n)
  }
  const unused: string[] = []
  for (const [name, decl] of exportsOf(mod)) {
    if (taken.has(name) || taken.has('*')) continue
    if (referencesOutside(mod, name, decl) > 0) continue
    unused.push(name)
  }
  return unused
}

const productFiles = (): Map<string, string> => new Map(srcFiles(SRC).map((f) => [f, readFileSync(f, 'utf8')]))

describe('every export of the statistics modules has a product caller (issue 36)', () => {
  const files = productFiles()
  test.each(STATS_MODULES)('%s', (rel) => {
    const abs = join(PROJECT_ROOT, rel)
    expect(exportsOf(parse(abs)).size).toBeGreaterThan(3)
    expect(unusedExports(abs, files)).toEqual([])
  })

  test('the check itself: an export nothing calls is named; an import, a re-export or an internal use clears it', () => {
    const mod = join(SRC, 'aggregate', 'stats.ts')
    const other = join(SRC, 'gate', 'other.ts')
    const base = 'export function mean(xs: number[]): number { return xs.length }\n'
    const withMod = (extra: string, otherText = ''): Map<string, string> =>
      new Map([[mod, base + extra], [other, "import { mean } from '../aggregate/stats.js'\n" + otherText]])
    // a sample stddev nobody calls (recursion and a property of the same name do not count)
    const planted = '\nexport function sampleSd(xs: number[]): number { return xs.length > 9 ? sampleSd(xs.slice(1)) : 0 }\nconst o = { sampleSd: 1 }; void o.sampleSd\n'
    expect(unusedExports(mod, withMod(planted))).toEqual(['sampleSd'])
    expect(unusedExports(mod, withMod(planted, "import { sampleSd } from '../aggregate/stats.js'\nsampleSd([])\n"))).toEqual([])
    expect(unusedExports(mod, withMod(planted, "export { sampleSd as sd } from '../aggregate/stats.js'\n"))).toEqual([])
    expect(unusedExports(mod, withMod(planted + 'export const twice = (xs: number[]) => 2 * sampleSd(xs)\n', "import { twice } from '../aggregate/stats.js'\n"))).toEqual([])
    // an import from another module of the same name is not a caller
    expect(unusedExports(mod, withMod(planted, "import { sampleSd } from '../compare/stats.js'\n"))).toEqual(['sampleSd'])
    expect(relative(PROJECT_ROOT, other)).toBe('src/gate/other.ts')
  })
})
