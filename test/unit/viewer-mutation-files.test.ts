/**
 * A run's output files in the viewer model (src/report/viewer/collect.ts: listFiles,
 * readOutputFile): which files are listed and in what order, how each kind is told apart (images
 * by extension and magic bytes, binaries by a NUL in the first 8 KiB, JSON pretty-printed), and
 * the caps at exactly their limits: per file, per image, per run (file count) and per report
 * (total bytes embedded). Mutation testing of the viewer part.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile, mkdir, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { collectViewerData, DEFAULT_MAX_TOTAL_BYTES } from '../../src/report/viewer/collect.js'
import type { CollectOptions } from '../../src/report/viewer/collect.js'
import type { ViewerFile, ViewerModel } from '../../src/report/viewer/model.js'
import { writeShardResults } from '../helpers/shard-results.js'
import { TINY_PNG } from '../helpers/synthetic-results.js'

const RUN = 'notes/iteration-1/eval-1-note/with_skill/run-1'

let dir: string
let n = 0
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-mutation-files-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** One graded run (writeShardResults) with these files in its outputs/ folder; the model of that folder. */
async function withOutputs(files: Record<string, string | Buffer>, opts: CollectOptions = {}): Promise<ViewerModel> {
  const out = join(dir, `r${n++}`)
  await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
  for (const [name, body] of Object.entries(files)) {
    const file = join(out, ...RUN.split('/'), 'outputs', ...name.split('/'))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, body)
  }
  return collectViewerData(out, opts)
}
const byName = (m: ViewerModel): Record<string, ViewerFile> => Object.fromEntries(m.runs[0]!.files.map((f) => [f.name, f]))

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1')])
const uri = (mime: string, b: Buffer) => `data:${mime};base64,${b.toString('base64')}`

describe('images: the extension picks the type, the magic bytes must match it', () => {
  test('png, jpg, jpeg, gif and webp with their magic are embedded as data URIs of their own MIME type', async () => {
    const f = byName(await withOutputs({ 'a.png': TINY_PNG, 'b.jpg': JPEG, 'c.jpeg': JPEG, 'd.gif': GIF, 'e.webp': WEBP, 'F.PNG': TINY_PNG, 'g.JpG': JPEG }))
    expect(f['a.png']).toEqual({ name: 'a.png', kind: 'image', size: TINY_PNG.length, dataUri: uri('image/png', TINY_PNG) })
    expect(f['b.jpg']).toEqual({ name: 'b.jpg', kind: 'image', size: JPEG.length, dataUri: uri('image/jpeg', JPEG) })
    expect(f['c.jpeg']).toEqual({ name: 'c.jpeg', kind: 'image', size: JPEG.length, dataUri: uri('image/jpeg', JPEG) })
    expect(f['d.gif']).toEqual({ name: 'd.gif', kind: 'image', size: GIF.length, dataUri: uri('image/gif', GIF) })
    expect(f['e.webp']).toEqual({ name: 'e.webp', kind: 'image', size: WEBP.length, dataUri: uri('image/webp', WEBP) })
    // the extension is matched case-insensitively
    expect(f['F.PNG']).toEqual({ name: 'F.PNG', kind: 'image', size: TINY_PNG.length, dataUri: uri('image/png', TINY_PNG) })
    expect(f['g.JpG']!.dataUri).toBe(uri('image/jpeg', JPEG))
  })

  test('each magic byte counts: one wrong byte makes a binary, not an image', async () => {
    const badPng = Buffer.from(TINY_PNG)
    badPng[7] = 0x0b
    const files = {
      'j1.jpg': Buffer.from([0x00, 0xd8, 0xff, 0xe0]),
      'j2.jpg': Buffer.from([0xff, 0x00, 0xff, 0xe0]),
      'j3.jpg': Buffer.from([0xff, 0xd8, 0x00, 0xe0]),
      'J4.JPEG': Buffer.from([0xff, 0xd8, 0xfe, 0xe0]),
      'p.png': badPng,
      'g.gif': Buffer.from('GIF7', 'latin1'),
      'w1.webp': Buffer.concat([Buffer.from('RIFX', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBP', 'latin1')]),
      'w2.webp': Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBX', 'latin1')])
    }
    const f = byName(await withOutputs(files))
    for (const [name, body] of Object.entries(files)) {
      const ext = name.split('.')[1]!.toLowerCase()
      expect(f[name]).toEqual({ name, kind: 'binary', size: body.length, note: `binary file (not a valid .${ext} image), not embedded` })
    }
  })

  test('an image up to maxFileBytes is embedded; one byte over is left out with its size and the cap', async () => {
    const at = byName(await withOutputs({ 'a.png': TINY_PNG }, { maxFileBytes: TINY_PNG.length }))
    expect(at['a.png']!.kind).toBe('image')
    const over = byName(await withOutputs({ 'a.png': TINY_PNG }, { maxFileBytes: TINY_PNG.length - 1 }))
    expect(over['a.png']).toEqual({ name: 'a.png', kind: 'omitted', size: 70, note: 'image not embedded: 70 B is over the 69 B cap' })
  })
})

describe('text, JSON and binary files', () => {
  test("an extension named after an object's built-in key (.constructor, .toString) is text, not a failed image", async () => {
    const f = byName(await withOutputs({ 'a.constructor': 'x', 'b.toString': 'y', 'c.__proto__': 'z' }))
    expect(f['a.constructor']).toStrictEqual({ name: 'a.constructor', kind: 'text', size: 1, content: 'x' })
    expect(f['b.toString']).toStrictEqual({ name: 'b.toString', kind: 'text', size: 1, content: 'y' })
    expect(f['c.__proto__']).toStrictEqual({ name: 'c.__proto__', kind: 'text', size: 1, content: 'z' })
  })
  test('the extension is what follows the last dot; no extension is text', async () => {
    const f = byName(await withOutputs({ README: 'hi', 'photo.png.txt': 'not an image', 'x.data.JSON': '{"z":1}', 'obj.txt': '{"a":1}' }))
    expect(f['README']).toStrictEqual({ name: 'README', kind: 'text', size: 2, content: 'hi' })
    expect(f['photo.png.txt']).toStrictEqual({ name: 'photo.png.txt', kind: 'text', size: 12, content: 'not an image' })
    expect(f['x.data.JSON']).toStrictEqual({ name: 'x.data.JSON', kind: 'json', size: 7, content: '{\n  "z": 1\n}' })
    // JSON text in a .txt file stays as written
    expect(f['obj.txt']).toStrictEqual({ name: 'obj.txt', kind: 'text', size: 7, content: '{"a":1}' })
  })

  test('JSON is pretty-printed; broken JSON is shown as text with a note; cut JSON is text with the cut note', async () => {
    const body = JSON.stringify({ b: 1, a: [1, 2], s: 'x'.repeat(30) })
    const f = byName(await withOutputs({ 'ok.json': '{"b":1,"a":[1,2]}', 'bad.json': '{nope' }))
    expect(f['ok.json']).toStrictEqual({ name: 'ok.json', kind: 'json', size: 17, content: '{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}' })
    expect(f['bad.json']).toStrictEqual({ name: 'bad.json', kind: 'text', size: 5, content: '{nope', note: 'not valid JSON, shown as text' })
    const cut = byName(await withOutputs({ 'big.json': body }, { maxFileBytes: 16 }))
    expect(cut['big.json']).toStrictEqual({
      name: 'big.json',
      kind: 'text',
      size: body.length,
      content: body.slice(0, 16),
      note: `truncated: showing the first 16 B of ${body.length} B`
    })
  })

  test('a NUL byte in the first 8192 bytes makes a binary; one past them does not', async () => {
    const withNul = (at: number) => {
      const b = Buffer.alloc(9000, 0x61)
      b[at] = 0
      return b
    }
    const f = byName(await withOutputs({ 'a.txt': withNul(8191), 'b.txt': withNul(8192), 'c.bin': Buffer.from([1, 0]) }))
    expect(f['a.txt']).toStrictEqual({ name: 'a.txt', kind: 'binary', size: 9000, note: 'binary file, not embedded' })
    expect(f['b.txt']!.kind).toBe('text')
    expect(f['b.txt']!.content).toHaveLength(9000)
    expect(f['c.bin']).toStrictEqual({ name: 'c.bin', kind: 'binary', size: 2, note: 'binary file, not embedded' })
  })

  test('text over maxFileBytes is cut on a character boundary (no replacement character) with a note', async () => {
    const body = 'é'.repeat(1100) // 2200 bytes
    const odd = byName(await withOutputs({ 'a.md': body }, { maxFileBytes: 2047 }))
    expect(odd['a.md']).toStrictEqual({ name: 'a.md', kind: 'text', size: 2200, content: 'é'.repeat(1023), note: 'truncated: showing the first 2 KB of 2.1 KB' })
    const even = byName(await withOutputs({ 'a.md': body }, { maxFileBytes: 2048 }))
    expect(even['a.md']!.content).toBe('é'.repeat(1024))
    const exact = byName(await withOutputs({ 'a.md': 'é'.repeat(1024) }, { maxFileBytes: 2048 }))
    expect(exact['a.md']).toStrictEqual({ name: 'a.md', kind: 'text', size: 2048, content: 'é'.repeat(1024) })
    const ascii = byName(await withOutputs({ 'a.md': 'abcdef' }, { maxFileBytes: 5 }))
    expect(ascii['a.md']).toStrictEqual({ name: 'a.md', kind: 'text', size: 6, content: 'abcde', note: 'truncated: showing the first 5 B of 6 B' })
  })
})

describe('which files are listed, in what order', () => {
  test('every regular file under outputs/, sorted by name at each level; metrics.json only at the top is left out', async () => {
    const names = ['b.txt', 'a.txt', 'C.txt', 'z/2.txt', 'z/10.txt', 'A/deep/x.txt', 'm.txt', '_u.txt', 'sub/metrics.json', 'Q.md', 'q.md', 'k/j.txt', '0.txt']
    const files: Record<string, string> = { 'metrics.json': '{}' }
    for (const name of names) files[name] = name
    const m = await withOutputs(files)
    expect(m.runs[0]!.files.map((f) => f.name)).toEqual([
      '0.txt',
      'A/deep/x.txt',
      'C.txt',
      'Q.md',
      '_u.txt',
      'a.txt',
      'b.txt',
      'k/j.txt',
      'm.txt',
      'q.md',
      'sub/metrics.json',
      'z/10.txt',
      'z/2.txt'
    ])
    expect(m.runs[0]!.files.find((f) => f.name === 'A/deep/x.txt')!.content).toBe('A/deep/x.txt')
  })

  test('the order is by UTF-16 code unit, not the byte order the directory is read in', async () => {
    // U+FF41 (UTF-8 EF BD 81) sorts before U+1F600 (F0 9F 98 80) by bytes, after it (FF41 > D83D) by code unit
    const m = await withOutputs({ '\uFF41.txt': 'a', '\u{1F600}.txt': 'b', 'z.txt': 'c' })
    expect(m.runs[0]!.files.map((f) => f.name)).toEqual(['z.txt', '\u{1F600}.txt', '\uFF41.txt'])
  })

  test('links are not listed (nor followed)', async () => {
    const out = join(dir, 'links')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
    const outputs = join(out, ...RUN.split('/'), 'outputs')
    await writeFile(join(outputs, 'real.txt'), 'real')
    await writeFile(join(dir, 'secret.txt'), 'secret')
    await symlink(join(dir, 'secret.txt'), join(outputs, 'link.txt'))
    await symlink(dir, join(outputs, 'linkdir'))
    const m = await collectViewerData(out)
    expect(m.runs[0]!.files.map((f) => f.name)).toEqual(['real.txt'])
  })

  test('a run without an outputs/ folder has no files (and no warning)', async () => {
    const out = join(dir, 'no-outputs')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
    await rm(join(out, ...RUN.split('/'), 'outputs'), { recursive: true })
    const m = await collectViewerData(out)
    expect(m.runs).toHaveLength(1)
    expect(m.runs[0]!.files).toEqual([])
    expect(m.warnings).toEqual([])
  })

  test('maxFilesPerRun: at the cap all are listed; over it the first ones, and a warning with how many more', async () => {
    const four = { 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c', 'd.txt': 'd' }
    const at = await withOutputs(four, { maxFilesPerRun: 4 })
    expect(at.runs[0]!.files.map((f) => f.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt'])
    expect(at.warnings).toEqual([])
    const one = await withOutputs(four, { maxFilesPerRun: 3 })
    expect(one.runs[0]!.files.map((f) => f.name)).toEqual(['a.txt', 'b.txt', 'c.txt'])
    expect(one.warnings).toEqual([`${RUN}: 1 more output files not listed`])
    const two = await withOutputs(four, { maxFilesPerRun: 2 })
    expect(two.runs[0]!.files.map((f) => f.name)).toEqual(['a.txt', 'b.txt'])
    expect(two.warnings).toEqual([`${RUN}: 2 more output files not listed`])
  })

  test('the default cap is 200 files per run (metrics.json not counted)', async () => {
    const files = (k: number): Record<string, string> => {
      const o: Record<string, string> = { 'metrics.json': '{}' }
      for (let i = 0; i < k; i++) o[`f${String(i).padStart(3, '0')}.txt`] = 'x'
      return o
    }
    const at = await withOutputs(files(200))
    expect(at.runs[0]!.files).toHaveLength(200)
    expect(at.warnings).toEqual([])
    const over = await withOutputs(files(201))
    expect(over.runs[0]!.files).toHaveLength(200)
    expect(over.runs[0]!.files[199]!.name).toBe('f199.txt')
    expect(over.warnings).toEqual([`${RUN}: 1 more output files not listed`])
  })
})

describe('the report-wide cap on embedded bytes', () => {
  const CAP_WARNING = 'The report reached its total size cap: some output files are listed but not embedded.'
  const OMITTED = 'not embedded: the report reached its total size cap'

  test('by default 12 MiB', () => {
    expect(DEFAULT_MAX_TOTAL_BYTES).toBe(12 * 1024 * 1024)
  })

  test('text counts its bytes read: a budget used up exactly leaves the next file listed but not embedded', async () => {
    const files = { 'a.txt': '0123456789', 'b.txt': 'abcdefghij' }
    const exact = byName(await withOutputs(files, { maxTotalBytes: 10 }))
    expect(exact['a.txt']).toStrictEqual({ name: 'a.txt', kind: 'text', size: 10, content: '0123456789' })
    expect(exact['b.txt']).toStrictEqual({ name: 'b.txt', kind: 'omitted', size: 10, note: OMITTED })
    const more = await withOutputs(files, { maxTotalBytes: 11 })
    expect(byName(more)['b.txt']).toMatchObject({ kind: 'text', content: 'abcdefghij' })
    const room = await withOutputs(files, { maxTotalBytes: 21 })
    expect(room.runs[0]!.files.every((f) => f.kind === 'text')).toBe(true)
    expect(room.warnings).toEqual([])
  })

  test('the warning comes with an omitted file', async () => {
    const m = await withOutputs({ 'a.txt': '0123456789', 'b.txt': 'abcdefghij' }, { maxTotalBytes: 10 })
    expect(m.warnings).toEqual([CAP_WARNING])
  })

  test('no warning when the budget ends exactly at the last file: nothing was left out', async () => {
    const files = { 'a.txt': '0123456789', 'b.txt': 'abcdefghij' }
    const exact = await withOutputs(files, { maxTotalBytes: 20 })
    expect(exact.runs[0]!.files.map((f) => f.kind)).toEqual(['text', 'text'])
    expect(exact.warnings).toEqual([])
    const over = await withOutputs(files, { maxTotalBytes: 15 }) // b.txt goes over: embedded, then nothing left
    expect(over.runs[0]!.files.map((f) => f.kind)).toEqual(['text', 'text'])
    expect(over.warnings).toEqual([])
    const short = await withOutputs(files, { maxTotalBytes: 9 })
    expect(short.runs[0]!.files.map((f) => f.kind)).toEqual(['text', 'omitted'])
    expect(short.warnings).toEqual([CAP_WARNING])
  })

  test('a truncated file counts only the bytes embedded', async () => {
    const files = { 'a.txt': 'x'.repeat(50), 'b.txt': 'y' }
    const m = byName(await withOutputs(files, { maxFileBytes: 20, maxTotalBytes: 21 }))
    expect(m['a.txt']!.content).toBe('x'.repeat(20))
    expect(m['b.txt']).toMatchObject({ kind: 'text', content: 'y' })
    const n2 = byName(await withOutputs(files, { maxFileBytes: 20, maxTotalBytes: 20 }))
    expect(n2['b.txt']).toMatchObject({ kind: 'omitted', note: OMITTED })
  })

  test('an image counts its base64 size, ceil(bytes × 4 / 3)', async () => {
    const cost = Math.ceil((TINY_PNG.length * 4) / 3) // 94
    expect(cost).toBe(94)
    const files = { 'a.png': TINY_PNG, 'b.txt': 'after' }
    const exact = byName(await withOutputs(files, { maxTotalBytes: cost }))
    expect(exact['a.png']!.kind).toBe('image')
    expect(exact['b.txt']).toStrictEqual({ name: 'b.txt', kind: 'omitted', size: 5, note: OMITTED })
    const more = byName(await withOutputs(files, { maxTotalBytes: cost + 1 }))
    expect(more['b.txt']).toStrictEqual({ name: 'b.txt', kind: 'text', size: 5, content: 'after' })
    // once used up, an image is not embedded either
    const none = byName(await withOutputs({ 'a.txt': 'abc', 'b.png': TINY_PNG }, { maxTotalBytes: 3 }))
    expect(none['b.png']).toStrictEqual({ name: 'b.png', kind: 'omitted', size: 70, note: OMITTED })
  })

  test('the budget is shared by every run of the report', async () => {
    const out = join(dir, 'shared-budget')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass', 'pass'] }])
    await writeFile(join(out, ...RUN.split('/'), 'outputs', 'a.txt'), '0123456789')
    await writeFile(join(out, ...RUN.replace('run-1', 'run-2').split('/'), 'outputs', 'a.txt'), '0123456789')
    const m = await collectViewerData(out, { maxTotalBytes: 15 })
    expect(m.runs.map((r) => r.files[0]!.kind)).toEqual(['text', 'text'])
    const m2 = await collectViewerData(out, { maxTotalBytes: 10 })
    expect(m2.runs.map((r) => r.files[0]!.kind)).toEqual(['text', 'omitted'])
    expect(m2.warnings).toEqual([CAP_WARNING])
  })
})
