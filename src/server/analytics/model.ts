import { t } from 'elysia'
import { NETWORKS } from '../../shared/networks'

const metrics = {
  likes: t.Number(),
  reposts: t.Number(),
  replies: t.Number(),
  quotes: t.Number(),
  bookmarks: t.Number(),
  impressions: t.Nullable(t.Number()),
}

const network = t.UnionEnum(NETWORKS)
const onNetwork = { network, measured: t.Number(), total_engagement: t.Number() }

export const sessionAnalyticsResponse = t.Object({
  /** Why X's metrics cannot be read (each network's own reason is in `networks`). */
  metrics_unavailable: t.Nullable(t.String()),
  tweets: t.Array(
    t.Object({
      tweet_id: t.String(),
      ...metrics,
      /** Engagement on each network the post has a reading from. */
      by_network: t.Object({
        x: t.Optional(t.Number()),
        linkedin: t.Optional(t.Number()),
        bluesky: t.Optional(t.Number()),
        mastodon: t.Optional(t.Number()),
      }),
    }),
  ),
  /** Every network the user posts to, or has readings from: engagement there, or why it cannot be read. */
  networks: t.Array(t.Object({ ...onNetwork, metrics_unavailable: t.Nullable(t.String()) })),
  pillars: t.Array(
    t.Object({
      pillar_id: t.Nullable(t.String()),
      title: t.String(),
      posts: t.Number(),
      measured: t.Number(),
      total_engagement: t.Number(),
      median_engagement: t.Number(),
      by_network: t.Array(t.Object(onNetwork)),
      best_post: t.Nullable(t.Object({ tweet_id: t.String(), content: t.String(), engagement: t.Number() })),
    }),
  ),
})
