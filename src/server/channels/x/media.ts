import type { TwitterApi } from 'twitter-api-v2'
import type { Database } from '../../db/database'
import { uploadedOnce } from '../media'

/** X keeps an uploaded picture for a day; one uploaded longer ago than this is uploaded again. */
const MEDIA_KEPT_MS = 23 * 3_600_000

/**
 * The X media ids of a post's pictures, in order: each uploaded once (X's chunked upload, then its
 * description) and recorded as soon as X has it (media.ts). Throws what X answered when it refuses one.
 */
export async function xMediaIds(
  db: Database,
  client: Pick<TwitterApi['v2'], 'uploadMedia' | 'createMediaMetadata'>,
  postId: string,
  now: Date,
): Promise<string[]> {
  const uploaded = await uploadedOnce(
    db,
    { postId, network: 'x', now, keptMs: MEDIA_KEPT_MS },
    async (image, bytes) => {
      const mediaId = await client.uploadMedia(Buffer.from(bytes), { media_type: image.type as 'image/png' })
      if (image.alt) await client.createMediaMetadata(mediaId, { alt_text: { text: image.alt } })
      return mediaId
    },
  )
  return uploaded.map((u) => u.mediaId)
}
