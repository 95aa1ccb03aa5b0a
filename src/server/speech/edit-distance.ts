/**
 * Edits (insertions, deletions, substitutions) that turn one sequence into the other; `substitution`
 * prices a replacement (0 for the same item). Word error rate, the passes' vote and the phones'
 * closeness all count this way.
 */
export function editDistance<T>(
  a: readonly T[],
  b: readonly T[],
  substitution: (x: T, y: T) => number = (x, y) => (x === y ? 0 : 1),
): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + substitution(a[i - 1]!, b[j - 1]!),
      )
    previous = row
  }
  return previous[b.length]!
}
