import { useEffect, useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { NETWORK_NAMES } from '../../../shared/networks'
import { Spinner } from '../../components/spinner'
import { type Channel, completeChannelOAuth } from '../../lib/channels'
import type { PopupMessage } from '../../lib/oauth-popup'
import { ERROR_POPUP_CLOSE_MS } from '../../lib/x-account'

type Outcome =
  | { kind: 'pending' }
  | { kind: 'success'; channel: Channel }
  | { kind: 'error'; message: string }

/** /channels/linkedin/callback and /channels/mastodon/callback: finishes OAuth and tells the opener. */
export function ChannelCallbackPage({ network }: { network: 'linkedin' | 'mastodon' }) {
  const params = new URLSearchParams(useSearch())
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' })
  const ran = useRef(false)
  const popup = Boolean(window.opener && window.opener !== window)
  const name = NETWORK_NAMES[network]

  useEffect(() => {
    if (ran.current) return
    ran.current = true
    const tell = (message: PopupMessage<{ channel: Channel }>) =>
      window.opener?.postMessage(message, window.location.origin)
    const fail = (message: string) => {
      setOutcome({ kind: 'error', message })
      if (popup) {
        tell({ type: 'OAUTH_ERROR', error: message })
        setTimeout(() => window.close(), ERROR_POPUP_CLOSE_MS)
      }
    }
    const code = params.get('code')
    const state = params.get('state')
    if (!code || !state)
      return fail(params.get('error_description') ?? `${name} did not send the sign-in back`)
    completeChannelOAuth(network, code, state)
      .then((channel) => {
        setOutcome({ kind: 'success', channel })
        if (popup) {
          tell({ type: 'OAUTH_COMPLETE', payload: { channel } })
          window.close()
        }
      })
      .catch((error: Error) => fail(error.message || `Failed to connect ${name}`))
  })

  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        {outcome.kind === 'pending' ? (
          <Spinner text={`Connecting your ${name} account...`} />
        ) : outcome.kind === 'success' ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">{name} account connected</h1>
            <p className="mt-2 text-slate-600">
              Posting as <strong>{outcome.channel.account?.display_name}</strong>.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-slate-900">{name} was not connected</h1>
            <p className="mt-2 text-red-600">{outcome.message}</p>
          </>
        )}
        {!popup && outcome.kind !== 'pending' ? (
          <Link
            href="/user"
            className="mt-6 inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Go to your dashboard
          </Link>
        ) : null}
      </div>
    </main>
  )
}
