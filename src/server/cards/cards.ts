import { and, eq } from 'drizzle-orm'
import { type CardLayout, type CardSize, cardWords } from '../../shared/card'
import { founderNames, productName, readAnswers } from '../ai/offline/writer'
import type { Viewer } from '../context'
import type { Database } from '../db/database'
import { scheduledTweets } from '../db/schema'
import { notFound } from '../http/errors'
import { addImage, type PostImageDto } from '../images/images'
import { seriesTranscript } from '../sessions/series'
import { findSession } from '../sessions/sessions'
import { type CardStyle, renderCard } from './render'

/** A card's colours when the founder picks none: deep indigo, white words, a warm accent. */
export const DEFAULT_CARD_STYLE: CardStyle = {
  background: '#1e1b4b',
  foreground: '#ffffff',
  accent: '#facc15',
}

/**
 * "Make a card" (issue #28): the post's strongest words (a customer's, a headline figure, its first
 * line) as a PNG in the founder's colours, with the product's name, added to the post's pictures; its
 * description is the words it shows.
 */
export async function makeCard(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  postId: string,
  request: { layout?: CardLayout; size: CardSize; style?: Partial<CardStyle> },
): Promise<PostImageDto> {
  const session = await findSession(db, viewer, sessionId)
  const [post] = await db
    .select({ content: scheduledTweets.content, threadParts: scheduledTweets.threadParts })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.id, postId), eq(scheduledTweets.sessionId, sessionId)))
  if (!post) throw notFound('Tweet')
  const words = cardWords((post.threadParts ?? [post.content]).join(' '), request.layout)
  const transcript = await seriesTranscript(db, [session])
  const name = productName(readAnswers(transcript), founderNames(transcript))
  const png = await renderCard({
    words,
    size: request.size,
    name,
    style: { ...DEFAULT_CARD_STYLE, ...request.style },
  })
  return addImage(
    db,
    viewer,
    sessionId,
    postId,
    png,
    words.who ? `${words.words} — ${words.who}` : words.words,
  )
}
