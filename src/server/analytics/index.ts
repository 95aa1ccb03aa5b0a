import { cron } from '@elysiajs/cron'
import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { findSession } from '../marketing-sessions/service'
import { type AnalyticsDeps, runMetricsTick, sessionAnalytics } from './service'

const metrics = {
  likes: t.Number(),
  reposts: t.Number(),
  replies: t.Number(),
  quotes: t.Number(),
  bookmarks: t.Number(),
  impressions: t.Nullable(t.Number()),
}

export const sessionAnalyticsResponse = t.Object({
  metrics_unavailable: t.Nullable(t.String()),
  tweets: t.Array(t.Object({ tweet_id: t.String(), ...metrics })),
  pillars: t.Array(
    t.Object({
      pillar_id: t.Nullable(t.String()),
      title: t.String(),
      posts: t.Number(),
      measured: t.Number(),
      total_engagement: t.Number(),
      median_engagement: t.Number(),
      best_post: t.Nullable(t.Object({ tweet_id: t.String(), content: t.String(), engagement: t.Number() })),
    }),
  ),
})

/**
 * Post analytics: a collector every minute in every replica (claims are row-locked and leased) reads
 * X's public metrics 1 h, 24 h and 7 d after each post; the session's analytics roll them up by pillar.
 */
export const analyticsRoutes = (deps: AnalyticsDeps, auth: Auth, options: { timers: boolean }) => {
  let running: Promise<unknown> | null = null
  const tick = () => {
    running ??= runMetricsTick(deps)
      .catch((error) => deps.logger.error('metrics collection failed', { error }))
      .finally(() => {
        running = null
      })
    return running
  }
  return new Elysia({ detail: { tags: ['analytics'] } })
    .use(authPlugin(auth))
    .use(
      cron({
        name: 'metrics-collector',
        pattern: '* * * * *',
        paused: !options.timers,
        run: () => void tick(),
      }),
    )
    .get(
      '/marketing-sessions/:id/analytics',
      async ({ user, params }) => sessionAnalytics(deps.db, await findSession(deps.db, user, params.id)),
      {
        auth: true,
        params: t.Object({ id: t.String({ format: 'uuid' }) }),
        response: sessionAnalyticsResponse,
      },
    )
    .post('/admin/metrics/run', () => runMetricsTick(deps), {
      admin: true,
      response: t.Object({
        claimed: t.Number(),
        snapshots: t.Number(),
        calls: t.Number(),
        rateLimited: t.Number(),
      }),
    })
}
