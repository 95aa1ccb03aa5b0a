import { ChevronLeft, ChevronRight, ExternalLink, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { partsOf } from '../../shared/thread'
import { isEditableTweetStatus } from '../../shared/tweet-status'
import { Button } from './button'
import { Modal } from './modal'
import { ThreadPartsEditor } from './thread-parts-editor'
import { type TweetMetrics, TweetMetricsLine } from './tweet-metrics'
import { type RewriteRequest, TweetRewritePanel } from './tweet-rewrite-panel'

export type DetailTweet = {
  id: string
  content: string
  thread_parts?: string[] | null
  scheduled_time: Date | string
  status: string
  pillar_id: string | null
  posted_url?: string | null
  last_error?: string | null
}
export type TweetUpdates = { content?: string; scheduled_time?: string; thread_parts?: string[] | null }
export type DetailPillar = { id: string; title: string; description: string | null }
export type DetailAccount = {
  display_name: string
  username: string
  profile_image_url?: string | null
} | null

const pad = (n: number) => String(n).padStart(2, '0')
const dateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const timeInput = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`

const badge: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-700',
  posting: 'bg-amber-100 text-amber-800',
  posted: 'bg-indigo-100 text-indigo-800',
  failed: 'bg-red-600 text-white',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${badge[status] ?? badge.draft}`}
    >
      {status}
    </span>
  )
}

/**
 * 'Tweet Details' (SPEC §2): preview, time, pillar, content; edit with date/time and the n/280 counter;
 * previous/next by scheduled time; Delete, Edit and Draft / Approve Tweet. Read-only without handlers.
 */
export function TweetDetailModal(props: {
  tweets: DetailTweet[]
  initialId: string
  pillars: DetailPillar[]
  account: DetailAccount
  /** Latest metrics of posted tweets, by tweet id. */
  metricsOf?: Map<string, TweetMetrics>
  onClose: () => void
  actions?: {
    save: (id: string, updates: TweetUpdates) => Promise<unknown>
    remove: (id: string) => Promise<unknown>
    setStatus: (id: string, status: 'draft' | 'scheduled') => Promise<unknown>
    /** Three AI alternatives for the post (or one part of a thread). */
    rewrite?: (id: string, request: RewriteRequest) => Promise<{ alternatives: string[] }>
  }
}) {
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
  const when = tweet ? new Date(tweet.scheduled_time) : new Date()
  const [draft, setDraft] = useState({
    content: tweet?.content ?? '',
    parts: (tweet?.thread_parts ?? null) as string[] | null,
    date: dateInput(when),
    time: timeInput(when),
  })
  const [rewriting, setRewriting] = useState(false)
  /** The text before an alternative replaced it, for Undo. */
  const [undo, setUndo] = useState<null | { id: string; updates: TweetUpdates }>(null)

  if (!tweet) return null
  const pillar = props.pillars.find((p) => p.id === tweet.pillar_id)
  const editable = Boolean(props.actions) && isEditableTweetStatus(tweet.status)

  const go = (delta: number) => {
    const next = ordered[index + delta]
    if (!next) return
    setCurrentId(next.id)
    setEditing(false)
    setRewriting(false)
    setUndo(null)
  }
  const startEdit = () => {
    setDraft({
      content: tweet.content,
      parts: tweet.thread_parts ?? null,
      date: dateInput(when),
      time: timeInput(when),
    })
    setRewriting(false)
    setEditing(true)
  }
  const currentParts = tweet.thread_parts ?? null
  async function pickAlternative(text: string, part: number) {
    const before: TweetUpdates = currentParts ? { thread_parts: currentParts } : { content: tweet!.content }
    const after: TweetUpdates = currentParts
      ? { thread_parts: currentParts.map((p, i) => (i === part ? text : p)) }
      : { content: text }
    const saved = await props.actions!.save(tweet!.id, after)
    if (saved === null) return // refused: the toast says why, the text is unchanged
    setRewriting(false)
    setUndo({ id: tweet!.id, updates: before })
  }
  async function save() {
    const updates: TweetUpdates = {}
    if (draft.parts) {
      if (JSON.stringify(draft.parts) !== JSON.stringify(tweet!.thread_parts ?? null))
        updates.thread_parts = draft.parts
    } else if (tweet!.thread_parts) {
      updates.thread_parts = null
      updates.content = draft.content
    } else if (draft.content !== tweet!.content) updates.content = draft.content
    const [y, m, d] = draft.date.split('-').map(Number)
    const [hh, mm] = draft.time.split(':').map(Number)
    const next = new Date(y!, m! - 1, d!, hh!, mm!)
    if (!Number.isNaN(next.getTime()) && next.getTime() !== when.getTime())
      updates.scheduled_time = next.toISOString()
    if (Object.keys(updates).length === 0) return setEditing(false) // nothing changed: nothing is sent
    setBusy('save')
    const saved = await props.actions!.save(tweet!.id, updates)
    setBusy(null)
    // A refused save keeps the editor open with the user's text (the toast says why and offers Retry).
    if (saved !== null) setEditing(false)
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
        <div className="flex items-center gap-3">
          {props.account?.profile_image_url ? (
            <img src={props.account.profile_image_url} alt="" className="h-10 w-10 rounded-full" />
          ) : (
            <span className="grid h-10 w-10 place-items-center rounded-full bg-slate-200 text-sm font-bold text-slate-600">
              {(props.account?.display_name ?? 'Your Brand').charAt(0)}
            </span>
          )}
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{props.account?.display_name ?? 'Your Brand'}</p>
            <p className="text-slate-500">{props.account ? `@${props.account.username}` : '@yourbrand'}</p>
          </div>
        </div>
        {editing ? (
          <div className="mt-3 space-y-3">
            <div className="flex flex-wrap gap-2">
              <label className="text-xs font-medium text-slate-600">
                Date
                <input
                  type="date"
                  value={draft.date}
                  onChange={(e) => setDraft({ ...draft, date: e.target.value })}
                  className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                />
              </label>
              <label className="text-xs font-medium text-slate-600">
                Time
                <input
                  type="time"
                  value={draft.time}
                  onChange={(e) => setDraft({ ...draft, time: e.target.value })}
                  className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                />
              </label>
            </div>
            <ThreadPartsEditor
              content={draft.content}
              parts={draft.parts}
              onChange={(next) => setDraft({ ...draft, ...next })}
            />
          </div>
        ) : currentParts ? (
          <ol className="mt-3 space-y-2" aria-label={`Thread of ${currentParts.length} parts`}>
            {currentParts.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a part is its position
              <li key={i} className="border-l-2 border-indigo-200 pl-3" data-testid="thread-part">
                <span className="text-xs font-semibold text-slate-500">
                  {i + 1}/{currentParts.length}
                </span>
                <p
                  className="text-[15px] whitespace-pre-wrap text-slate-900"
                  data-testid={i === 0 ? 'tweet-content' : undefined}
                >
                  {part}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-[15px] whitespace-pre-wrap text-slate-900" data-testid="tweet-content">
            {tweet.content}
          </p>
        )}
        {undo && undo.id === tweet.id && !editing ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600" role="status">
            Replaced with the alternative.
            <button
              type="button"
              className="font-semibold text-indigo-700 hover:underline"
              onClick={async () => {
                const saved = await props.actions!.save(undo.id, undo.updates)
                if (saved !== null) setUndo(null)
              }}
            >
              Undo
            </button>
          </p>
        ) : null}
      </div>

      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">Scheduled</dt>
          <dd className="text-slate-900">
            {when.toLocaleString(undefined, {
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">Pillar</dt>
          <dd>
            <p className="font-medium text-slate-900">{pillar?.title ?? 'Unknown Pillar'}</p>
            {pillar?.description ? <p className="text-slate-600">{pillar.description}</p> : null}
          </dd>
        </div>
        {tweet.posted_url ? (
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-slate-500">Posted</dt>
            <dd>
              <a
                href={tweet.posted_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-indigo-600 hover:underline"
              >
                View on X <ExternalLink className="h-3.5 w-3.5" />
              </a>
              <TweetMetricsLine metrics={props.metricsOf?.get(tweet.id)} className="mt-1 text-sm" />
            </dd>
          </div>
        ) : null}
        {tweet.status === 'failed' && tweet.last_error ? (
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-slate-500">Failed</dt>
            <dd className="text-red-600">{tweet.last_error}</dd>
          </div>
        ) : null}
      </dl>

      {editable && rewriting && !editing && props.actions?.rewrite ? (
        <TweetRewritePanel
          key={tweet.id}
          parts={partsOf(tweet).length}
          rewrite={(request) => props.actions!.rewrite!(tweet.id, request)}
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
              <Button onClick={save} disabled={busy === 'save'}>
                {busy === 'save' ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="danger"
                disabled={busy !== null}
                onClick={async () => {
                  setBusy('delete')
                  const removed = await props.actions!.remove(tweet.id)
                  setBusy(null)
                  if (removed === null) return // refused: the post stays on screen
                  const neighbour = ordered[index + 1] ?? ordered[index - 1]
                  if (neighbour) setCurrentId(neighbour.id)
                  else props.onClose()
                }}
              >
                {busy === 'delete' ? 'Deleting...' : 'Delete Tweet'}
              </Button>
              {props.actions?.rewrite ? (
                <Button
                  variant="secondary"
                  onClick={() => setRewriting(!rewriting)}
                  disabled={busy !== null}
                  aria-expanded={rewriting}
                >
                  <Sparkles className="h-4 w-4" /> Rewrite
                </Button>
              ) : null}
              <Button variant="secondary" onClick={startEdit} disabled={busy !== null}>
                Edit
              </Button>
              {tweet.status === 'scheduled' ? (
                <Button
                  variant="secondary"
                  disabled={busy !== null}
                  onClick={async () => {
                    setBusy('status')
                    await props.actions!.setStatus(tweet.id, 'draft')
                    setBusy(null)
                  }}
                >
                  {busy === 'status' ? 'Updating...' : 'Draft'}
                </Button>
              ) : (
                <Button
                  disabled={busy !== null}
                  onClick={async () => {
                    setBusy('status')
                    await props.actions!.setStatus(tweet.id, 'scheduled')
                    setBusy(null)
                  }}
                >
                  {busy === 'status' ? 'Approving...' : 'Approve Tweet'}
                </Button>
              )}
            </>
          )}
        </div>
      ) : null}
    </Modal>
  )
}
