import type { PublicMetrics } from './analytics'
import { NETWORKS, type Network } from './networks'
import { partsOf } from './thread'

/** Plan exports (beyond the spec): iCalendar events and CSV rows, one per post (a thread with all its parts). */
export type ExportTweet = {
  id: string
  content: string
  thread_parts?: string[] | null
  scheduled_time: Date | string
  status: string
  pillar: string | null
  /** The latest public metrics once posted (CSV only). */
  metrics?: PublicMetrics | null
  /** Engagement on each network it has a reading from (CSV only). */
  engagementByNetwork?: Partial<Record<Network, number>>
  /** Its pictures in order, each named by where it is served and described. */
  images?: { id: string; alt: string }[]
}

/** A post's pictures as a line each: where the owner can open it, and what it shows. */
const imageLines = (t: ExportTweet) =>
  (t.images ?? []).map(
    (i, n) => `Image ${n + 1}: /api/images/${i.id}${i.alt ? ` (${i.alt})` : ' (no description)'}`,
  )

/** A post's full text: a thread's parts numbered 1/n, 2/n… one per paragraph. */
const fullText = (t: ExportTweet) => {
  const parts = partsOf(t)
  return parts.length === 1 ? t.content : parts.map((p, i) => `${i + 1}/${parts.length} ${p}`).join('\n\n')
}

const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 5545 text escaping, then folding at 75 octets. */
const icsText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += ch
    size += n
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function toIcs(
  tweets: ExportTweet[],
  options: { sessionId: string; now: Date; durationMinutes?: number },
): string {
  const minutes = options.durationMinutes ?? 15
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chad//Marketing plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Chad marketing plan',
  ]
  for (const t of tweets) {
    const start = new Date(t.scheduled_time)
    const end = new Date(start.getTime() + minutes * 60_000)
    const parts = partsOf(t).length
    const summary =
      (parts > 1 ? `Thread (${parts} parts): ` : '') +
      t.content.replace(/\s+/g, ' ').slice(0, 60) +
      (t.content.length > 60 ? '…' : '')
    lines.push(
      'BEGIN:VEVENT',
      `UID:${t.id}@chad`,
      `DTSTAMP:${icsDate(options.now)}`,
      `DTSTART:${icsDate(start)}`,
      `DTEND:${icsDate(end)}`,
      fold(`SUMMARY:${icsText(`Post: ${summary}`)}`),
      fold(
        `DESCRIPTION:${icsText(
          [
            fullText(t),
            '',
            `Pillar: ${t.pillar ?? 'Unknown Pillar'}`,
            `Status: ${t.status}`,
            ...imageLines(t),
          ].join('\n'),
        )}`,
      ),
      `STATUS:${t.status === 'cancelled' ? 'CANCELLED' : t.status === 'draft' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.join('\r\n')}\r\n`
}

const csvCell = (s: string) =>
  /[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"` : s

/** CSV with a header row; cells that could be read as spreadsheet formulas are defused. */
export function toCsv(tweets: ExportTweet[]): string {
  const rows = [
    [
      'scheduled_time',
      'status',
      'pillar',
      'characters',
      'content',
      'parts',
      'likes',
      'reposts',
      'replies',
      'quotes',
      'bookmarks',
      'impressions',
      ...NETWORKS.map((n) => `${n}_engagement`),
      'images',
    ],
  ]
  for (const t of tweets) {
    rows.push([
      new Date(t.scheduled_time).toISOString(),
      t.status,
      t.pillar ?? '',
      partsOf(t)
        .map((p) => p.length)
        .join('/'),
      fullText(t),
      String(partsOf(t).length),
      ...(['likes', 'reposts', 'replies', 'quotes', 'bookmarks', 'impressions'] as const).map((k) =>
        t.metrics?.[k] == null ? '' : String(t.metrics[k]),
      ),
      ...NETWORKS.map((n) => String(t.engagementByNetwork?.[n] ?? '')),
      imageLines(t).join('\n'),
    ])
  }
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`
}
