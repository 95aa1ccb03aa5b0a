import { useQueryClient } from '@tanstack/react-query'
import { TriangleAlert, X } from 'lucide-react'
import { useState } from 'react'
import { isAdmin } from '../lib/auth-client'
import { useSession } from '../lib/session'
import { toast } from '../lib/store'
import {
  connectInThisTab,
  connectWithPopup,
  isXNotConfigured,
  useDisconnectX,
  useXAccount,
  xAccountKey,
} from '../lib/x-account'
import { Button } from './button'
import { ChannelsPanel, XPostingPaused } from './channels/channels-panel'
import { Modal } from './modal'

/** 'Connect X' or 'Connected as @name' (which opens the account modal). */
export function ConnectXButton() {
  const account = useXAccount()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [open, setOpen] = useState(false)

  async function connect() {
    setBusy(true)
    setError(null)
    try {
      const connected = await connectWithPopup()
      client.setQueryData(xAccountKey, connected)
      toast(`Connected as @${connected.username}`, 'success')
    } catch (e) {
      setError(e instanceof Error ? e : new Error('Failed to connect X account'))
    } finally {
      setBusy(false)
    }
  }

  if (account.isPending) return <span className="text-sm text-slate-500">Checking X account...</span>
  if (account.data) {
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset ${account.data.needs_reconnect ? 'text-amber-800 ring-amber-300 bg-amber-50' : 'text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
        >
          {account.data.profile_image_url ? (
            <img src={account.data.profile_image_url} alt="" className="h-5 w-5 rounded-full" />
          ) : null}
          {account.data.needs_reconnect ? 'Reconnect X account' : `Connected as @${account.data.username}`}
        </button>
        {open ? <AccountModal onClose={() => setOpen(false)} onReconnect={connect} /> : null}
      </>
    )
  }
  return (
    <span className="relative inline-flex">
      <Button variant="secondary" onClick={connect} disabled={busy}>
        {busy ? 'Connecting...' : 'Connect X account'}
      </Button>
      {error ? <ConnectError error={error} onDismiss={() => setError(null)} onError={setError} /> : null}
    </span>
  )
}

/**
 * Why connecting failed, as an alert floating under the button (so the header's buttons stay in
 * line); admins also learn what to configure when the server has no X app.
 */
function ConnectError({
  error,
  onDismiss,
  onError,
}: {
  error: Error
  onDismiss: () => void
  onError: (e: Error) => void
}) {
  const admin = isAdmin(useSession().data)
  const notConfigured = isXNotConfigured(error)
  return (
    <div
      role="alert"
      className="absolute top-full right-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-900 shadow-lg"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1">
          {notConfigured ? (
            <>
              <p className="font-semibold">Posting to X is not set up on this server yet.</p>
              {admin ? (
                <p className="mt-1">
                  Set <code className="font-mono">X_CLIENT_ID</code> and{' '}
                  <code className="font-mono">X_CLIENT_SECRET</code> from your X developer app (callback URL{' '}
                  <code className="font-mono break-all">{window.location.origin}/twitter/auth/callback</code>
                  ), then restart the server.
                </p>
              ) : (
                <p className="mt-1">
                  Ask your administrator to connect an X app. Your plan still works without it.
                </p>
              )}
            </>
          ) : (
            <p>
              {error.message || 'Failed to connect X account'}{' '}
              {error.message.startsWith('Failed to open popup') ? (
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => connectInThisTab().catch((e) => onError(e))}
                >
                  Continue in this tab
                </button>
              ) : null}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded p-1 text-amber-700 hover:bg-amber-100"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  )
}

/**
 * The connected account: image, names, connected date; every other channel with its state and
 * action; Close and 'Disconnect Account'.
 */
export function AccountModal({ onClose, onReconnect }: { onClose: () => void; onReconnect?: () => void }) {
  const account = useXAccount().data
  const disconnect = useDisconnectX()
  if (!account) return null
  return (
    <Modal title="Connected X account" onClose={onClose}>
      <div className="flex items-center gap-4">
        {account.profile_image_url ? (
          <img src={account.profile_image_url} alt="" className="h-14 w-14 rounded-full" />
        ) : (
          <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-200 text-xl font-bold text-slate-600">
            {account.display_name.charAt(0)}
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">{account.display_name}</p>
          <p className="text-sm text-slate-500">@{account.username}</p>
          <p className="text-xs text-slate-500">
            Connected {new Date(account.connected_at).toLocaleDateString()}
          </p>
        </div>
      </div>
      {account.needs_reconnect ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          X stopped accepting this connection. Reconnect the account so scheduled posts can go out.{' '}
          {onReconnect ? (
            <button type="button" onClick={onReconnect} className="font-semibold underline">
              Reconnect
            </button>
          ) : null}
        </p>
      ) : null}
      <XPostingPaused />
      <section aria-labelledby="other-networks" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="other-networks" className="text-sm font-semibold text-slate-900">
          Other networks
        </h3>
        <p className="text-xs text-slate-500">Approved posts also go to the networks you connect here.</p>
        <div data-testid="account-modal-channels">
          <ChannelsPanel without={['x']} />
        </div>
      </section>
      {disconnect.error ? (
        <p className="mt-3 text-sm text-red-600">
          {disconnect.error.message || 'Failed to disconnect X account'}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="danger"
          disabled={disconnect.isPending}
          onClick={async () => {
            try {
              await disconnect.mutateAsync()
              onClose()
            } catch {
              // shown above
            }
          }}
        >
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect Account'}
        </Button>
      </div>
    </Modal>
  )
}
