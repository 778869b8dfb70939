/** Levenshtein edit distance (insert, delete, substitute; each costs 1), over UTF-16 code units. */
export function editDistance(a: string, b: string): number {
  const d: number[] = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!
    d[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return d[b.length]!
}

/**
 * Edit distance counting a swap of two neighbouring characters as one edit (optimal string
 * alignment): `modle` → `model` is 1, where `editDistance` says 2.
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = d
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * Whether `written` is close enough to `known` to suggest it ("did you mean …?"): at most two
 * edits, and at most a third of the longer word's length, so `tools` (two edits from `hooks`,
 * five letters) gets no suggestion while `user-invokable` → `user-invocable` does.
 */
export function isLikelyTypo(written: string, known: string): boolean {
  if (Math.abs(written.length - known.length) > 2 || written.length > 100) return false
  const d = typoDistance(written, known)
  return d <= 2 && d * 3 <= Math.max(written.length, known.length)
}
