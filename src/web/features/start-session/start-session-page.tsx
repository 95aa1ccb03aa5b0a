import { Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { sessionStatusLabel } from '../../../shared/status-labels'
import { Button } from '../../components/button'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Modal } from '../../components/modal'
import { PageLoading } from '../../components/spinner'
import { useDeleteSession, useUserSessions } from '../../lib/marketing-sessions'
import { useSession } from '../../lib/session'
import { createSession } from './api'

/**
 * /start-session: with no sessions, starts one and opens it; otherwise offers 'Continue Your Session'.
 * If starting fails, goes home.
 */
export function StartSessionPage() {
  const me = useSession().data?.user
  const sessions = useUserSessions(me?.id)
  const [, navigate] = useLocation()
  const starting = useRef(false)
  const [busy, setBusy] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null)
  const remove = useDeleteSession()

  async function start() {
    if (starting.current) return
    starting.current = true
    setBusy(true)
    try {
      const created = await createSession()
      navigate(`/marketing-sessions/${created.marketing_session.id}`, { replace: true })
    } catch (error) {
      console.error(error)
      navigate('/', { replace: true })
    }
  }

  const empty = sessions.isSuccess && sessions.data.length === 0
  useEffect(() => {
    if (empty) void start()
    if (sessions.isError) navigate('/', { replace: true })
  })

  if (!sessions.isSuccess || empty || busy) return <PageLoading text="Starting your session..." />

  return (
    <div className="min-h-full bg-slate-50">
      <Modal title="Continue Your Session" onClose={() => navigate('/')}>
        <p className="text-sm text-slate-600">Pick up where you left off, or start a new interview.</p>
        <ul className="mt-4 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex items-center gap-2" data-testid="session-item">
              <button
                type="button"
                onClick={() => navigate(`/marketing-sessions/${s.id}`)}
                className="flex min-w-0 flex-1 flex-col items-start px-4 py-3 text-left hover:bg-slate-50"
              >
                <span className="text-sm font-medium text-slate-900">{sessionStatusLabel(s.status)}</span>
                <span className="text-xs text-slate-500">
                  {new Date(s.created_at).toLocaleString()}
                  {s.previous_session_id ? ' · next two weeks' : ''}
                </span>
              </button>
              <button
                type="button"
                aria-label="Delete session"
                title="Delete session"
                onClick={() => setConfirmDelete(s.id)}
                className="mr-2 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => navigate('/')}>
            Cancel
          </Button>
          <Button onClick={start}>Start New Session</Button>
        </div>
      </Modal>
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete session"
          message="Delete this marketing session?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={remove.isPending}
          error={remove.error ? remove.error.message || 'Failed to delete marketing session' : null}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(confirmDelete)
              setConfirmDelete(null)
            } catch {
              // shown in the dialog
            }
          }}
        />
      ) : null}
    </div>
  )
}
