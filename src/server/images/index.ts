import { Elysia, t } from 'elysia'
import { CARD_COLOUR, CARD_LAYOUTS, CARD_SIZES } from '../../shared/card'
import { MAX_ALT_LENGTH, MAX_GIF_BYTES, MAX_IMAGES_PER_POST } from '../../shared/images'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { makeCard } from '../cards/cards'
import type { Database } from '../db/database'
import { postImage, tweetParams } from '../sessions/model'
import { addImage, imageFile, removeImage, updateImage } from './images'

/** A multipart body's file with its boundary and fields: the picture's own limit plus room for the rest. */
export const MAX_UPLOAD_BYTES = MAX_GIF_BYTES + 64 * 1024

const imageParams = t.Object({
  id: t.String({ format: 'uuid' }),
  tweetId: t.String({ format: 'uuid' }),
  imageId: t.String({ format: 'uuid' }),
})

/** Pictures on a post (issue #28): up to four, each described, in the order they appear. */
export const imageRoutes = (db: Database, auth: Auth) =>
  new Elysia({ detail: { tags: ['images'] } })
    .use(authPlugin(auth))
    .post(
      '/marketing-sessions/:id/tweets/:tweetId/images',
      async ({ user, params, body, set }) => {
        const image = await addImage(
          db,
          user,
          params.id,
          params.tweetId,
          new Uint8Array(await body.file.arrayBuffer()),
          body.alt ?? '',
        )
        set.status = 201
        return { image }
      },
      {
        auth: true,
        params: tweetParams,
        body: t.Object({ file: t.File(), alt: t.Optional(t.String({ maxLength: MAX_ALT_LENGTH * 4 })) }),
        response: { 201: t.Object({ image: postImage }) },
        detail: {
          summary: `Adds a picture to a post (PNG, JPEG, WebP or GIF; at most ${MAX_IMAGES_PER_POST} a post)`,
        },
      },
    )
    .post(
      '/marketing-sessions/:id/tweets/:tweetId/cards',
      async ({ user, params, body, set }) => {
        const image = await makeCard(db, user, params.id, params.tweetId, body)
        set.status = 201
        return { image }
      },
      {
        auth: true,
        params: tweetParams,
        body: t.Object({
          layout: t.Optional(t.UnionEnum(CARD_LAYOUTS)),
          size: t.UnionEnum(Object.keys(CARD_SIZES) as ['landscape', 'square']),
          style: t.Optional(
            t.Object({
              background: t.Optional(t.String({ pattern: CARD_COLOUR.source })),
              foreground: t.Optional(t.String({ pattern: CARD_COLOUR.source })),
              accent: t.Optional(t.String({ pattern: CARD_COLOUR.source })),
            }),
          ),
        }),
        response: { 201: t.Object({ image: postImage }) },
        detail: {
          summary: "Makes a quote card from the post's strongest words and adds it to the post's pictures",
        },
      },
    )
    .patch(
      '/marketing-sessions/:id/tweets/:tweetId/images/:imageId',
      async ({ user, params, body }) => ({
        images: await updateImage(db, user, params.id, params.tweetId, params.imageId, body),
      }),
      {
        auth: true,
        params: imageParams,
        body: t.Object({
          alt: t.Optional(t.String({ maxLength: MAX_ALT_LENGTH * 4 })),
          position: t.Optional(t.Integer({ minimum: 0, maximum: MAX_IMAGES_PER_POST - 1 })),
        }),
        response: t.Object({ images: t.Array(postImage) }),
        detail: { summary: "A picture's description or place (the post's pictures, in order)" },
      },
    )
    .delete(
      '/marketing-sessions/:id/tweets/:tweetId/images/:imageId',
      async ({ user, params }) => ({
        images: await removeImage(db, user, params.id, params.tweetId, params.imageId),
      }),
      { auth: true, params: imageParams, response: t.Object({ images: t.Array(postImage) }) },
    )
    .get(
      '/images/:imageId',
      async ({ user, params }) => {
        const image = await imageFile(db, user, params.imageId)
        return new Response(new Uint8Array(image.bytes), {
          headers: {
            'content-type': image.type,
            // The owner's only: kept by their browser, never by a shared cache.
            'cache-control': 'private, max-age=86400, immutable',
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline',
          },
        })
      },
      { auth: true, params: t.Object({ imageId: t.String({ format: 'uuid' }) }) },
    )
