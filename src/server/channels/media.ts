import { and, asc, eq, gt } from 'drizzle-orm'
import type { Network } from '../../shared/networks'
import type { Database } from '../db/database'
import { postImages, postImageUploads } from '../db/schema'

/** A post's picture as a network upload needs it. */
export type UploadImage = {
  id: string
  type: string
  alt: string
  width: number
  height: number
  size: number
}

/** What a network gave back for a picture: its id there, and the description sent with it. */
export type UploadedImage = { mediaId: string; alt: string; width: number; height: number }

/** A post's pictures in order, without their bytes (read one at a time by `uploadedOnce`). */
export async function postImagesOf(db: Database, postId: string): Promise<UploadImage[]> {
  return db
    .select({
      id: postImages.id,
      type: postImages.type,
      alt: postImages.alt,
      width: postImages.width,
      height: postImages.height,
      size: postImages.size,
    })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position))
}

/**
 * A post's pictures on one network, each uploaded once and recorded as soon as the network has it, so
 * a retried post sends the recorded id instead of uploading again. `keptMs`: how long the network keeps
 * an upload no post has used yet (an older one is uploaded again). Throws what the network answered
 * when it refuses a picture; the caller fails the post with it.
 */
export async function uploadedOnce(
  db: Database,
  options: { postId: string; network: Network; now: Date; keptMs: number },
  upload: (image: UploadImage, bytes: Uint8Array) => Promise<string>,
): Promise<UploadedImage[]> {
  const { postId, network, now, keptMs } = options
  const out: UploadedImage[] = []
  for (const image of await postImagesOf(db, postId)) {
    const [kept] = await db
      .select({ mediaId: postImageUploads.mediaId })
      .from(postImageUploads)
      .where(
        and(
          eq(postImageUploads.imageId, image.id),
          eq(postImageUploads.network, network),
          gt(postImageUploads.uploadedAt, new Date(now.getTime() - keptMs)),
        ),
      )
    let mediaId = kept?.mediaId
    if (!mediaId) {
      // The bytes are read one picture at a time: a post's four pictures may be 20 MB.
      const [file] = await db
        .select({ bytes: postImages.bytes })
        .from(postImages)
        .where(eq(postImages.id, image.id))
      mediaId = await upload(image, file!.bytes)
      await db
        .insert(postImageUploads)
        .values({ imageId: image.id, network, mediaId, uploadedAt: now })
        .onConflictDoUpdate({
          target: [postImageUploads.imageId, postImageUploads.network],
          set: { mediaId, uploadedAt: now },
        })
    }
    out.push({ mediaId, alt: image.alt, width: image.width, height: image.height })
  }
  return out
}
