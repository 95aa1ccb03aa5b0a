import { Button } from '../../components/button'
import { Spinner } from '../../components/spinner'
import { type Evaluation, type Persona, useEvaluation } from './api'

const cellClass = (strong: boolean) =>
  `py-1.5 pr-3 tabular-nums text-slate-900 ${strong ? 'font-semibold' : ''}`
const plansPassing = (e: Evaluation) => e.founders.filter((f) => f.score?.pass).length

/** One row per measure: the overall score, then each rubric criterion, then each founder's plan. */
function comparisonRows(evaluated: Evaluation, baseline: Evaluation | null) {
  const cell = (e: Evaluation | null | undefined, value: (e: Evaluation) => string) => (e ? value(e) : '—')
  return [
    {
      key: 'score',
      label: 'Score',
      strong: true,
      values: [evaluated, baseline].map((e) =>
        cell(e, (x) => `${x.score}/100 · ${plansPassing(x)} of ${x.founders.length} plans pass`),
      ),
    },
    ...evaluated.criteria.map((c) => ({
      key: c.id,
      label: c.label,
      strong: false,
      values: [evaluated, baseline].map((e) =>
        cell(e, (x) => {
          const found = x.criteria.find((k) => k.id === c.id)
          return found ? `${found.score} · ${found.passed}/${found.of} pass` : '—'
        }),
      ),
    })),
    ...evaluated.founders.map((f) => ({
      key: f.founder_id,
      label: f.founder_name,
      strong: false,
      values: [evaluated, baseline].map((e) =>
        cell(e, (x) => {
          const plan = x.founders.find((p) => p.founder_id === f.founder_id)
          if (!plan) return '—'
          return plan.score ? `${plan.score.score}${plan.score.pass ? '' : ' ✗'}` : `no plan ✗`
        }),
      ),
    })),
  ]
}

/**
 * The Evaluate action of a base prompt: interviews every founder persona with this prompt and with the
 * default Chad, and shows the rubric's scores side by side so prompt versions compare by numbers.
 */
export function PromptEvaluation({ persona }: { persona: Persona }) {
  const evaluated = useEvaluation()
  const baseline = useEvaluation()
  const isDefault = persona.tags.includes('chad')
  const pending = evaluated.isPending || baseline.isPending
  const error = evaluated.error ?? baseline.error
  const version = persona.versions[0]?.version

  function run() {
    evaluated.mutate(persona.id)
    if (!isDefault) baseline.mutate(undefined)
  }

  return (
    <section aria-labelledby="evaluation-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="evaluation-title" className="font-semibold text-slate-900">
            Content Quality
          </h3>
          <p className="text-sm text-slate-600">
            Interview every founder persona with this prompt
            {isDefault ? '' : ' and with the default Chad'}, then score each plan's pillars and posts.
          </p>
        </div>
        <Button onClick={run} disabled={pending}>
          {pending ? 'Evaluating...' : 'Evaluate'}
        </Button>
      </div>

      {pending ? (
        <div className="mt-4">
          <Spinner size="sm" text="Interviewing founders and scoring their plans..." />
        </div>
      ) : error ? (
        <p className="mt-4 text-sm text-red-600">Error: {error.message}</p>
      ) : evaluated.data ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="evaluation-table">
            <thead>
              <tr className="border-b border-slate-200 text-slate-500">
                <th className="py-2 pr-3 font-medium">Measure</th>
                <th className="py-2 pr-3 font-medium">
                  {persona.name}
                  {version ? ` v${version}` : ''}
                </th>
                {isDefault ? null : (
                  <th className="py-2 font-medium">
                    Default Chad ({baseline.data?.interviewer.name ?? '—'})
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {comparisonRows(evaluated.data, isDefault ? null : (baseline.data ?? null)).map((row) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  <th
                    scope="row"
                    className={`py-1.5 pr-3 ${row.strong ? 'font-semibold' : 'font-normal'} text-slate-700`}
                  >
                    {row.label}
                  </th>
                  <td className={cellClass(row.strong)}>{row.values[0]}</td>
                  {isDefault ? null : <td className={cellClass(row.strong)}>{row.values[1]}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-500">
            Criterion cells: mean score out of 100 · plans meeting its threshold. ✗ marks a plan under a
            threshold. Engine:{' '}
            {evaluated.data.provider === 'offline' ? 'offline engine' : 'OpenAI-compatible provider'}.
          </p>
        </div>
      ) : null}
    </section>
  )
}
