import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { NETWORKS } from '../../../shared/networks'
import { id, timestamps } from './columns'
import { scheduledTweets } from './marketing-sessions'

/** Raw bytes (bytea). Either driver may hand them back as bytes or as Postgres's hex text ("\x89504e…"). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === 'string'
      ? new Uint8Array(Buffer.from(value.replace(/^\\x/, ''), 'hex'))
      : new Uint8Array(value),
})

/**
 * A picture on a planned post (issue #28), in the database with the post, so replicas on one Postgres
 * need no shared disk; served only to the post's owner. `position` orders a post's pictures (0–3).
 */
export const postImages = pgTable(
  'post_images',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => scheduledTweets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The type read from the bytes (never the one the browser claimed). */
    type: text('type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    /** The description a screen reader speaks; empty until the founder writes one. */
    alt: text('alt').notNull().default(''),
    bytes: bytes('bytes').notNull(),
    ...timestamps,
  },
  (table) => [index('post_images_post_idx').on(table.postId, table.position)],
)

/**
 * A picture a network has accepted, by its id there: a retried post sends it again by id instead of
 * uploading it twice. Written as soon as the network has it, before the post that carries it.
 */
export const postImageUploads = pgTable(
  'post_image_uploads',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => postImages.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    mediaId: text('media_id').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.network] })],
)
