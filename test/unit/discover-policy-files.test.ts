/**
 * discover/: what `validate` reports that the unit tests reached only through the CLI's e2e tests
 * (which run dist/, so mutation testing could not count them): the config's `severities:` and
 * `validate --spec` (policy.ts), the JSON loaders' read problems and schema-error cap
 * (json-file.ts), and the special files an eval may not list (suites.ts).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ValidateFunction } from 'ajv'
import { applySeverities, isSpecRule, specOnly } from '../../src/discover/policy.js'
import { isInside, lazyValidator, loadJsonFile, reportSchemaErrors, type JsonFileOptions, type Push } from '../../src/discover/json-file.js'
import { loadSuites, specialKind } from '../../src/discover/suites.js'
import type { Finding, Skill } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'discover-policy-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

const finding = (rule: string, severity: Finding['severity'] = 'error', extra: Partial<Finding> = {}): Finding => ({ severity, file: 'skills/a/SKILL.md', rule, message: `m ${rule}`, ...extra })

describe('spec rules and severities (policy.ts)', () => {
  test('isSpecRule: exact ids and prefixes ending in a dot; lookalikes are policy', () => {
    for (const r of ['skill.read', 'skill.name.pattern', 'skill.frontmatter.missing', 'skill.metadata.type', 'skill.compatibility.length', 'skill.internal']) expect(isSpecRule(r)).toBe(true)
    // exact ids do not match longer names; prefixes need the dot
    for (const r of ['skill.read.extra', 'skill.name', 'skill.frontmatter', 'skill.namex.pattern', 'coverage.no-evals', 'fleet.overlap', 'suite.schema', '']) expect(isSpecRule(r)).toBe(false)
  })

  test('no severities: the findings are returned as they are', () => {
    const fs = [finding('coverage.no-evals')]
    expect(applySeverities(fs, { severities: {}, file: 'evals/config.yaml' })).toBe(fs)
    expect(applySeverities(fs, { file: 'evals/config.yaml' } as never)).toBe(fs)
  })

  test("a policy rule gets the configured severity, 'off' drops it, the same severity keeps the finding", () => {
    const keep = finding('fleet.overlap', 'warning')
    const out = applySeverities([finding('coverage.no-evals'), finding('suite.schema'), keep, finding('other.rule', 'warning')], {
      severities: { 'coverage.no-evals': 'warning', 'suite.schema': 'off', 'fleet.overlap': 'warning' },
      file: 'evals/config.yaml',
    })
    expect(out.map((f) => [f.rule, f.severity])).toEqual([
      ['coverage.no-evals', 'warning'],
      ['fleet.overlap', 'warning'],
      ['other.rule', 'warning'],
    ])
    expect(out[1]).toBe(keep)
  })

  test('a spec rule under severities: left as it is, and a warning at the config line (or the config file, or the default path)', () => {
    const spec = finding('skill.name.pattern')
    const withLine = applySeverities([spec], {
      severities: { 'skill.name.pattern': 'off' },
      severitySources: { 'skill.name.pattern': { file: 'evals/config.yml', line: 7, column: 3 } },
      file: 'evals/config.yml',
    })
    expect(withLine[0]).toBe(spec)
    expect(withLine[1]).toEqual({
      severity: 'warning',
      file: 'evals/config.yml',
      line: 7,
      column: 3,
      rule: 'config.severities.spec-rule',
      message: "severities lists 'skill.name.pattern', an Agent Skills spec rule; its severity cannot be changed, so this entry is ignored.",
    })
    const noLine = applySeverities([], { severities: { 'skill.read': 'warning' }, file: 'custom/config.yaml' })
    expect(noLine).toEqual([expect.objectContaining({ file: 'custom/config.yaml', rule: 'config.severities.spec-rule' })])
    expect(noLine[0]).not.toHaveProperty('line')
    const noFile = applySeverities([], { severities: { 'skill.read': 'warning' } } as never)
    expect(noFile[0]!.file).toBe('evals/config.yaml')
    // a policy rule listed causes no such warning
    expect(applySeverities([], { severities: { 'coverage.no-evals': 'off' }, file: 'evals/config.yaml' })).toEqual([])
  })

  test('validate --spec: policy errors become warnings; spec errors and every warning stay', () => {
    const specErr = finding('skill.description.missing')
    const warn = finding('fleet.overlap', 'warning')
    const out = specOnly([specErr, finding('coverage.no-evals'), warn])
    expect(out[0]).toBe(specErr)
    expect(out[1]).toMatchObject({ rule: 'coverage.no-evals', severity: 'warning' })
    expect(out[2]).toBe(warn)
  })
})

describe('JSON files (json-file.ts)', () => {
  const opts = (rel: string, o: Partial<JsonFileOptions> = {}): JsonFileOptions => ({
    rel,
    maxBytes: 1000,
    readRule: 'suite.read',
    jsonRulePrefix: 'suite.json',
    what: 'eval suites',
    reportNotFile: true,
    ignoreMissing: false,
    ...o,
  })

  test('isInside: the root itself and paths below it; parents and siblings are outside', () => {
    expect(isInside('/r/repo', '/r/repo')).toBe(true)
    expect(isInside('/r/repo', '/r/repo/a/b')).toBe(true)
    expect(isInside('/r/repo', '/r/repo/..x')).toBe(true) // a name starting with two dots is inside
    expect(isInside('/r/repo', '/r')).toBe(false)
    expect(isInside('/r/repo', '/r/repo2/a')).toBe(false)
  })

  test('a folder where a file is expected: reported or skipped as asked', async () => {
    mkdirSync(path.join(root, 'evals.json'))
    const findings: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'evals.json'), opts('evals/evals.json'), findings)).toBeUndefined()
    expect(findings).toEqual([{ severity: 'error', file: 'evals/evals.json', rule: 'suite.read', message: 'evals/evals.json is not a regular file.' }])
    const quiet: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'evals.json'), opts('evals/evals.json', { reportNotFile: false }), quiet)).toBeUndefined()
    expect(quiet).toEqual([])
  })

  test('over the size cap: not read, with the size and the cap; at the cap: read', async () => {
    writeFileSync(path.join(root, 'big.json'), `[${'1,'.repeat(600)}1]`)
    const findings: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'big.json'), opts('big.json'), findings)).toBeUndefined()
    expect(findings).toEqual([{ severity: 'error', file: 'big.json', rule: 'suite.read', message: 'big.json is 1203 bytes; eval suites larger than 1000 bytes are not read.' }])
    writeFileSync(path.join(root, 'exact.json'), `"${'x'.repeat(998)}"`)
    const ok: Finding[] = []
    const file = await loadJsonFile(path.join(root, 'exact.json'), opts('exact.json'), ok)
    expect(ok).toEqual([])
    expect(file?.doc).toBe('x'.repeat(998))
  })

  test('missing: reported unless asked to ignore it; an unreadable file is reported with the reason', async () => {
    const findings: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'nope.json'), opts('nope.json'), findings)).toBeUndefined()
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ severity: 'error', file: 'nope.json', rule: 'suite.read' })
    expect(findings[0]!.message).toMatch(/^Could not read nope\.json: .*ENOENT/)
    const ignored: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'nope.json'), opts('nope.json', { ignoreMissing: true }), ignored)).toBeUndefined()
    // a path through a file (ENOTDIR) counts as missing too
    writeFileSync(path.join(root, 'plain'), 'x')
    expect(await loadJsonFile(path.join(root, 'plain', 'evals.json'), opts('plain/evals.json', { ignoreMissing: true }), ignored)).toBeUndefined()
    expect(ignored).toEqual([])
  })

  test('a syntax error is a finding and gives no document; push reports at the value or at the key', async () => {
    writeFileSync(path.join(root, 'bad.json'), '{\n  "a": \n}\n')
    const findings: Finding[] = []
    expect(await loadJsonFile(path.join(root, 'bad.json'), opts('bad.json'), findings)).toBeUndefined()
    expect(findings.map((f) => [f.rule, f.file, f.line])).toEqual([['suite.json.syntax', 'bad.json', 3]])
    writeFileSync(path.join(root, 'good.json'), '{\n  "a": {\n    "b": 1\n  }\n}\n')
    const got: Finding[] = []
    const file = (await loadJsonFile(path.join(root, 'good.json'), opts('good.json'), got))!
    file.push('warning', 'r.value', '/a/b', 'at the value')
    file.push('warning', 'r.key', '/a/b', 'at the key', true)
    expect(got).toEqual([
      { severity: 'warning', file: 'good.json', line: 3, column: 10, rule: 'r.value', message: 'at the value' },
      { severity: 'warning', file: 'good.json', line: 3, column: 5, rule: 'r.key', message: 'at the key' },
    ])
  })

  test('lazyValidator compiles once; a schema that does not compile gives undefined, once', () => {
    let calls = 0
    const v = (() => true) as unknown as ValidateFunction
    const good = lazyValidator(() => (calls++, v))
    expect(good()).toBe(v)
    expect(good()).toBe(v)
    expect(calls).toBe(1)
    let bad = 0
    const broken = lazyValidator(() => {
      bad++
      throw new Error('no')
    })
    expect(broken()).toBeUndefined()
    expect(broken()).toBeUndefined()
    expect(bad).toBe(1)
  })

  test('schema errors: at most 100, then one "more errors" finding; unknown keys are warnings; overrides and skips', () => {
    const pushed: [string, string, string, string, boolean | undefined][] = []
    const push: Push = (s, r, p, m, k) => void pushed.push([s, r, p, m, k])
    const errors = Array.from({ length: 130 }, (_, i) => ({ instancePath: `/${i}`, schemaPath: '#/items/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' }))
    const failing = Object.assign(() => false, { errors }) as unknown as ValidateFunction
    reportSchemaErrors(failing, Array.from({ length: 130 }, () => 1), { rel: 'x.json', rule: 'suite.schema', push })
    expect(pushed).toHaveLength(101)
    expect(pushed[0]!.slice(0, 3)).toEqual(['error', 'suite.schema', '/0'])
    expect(pushed[99]![2]).toBe('/99')
    expect(pushed[100]).toEqual(['error', 'suite.schema', '', 'More schema errors in x.json were not reported.', undefined])

    pushed.length = 0
    const unknown = Object.assign(() => false, {
      errors: [{ instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', params: { additionalProperty: 'extra' }, message: 'must NOT have additional properties' }],
    }) as unknown as ValidateFunction
    reportSchemaErrors(unknown, { extra: 1 }, { rel: 'x.json', rule: 'suite.schema', push })
    expect(pushed).toHaveLength(1)
    expect(pushed[0]![0]).toBe('warning')
    expect(pushed[0]![1]).toBe('suite.schema.unknown-key')
    expect(pushed[0]![3]).toMatch(/ It is ignored\.$/)
    expect(pushed[0]![4]).toBe(true)

    pushed.length = 0
    reportSchemaErrors(failing, [], {
      rel: 'x.json',
      rule: 'suite.schema',
      push,
      prepare: (es) => es.slice(0, 3),
      override: (e) => (e.instancePath === '/0' ? 'skip' : e.instancePath === '/1' ? { pointer: '/own', message: 'own message' } : undefined),
    })
    expect(pushed.map((p) => [p[1], p[2], p[3]])).toEqual([
      ['suite.schema', '/own', 'own message'],
      ['suite.schema', '/2', expect.any(String)],
    ])

    // no validator, a passing one, or one that throws: nothing reported
    pushed.length = 0
    reportSchemaErrors(undefined, {}, { rel: 'x.json', rule: 'r', push })
    reportSchemaErrors((() => true) as unknown as ValidateFunction, {}, { rel: 'x.json', rule: 'r', push })
    reportSchemaErrors((() => {
      throw new Error('crash')
    }) as unknown as ValidateFunction, {}, { rel: 'x.json', rule: 'r', push })
    expect(pushed).toEqual([])
  })
})

describe("an eval's input files that are not regular files or folders (suites.ts)", () => {
  const skill = (): Skill => {
    mkdirSync(path.join(root, 'skills/pipes'), { recursive: true })
    return {
      name: 'pipes',
      dir: path.join(root, 'skills/pipes'),
      relDir: 'skills/pipes',
      file: 'skills/pipes/SKILL.md',
      frontmatter: { name: 'pipes', description: 'Pipes.', metadata: {}, allowedTools: [], raw: {} },
      body: '',
      bodyLine: 4,
    }
  }

  test('a FIFO, a socket, a folder holding a FIFO or a link to one: an error each, naming the file and what it is', async () => {
    const s = skill()
    const files = path.join(root, 'skills/pipes/evals/files')
    mkdirSync(path.join(files, 'dir/deeper'), { recursive: true })
    mkdirSync(path.join(files, 'linked'), { recursive: true })
    mkdirSync(path.join(files, 'fine/sub'), { recursive: true })
    writeFileSync(path.join(files, 'ok.md'), 'ok\n')
    writeFileSync(path.join(files, 'fine/sub/a.md'), 'a\n')
    symlinkSync(path.join(files, 'ok.md'), path.join(files, 'fine/link-to-file.md'))
    execFileSync('mkfifo', [path.join(files, 'in.fifo')])
    execFileSync('mkfifo', [path.join(files, 'dir/deeper/inner.fifo')])
    execFileSync('mkfifo', [path.join(root, 'elsewhere.fifo')])
    symlinkSync(path.join(root, 'elsewhere.fifo'), path.join(files, 'linked/to.fifo'))
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(path.join(files, 's.sock'), r))
    try {
      const names = ['evals/files/ok.md', 'evals/files/in.fifo', 'evals/files/s.sock', 'evals/files/dir', 'evals/files/linked', 'evals/files/fine']
      const suite = { skill_name: 'pipes', evals: names.map((f, i) => ({ id: i + 1, prompt: 'p', assertions: ['a'], files: [f] })) }
      writeFileSync(path.join(root, 'skills/pipes/evals/evals.json'), JSON.stringify(suite, null, 2))
      const { evals, findings } = await loadSuites(root, [s])
      const special = findings.filter((f) => f.rule === 'suite.file.special').map((f) => f.message)
      expect(special).toEqual([
        "File 'evals/files/in.fifo' is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'.",
        "File 'evals/files/s.sock' is a socket, not a regular file or folder; only regular files and folders can be listed in 'files'.",
        "Folder 'evals/files/dir' holds 'evals/files/dir/deeper/inner.fifo', which is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'.",
        "Folder 'evals/files/linked' holds 'evals/files/linked/to.fifo', which is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'.",
      ])
      // the regular file and the folder of regular files (and a link to a file) are fine
      expect(findings.filter((f) => f.message.includes('ok.md') || f.message.includes("'evals/files/fine'"))).toEqual([])
      expect(evals.find((e) => e.id === 1)?.resolvedFiles).toEqual([path.join(files, 'ok.md')])
      expect(evals.find((e) => e.id === 6)?.resolvedFiles).toEqual([path.join(files, 'fine')])
    } finally {
      await new Promise((r) => server.close(r))
    }
  })

  test("a file at the top of the repository whose name starts with two dots ('..notes.md') is inside it", async () => {
    const s = skill()
    writeFileSync(path.join(root, '..notes.md'), 'notes\n')
    mkdirSync(path.join(root, 'evals'))
    writeFileSync(path.join(root, 'evals/evals.json'), JSON.stringify({ evals: [{ id: 1, skill: 'pipes', prompt: 'p', assertions: ['a'], files: ['..notes.md', '../outside.md'] }] }))
    const { evals, findings } = await loadSuites(root, [s])
    expect(findings.map((f) => [f.rule, f.message])).toEqual([['suite.file.outside-repo', "File '../outside.md' resolves outside the repository."]])
    expect(evals[0]!.resolvedFiles).toEqual([path.join(root, '..notes.md')])
  })

  test('an unreadable sub-folder is skipped by the walk, not reported', async () => {
    if (process.getuid?.() === 0) return // root reads every folder: nothing to skip
    const s = skill()
    const files = path.join(root, 'skills/pipes/evals/files')
    mkdirSync(path.join(files, 'dir/locked'), { recursive: true })
    chmodSync(path.join(files, 'dir/locked'), 0o000)
    try {
      writeFileSync(path.join(root, 'skills/pipes/evals/evals.json'), JSON.stringify({ skill_name: 'pipes', evals: [{ id: 1, prompt: 'p', assertions: ['a'], files: ['evals/files/dir'] }] }))
      const { findings } = await loadSuites(root, [s])
      expect(findings.filter((f) => f.rule === 'suite.file.special')).toEqual([])
    } finally {
      chmodSync(path.join(files, 'dir/locked'), 0o755)
    }
  })

  test('specialKind names each kind of file', async () => {
    execFileSync('mkfifo', [path.join(root, 'f')])
    expect(specialKind(statSync(path.join(root, 'f')))).toBe('a named pipe (FIFO)')
    expect(specialKind(statSync('/dev/null'))).toBe('a character device')
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(path.join(root, 'sock'), r))
    try {
      expect(specialKind(statSync(path.join(root, 'sock')))).toBe('a socket')
    } finally {
      await new Promise((r) => server.close(r))
    }
    const fake = (kind: string) =>
      ({ isFIFO: () => kind === 'fifo', isSocket: () => kind === 'sock', isCharacterDevice: () => kind === 'chr', isBlockDevice: () => kind === 'blk', isSymbolicLink: () => kind === 'lnk' }) as never
    expect(specialKind(fake('blk'))).toBe('a block device')
    expect(specialKind(fake('lnk'))).toBe('a symbolic link')
    expect(specialKind(fake('none'))).toBe('not a regular file')
  })
})
