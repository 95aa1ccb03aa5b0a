import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../context'
import {
  postNetwork,
  rewriteBody,
  scheduledTweet,
  setStatusBody,
  setVariantBody,
  tweetParams,
  updateTweetBody,
  variantParams,
} from '../sessions/model'
import { deleteTweet, rewriteTweet, setTweetStatus, setVariant, updateTweet } from './tweets'

/** One planned post of a session (SPEC §7): its status, a hand edit, AI alternatives, removal. */
export const tweetRoutes = (deps: TurnDeps, auth: Auth) => {
  const { db } = deps
  return new Elysia({ prefix: '/marketing-sessions', detail: { tags: ['tweets'] } })
    .use(authPlugin(auth))
    .put(
      '/:id/tweets/:tweetId/status',
      ({ user, params, body }) => setTweetStatus(db, user, params.id, params.tweetId, body.status),
      {
        auth: true,
        params: tweetParams,
        body: setStatusBody,
        response: t.Object({ scheduled_tweet: scheduledTweet }),
      },
    )
    .patch(
      '/:id/tweets/:tweetId',
      ({ user, params, body }) => updateTweet(db, user, params.id, params.tweetId, body.updates),
      {
        auth: true,
        params: tweetParams,
        body: updateTweetBody,
        response: t.Object({ scheduled_tweet: scheduledTweet }),
      },
    )
    .put(
      '/:id/tweets/:tweetId/networks/:network',
      ({ user, params, body }) => setVariant(db, user, params.id, params.tweetId, params.network, body),
      {
        auth: true,
        params: variantParams,
        body: setVariantBody,
        response: t.Object({ network: postNetwork }),
        detail: { summary: "The post's own text for one network (null content: made from the post again)" },
      },
    )
    .post(
      '/:id/tweets/:tweetId/rewrite',
      ({ user, params, body }) => rewriteTweet(deps, user, params.id, params.tweetId, body ?? {}),
      {
        auth: true,
        params: tweetParams,
        body: rewriteBody,
        response: t.Object({ alternatives: t.Array(t.String()) }),
        detail: { summary: 'Three AI alternatives for one post (counts against the AI limit)' },
      },
    )
    .delete(
      '/:id/tweets/:tweetId',
      async ({ user, params }) => {
        await deleteTweet(db, user, params.id, params.tweetId)
        return { deleted: true as const }
      },
      { auth: true, params: tweetParams },
    )
}
