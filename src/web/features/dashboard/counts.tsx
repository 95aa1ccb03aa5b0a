import { AlertTriangle, CalendarClock, CheckCircle2, FileClock } from 'lucide-react'
import { NETWORK_NAMES } from '../../../shared/networks'
import type { Dashboard } from './api'

/** Posts by status across every session. */
export function Counts({ counts }: { counts: Dashboard['counts'] }) {
  const items = [
    { label: 'Scheduled', value: counts.scheduled, icon: CalendarClock, tone: 'text-indigo-600' },
    { label: 'Posted', value: counts.posted, icon: CheckCircle2, tone: 'text-emerald-600' },
    {
      label: 'Failed',
      value: counts.failed,
      icon: AlertTriangle,
      tone: counts.failed ? 'text-red-600' : 'text-slate-500',
    },
    {
      label: 'Drafts awaiting approval',
      value: counts.awaiting_approval,
      icon: FileClock,
      tone: 'text-amber-600',
    },
  ]
  return (
    <section aria-label="Posts by status" data-testid="dashboard-counts">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <i.icon className={`h-4 w-4 shrink-0 ${i.tone}`} aria-hidden /> {i.label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{i.value}</dd>
          </div>
        ))}
      </dl>
      {counts.networks.some((n) => n.network !== 'x') ? (
        <ul
          className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600"
          aria-label="Posts by network"
        >
          {counts.networks.map((n) => (
            <li key={n.network} data-testid={`network-count-${n.network}`}>
              <span className="font-medium text-slate-800">{NETWORK_NAMES[n.network]}</span>{' '}
              {[
                `${n.posted} posted`,
                `${n.scheduled} scheduled`,
                ...(n.failed ? [`${n.failed} failed`] : []),
              ].join(' · ')}
              {n.failed ? (
                <AlertTriangle className="ml-1 inline h-3.5 w-3.5 text-red-600" aria-hidden />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
