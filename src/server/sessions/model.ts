import { t } from 'elysia'
import { PILLARS_TO_SELECT } from '../../shared/limits'
import { OTHER_NETWORKS } from '../../shared/networks'
import { marketingSessionStatuses } from '../../shared/session-status'
import { deliveryStatuses, settableTweetStatuses, tweetStatuses } from '../../shared/tweet-status'

export const pillar = t.Object({
  id: t.String(),
  title: t.String(),
  description: t.Nullable(t.String()),
  selected: t.Boolean(),
})
export type PillarDto = typeof pillar.static

export const tweetStatus = t.UnionEnum(tweetStatuses)
/** What a user may set by hand. */
export const settableTweetStatus = t.UnionEnum(settableTweetStatuses)

/** One more network a post goes to besides X (its delivery there), with the founder's own variant if any. */
export const postNetwork = t.Object({
  network: t.UnionEnum(OTHER_NETWORKS),
  /** The founder's own text for this network, or null: made from the post when sent (`variantFor`). */
  content: t.Nullable(t.String()),
  thread_parts: t.Nullable(t.Array(t.String())),
  status: t.UnionEnum(deliveryStatuses),
  /** The channel's own post limit where its server sets one (a Mastodon instance's), else null. */
  limit: t.Nullable(t.Number()),
  posted_url: t.Nullable(t.String()),
  last_error: t.Nullable(t.String()),
})
export type PostNetworkDto = typeof postNetwork.static

/** A network's variant written by hand (null content: made from the post again). */
export const setVariantBody = t.Object({
  content: t.Nullable(t.String({ maxLength: 3000 })),
  thread_parts: t.Optional(t.Nullable(t.Array(t.String({ maxLength: 3000 }), { minItems: 2, maxItems: 8 }))),
})
export const variantParams = t.Object({
  id: t.String(),
  tweetId: t.String(),
  network: t.UnionEnum(OTHER_NETWORKS),
})

/** A picture on a post (issue #28), without its bytes (`GET /api/images/:id` serves them). */
export const postImage = t.Object({
  id: t.String(),
  /** Its place among the post's pictures, 0 first. */
  position: t.Number(),
  type: t.String(),
  width: t.Number(),
  height: t.Number(),
  /** The description a screen reader speaks (empty: none written yet). */
  alt: t.String(),
})

export const scheduledTweet = t.Object({
  id: t.String(),
  content: t.String(),
  /** A thread's parts in order (2–8; `content` is the first), or null for a single post. */
  thread_parts: t.Nullable(t.Array(t.String())),
  /** How many parts X has confirmed (a failed thread keeps the parts already posted). */
  posted_parts: t.Number(),
  scheduled_time: t.Date(),
  status: tweetStatus,
  pillar_id: t.Nullable(t.String()),
  content_type: t.String(),
  posted_url: t.Nullable(t.String()),
  last_error: t.Nullable(t.String()),
  /** The founder's words the post was written from (excerpts of their interview answers); may be empty. */
  sources: t.Array(t.String()),
  /** The plan's LinkedIn version (one post, a little longer, the same facts), or null. */
  linkedin_variant: t.Nullable(t.String()),
  /** Suggested for a quote card when the plan was written (a customer's words, a headline figure). */
  card_suggested: t.Boolean(),
  /** The other networks it goes to (in a session's read; a single post's answer leaves it out). */
  networks: t.Optional(t.Array(postNetwork)),
  /** Its pictures in order (in a session's read; a single post's answer leaves them out). */
  images: t.Optional(t.Array(postImage)),
})
export type ScheduledTweetDto = typeof scheduledTweet.static

export const sessionStatus = t.UnionEnum(marketingSessionStatuses)

export const marketingSession = t.Object({
  id: t.String(),
  user_id: t.String(),
  status: sessionStatus,
  conversation_id: t.String(),
  time_zone: t.String(),
  created_at: t.Date(),
  completed_at: t.Nullable(t.Date()),
  narrative_pillars: t.Array(pillar),
  scheduled_tweets: t.Array(scheduledTweet),
  /** Whether the interview has ended (the plan can be generated). */
  conversation_ended: t.Boolean(),
  /** The plan this one continues ("Plan the next two weeks"), or null for a first interview. */
  previous_session_id: t.Nullable(t.String()),
  /** How the founder wants to sound, in their words: every post follows these, none quotes them. */
  tone_rules: t.Array(t.String()),
})
export type MarketingSessionDto = typeof marketingSession.static

export const sessionSummary = t.Object({
  id: t.String(),
  user_id: t.String(),
  status: sessionStatus,
  conversation_id: t.String(),
  created_at: t.Date(),
  completed_at: t.Nullable(t.Date()),
  narrative_pillars: t.Array(pillar),
  scheduled_tweet_count: t.Number(),
  previous_session_id: t.Nullable(t.String()),
})

/** A new session, or a schedule built, in the browser's zone. */
export const timeZoneBody = t.Optional(
  t.Object({
    time_zone: t.Optional(t.String({ maxLength: 64, description: 'IANA time zone of the browser' })),
  }),
)

export const selectPillarsBody = t.Object({
  selected_pillar_ids: t.Array(t.String({ format: 'uuid' }), {
    minItems: PILLARS_TO_SELECT,
    maxItems: PILLARS_TO_SELECT,
    uniqueItems: true,
  }),
})

export const threadPartsField = t.Array(t.String({ maxLength: 1000 }), { maxItems: 8 })

export const rewriteBody = t.Optional(
  t.Object({
    instruction: t.Optional(t.String({ maxLength: 500 })),
    // The presets of shared/rewrite.ts as literals, not t.UnionEnum: Elysia fills an absent UnionEnum
    // with its first value.
    preset: t.Optional(
      t.Union([
        t.Literal('shorter'),
        t.Literal('punchier'),
        t.Literal('more_personal'),
        t.Literal('add_number'),
        t.Literal('question'),
      ]),
    ),
    /** Which part of a thread to rewrite (0 = the first; the default). */
    part: t.Optional(t.Integer({ minimum: 0, maximum: 7 })),
  }),
)

export const replaceScheduleBody = t.Object({
  scheduled_tweets: t.Array(
    t.Object({
      content: t.String({ minLength: 1, maxLength: 10_000 }),
      thread_parts: t.Optional(t.Nullable(threadPartsField)),
      scheduled_time: t.String({ format: 'date-time' }),
      pillar_id: t.Optional(t.Nullable(t.String({ format: 'uuid' }))),
      content_type: t.Optional(t.String({ maxLength: 40 })),
      status: t.Optional(settableTweetStatus),
      /** Kept where they occur in the founder's answers (as the session read gives them back). */
      sources: t.Optional(t.Array(t.String({ maxLength: 2000 }), { maxItems: 10 })),
    }),
    { maxItems: 1000 },
  ),
})

export const idParams = t.Object({ id: t.String({ format: 'uuid' }) })
export const userParams = t.Object({ userId: t.String({ minLength: 1, maxLength: 100 }) })
export const tweetParams = t.Object({
  id: t.String({ format: 'uuid' }),
  tweetId: t.String({ format: 'uuid' }),
})
export const exportQuery = t.Object({ format: t.Union([t.Literal('ics'), t.Literal('csv')]) })

export const setStatusBody = t.Object({ status: settableTweetStatus })

export const updateTweetBody = t.Object({
  tweet_id: t.Optional(t.String()),
  updates: t.Object({
    content: t.Optional(t.String({ maxLength: 10_000 })),
    scheduled_time: t.Optional(t.String({ maxLength: 40 })),
    thread_parts: t.Optional(t.Nullable(threadPartsField)),
    /** The plan's LinkedIn version, given back with the words it was written for (Undo of a rewrite). */
    linkedin_variant: t.Optional(t.Nullable(t.String({ maxLength: 10_000 }))),
  }),
})
