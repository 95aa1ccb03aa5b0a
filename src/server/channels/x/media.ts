import { and, asc, eq, gt } from 'drizzle-orm'
import type { TwitterApi } from 'twitter-api-v2'
import type { Database } from '../../db/database'
import { postImages, postImageUploads } from '../../db/schema'

/** X keeps an uploaded picture for a day; one uploaded longer ago than this is uploaded again. */
const MEDIA_KEPT_MS = 23 * 3_600_000

/**
 * The X media ids of a post's pictures, in order: each uploaded once (X's chunked upload, then its
 * description) and recorded as soon as X has it, so a retried post sends the recorded id instead of
 * uploading again. Throws what X answered when it refuses a picture (the caller fails the post with it).
 */
export async function xMediaIds(
  db: Database,
  client: Pick<TwitterApi['v2'], 'uploadMedia' | 'createMediaMetadata'>,
  postId: string,
  now: Date,
): Promise<string[]> {
  const images = await db
    .select({ id: postImages.id, type: postImages.type, alt: postImages.alt })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position))
  const ids: string[] = []
  for (const image of images) {
    const [kept] = await db
      .select({ mediaId: postImageUploads.mediaId })
      .from(postImageUploads)
      .where(
        and(
          eq(postImageUploads.imageId, image.id),
          eq(postImageUploads.network, 'x'),
          gt(postImageUploads.uploadedAt, new Date(now.getTime() - MEDIA_KEPT_MS)),
        ),
      )
    if (kept) {
      ids.push(kept.mediaId)
      continue
    }
    // The bytes are read one picture at a time: a post's four pictures may be 20 MB.
    const [file] = await db
      .select({ bytes: postImages.bytes })
      .from(postImages)
      .where(eq(postImages.id, image.id))
    const mediaId = await client.uploadMedia(Buffer.from(file!.bytes), {
      media_type: image.type as 'image/png',
    })
    if (image.alt) await client.createMediaMetadata(mediaId, { alt_text: { text: image.alt } })
    await db
      .insert(postImageUploads)
      .values({ imageId: image.id, network: 'x', mediaId, uploadedAt: now })
      .onConflictDoUpdate({
        target: [postImageUploads.imageId, postImageUploads.network],
        set: { mediaId, uploadedAt: now },
      })
    ids.push(mediaId)
  }
  return ids
}
