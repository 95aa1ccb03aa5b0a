/** Prints rows as aligned columns, or `empty` when there are none. */
export function printTable(header: string[], rows: string[][], empty: string) {
  if (rows.length === 0) return console.log(empty)
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  for (const row of [header, ...rows])
    console.log(
      row
        .map((c, i) => (c ?? '').padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
}
