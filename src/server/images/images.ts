import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { checkAlt, checkImage, MAX_IMAGES_PER_POST } from '../../shared/images'
import type { Viewer } from '../context'
import type { Database } from '../db/database'
import { marketingSessions, postImages, scheduledTweets } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { requireTweetAllows } from '../sessions/rules'
import { findSession } from '../sessions/sessions'

/** Pictures on a post (issue #28): attach, describe, reorder, remove, and serve them to their owner. */

export type PostImageDto = {
  id: string
  position: number
  type: string
  width: number
  height: number
  alt: string
}

const meta = {
  id: postImages.id,
  position: postImages.position,
  type: postImages.type,
  width: postImages.width,
  height: postImages.height,
  alt: postImages.alt,
}

/** The post, in a session the viewer owns, while pictures may still change (never once X has it). */
async function editablePost(db: Database, viewer: Viewer, sessionId: string, postId: string) {
  await findSession(db, viewer, sessionId)
  const [post] = await db
    .select({ id: scheduledTweets.id, status: scheduledTweets.status })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.id, postId), eq(scheduledTweets.sessionId, sessionId)))
  if (!post) throw notFound('Tweet')
  requireTweetAllows('edit', post)
  return post
}

/** A post's pictures in order, without their bytes. */
export function imagesOf(db: Database, postId: string): Promise<PostImageDto[]> {
  return db
    .select(meta)
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position))
}

/** Adds a picture after the post's others; the bytes are checked before anything is stored. */
export async function addImage(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  postId: string,
  file: Uint8Array,
  alt = '',
): Promise<PostImageDto> {
  await editablePost(db, viewer, sessionId, postId)
  const checked = checkImage(file)
  if ('problem' in checked) throw new HttpError(422, checked.problem)
  const described = checkAlt(alt)
  if ('problem' in described) throw new HttpError(422, described.problem)
  return db.transaction(async (tx) => {
    // The post's row lock: two uploads at once cannot both take the fourth place.
    await tx.execute(sql`select 1 from ${scheduledTweets} where ${scheduledTweets.id} = ${postId} for update`)
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(postImages)
      .where(eq(postImages.postId, postId))) as [{ n: number }]
    if (Number(n) >= MAX_IMAGES_PER_POST)
      throw new HttpError(422, `A post holds at most ${MAX_IMAGES_PER_POST} images.`)
    const [row] = await tx
      .insert(postImages)
      .values({
        postId,
        position: Number(n),
        type: checked.facts.type,
        width: checked.facts.width,
        height: checked.facts.height,
        size: checked.facts.size,
        alt: described.alt,
        bytes: file,
      })
      .returning(meta)
    return row!
  })
}

/** A picture's description or place among the post's pictures (0 first; the others move to make room). */
export async function updateImage(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  postId: string,
  imageId: string,
  change: { alt?: string; position?: number },
): Promise<PostImageDto[]> {
  await editablePost(db, viewer, sessionId, postId)
  await db.transaction(async (tx) => {
    const order = await tx
      .select({ id: postImages.id })
      .from(postImages)
      .where(eq(postImages.postId, postId))
      .orderBy(asc(postImages.position))
      .for('update')
    const at = order.findIndex((x) => x.id === imageId)
    if (at < 0) throw notFound('Image')
    if (change.alt !== undefined) {
      const described = checkAlt(change.alt)
      if ('problem' in described) throw new HttpError(422, described.problem)
      await tx.update(postImages).set({ alt: described.alt }).where(eq(postImages.id, imageId))
    }
    if (change.position !== undefined) {
      const ids = order.map((x) => x.id)
      ids.splice(at, 1)
      ids.splice(Math.max(0, Math.min(change.position, ids.length)), 0, imageId)
      for (const [position, id] of ids.entries())
        await tx.update(postImages).set({ position }).where(eq(postImages.id, id))
    }
  })
  return imagesOf(db, postId)
}

/** Removes a picture; the ones after it move up. */
export async function removeImage(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  postId: string,
  imageId: string,
): Promise<PostImageDto[]> {
  await editablePost(db, viewer, sessionId, postId)
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(postImages)
      .where(and(eq(postImages.id, imageId), eq(postImages.postId, postId)))
      .returning({ position: postImages.position })
    if (!gone) throw notFound('Image')
    await tx
      .update(postImages)
      .set({ position: sql`${postImages.position} - 1` })
      .where(and(eq(postImages.postId, postId), gt(postImages.position, gone.position)))
  })
  return imagesOf(db, postId)
}

/** A picture's bytes for its owner only: anyone else, an admin included, is told it does not exist. */
export async function imageFile(db: Database, viewer: Viewer, imageId: string) {
  const [row] = await db
    .select({ type: postImages.type, bytes: postImages.bytes })
    .from(postImages)
    .innerJoin(scheduledTweets, eq(scheduledTweets.id, postImages.postId))
    .innerJoin(marketingSessions, eq(marketingSessions.id, scheduledTweets.sessionId))
    .where(and(eq(postImages.id, imageId), eq(marketingSessions.userId, viewer.id)))
  if (!row) throw notFound('Image')
  return row
}
