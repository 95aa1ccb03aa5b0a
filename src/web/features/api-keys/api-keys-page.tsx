import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/button'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ShownOnce } from '../../components/shown-once'
import { Spinner } from '../../components/spinner'
import { api, apiError } from '../../lib/api'
import { isAdmin as isAdminSession } from '../../lib/auth-client'
import { slotTimeLabel } from '../../lib/format'
import { useSession } from '../../lib/session'

const keysKey = ['api-keys'] as const

type Scope = 'read' | 'write' | 'publish' | 'admin'
const SCOPE_TEXT: Record<Scope, string> = {
  read: 'Read: sessions, plans, posts and analytics',
  write: 'Write: interviews, pillars, schedules and post edits',
  publish: 'Publish: approve plans and posts, send test posts',
  admin: 'Admin: the admin console’s API (admins only)',
}

/**
 * /user/api-keys: personal API keys for the founder's own scripts and agents. A key is shown once,
 * when it is made; the list shows each key's name, start, scopes and last use, and revokes it.
 */
export function ApiKeysPage() {
  const client = useQueryClient()
  const isAdmin = isAdminSession(useSession().data)
  const keys = useQuery({
    queryKey: keysKey,
    queryFn: async () => {
      const res = await api['api-keys'].get()
      if (res.error) throw apiError(res.error, 'Failed to load your API keys')
      return res.data.api_keys
    },
  })
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<Scope[]>(['read'])
  const [made, setMade] = useState<{ name: string; key: string } | null>(null)
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null)

  const create = useMutation({
    mutationFn: async () => {
      const res = await api['api-keys'].post({ name: name.trim(), scopes })
      if (res.error) throw apiError(res.error, 'Failed to make the key')
      return res.data
    },
    onSuccess: (data) => {
      setMade({ name: data.api_key.name, key: data.key })
      setName('')
      setScopes(['read'])
      void client.invalidateQueries({ queryKey: keysKey })
    },
  })
  const revoke = useMutation({
    mutationFn: async (id: string) => {
      const res = await api['api-keys']({ id }).delete()
      if (res.error) throw apiError(res.error, 'Failed to revoke the key')
    },
    onSuccess: () => {
      setRevoking(null)
      void client.invalidateQueries({ queryKey: keysKey })
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim() || scopes.length === 0 || create.isPending) return
    create.mutate()
  }
  const toggle = (scope: Scope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]))

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">API keys</h1>
        <p className="mt-1 text-sm text-slate-600">
          Let your own scripts and AI assistants use Chad as you. Send a key as{' '}
          <code className="rounded bg-slate-100 px-1">Authorization: Bearer chad_…</code>; it can do only what
          its scopes allow, and stops working the moment you revoke it.
        </p>
      </header>

      {made ? (
        <ShownOnce
          title={`“${made.name}” is ready.`}
          value={made.key}
          testId="new-api-key"
          onDone={() => setMade(null)}
        />
      ) : null}

      <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold text-slate-900">New key</h2>
        <div>
          <label htmlFor="key-name" className="block text-sm font-medium text-slate-700">
            Name
          </label>
          <input
            id="key-name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            placeholder="My Claude Desktop"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">What it may do</legend>
          <div className="mt-2 space-y-2">
            {(Object.keys(SCOPE_TEXT) as Scope[])
              .filter((s) => s !== 'admin' || isAdmin)
              .map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={scopes.includes(scope)}
                    onChange={() => toggle(scope)}
                    className="mt-0.5 h-4 w-4 accent-indigo-600"
                  />
                  {SCOPE_TEXT[scope]}
                </label>
              ))}
          </div>
        </fieldset>
        {create.error ? (
          <p role="alert" className="text-sm text-red-600">
            {(create.error as Error).message}
          </p>
        ) : null}
        {scopes.length === 0 ? <p className="text-sm text-amber-700">Choose at least one scope.</p> : null}
        <Button type="submit" disabled={!name.trim() || scopes.length === 0 || create.isPending}>
          {create.isPending ? <Spinner size="sm" /> : <KeyRound className="h-4 w-4" aria-hidden />}
          {create.isPending ? 'Making the key…' : 'Make key'}
        </Button>
      </form>

      <section aria-labelledby="your-keys">
        <h2 id="your-keys" className="font-semibold text-slate-900">
          Your keys
        </h2>
        {keys.isPending ? (
          <div className="mt-4">
            <Spinner />
          </div>
        ) : keys.error ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {(keys.error as Error).message}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No keys yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {keys.data.map((k) => (
              <li key={k.id} data-testid="api-key" className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{k.name}</p>
                  <p className="text-sm text-slate-500">
                    <code>{k.start}…</code> · {k.scopes.join(', ')} · made {slotTimeLabel(k.created_at)} ·{' '}
                    {k.last_used_at ? `last used ${slotTimeLabel(k.last_used_at)}` : 'never used'}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRevoking({ id: k.id, name: k.name })}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {revoking ? (
        <ConfirmDialog
          title="Revoke this key?"
          message={`Anything using “${revoking.name}” stops working at once. This cannot be undone.`}
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          danger
          error={revoke.error ? (revoke.error as Error).message : null}
          onConfirm={() => revoke.mutate(revoking.id)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </div>
  )
}
