import { t } from 'elysia'
import { NETWORKS } from '../../shared/networks'
import { sessionAnalyticsResponse } from '../analytics/model'
import { tweetStatus } from '../sessions/model'

const upcomingPost = t.Object({
  id: t.String(),
  session_id: t.String(),
  content: t.String(),
  scheduled_time: t.Date(),
  status: tweetStatus,
  pillar_title: t.Nullable(t.String()),
})

const recentPost = t.Object({
  id: t.String(),
  session_id: t.String(),
  content: t.String(),
  status: tweetStatus,
  scheduled_time: t.Date(),
  posted_at: t.Nullable(t.Date()),
  posted_url: t.Nullable(t.String()),
  last_error: t.Nullable(t.String()),
})

const sessionInProgress = t.Object({
  id: t.String(),
  status: t.String(),
  created_at: t.Date(),
  next_step: t.Object({
    kind: t.Union([
      t.Literal('interview'),
      t.Literal('generate_plan'),
      t.Literal('pick_pillars'),
      t.Literal('review'),
    ]),
    label: t.String(),
  }),
  tweet_count: t.Number(),
})

const xAccount = t.Union([
  t.Object({ state: t.Literal('connected'), username: t.String(), display_name: t.String() }),
  t.Object({ state: t.Literal('needs_reconnect'), username: t.String(), display_name: t.String() }),
  t.Object({ state: t.Literal('not_connected') }),
])

/** One section per key, so a section can be added (e.g. engagement per pillar) without touching the rest. */
export const dashboard = t.Object({
  next_posts: t.Array(upcomingPost),
  counts: t.Object({
    scheduled: t.Number(),
    posted: t.Number(),
    failed: t.Number(),
    awaiting_approval: t.Number(),
    /** The approved posts on each network they go to (X and every connected one with deliveries). */
    networks: t.Array(
      t.Object({
        network: t.UnionEnum(NETWORKS),
        scheduled: t.Number(),
        posted: t.Number(),
        failed: t.Number(),
      }),
    ),
  }),
  sessions_in_progress: t.Array(sessionInProgress),
  x_account: t.Intersect([xAccount, t.Object({ configured: t.Boolean() })]),
  recent_posts: t.Array(recentPost),
  /** Whether the user has any marketing session at all (a brand-new user sees a first-step panel). */
  has_sessions: t.Boolean(),
  /** Engagement by narrative pillar of the latest approved plan, or null before the first approval. */
  engagement: t.Nullable(
    t.Object({
      session_id: t.String(),
      metrics_unavailable: sessionAnalyticsResponse.properties.metrics_unavailable,
      networks: sessionAnalyticsResponse.properties.networks,
      pillars: sessionAnalyticsResponse.properties.pillars,
    }),
  ),
})
export type Dashboard = typeof dashboard.static
