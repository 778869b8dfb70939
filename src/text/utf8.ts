/** UTF-8 checks and byte-level cuts, shared by discovery (file encodings) and the reports (size limits). */
import { isUtf8 } from 'node:buffer'

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence, or -1 when the bytes are valid. */
export function firstInvalidUtf8(b: Uint8Array): number {
  // Node's own check (simdutf) answers for the whole buffer at once; the loop below finds where.
  if (isUtf8(b)) return -1
  let i = 0
  while (i < b.length) {
    const c = b[i]!
    if (c < 0x80) {
      i++
      continue
    }
    let need: number
    let lo = 0x80
    let hi = 0xbf
    if (c >= 0xc2 && c <= 0xdf) need = 1
    else if (c === 0xe0) (need = 2), (lo = 0xa0)
    else if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) need = 2
    else if (c === 0xed) (need = 2), (hi = 0x9f)
    else if (c === 0xf0) (need = 3), (lo = 0x90)
    else if (c >= 0xf1 && c <= 0xf3) need = 3
    else if (c === 0xf4) (need = 3), (hi = 0x8f)
    else return i
    for (let k = 1; k <= need; k++) {
      const d = b[i + k]
      if (d === undefined) return i
      if (k === 1 ? d < lo || d > hi : d < 0x80 || d > 0xbf) return i
    }
    i += need + 1
  }
  return -1
}

/** Size of `text` in UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** The longest prefix of `text` that is at most `maxBytes` UTF-8 bytes, cut on a character boundary. */
export function cutUtf8(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text
  const cut = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8')
  return cut.endsWith('\uFFFD') ? cut.slice(0, -1) : cut
}
