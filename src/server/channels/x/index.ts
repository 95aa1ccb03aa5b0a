import { Elysia, t } from 'elysia'
import type { Auth } from '../../auth/auth'
import { authPlugin } from '../../auth/plugin'
import { completeCallback, disconnect, getAccount, initiate, testTweet, type XDeps } from './service'

const postedTweet = t.Object({ id: t.String(), text: t.String(), twitter_url: t.String() })

const account = t.Object({
  display_name: t.String(),
  username: t.String(),
  profile_image_url: t.Nullable(t.String()),
  connected_at: t.Date(),
  needs_reconnect: t.Boolean(),
})

/** The user's X account (SPEC §7 "Social account"). */
export const xRoutes = (deps: XDeps, auth: Auth) =>
  new Elysia({ prefix: '/twitter', detail: { tags: ['x'] } })
    .use(authPlugin(auth))
    .get('/account', ({ user }) => getAccount(deps.db, user.id), {
      auth: true,
      response: t.Object({ account }),
    })
    .delete(
      '/account',
      async ({ user }) => {
        await disconnect(deps, user.id)
        return { disconnected: true as const }
      },
      { auth: true },
    )
    .post('/auth/initiate', ({ user }) => initiate(deps, user.id), {
      auth: true,
      body: t.Optional(t.Object({}, { additionalProperties: true })),
      response: t.Object({ authorization_url: t.String(), state: t.String() }),
    })
    .post('/auth/callback', ({ user, body }) => completeCallback(deps, user.id, body.code, body.state), {
      auth: true,
      body: t.Object({
        code: t.String({ minLength: 1, maxLength: 2000 }),
        state: t.String({ minLength: 1, maxLength: 200 }),
      }),
      response: t.Object({ account }),
    })
    .post('/test-tweet', ({ user, body }) => testTweet(deps, user.id, body.content, body.reply), {
      auth: true,
      body: t.Object({
        content: t.String({ maxLength: 10_000 }),
        /** A second part: posts a two-part test thread. */
        reply: t.Optional(t.String({ maxLength: 10_000 })),
      }),
      response: t.Object({
        tweet: postedTweet,
        reply: t.Optional(postedTweet),
      }),
    })
