import { Command } from 'commander'
import { z } from 'zod'
import type { EvaluationDto } from '../../server/admin/evaluations/model'
import { CliError, connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

const optionsSchema = z.object({
  interviewer: z.uuid('--interviewer needs a persona id').optional(),
  founders: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid('--founders needs persona ids separated by commas'))
        .min(1, '--founders needs at least one id'),
    )
    .optional(),
  json: z.boolean().optional(),
})

/** The score table: one row per founder, one column per rubric criterion (a failing cell is marked ✗). */
export function evaluationRows(result: EvaluationDto) {
  const header = [
    'FOUNDER',
    'SCORE',
    ...result.criteria.map((c) => c.label.toUpperCase()),
    'PLAN MS',
    'RESULT',
  ]
  const rows = result.founders.map((f) => [
    f.founder_name,
    f.score ? String(f.score.score) : '0',
    ...result.criteria.map((c) => {
      const found = f.score?.criteria.find((s) => s.id === c.id)
      return found ? `${found.pass ? '' : '✗ '}${found.measured}` : '—'
    }),
    String(f.plan_ms),
    f.score?.pass ? 'pass' : 'FAIL',
  ])
  return { header, rows }
}

/** What each failing plan got wrong, with an example, one line each. */
export function evaluationShortfalls(result: EvaluationDto): string[] {
  return result.founders.flatMap((f) =>
    f.error
      ? [`${f.founder_name}: no plan: ${f.error}`]
      : (f.score?.criteria ?? [])
          .filter((c) => !c.pass)
          .map(
            (c) =>
              `${f.founder_name}: ${c.label} ${c.measured} (needs ${c.threshold})${c.examples[0] ? ` — ${c.examples[0]}` : ''}`,
          ),
  )
}

export const evalCommand = new Command('eval')
  .description(
    'Content-quality evaluation (admin): the interviewer interviews founder personas, each plan is scored; exits 1 under the thresholds',
  )
  .option('--interviewer <persona-id>', 'base prompt to evaluate (default: the default Chad)')
  .option('--founders <ids>', 'founder persona ids, comma-separated (default: every founder persona)')
  .option('--json', 'print the evaluation as JSON')
  .action(async (raw: unknown, cmd: Command) => {
    const parsed = optionsSchema.safeParse(raw)
    if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'invalid options')
    const opts = parsed.data
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const result = ok(
      await api.admin.evaluations.post({
        ...(opts.interviewer ? { interviewer_persona_id: opts.interviewer } : {}),
        ...(opts.founders ? { founder_ids: opts.founders } : {}),
      }),
    )
    if (opts.json) console.log(JSON.stringify(result, null, 2))
    else {
      const engine = result.provider === 'offline' ? 'offline engine' : 'OpenAI-compatible provider'
      console.log(`${result.interviewer.name} interviewing ${result.founders.length} founders (${engine})\n`)
      const { header, rows } = evaluationRows(result)
      printTable(header, rows, 'No founders evaluated.')
      const shortfalls = evaluationShortfalls(result)
      if (shortfalls.length) console.log(`\n${shortfalls.join('\n')}`)
      console.log(
        `\nScore ${result.score}/100 — ${result.pass ? 'every plan meets the thresholds' : 'under the thresholds'}`,
      )
    }
    if (!result.pass) {
      const failing = result.founders.filter((f) => !f.score?.pass).length
      throw new CliError(
        `${failing} of ${result.founders.length} plans are under the content-quality thresholds`,
      )
    }
  })
