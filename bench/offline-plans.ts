// Prints the offline engine's plans to read as a founder would: the sample interview and every seeded
// and invented founder (played AI-vs-AI by the offline interviewer and founder persona), each with its
// pillars, posts, the founder sentences used more than twice, the rubric's verdict, and the next two
// weeks after a check-in (the sample's answers are the series test's; the personas answer for
// themselves). `bun bench/offline-plans.ts [name…]` prints only the founders named; `--summary` only
// the counts.

import { inventedFounders } from '../src/server/admin/evaluations/invented-founders'
import { founders, sampleInterview } from '../src/server/admin/seed/content'
import { checkInQuestions, checkInReply } from '../src/server/ai/offline/check-in'
import { founderReply } from '../src/server/ai/offline/founder'
import { OfflineProvider } from '../src/server/ai/offline/offline-provider'
import { playOfflineInterview } from '../src/server/ai/offline/play'
import type { TranscriptLine, TweetDraft } from '../src/server/ai/provider'
import { scorePlan } from '../src/shared/content-rubric'
import { sentenceReuse } from '../src/shared/content-rubric-plan'
import { planSlots } from '../src/shared/schedule'

const args = process.argv.slice(2)
const summaryOnly = args.includes('--summary')
const only = args.filter((a) => !a.startsWith('--')).map((a) => a.toLowerCase())
const now = new Date('2026-11-23T12:00:00Z')
const timeZone = 'UTC'
const ai = new OfflineProvider()

const sampleCheckIn = [
  'We shipped two-way texting, so patients can reschedule by replying, and Riverside Dental signed up with all 6 of its clinics.',
  'Riverside filled 23 cancelled slots from the waitlist in their first month, and their no-shows dropped to 4 percent.',
  'I want to push two-way texting and the Riverside result.',
]

/** The check-in as the admin console would play it: the offline founder answers Chad's three questions. */
function playedCheckIn(prompt: string): TranscriptLine[] {
  const lines: TranscriptLine[] = []
  for (let i = 0; i < checkInQuestions.length; i++) {
    const question = checkInReply({
      history: lines.map((l) => ({
        role: l.speaker === 'interviewer' ? ('assistant' as const) : ('user' as const),
        content: l.content,
      })),
      interviewerName: 'Chad',
    })
    lines.push({ speaker: 'interviewer', content: question })
    const history = lines.map((l) => ({
      role: l.speaker === 'founder' ? ('assistant' as const) : ('user' as const),
      content: l.content,
    }))
    lines.push({ speaker: 'founder', content: founderReply({ history, prompt }) })
  }
  return lines
}

async function plan(
  transcript: TranscriptLine[],
  chosen?: { title: string; description: string }[],
  avoid?: string[],
) {
  const pillars = chosen ?? (await ai.generatePillars(transcript))
  const selected = pillars.slice(0, 3)
  const slots = planSlots({ now, timeZone, pillarCount: 3 })
  const drafts: TweetDraft[] = await ai.generateTweets({
    transcript,
    pillars: selected,
    avoid,
    slots: slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex, localTime: '' })),
  })
  const placed = planSlots({ now, timeZone, pillarCount: 3, count: drafts.length })
  const posts = drafts.map((d, i) => ({
    content: d.content,
    thread: d.thread,
    pillar: slots[d.slot]!.pillarIndex,
    scheduled_time: placed[i]!.time,
  }))
  return { pillars, selected, posts }
}

const cases: { name: string; transcript: TranscriptLine[]; checkIn: TranscriptLine[] }[] = [
  {
    name: 'sample interview',
    transcript: sampleInterview.map((e) => ({
      speaker: e.persona_number === 1 ? 'interviewer' : 'founder',
      content: e.content,
    })),
    checkIn: sampleCheckIn.flatMap((content, i) => [
      { speaker: 'interviewer' as const, content: checkInQuestions[i]! },
      { speaker: 'founder' as const, content },
    ]),
  },
  ...[...founders, ...inventedFounders].map((f) => ({
    name: f.name,
    transcript: playOfflineInterview(f).transcript,
    checkIn: playedCheckIn(f.prompt),
  })),
]

const rows: string[] = []
for (const c of cases) {
  if (only.length && !only.some((o) => c.name.toLowerCase().includes(o))) continue
  const answers = (t: TranscriptLine[]) => t.filter((l) => l.speaker === 'founder').map((l) => l.content)
  const first = await plan(c.transcript)
  const score = scorePlan({
    founderAnswers: answers(c.transcript),
    pillars: first.pillars,
    posts: first.posts,
    start: now,
    timeZone,
  })
  const reuse = sentenceReuse(
    answers(c.transcript),
    first.posts.map((p) => p.content),
  )
  const series = [...c.transcript, ...c.checkIn]
  const next = await plan(
    series,
    first.selected,
    first.posts.map((p) => p.content),
  )
  const bothReuse = sentenceReuse(
    answers(series),
    [...first.posts, ...next.posts].map((p) => p.content),
  )
  const failing = score.criteria.filter((x) => !x.pass)
  rows.push(
    `${c.name.padEnd(18)} posts ${String(first.posts.length).padStart(2)}  next ${String(next.posts.length).padStart(2)}  score ${score.score}  max use ${reuse[0]?.uses ?? 0}  max use over both ${bothReuse[0]?.uses ?? 0}  ${failing.length ? `FAILS ${failing.map((f) => f.label).join(', ')}` : 'pass'}`,
  )
  if (summaryOnly) continue
  console.log(`\n=================== ${c.name} ===================`)
  for (const [i, p] of first.pillars.entries())
    console.log(`${i < 3 ? '*' : ' '} ${p.title} — ${p.description}`)
  console.log(`\n-- first two weeks (${first.posts.length} posts, score ${score.score}) --`)
  for (const p of first.posts) {
    console.log(`[${p.pillar}] ${p.content.replace(/\n+/g, ' ⏎ ')}`)
    for (const part of p.thread?.slice(1) ?? []) console.log(`      ↳ ${part}`)
  }
  for (const f of failing) console.log(`  FAIL ${f.label}: ${f.measured}; ${f.examples.join(' | ')}`)
  for (const r of reuse.filter((r) => r.uses >= 3)) console.log(`  reused ${r.uses}×: ${r.sentence}`)
  console.log(`\n-- next two weeks (${next.posts.length} posts) --`)
  for (const p of next.posts) console.log(`[${p.pillar}] ${p.content.replace(/\n+/g, ' ⏎ ')}`)
  for (const r of bothReuse.filter((r) => r.uses >= 3))
    console.log(`  reused over both plans ${r.uses}×: ${r.sentence}`)
}
console.log(`\n${rows.join('\n')}`)
process.exit(0)
