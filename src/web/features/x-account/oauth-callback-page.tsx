import { useEffect, useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { Spinner } from '../../components/spinner'
import {
  completeOAuth,
  ERROR_POPUP_CLOSE_MS,
  OAUTH_STATE_KEY,
  type OAuthMessage,
  type XAccount,
} from '../../lib/x-account'

type Outcome =
  | { kind: 'pending' }
  | { kind: 'success'; account: XAccount }
  | { kind: 'error'; message: string }

/** /twitter/auth/callback: finishes OAuth, then tells the opener (popup) or shows the outcome. */
export function OAuthCallbackPage() {
  const params = new URLSearchParams(useSearch())
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' })
  const ran = useRef(false)
  const popup = Boolean(window.opener && window.opener !== window)

  useEffect(() => {
    if (ran.current) return
    ran.current = true
    const code = params.get('code')
    const state = params.get('state')
    const tell = (message: OAuthMessage) => window.opener?.postMessage(message, window.location.origin)
    const fail = (message: string) => {
      setOutcome({ kind: 'error', message })
      if (popup) {
        tell({ type: 'OAUTH_ERROR', error: message })
        setTimeout(() => window.close(), ERROR_POPUP_CLOSE_MS)
      }
    }
    if (!code || !state) return fail(params.get('error_description') ?? 'Missing code or state in URL')
    if (!popup) {
      const expected = sessionStorage.getItem(OAUTH_STATE_KEY)
      sessionStorage.removeItem(OAUTH_STATE_KEY)
      if (expected && expected !== state) return fail('Failed to authenticate with X')
    }
    completeOAuth(code, state)
      .then((account) => {
        setOutcome({ kind: 'success', account })
        if (popup) {
          tell({ type: 'OAUTH_COMPLETE', payload: { account } })
          window.close()
        }
      })
      .catch((error: Error) => fail(error.message || 'Failed to authenticate with X'))
  })

  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        {outcome.kind === 'pending' ? (
          <Spinner text="Connecting your X account..." />
        ) : outcome.kind === 'success' ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">X account connected</h1>
            <p className="mt-2 text-slate-600">
              Posting as <strong>@{outcome.account.username}</strong>.
            </p>
          </>
        ) : outcome.message.includes('already connected to another user') ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">Account Already Connected</h1>
            <p className="mt-2 text-slate-600">
              This X account is connected to another Chad user. Connect a different X account, or ask the
              other user to disconnect it first.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-slate-900">Authentication Failed</h1>
            <p className="mt-2 text-red-600">{outcome.message}</p>
          </>
        )}
        {!popup && outcome.kind !== 'pending' ? (
          <Link
            href="/"
            className="mt-6 inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Go Home
          </Link>
        ) : null}
      </div>
    </main>
  )
}
