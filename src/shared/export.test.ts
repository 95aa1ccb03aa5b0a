import { describe, expect, it } from 'bun:test'
import { toCsv, toIcs } from './export'

const tweets = [
  {
    id: 't1',
    content: 'We cut no-shows, by half; really.\nSecond line',
    scheduled_time: '2026-11-23T14:00:00.000Z',
    status: 'scheduled',
    pillar: 'Proof',
  },
  {
    id: 't2',
    content: '=HYPERLINK("x")',
    scheduled_time: '2026-11-24T18:00:00.000Z',
    status: 'cancelled',
    pillar: null,
  },
]

describe('exports', () => {
  it('writes one iCalendar event per post with escaped text and CRLF lines', () => {
    const ics = toIcs(tweets, { sessionId: 's', now: new Date('2026-11-21T00:00:00Z') })
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(ics).toContain('DTSTART:20261123T140000Z')
    expect(ics).toContain('DTEND:20261123T141500Z')
    expect(ics).toContain('SUMMARY:Post: We cut no-shows\\, by half\\; really. Second line')
    expect(ics).toContain('STATUS:CANCELLED')
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
  it('writes the latest metrics of a posted tweet, and leaves them empty before', () => {
    const posted = {
      ...tweets[0]!,
      status: 'posted',
      metrics: { likes: 12, reposts: 3, replies: 2, quotes: 0, bookmarks: 5, impressions: null },
    }
    const [, withMetrics, without] = toCsv([posted, tweets[0]!]).trimEnd().split('\r\n')
    expect(withMetrics).toEndWith(',12,3,2,0,5,,,,,,')
    expect(without).toEndWith(',,,,,,,,,,,')
  })
  it('writes each network’s engagement in its own column, empty where the post has no reading', () => {
    const posted = {
      ...tweets[0]!,
      status: 'posted',
      metrics: { likes: 20, reposts: 3, replies: 2, quotes: 0, bookmarks: 0, impressions: null },
      engagementByNetwork: { x: 17, mastodon: 8 },
    }
    const [header, row] = toCsv([posted]).trimEnd().split('\r\n')
    expect(header).toEndWith(
      ',impressions,x_engagement,linkedin_engagement,bluesky_engagement,mastodon_engagement,images',
    )
    expect(row).toEndWith(',20,3,2,0,0,,17,,,8,')
  })
  it('writes CSV with quoting and defuses formulas', () => {
    const lines = toCsv(tweets).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'scheduled_time,status,pillar,characters,content,parts,likes,reposts,replies,quotes,bookmarks,impressions,x_engagement,linkedin_engagement,bluesky_engagement,mastodon_engagement,images',
    )
    expect(toCsv(tweets)).toContain('"We cut no-shows, by half; really.\nSecond line"')
    expect(toCsv(tweets)).toContain(`"'=HYPERLINK(""x"")"`)
  })
})

describe('threads in exports', () => {
  const thread = {
    id: 't3',
    content: 'First part.',
    thread_parts: ['First part.', 'Second part.', 'Third part.'],
    scheduled_time: '2026-11-25T09:00:00.000Z',
    status: 'scheduled',
    pillar: 'Story',
  }
  it('puts every part, numbered, in the calendar event and marks the summary', () => {
    const ics = toIcs([thread], { sessionId: 's', now: new Date('2026-11-21T00:00:00Z') })
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('SUMMARY:Post: Thread (3 parts): First part.')
    expect(unfolded).toContain('DESCRIPTION:1/3 First part.\\n\\n2/3 Second part.\\n\\n3/3 Third part.')
  })
  it('writes all parts in one CSV row with each part’s length and the part count', () => {
    const row = toCsv([thread]).trimEnd().split('\r\n').slice(1).join('\r\n')
    expect(row).toBe(
      '2026-11-25T09:00:00.000Z,scheduled,Story,11/12/11,"1/3 First part.\n\n2/3 Second part.\n\n3/3 Third part.",3,,,,,,,,,,,',
    )
  })
})

describe('pictures in exports', () => {
  const post = {
    id: 't4',
    content: 'Our van at the port.',
    scheduled_time: '2026-11-25T09:00:00.000Z',
    status: 'scheduled',
    pillar: 'Story',
    images: [
      { id: 'img-1', alt: 'A red van on the quay.' },
      { id: 'img-2', alt: '' },
    ],
  }
  it('names each picture, where it is served and what it shows, in the CSV and the calendar event', () => {
    const row = toCsv([post]).trimEnd().split('\r\n')[1]!
    expect(row).toEndWith(
      ',"Image 1: /api/images/img-1 (A red van on the quay.)\nImage 2: /api/images/img-2 (no description)"',
    )
    const ics = toIcs([post], { sessionId: 's', now: new Date('2026-11-21T00:00:00Z') }).replace(/\r\n /g, '')
    expect(ics).toContain(
      'Image 1: /api/images/img-1 (A red van on the quay.)\\nImage 2: /api/images/img-2 (no description)',
    )
  })
})

describe('export hardening', () => {
  it('turns a lone carriage return into an escaped line break and drops control characters', () => {
    const ics = toIcs(
      [
        {
          id: 't',
          content: 'a\rBEGIN:VEVENT\u0007b',
          scheduled_time: '2026-11-23T14:00:00Z',
          status: 'draft',
          pillar: null,
        },
      ],
      {
        sessionId: 's',
        now: new Date('2026-11-21T00:00:00Z'),
      },
    )
    expect(ics.match(/\r\nBEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain('a\\nBEGIN:VEVENTb')
  })
})
