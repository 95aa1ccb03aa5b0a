import { useQueryClient } from '@tanstack/react-query'
import type { RewritePreset } from '../../shared/rewrite'
import { api, unwrap } from './api'
import { type MarketingSession, type ScheduledTweet, sessionKey, sessionsKey } from './marketing-sessions'
import { toast } from './store'

/**
 * Tweet edits with optimistic updates: the change shows at once; if the server refuses, the session
 * rolls back and a toast says why (the failure is also logged, SPEC §8).
 */
export function useTweetActions(sessionId: string) {
  const client = useQueryClient()
  const key = sessionKey(sessionId)

  async function optimistic<T>(
    label: string,
    change: (s: MarketingSession) => MarketingSession,
    call: () => Promise<T>,
  ): Promise<T | null> {
    await client.cancelQueries({ queryKey: key })
    const before = client.getQueryData<MarketingSession>(key)
    if (before) client.setQueryData(key, change(before))
    try {
      const result = await call()
      void client.invalidateQueries({ queryKey: sessionsKey })
      return result
    } catch (error) {
      console.error(error)
      if (before) client.setQueryData(key, before)
      toast(`${label}: ${(error as Error).message}`)
      return null
    }
  }

  const patchTweet = (id: string, patch: Partial<ScheduledTweet>) => (s: MarketingSession) => ({
    ...s,
    scheduled_tweets: s.scheduled_tweets
      .map((t) => (t.id === id ? { ...t, ...patch } : t))
      .sort((a, b) => new Date(a.scheduled_time).getTime() - new Date(b.scheduled_time).getTime()),
  })

  return {
    setStatus: (id: string, status: 'draft' | 'scheduled' | 'cancelled') =>
      optimistic('Could not change the status', patchTweet(id, { status }), async () =>
        unwrap(
          await api['marketing-sessions']({ id: sessionId }).tweets({ tweetId: id }).status.put({ status }),
          `marketing-sessions/${sessionId}/tweets/${id}/status`,
        ),
      ),
    update: (
      id: string,
      updates: { content?: string; scheduled_time?: string; thread_parts?: string[] | null },
    ) =>
      optimistic(
        'Could not save the post',
        patchTweet(id, {
          ...(updates.content !== undefined ? { content: updates.content } : {}),
          ...(updates.thread_parts !== undefined
            ? {
                thread_parts: updates.thread_parts,
                content: updates.thread_parts?.[0] ?? updates.content ?? '',
              }
            : {}),
          ...(updates.scheduled_time !== undefined
            ? { scheduled_time: new Date(updates.scheduled_time) }
            : {}),
        }),
        async () =>
          unwrap(
            await api['marketing-sessions']({ id: sessionId })
              .tweets({ tweetId: id })
              .patch({ tweet_id: id, updates }),
            `marketing-sessions/${sessionId}/tweets/${id}`,
          ),
      ),
    /** Three AI alternatives (nothing changes until one is picked and saved with `update`). */
    rewrite: async (
      id: string,
      body: { preset?: RewritePreset; instruction?: string; part?: number },
    ): Promise<{ alternatives: string[] }> =>
      unwrap(
        await api['marketing-sessions']({ id: sessionId }).tweets({ tweetId: id }).rewrite.post(body),
        `marketing-sessions/${sessionId}/tweets/${id}/rewrite`,
      ),
    remove: (id: string) =>
      optimistic(
        'Could not delete the post',
        (s) => ({ ...s, scheduled_tweets: s.scheduled_tweets.filter((t) => t.id !== id) }),
        async () =>
          unwrap(
            await api['marketing-sessions']({ id: sessionId }).tweets({ tweetId: id }).delete(),
            `marketing-sessions/${sessionId}/tweets/${id}`,
          ),
      ),
  }
}
