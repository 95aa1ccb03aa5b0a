import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import {
  conversations,
  marketingSessions,
  narrativePillars,
  postDeliveries,
  postImages,
  scheduledTweets,
  socialAccounts,
} from '../db/schema'
import type { MarketingSessionDto, PillarDto, ScheduledTweetDto } from './model'

/**
 * The session read, described once: each field of the API's session, pillar and post, and the column
 * it comes from. The database's JSON (`sessionJsonSql`, the hot read), the row mappers
 * (`toTweetDto`, `toPillarDto`) and the revival of dates (`reviveSessionDates`) are derived from it,
 * and `satisfies` makes a field the schema has and the description lacks a type error.
 */

type TweetRow = typeof scheduledTweets.$inferSelect
type PillarRow = typeof narrativePillars.$inferSelect
type SessionRow = typeof marketingSessions.$inferSelect

/** A field as stored, as a timestamp (ISO text in JSON, a Date in JS), or as an array's length. */
type Field<Row> = { key: keyof Row & string; as?: 'time' | 'count' }
const as = <Row>(key: keyof Row & string, kind?: 'time' | 'count'): Field<Row> => ({ key, as: kind })

const tweetFields = {
  id: as<TweetRow>('id'),
  content: as<TweetRow>('content'),
  thread_parts: as<TweetRow>('threadParts'),
  posted_parts: as<TweetRow>('postedPartIds', 'count'),
  scheduled_time: as<TweetRow>('scheduledTime', 'time'),
  status: as<TweetRow>('status'),
  pillar_id: as<TweetRow>('pillarId'),
  content_type: as<TweetRow>('contentType'),
  posted_url: as<TweetRow>('postedUrl'),
  last_error: as<TweetRow>('lastError'),
  sources: as<TweetRow>('sources'),
  linkedin_variant: as<TweetRow>('linkedinVariant'),
  card_suggested: as<TweetRow>('cardSuggested'),
} satisfies Record<Exclude<keyof ScheduledTweetDto, 'networks' | 'images'>, Field<TweetRow>>

const pillarFields = {
  id: as<PillarRow>('id'),
  title: as<PillarRow>('title'),
  description: as<PillarRow>('description'),
  selected: as<PillarRow>('selected'),
} satisfies Record<keyof PillarDto, Field<PillarRow>>

/** The session's own columns; the rest of the read (`nested`) is built from the tables above. */
const sessionFields = {
  id: as<SessionRow>('id'),
  user_id: as<SessionRow>('userId'),
  status: as<SessionRow>('status'),
  conversation_id: as<SessionRow>('conversationId'),
  time_zone: as<SessionRow>('timeZone'),
  created_at: as<SessionRow>('createdAt', 'time'),
  completed_at: as<SessionRow>('completedAt', 'time'),
  previous_session_id: as<SessionRow>('previousSessionId'),
} satisfies Partial<Record<keyof MarketingSessionDto, Field<SessionRow>>>

/** A row as the API gives it (times stay Dates: JSON writes them as the SQL read does). */
function toDto<Row, Dto>(fields: Record<string, Field<Row>>, row: Row): Dto {
  const dto: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    const value = row[field.key as keyof Row]
    dto[name] = field.as === 'count' ? (value as unknown[]).length : value
  }
  return dto as Dto
}

export const toTweetDto = (row: TweetRow): ScheduledTweetDto => toDto(tweetFields, row)
export const toPillarDto = (row: PillarRow): PillarDto => toDto(pillarFields, row)
/** The tone rules as the founder sees them (none until the pillars are made). */
export const toneRulesDto = (s: Pick<SessionRow, 'toneRules'>): string[] => s.toneRules?.rules ?? []

/** A timestamp as JSON.stringify writes a Date (UTC, milliseconds, 'Z'), so both reads agree to the character. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A field name as SQL text: our own constants, inlined so the prepared query's plan knows its keys. */
const key = (name: string) => sql.raw(`'${name}'`)

/** `json_build_object(...)` over a description: each column read from `alias` (or the table itself). */
function jsonObject<Row>(
  fields: Record<string, Field<Row>>,
  table: Table,
  alias: string | null,
  extra: [string, SQL][] = [],
): SQL {
  const columns = getTableColumns(table)
  const pairs = Object.entries(fields).map(([name, field]) => {
    const column = columns[field.key]!
    const value = alias ? sql`${sql.identifier(alias)}.${sql.identifier(column.name)}` : sql`${column}`
    const read =
      field.as === 'time' ? isoTime(value) : field.as === 'count' ? sql`cardinality(${value})` : value
    return sql`${key(name)}, ${read}`
  })
  for (const [name, read] of extra) pairs.push(sql`${key(name)}, ${read}`)
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`
}

/** A post's other networks (`postNetwork`), each with its channel's own limit where it has one. */
const tweetNetworks = sql`coalesce((
  select json_agg(json_build_object(
    'network', d.network, 'content', d.content, 'thread_parts', d.thread_parts, 'status', d.status,
    'limit', (select a.post_limit from ${socialAccounts} a
      where a.user_id = ${marketingSessions.userId} and a.provider = d.network),
    'posted_url', d.posted_url, 'last_error', d.last_error
  ) order by d.network)
  from ${postDeliveries} d where d.post_id = x.id
), '[]'::json)`

/** A post's pictures in order, without their bytes (`postImage`). */
const tweetImages = sql`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'position', i.position, 'type', i.type, 'width', i.width, 'height', i.height, 'alt', i.alt
  ) order by i.position)
  from ${postImages} i where i.post_id = x.id
), '[]'::json)`

/**
 * The whole session read's JSON text, built by the database from a row of `marketing_sessions` joined
 * to its conversation: pillars in their order, posts by time.
 */
export const sessionJsonSql = sql<string>`${jsonObject(
  sessionFields,
  marketingSessions,
  null,
  Object.entries({
    narrative_pillars: sql`coalesce((
      select json_agg(${jsonObject(pillarFields, narrativePillars, 'p')} order by p.position)
      from ${narrativePillars} p where p.session_id = ${marketingSessions.id}
    ), '[]'::json)`,
    scheduled_tweets: sql`coalesce((
      select json_agg(${jsonObject(tweetFields, scheduledTweets, 'x', [
        ['networks', tweetNetworks],
        ['images', tweetImages],
      ])} order by x.scheduled_time)
      from ${scheduledTweets} x where x.session_id = ${marketingSessions.id}
    ), '[]'::json)`,
    conversation_ended: sql`${conversations.endedAt} is not null`,
    tone_rules: sql`coalesce(${marketingSessions.toneRules} -> 'rules', '[]'::jsonb)`,
  } satisfies Record<Exclude<keyof MarketingSessionDto, keyof typeof sessionFields>, SQL>),
)}::text`

const timeFields = <Row>(fields: Record<string, Field<Row>>) =>
  Object.entries(fields)
    .filter(([, field]) => field.as === 'time')
    .map(([name]) => name)
const sessionTimes = timeFields(sessionFields)
const tweetTimes = timeFields(tweetFields)

/** The parsed JSON read with its timestamps as Dates again, as the typed DTO has them. */
export function reviveSessionDates(dto: Record<string, unknown>): MarketingSessionDto {
  const revive = (object: Record<string, unknown>, names: string[]) => {
    for (const name of names) if (object[name] !== null) object[name] = new Date(object[name] as string)
  }
  revive(dto, sessionTimes)
  for (const tweet of dto.scheduled_tweets as Record<string, unknown>[]) revive(tweet, tweetTimes)
  return dto as MarketingSessionDto
}
