import { t } from 'elysia'

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
