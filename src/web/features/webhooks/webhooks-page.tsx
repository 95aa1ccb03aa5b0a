import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCw, Webhook } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/button'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ShownOnce } from '../../components/shown-once'
import { Spinner } from '../../components/spinner'
import { api, apiError } from '../../lib/api'
import { slotTimeLabel } from '../../lib/format'

const endpointsKey = ['webhooks'] as const

type Event = 'post.published' | 'post.failed' | 'plan.approved' | 'metrics.updated'
const EVENT_TEXT: Record<Event, string> = {
  'post.published': 'A post went out',
  'post.failed': 'A post could not be sent',
  'plan.approved': 'A plan was approved',
  'metrics.updated': 'New likes, reposts and replies were counted',
}

/** One endpoint's recent deliveries, each with its last status and "Send again". */
function Deliveries({ endpointId }: { endpointId: string }) {
  const client = useQueryClient()
  const key = ['webhooks', endpointId, 'deliveries']
  const deliveries = useQuery({
    queryKey: key,
    refetchInterval: 10_000,
    queryFn: async () => {
      const res = await api.webhooks({ id: endpointId }).deliveries.get()
      if (res.error) throw apiError(res.error, 'Failed to load the deliveries')
      return res.data.deliveries
    },
  })
  const again = useMutation({
    mutationFn: async (deliveryId: string) => {
      const res = await api.webhooks({ id: endpointId }).deliveries({ deliveryId }).resend.post()
      if (res.error) throw apiError(res.error, 'Failed to send it again')
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
  if (deliveries.isPending) return <Spinner size="sm" />
  if (deliveries.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(deliveries.error as Error).message}
      </p>
    )
  if (deliveries.data.length === 0) return <p className="text-sm text-slate-500">Nothing sent yet.</p>
  return (
    <ul className="space-y-1 text-sm">
      {deliveries.data.map((d) => (
        <li key={d.id} data-testid="webhook-delivery" className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-slate-700">{d.event}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${d.status === 'delivered' ? 'bg-emerald-100 text-emerald-800' : d.status === 'failed' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800'}`}
          >
            {d.status}
          </span>
          <span className="text-slate-500">
            {slotTimeLabel(d.created_at)} · {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
            {d.last_status ? ` · last answer ${d.last_status}` : ''}
            {d.last_error && d.status !== 'delivered' ? ` · ${d.last_error}` : ''}
          </span>
          <Button variant="ghost" size="sm" disabled={again.isPending} onClick={() => again.mutate(d.id)}>
            <RotateCw className="h-3.5 w-3.5" aria-hidden /> Send again
          </Button>
        </li>
      ))}
    </ul>
  )
}

/**
 * /user/webhooks: addresses Chad tells when something happens, signed as Standard Webhooks say; each
 * with its recent deliveries. The signing secret is shown once, when the endpoint is added.
 */
export function WebhooksPage() {
  const client = useQueryClient()
  const endpoints = useQuery({
    queryKey: endpointsKey,
    queryFn: async () => {
      const res = await api.webhooks.get()
      if (res.error) throw apiError(res.error, 'Failed to load your webhooks')
      return res.data.endpoints
    },
  })
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<Event[]>(['post.published'])
  const [made, setMade] = useState<{ url: string; secret: string } | null>(null)
  const [removing, setRemoving] = useState<{ id: string; url: string } | null>(null)
  const add = useMutation({
    mutationFn: async () => {
      const res = await api.webhooks.post({ url: url.trim(), events })
      if (res.error) throw apiError(res.error, 'Failed to add the endpoint')
      return res.data
    },
    onSuccess: (data) => {
      setMade({ url: data.endpoint.url, secret: data.secret })
      setUrl('')
      void client.invalidateQueries({ queryKey: endpointsKey })
    },
  })
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const res = await api.webhooks({ id }).delete()
      if (res.error) throw apiError(res.error, 'Failed to delete the endpoint')
    },
    onSuccess: () => {
      setRemoving(null)
      void client.invalidateQueries({ queryKey: endpointsKey })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (url.trim() && events.length && !add.isPending) add.mutate()
  }
  const toggle = (event: Event) =>
    setEvents((list) => (list.includes(event) ? list.filter((x) => x !== event) : [...list, event]))

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Webhooks</h1>
        <p className="mt-1 text-sm text-slate-600">
          Chad tells your own tools when something happens: a signed POST (Standard Webhooks) to your address,
          tried again with backoff until it is taken.
        </p>
      </header>

      {made ? (
        <ShownOnce
          title={`Signing secret for ${made.url}.`}
          value={made.secret}
          testId="webhook-secret"
          onDone={() => setMade(null)}
        />
      ) : null}

      <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold text-slate-900">New endpoint</h2>
        <div>
          <label htmlFor="webhook-url" className="block text-sm font-medium text-slate-700">
            Address
          </label>
          <input
            id="webhook-url"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/hooks/chad"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Tell it when</legend>
          <div className="mt-2 space-y-2">
            {(Object.keys(EVENT_TEXT) as Event[]).map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={() => toggle(event)}
                  className="h-4 w-4 accent-indigo-600"
                />
                {EVENT_TEXT[event]} <span className="font-mono text-xs text-slate-400">{event}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {add.error ? (
          <p role="alert" className="text-sm text-red-600">
            {(add.error as Error).message}
          </p>
        ) : null}
        <Button type="submit" disabled={!url.trim() || events.length === 0 || add.isPending}>
          {add.isPending ? <Spinner size="sm" /> : <Webhook className="h-4 w-4" aria-hidden />}
          {add.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
      </form>

      <section aria-labelledby="your-endpoints" className="space-y-3">
        <h2 id="your-endpoints" className="font-semibold text-slate-900">
          Your endpoints
        </h2>
        {endpoints.isPending ? (
          <Spinner />
        ) : endpoints.error ? (
          <p role="alert" className="text-sm text-red-600">
            {(endpoints.error as Error).message}
          </p>
        ) : endpoints.data.length === 0 ? (
          <p className="text-sm text-slate-500">No endpoints yet.</p>
        ) : (
          endpoints.data.map((e) => (
            <article
              key={e.id}
              data-testid="webhook-endpoint"
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-medium text-slate-900">{e.url}</p>
                  <p className="text-sm text-slate-500">{e.events.join(', ')}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRemoving({ id: e.id, url: e.url })}>
                  Delete
                </Button>
              </div>
              <Deliveries endpointId={e.id} />
            </article>
          ))
        )}
      </section>

      {removing ? (
        <ConfirmDialog
          title="Delete this endpoint?"
          message={`Chad stops telling ${removing.url}, and its deliveries are forgotten.`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          danger
          error={remove.error ? (remove.error as Error).message : null}
          onConfirm={() => remove.mutate(removing.id)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  )
}
