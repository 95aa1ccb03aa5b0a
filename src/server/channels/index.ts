import { Elysia, t } from 'elysia'
import { NETWORKS } from '../../shared/networks'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { connectBluesky } from './bluesky'
import type { ChannelDeps } from './deps'
import { completeLinkedIn, initiateLinkedIn } from './linkedin'
import { completeMastodon, initiateMastodon } from './mastodon'
import { asHttpError } from './network-call'
import { channelDto, disconnectChannel, listChannels, resumePosting, testPost } from './service'

const network = t.UnionEnum(NETWORKS)
const channel = t.Object({
  network,
  name: t.String(),
  configured: t.Boolean(),
  connect: t.UnionEnum(['oauth', 'instance_oauth', 'app_password']),
  account: t.Nullable(
    t.Object({
      username: t.String(),
      display_name: t.String(),
      profile_image_url: t.Nullable(t.String()),
      connected_at: t.Date(),
      needs_reconnect: t.Boolean(),
      posting_paused: t.Nullable(t.String()),
      instance: t.Nullable(t.String()),
    }),
  ),
  post_limit: t.Number(),
  threads: t.Boolean(),
})
const authorization = t.Object({ authorization_url: t.String(), state: t.String() })
const callback = t.Object({
  code: t.String({ minLength: 1, maxLength: 2000 }),
  state: t.String({ minLength: 1, maxLength: 200 }),
})
const posted = t.Object({ id: t.String(), url: t.String() })

/** The user's channels on every network (X keeps its SPEC routes under /twitter as well). */
export const channelRoutes = (deps: ChannelDeps, auth: Auth) =>
  new Elysia({ prefix: '/channels', detail: { tags: ['channels'] } })
    .use(authPlugin(auth))
    .get('/', async ({ user }) => ({ channels: await listChannels(deps, user.id) }), {
      auth: true,
      response: t.Object({ channels: t.Array(channel) }),
    })
    .delete(
      '/:network',
      async ({ user, params }) => {
        await disconnectChannel(deps, user.id, params.network)
        return { disconnected: true as const }
      },
      { auth: true, params: t.Object({ network }) },
    )
    .post(
      '/:network/resume',
      async ({ user, params }) => ({ channel: await resumePosting(deps, user.id, params.network) }),
      { auth: true, params: t.Object({ network }), response: t.Object({ channel }) },
    )
    .post('/linkedin/initiate', ({ user }) => initiateLinkedIn(deps, user.id), {
      auth: true,
      response: authorization,
    })
    .post(
      '/linkedin/callback',
      async ({ user, body }) => ({
        channel: channelDto(
          deps,
          'linkedin',
          await completeLinkedIn(deps, user.id, body.code, body.state).catch((error) => {
            throw asHttpError('linkedin', error, 'the connection')
          }),
        ),
      }),
      { auth: true, body: callback, response: t.Object({ channel }) },
    )
    .post(
      '/mastodon/initiate',
      ({ user, body }) =>
        initiateMastodon(deps, user.id, body.instance).catch((error) => {
          throw asHttpError('mastodon', error, 'the connection')
        }),
      {
        auth: true,
        body: t.Object({ instance: t.String({ minLength: 1, maxLength: 300 }) }),
        response: authorization,
      },
    )
    .post(
      '/mastodon/callback',
      async ({ user, body }) => ({
        channel: channelDto(
          deps,
          'mastodon',
          await completeMastodon(deps, user.id, body.code, body.state).catch((error) => {
            throw asHttpError('mastodon', error, 'the connection')
          }),
        ),
      }),
      { auth: true, body: callback, response: t.Object({ channel }) },
    )
    .post(
      '/bluesky/connect',
      async ({ user, body }) => ({
        channel: channelDto(
          deps,
          'bluesky',
          await connectBluesky(deps, user.id, {
            identifier: body.identifier,
            appPassword: body.app_password,
            server: body.server,
          }),
        ),
      }),
      {
        auth: true,
        body: t.Object({
          identifier: t.String({ minLength: 1, maxLength: 300 }),
          app_password: t.String({ minLength: 1, maxLength: 100 }),
          server: t.Optional(t.String({ maxLength: 300 })),
        }),
        response: t.Object({ channel }),
      },
    )
    .post(
      '/:network/test-post',
      ({ user, params, body }) => testPost(deps, user.id, params.network, body.content, body.reply),
      {
        auth: true,
        params: t.Object({ network }),
        body: t.Object({
          content: t.String({ maxLength: 10_000 }),
          /** A second part: posts a two-part test thread. */
          reply: t.Optional(t.String({ maxLength: 10_000 })),
        }),
        response: t.Object({ post: posted, reply: t.Optional(posted) }),
      },
    )
