import { Send } from 'lucide-react'
import { XPostingPaused } from '../../components/channels/channels-panel'
import { ConnectXButton } from '../../components/connect-x'
import { isAdmin } from '../../lib/auth-client'
import { useSession } from '../../lib/session'
import { useXAccount } from '../../lib/x-account'
import type { Dashboard } from './api'
import { Card } from './card'
import { liveXAccount, xAccountText } from './x-account-summary'

/** Whether posts can go out: the connected account, or what to do about it. */
export function XAccountSection({ account: loaded }: { account: Dashboard['x_account'] }) {
  const admin = isAdmin(useSession().data)
  // The shared account query follows connects and disconnects made here; the dashboard's answer
  // covers the first paint and says whether X is configured at all.
  const live = useXAccount().data
  const account = liveXAccount(loaded, live)
  const text = xAccountText(account, admin)
  return (
    <Card id="x-account" title="X account">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={`flex items-start gap-2 text-sm ${account.state === 'needs_reconnect' ? 'text-amber-800' : 'text-slate-700'}`}
        >
          <Send className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>{text}</span>
        </p>
        {account.state !== 'not_connected' || account.configured ? <ConnectXButton /> : null}
      </div>
      {account.state === 'connected' ? <XPostingPaused /> : null}
    </Card>
  )
}
