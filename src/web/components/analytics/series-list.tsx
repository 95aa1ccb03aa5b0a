import { Link } from 'wouter'
import { sessionStatusLabel } from '../../../shared/status-labels'
import { useSeries } from './api'

/**
 * The plans of one founder's series, oldest first ("Plan the next two weeks" chains them), each
 * linking to `hrefOf(id)`. Nothing is shown for a plan that stands alone.
 */
export function SeriesList({ sessionId, hrefOf }: { sessionId: string; hrefOf: (id: string) => string }) {
  const series = useSeries(sessionId)
  if (!series.data || series.data.length < 2) return null
  return (
    <section aria-labelledby="series-title">
      <h3 id="series-title" className="mb-2 font-semibold text-slate-900">
        Series ({series.data.length} plans)
      </h3>
      <ol className="space-y-1 text-sm">
        {series.data.map((s) => (
          <li key={s.id}>
            <Link
              href={hrefOf(s.id)}
              aria-current={s.id === sessionId ? 'page' : undefined}
              className={`hover:underline ${s.id === sessionId ? 'font-semibold text-indigo-700' : 'text-slate-700'}`}
            >
              Plan {s.position} · {new Date(s.created_at).toLocaleDateString()} ·{' '}
              {sessionStatusLabel(s.status)}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
