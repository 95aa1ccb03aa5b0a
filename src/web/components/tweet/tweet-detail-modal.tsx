import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { partsOf } from '../../../shared/thread'
import { isEditableTweetStatus } from '../../../shared/tweet-status'
import type { NarrativePillar, ScheduledTweet } from '../../lib/marketing-sessions'
import type { TweetMetrics } from '../analytics/api'
import { Button } from '../button'
import { Modal } from '../modal'
import { StatusBadge } from '../status-badge'
import type { TweetUpdates, useTweetActions } from './api'
import { draftOf, draftUpdates } from './draft'
import { TweetEditor } from './tweet-editor'
import { TweetFacts } from './tweet-facts'
import { TweetImages } from './tweet-images'
import { TweetNetworks } from './tweet-networks'
import { type PreviewAccount, TweetAuthor, TweetText } from './tweet-preview'
import { TweetRewritePanel } from './tweet-rewrite-panel'
import { TweetSources } from './tweet-sources'

/**
 * 'Tweet Details' (SPEC §2): preview, time, pillar, content, and the founder's words it came from
 * ("From your interview"); previous/next by scheduled time. With `can: 'edit'` (the session calendar):
 * Delete, Rewrite, Edit (date/time and the n/280 counter) and Draft / Approve Tweet. With
 * `can: 'rewrite'` (the read-only week view): Rewrite only.
 */
export function TweetDetailModal(props: {
  tweets: ScheduledTweet[]
  initialId: string
  pillars: NarrativePillar[]
  account: PreviewAccount
  /** Latest metrics of posted tweets, by tweet id. */
  metricsOf?: Map<string, TweetMetrics>
  onClose: () => void
  actions: ReturnType<typeof useTweetActions>
  can: 'edit' | 'rewrite'
}) {
  const { actions } = props
  const ordered = [...props.tweets].sort(
    (a, b) => new Date(a.scheduled_time).getTime() - new Date(b.scheduled_time).getTime(),
  )
  const [currentId, setCurrentId] = useState(props.initialId)
  const index = Math.max(
    0,
    ordered.findIndex((t) => t.id === currentId),
  )
  const tweet = ordered[index]
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<null | 'save' | 'delete' | 'status'>(null)
  const [draft, setDraft] = useState(() =>
    draftOf(tweet ?? { content: '', thread_parts: null, scheduled_time: new Date(0) }),
  )
  /** Why the last save was refused; the editor stays open with the user's text. */
  const [saveError, setSaveError] = useState<string | null>(null)
  const [rewriting, setRewriting] = useState(false)
  /** The text before an alternative replaced it, for Undo. */
  const [undo, setUndo] = useState<null | { id: string; updates: TweetUpdates }>(null)

  if (!tweet) return null
  const pillar = props.pillars.find((p) => p.id === tweet.pillar_id)
  const editable = isEditableTweetStatus(tweet.status)
  const save = (updates: TweetUpdates) => actions.update.mutateAsync({ id: tweet.id, updates })
  // A retry from the toast that went through makes the refusal old news.
  const retried = actions.update.isSuccess && actions.update.variables?.id === tweet.id

  const go = (delta: number) => {
    const next = ordered[index + delta]
    if (!next) return
    setCurrentId(next.id)
    setEditing(false)
    setRewriting(false)
    setUndo(null)
  }
  const startEdit = () => {
    setDraft(draftOf(tweet))
    setSaveError(null)
    setRewriting(false)
    setEditing(true)
  }
  async function saveDraft() {
    const updates = draftUpdates(draft, tweet!)
    if (!updates) return setEditing(false) // nothing changed: nothing is sent
    setBusy('save')
    setSaveError(null)
    try {
      await save(updates)
      setEditing(false)
    } catch (error) {
      // The toast says why and offers Retry; the editor keeps the user's text and the reason.
      setSaveError((error as Error).message)
    } finally {
      setBusy(null)
    }
  }
  async function pickAlternative(text: string, part: number) {
    const parts = tweet!.thread_parts
    // Undo gives back the plan's LinkedIn version too: a change of words clears it on the server.
    const before: TweetUpdates = {
      ...(parts ? { thread_parts: parts } : { content: tweet!.content }),
      ...(tweet!.linkedin_variant ? { linkedin_variant: tweet!.linkedin_variant } : {}),
    }
    const after: TweetUpdates = parts
      ? { thread_parts: parts.map((p, i) => (i === part ? text : p)) }
      : { content: text }
    try {
      await save(after)
    } catch {
      return // refused: the toast says why, the text is unchanged
    }
    setRewriting(false)
    setUndo({ id: tweet!.id, updates: before })
  }
  /** Runs a change of the post; a refusal leaves it on screen as it was (the toast says why). */
  async function run(kind: 'delete' | 'status', change: () => Promise<unknown>): Promise<boolean> {
    setBusy(kind)
    try {
      await change()
      return true
    } catch {
      return false
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      widthClass="max-w-xl"
      onClose={props.onClose}
      title={
        <span className="flex items-center gap-3">
          Tweet Details <StatusBadge status={tweet.status} />
        </span>
      }
    >
      <div className="flex items-center justify-between text-sm text-slate-500">
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={index === 0}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 hover:bg-slate-100 disabled:opacity-30"
          aria-label="Previous tweet"
        >
          <ChevronLeft className="h-4 w-4" /> Previous
        </button>
        <span>
          {index + 1} of {ordered.length}
        </span>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={index === ordered.length - 1}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 hover:bg-slate-100 disabled:opacity-30"
          aria-label="Next tweet"
        >
          Next <ChevronRight className="h-4 w-4" />
        </button>
      </div>

      <div className="mt-3 rounded-2xl border border-slate-200 p-4">
        <TweetAuthor account={props.account} />
        {editing ? (
          <TweetEditor draft={draft} onChange={setDraft} error={retried ? null : saveError} />
        ) : (
          <TweetText tweet={tweet} />
        )}
        {undo && undo.id === tweet.id && !editing ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" role="status">
            Replaced with the alternative.
            <button
              type="button"
              className="font-semibold text-indigo-700 hover:underline"
              onClick={async () => {
                try {
                  await save(undo.updates)
                  setUndo(null)
                } catch {} // refused: the toast says why; Undo stays offered
              }}
            >
              Undo
            </button>
          </p>
        ) : null}
      </div>

      <TweetImages
        key={tweet.id}
        sessionId={actions.sessionId}
        tweet={tweet}
        editable={editable && props.can === 'edit'}
      />
      <TweetFacts tweet={tweet} pillar={pillar} metrics={props.metricsOf?.get(tweet.id)} />
      <TweetNetworks
        tweet={tweet}
        editable={editable && props.can === 'edit'}
        setVariant={actions.setVariant}
      />
      <TweetSources sources={tweet.sources} />

      {editable && rewriting && !editing ? (
        <TweetRewritePanel
          key={tweet.id}
          parts={partsOf(tweet).length}
          rewrite={(request) => actions.rewrite(tweet.id, request)}
          onPick={pickAlternative}
          onDismiss={() => setRewriting(false)}
        />
      ) : null}

      {editable ? (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy === 'save'}>
                Cancel
              </Button>
              <Button onClick={saveDraft} disabled={busy === 'save'}>
                {busy === 'save' ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <>
              {props.can === 'edit' ? (
                <Button
                  variant="danger"
                  disabled={busy !== null}
                  onClick={async () => {
                    if (!(await run('delete', () => actions.remove.mutateAsync({ id: tweet.id })))) return
                    const neighbour = ordered[index + 1] ?? ordered[index - 1]
                    if (neighbour) setCurrentId(neighbour.id)
                    else props.onClose()
                  }}
                >
                  {busy === 'delete' ? 'Deleting...' : 'Delete Tweet'}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => setRewriting(!rewriting)}
                disabled={busy !== null}
                aria-expanded={rewriting}
              >
                <Sparkles className="h-4 w-4" /> Rewrite
              </Button>
              {props.can === 'edit' ? (
                <>
                  <Button variant="secondary" onClick={startEdit} disabled={busy !== null}>
                    Edit
                  </Button>
                  <Button
                    variant={tweet.status === 'scheduled' ? 'secondary' : 'primary'}
                    disabled={busy !== null}
                    onClick={() => {
                      const status = tweet.status === 'scheduled' ? 'draft' : 'scheduled'
                      void run('status', () => actions.setStatus.mutateAsync({ id: tweet.id, status }))
                    }}
                  >
                    {busy === 'status'
                      ? tweet.status === 'scheduled'
                        ? 'Updating...'
                        : 'Approving...'
                      : tweet.status === 'scheduled'
                        ? 'Draft'
                        : 'Approve Tweet'}
                  </Button>
                </>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </Modal>
  )
}
