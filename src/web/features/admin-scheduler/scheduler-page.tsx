import { Button } from '../../components/button'
import { Spinner } from '../../components/spinner'
import { useSchedulerStatus, useToggleScheduler } from './api'

/** /admin/twitter-scheduler: turn automatic posting on or off, and see how it is doing (SPEC §2). */
export function SchedulerPage() {
  const status = useSchedulerStatus()
  const toggle = useToggleScheduler()

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Tweet Scheduler</h1>
        <p className="mt-1 text-slate-600">Control the automated tweet posting system</p>
      </header>
      {status.isPending ? (
        <Spinner text="Loading scheduler status..." />
      ) : status.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-red-700"
        >
          <span>Error: {status.error.message}</span>
          <Button variant="secondary" onClick={() => status.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <span className="font-medium text-slate-900">Status</span>
              <span
                data-testid="scheduler-badge"
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${status.data.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
              >
                {status.data.enabled ? 'Enabled' : 'Disabled'}
              </span>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => status.refetch()} disabled={status.isFetching}>
                Refresh Status
              </Button>
              <Button
                variant={status.data.enabled ? 'danger' : 'primary'}
                onClick={() => toggle.mutate(!status.data.enabled)}
                disabled={toggle.isPending}
              >
                {toggle.isPending
                  ? 'Updating...'
                  : status.data.enabled
                    ? 'Disable Scheduler'
                    : 'Enable Scheduler'}
              </Button>
            </div>
            {toggle.error ? <p className="w-full text-sm text-red-600">{toggle.error.message}</p> : null}
          </section>

          <section className="grid grid-cols-3 gap-3 text-center">
            {[
              ['Due now', status.data.counts.due],
              ['Posted (24 h)', status.data.counts.posted_last_24h],
              ['Failed', status.data.counts.failed],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                <p className="text-2xl font-bold text-slate-900">{value}</p>
                <p className="text-xs text-slate-500">{label}</p>
              </div>
            ))}
          </section>

          <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="mb-3 font-semibold text-slate-900">Setting</h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-slate-500">Key</dt>
              <dd className="font-mono text-slate-900">{status.data.setting.key}</dd>
              <dt className="text-slate-500">Value</dt>
              <dd className="font-mono text-slate-900">{status.data.setting.value}</dd>
              <dt className="text-slate-500">Description</dt>
              <dd className="text-slate-900">{status.data.setting.description}</dd>
              <dt className="text-slate-500">Last Updated</dt>
              <dd className="text-slate-900">
                {status.data.setting.updated_at
                  ? new Date(status.data.setting.updated_at).toLocaleString()
                  : 'Never'}
              </dd>
              <dt className="text-slate-500">Last run</dt>
              <dd className="text-slate-900">
                {status.data.last_run
                  ? `${new Date(status.data.last_run.at).toLocaleString()}: ${status.data.last_run.posted} posted, ${status.data.last_run.retried} retried, ${status.data.last_run.failed} failed`
                  : 'Not yet'}
              </dd>
            </dl>
          </section>

          <section className="rounded-2xl bg-indigo-50 p-5 text-sm text-indigo-900">
            <h2 className="mb-2 font-semibold">How it works</h2>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                Every minute, each server claims the approved tweets whose time has come; a tweet is never
                claimed twice.
              </li>
              <li>Tweets due before the next minute are posted on time by a precise timer.</li>
              <li>
                Failed posts (network errors, rate limits, X outages) are retried for up to 30 minutes, then
                marked failed with the reason.
              </li>
              <li>
                A post whose answer was lost is checked against the account's recent posts before any retry,
                so nothing is posted twice.
              </li>
              <li>A plan is published when its last scheduled tweet is posted.</li>
            </ul>
          </section>
        </>
      )}
    </div>
  )
}
