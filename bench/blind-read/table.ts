// Prints a blind read's verdicts as percentages per founder and overall.
// `bun bench/blind-read/table.ts <verdicts.json> <plans.json> [--reasons]`
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { printTable } from '../../src/cli/table'
import type { PlansFile } from './plans'
import { percent, type TallyRow, tally, verdictKinds, verdictsFile } from './verdicts'

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`)
  }
}

function main() {
  const { values, positionals } = parseArgs({
    options: { reasons: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const [verdictsPath, plansPath] = positionals
  if (!verdictsPath || !plansPath)
    throw new Error('Usage: bun bench/blind-read/table.ts <verdicts.json> <plans.json> [--reasons]')
  const parsed = verdictsFile.safeParse(readJson(verdictsPath))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${verdictsPath} is not a verdicts file: ${issue?.path.join('.')} ${issue?.message}`)
  }
  const plans = readJson(plansPath) as PlansFile
  const { rows, overall, unknown, reasons } = tally(parsed.data, plans)

  console.log(`Blind read of ${parsed.data.date}${parsed.data.reader ? ` by ${parsed.data.reader}` : ''}\n`)
  const line = (r: TallyRow) => [
    r.founder,
    `${r.judged}/${r.posts}`,
    ...verdictKinds.map((k) => percent(r.counts[k], r.judged)),
  ]
  printTable(['FOUNDER', 'JUDGED', ...verdictKinds], [...rows.map(line), line(overall)], 'No founders.')
  if (unknown.length)
    console.log(`\nVerdicts for posts or founders not in ${plansPath}: ${unknown.join(', ')}`)
  if (overall.judged < overall.posts)
    console.log(`\n${overall.posts - overall.judged} posts have no verdict.`)
  if (values.reasons)
    for (const k of verdictKinds) {
      if (!reasons[k].length) continue
      console.log(`\n${k}`)
      for (const r of reasons[k]) console.log(`  ${r}`)
    }
}

try {
  main()
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
