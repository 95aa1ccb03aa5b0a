import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { inTimeOrder } from '../../../shared/calendar'
import type { OtherNetwork } from '../../../shared/networks'
import type { SettableTweetStatus } from '../../../shared/tweet-status'
import { api, unwrap } from '../../lib/api'
import { slotTimeLabel } from '../../lib/format'
import {
  dashboardKey,
  type MarketingSession,
  type ScheduledTweet,
  sessionKey,
  sessionsKey,
} from '../../lib/marketing-sessions'
import { toast } from '../../lib/store'

const tweetRoute = (sessionId: string, tweetId: string) =>
  api['marketing-sessions']({ id: sessionId }).tweets({ tweetId })
type TweetRoute = ReturnType<typeof tweetRoute>
/** What an edit may change (the API's PATCH body). */
export type TweetUpdates = NonNullable<Parameters<TweetRoute['patch']>[0]>['updates']
/** A rewrite's preset or instruction, and which part of a thread (the API's body). */
export type RewriteRequest = NonNullable<Parameters<TweetRoute['rewrite']['post']>[0]>

/** A network's variant as the API takes it (the route's PUT body, with which post and network). */
export type VariantChange = {
  id: string
  network: OtherNetwork
  content: string | null
  thread_parts?: string[] | null
}

/** The lists a tweet's change shows in besides its session: the dashboard (next posts, counts by status). */
const showsTweets: QueryKey[] = [dashboardKey]
/** …and, when a post goes, the session lists that count posts (the user's sessions, the admin's). */
const countsTweets: QueryKey[] = [...showsTweets, [...sessionsKey, 'user'], [...sessionsKey, 'all']]

const patchTweet = (id: string, patch: Partial<ScheduledTweet>) => (s: MarketingSession) => ({
  ...s,
  scheduled_tweets: inTimeOrder(s.scheduled_tweets.map((t) => (t.id === id ? { ...t, ...patch } : t))),
})
const withUpdates = (id: string, updates: TweetUpdates) =>
  patchTweet(id, {
    ...(updates.content !== undefined ? { content: updates.content } : {}),
    // A thread's first part is its content.
    ...(updates.thread_parts !== undefined
      ? { thread_parts: updates.thread_parts, content: updates.thread_parts?.[0] ?? updates.content ?? '' }
      : {}),
    ...(updates.scheduled_time !== undefined ? { scheduled_time: new Date(updates.scheduled_time) } : {}),
  })

/**
 * One tweet change: shown at once in the session; the server's answer replaces it; the lists that show
 * the change are refreshed. When the server refuses, the session rolls back, a toast gives the server's
 * message with a Retry (issue 14 overrides SPEC §8's "logged only"; the failure is still logged), and
 * the mutation fails, so a caller such as the editor keeps the user's text.
 */
function useTweetMutation<V extends { id: string }>(
  sessionId: string,
  spec: {
    call: (v: V) => Promise<{ scheduled_tweet: ScheduledTweet } | null>
    apply: (v: V) => (s: MarketingSession) => MarketingSession
    failure: (v: V, before: MarketingSession | undefined) => string
    lists: QueryKey[]
  },
) {
  const client = useQueryClient()
  const key = sessionKey(sessionId)
  const mutation = useMutation({
    mutationFn: spec.call,
    // One session's edits reach the server in the order they were made: two quick status clicks
    // (cancelled, then draft) sent side by side could land the other way round and leave "cancelled".
    scope: { id: `tweets:${sessionId}` },
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: key, exact: true })
      const before = client.getQueryData<MarketingSession>(key)
      if (before) client.setQueryData(key, spec.apply(v)(before))
      return { before }
    },
    onError: (error, v, context) => {
      console.error(error)
      if (context?.before) client.setQueryData(key, context.before)
      toast(`${spec.failure(v, context?.before)}: ${error.message}`, 'error', {
        label: 'Retry',
        run: () => mutation.mutate(v),
      })
    },
    onSuccess: (result) => {
      // The server's copy replaces the optimistic one, unless they agree (no second render of the grid).
      const saved = result?.scheduled_tweet
      const shown = client
        .getQueryData<MarketingSession>(key)
        ?.scheduled_tweets.find((t) => t.id === saved?.id)
      if (saved && JSON.stringify(shown) !== JSON.stringify(saved))
        client.setQueryData<MarketingSession>(key, (s) => s && patchTweet(saved.id, saved)(s))
      for (const list of spec.lists) void client.invalidateQueries({ queryKey: list })
    },
  })
  return mutation
}

/** A session's tweet edits: status, text and time, a move on the calendar, deletion, and AI rewrites. */
export function useTweetActions(sessionId: string) {
  const client = useQueryClient()
  const route = (id: string) => tweetRoute(sessionId, id)
  const path = (id: string, rest = '') => `marketing-sessions/${sessionId}/tweets/${id}${rest}`
  const patch = async ({ id, updates }: { id: string; updates: TweetUpdates }) =>
    unwrap(await route(id).patch({ tweet_id: id, updates }), path(id))

  const setStatus = useTweetMutation(sessionId, {
    call: async ({ id, status }: { id: string; status: SettableTweetStatus }) =>
      unwrap(await route(id).status.put({ status }), path(id, '/status')),
    apply: ({ id, status }) => patchTweet(id, { status }),
    failure: () => 'Could not change the status',
    lists: showsTweets,
  })
  const update = useTweetMutation(sessionId, {
    call: patch,
    apply: ({ id, updates }) => withUpdates(id, updates),
    failure: () => 'Could not save the post; your edit is kept',
    lists: showsTweets,
  })
  /** A drag or keyboard move: on failure the card goes back, and the toast says where. */
  const move = useTweetMutation(sessionId, {
    call: ({ id, scheduled_time }: { id: string; scheduled_time: string }) =>
      patch({ id, updates: { scheduled_time } }),
    apply: ({ id, scheduled_time }) => withUpdates(id, { scheduled_time }),
    failure: ({ id }, before) => {
      const was = before?.scheduled_tweets.find((t) => t.id === id)?.scheduled_time
      return was ? `Could not move the post; it is back at ${slotTimeLabel(was)}` : 'Could not move the post'
    },
    lists: showsTweets,
  })
  const remove = useTweetMutation(sessionId, {
    call: async ({ id }: { id: string }) => {
      unwrap(await route(id).delete(), path(id))
      return null
    },
    apply:
      ({ id }) =>
      (s) => ({ ...s, scheduled_tweets: s.scheduled_tweets.filter((t) => t.id !== id) }),
    failure: () => 'Could not delete the post',
    lists: countsTweets,
  })
  /**
   * The founder's own text for one network (null: made from the post again). The server checks it by that
   * network's rule; a refusal throws with its message and nothing changes.
   */
  const setVariant = async ({ id, network, content, thread_parts }: VariantChange) => {
    const saved = unwrap(
      await route(id).networks({ network }).put({ content, thread_parts }),
      path(id, `/networks/${network}`),
    ).network
    client.setQueryData<MarketingSession>(sessionKey(sessionId), (s) => {
      const tweet = s?.scheduled_tweets.find((t) => t.id === id)
      return s && tweet
        ? patchTweet(id, { networks: tweet.networks?.map((n) => (n.network === network ? saved : n)) })(s)
        : s
    })
    return saved
  }
  /** Three AI alternatives (nothing changes until one is picked and saved with `update`). */
  const rewrite = async (id: string, request: RewriteRequest) =>
    unwrap(await route(id).rewrite.post(request), path(id, '/rewrite'))

  return { sessionId, setStatus, update, move, remove, rewrite, setVariant }
}
