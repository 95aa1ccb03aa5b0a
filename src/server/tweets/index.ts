import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { TurnDeps } from '../context'
import { rewriteBody, scheduledTweet, setStatusBody, tweetParams, updateTweetBody } from '../sessions/model'
import { deleteTweet, rewriteTweet, setTweetStatus, updateTweet } from './tweets'

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
