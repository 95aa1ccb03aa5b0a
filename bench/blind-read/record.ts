// Records a blind reader's verdicts, written as they were asked for ("## <founder>" then one
// "P3 EDIT: reason" line per post), as bench/blind-read/verdicts/<date>-<name>.json beside a copy of
// the plans they judged, so table.ts can print them again later.
// `bun bench/blind-read/record.ts <verdicts.txt> <plans.json> <name> [reader]`
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type VerdictsFile, verdictKinds, verdictsFile } from './verdicts'

/** The reader's lines as a verdicts file (lines that are not verdicts are ignored: themes, notes). */
export function parseVerdicts(text: string, date: string, reader: string): VerdictsFile {
  const founders: VerdictsFile['founders'] = {}
  let founder: string | null = null
  for (const line of text.split('\n')) {
    const heading = line.match(/^##\s+(\S+)/)
    if (heading) {
      founder = heading[1]!
      founders[founder] = {}
      continue
    }
    const m = line.match(/^\s*(P\d+)\s+(PUBLISH|EDIT|REWRITE-DELETE|REWRITE|DELETE)\s*:?\s*(.*)$/)
    if (!m || !founder) continue
    const kind = m[2] === 'REWRITE' || m[2] === 'DELETE' ? 'REWRITE-DELETE' : m[2]!
    if (!(verdictKinds as readonly string[]).includes(kind)) continue
    founders[founder]![m[1]!] = { verdict: kind as (typeof verdictKinds)[number], reason: m[3]!.trim() }
  }
  return verdictsFile.parse({ date, reader, founders })
}

if (import.meta.main) {
  const [txt, plans, name, reader = 'blind reader'] = process.argv.slice(2)
  if (!txt || !plans || !name) {
    console.error('usage: bun bench/blind-read/record.ts <verdicts.txt> <plans.json> <name> [reader]')
    process.exit(2)
  }
  const date = new Date().toISOString().slice(0, 10)
  const dir = join(import.meta.dir, 'verdicts')
  mkdirSync(dir, { recursive: true })
  const parsed = parseVerdicts(readFileSync(txt, 'utf8'), date, reader)
  const plansData = JSON.parse(readFileSync(plans, 'utf8')) as { generated_at?: string }
  parsed.plans_generated_at = plansData.generated_at
  writeFileSync(join(dir, `${date}-${name}.json`), `${JSON.stringify(parsed, null, 2)}\n`)
  copyFileSync(plans, join(dir, `${date}-${name}.plans.json`))
  console.log(`recorded ${join(dir, `${date}-${name}.json`)}`)
}
