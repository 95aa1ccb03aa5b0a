import { useId, useState } from 'react'
import { NETWORK_NAMES, NETWORK_RULES, variantFor, variantProblem } from '../../../shared/networks'
import type { ScheduledTweet } from '../../lib/marketing-sessions'
import { Button } from '../button'
import type { VariantChange } from './api'

type PostNetwork = NonNullable<ScheduledTweet['networks']>[number]

/** What goes to one network: the founder's own text there, or the post's words as that network takes them. */
export function variantOf(
  tweet: Pick<ScheduledTweet, 'content' | 'thread_parts' | 'linkedin_variant'>,
  n: PostNetwork,
): string[] {
  if (n.content !== null) return n.thread_parts?.length ? n.thread_parts : [n.content]
  const made = variantFor(
    n.network,
    { content: tweet.content, threadParts: tweet.thread_parts, linkedinVariant: tweet.linkedin_variant },
    n.limit ?? NETWORK_RULES[n.network].limit,
  )
  return made.threadParts?.length ? made.threadParts : [made.content]
}

const STATUS: Record<PostNetwork['status'], string> = {
  scheduled: 'To post',
  posting: 'Posting',
  posted: 'Posted',
  failed: 'Failed',
}

/**
 * The other networks a post goes to (issue #27), each with the text it will get there: the post's own
 * words as that network takes them (LinkedIn one post, Mastodon's longer limit) or the founder's own
 * version, written here with that network's counter and checked by its rule before it is sent.
 */
export function TweetNetworks(props: {
  tweet: ScheduledTweet
  editable: boolean
  setVariant: (change: VariantChange) => Promise<unknown>
}) {
  const titleId = useId()
  const networks = props.tweet.networks ?? []
  if (networks.length === 0) return null
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-100 pt-4">
      <h3 id={titleId} className="text-sm font-medium text-slate-500">
        Also goes to
      </h3>
      <ul className="mt-2 space-y-3">
        {networks.map((n) => (
          <li key={n.network}>
            <NetworkVariant
              key={`${props.tweet.id}:${n.network}`}
              tweet={props.tweet}
              network={n}
              editable={props.editable && n.status === 'scheduled'}
              setVariant={props.setVariant}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function NetworkVariant(props: {
  tweet: ScheduledTweet
  network: PostNetwork
  editable: boolean
  setVariant: (change: VariantChange) => Promise<unknown>
}) {
  const n = props.network
  const name = NETWORK_NAMES[n.network]
  const rule = NETWORK_RULES[n.network]
  const limit = n.limit ?? rule.limit
  const shown = variantOf(props.tweet, n)
  // LinkedIn's longer version, written with the plan from the same answers, while the post is as written.
  const planVersion =
    n.content === null && !!props.tweet.linkedin_variant && shown[0] === props.tweet.linkedin_variant
  const [draft, setDraft] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const problems = draft?.map((part) => variantProblem(n.network, part, limit)) ?? []

  async function save(content: string | null, parts: string[] | null) {
    setBusy(true)
    setError(null)
    try {
      await props.setVariant({
        id: props.tweet.id,
        network: n.network,
        content,
        thread_parts: parts && parts.length > 1 ? parts : null,
      })
      setDraft(null)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 p-3" data-testid={`network-${n.network}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-800">{name}</span>
        <span className="text-xs text-slate-500">
          {STATUS[n.status]} ·{' '}
          {n.content !== null
            ? 'your own text'
            : planVersion
              ? 'a longer version from your interview'
              : 'the post’s words'}
        </span>
      </div>
      {draft ? (
        <div className="mt-2 space-y-2">
          {draft.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a part is its position
            <div key={i}>
              <textarea
                aria-label={draft.length > 1 ? `${name} text, part ${i + 1}` : `${name} text`}
                value={part}
                onChange={(e) => setDraft(draft.map((p, j) => (j === i ? e.target.value : p)))}
                rows={n.network === 'linkedin' ? 6 : 4}
                className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-indigo-500 focus:outline-none"
              />
              <p
                className={`text-right text-xs ${problems[i] ? 'font-medium text-red-600' : 'text-slate-500'}`}
                data-testid="network-counter"
              >
                {rule.count(part)}/{limit} {rule.unit}
              </p>
            </div>
          ))}
          {problems.find(Boolean) || error ? (
            <p role="alert" className="text-sm text-red-600">
              {problems.find(Boolean) ?? error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => save(draft[0]!, draft)} disabled={busy || problems.some(Boolean)}>
              {busy ? 'Saving...' : `Save for ${name}`}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div className="mt-2 space-y-2 text-sm whitespace-pre-wrap break-words text-slate-700">
            {shown.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a part is its position
              <p key={i} data-testid="network-text">
                {part}
              </p>
            ))}
          </div>
          {n.status === 'failed' && n.last_error ? (
            <p className="mt-1 text-xs text-red-600">{n.last_error}</p>
          ) : null}
          {n.posted_url ? (
            <a
              href={n.posted_url}
              target="_blank"
              rel="noreferrer"
              className="mt-1 block text-xs font-medium text-indigo-600 hover:underline"
            >
              View on {name}
            </a>
          ) : null}
          {props.editable ? (
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              {n.content !== null ? (
                <Button variant="secondary" onClick={() => save(null, null)} disabled={busy}>
                  Use the post’s words
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => setDraft(rule.threads ? shown : [shown.join('\n\n')])}
                disabled={busy}
              >
                Edit for {name}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
