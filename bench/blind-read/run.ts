// The blind read's run: each invented founder goes through the real product in-process, through the
// HTTP API only (the engine's internals are never read): a marketing session, the interview answered
// question by question (answer.ts), the pillars, the first three chosen, the two-week schedule. Writes
// <out>/<founder>.md for the blind reader, <out>/plans.json and <out>/verdicts-template.json, and
// prints the automated checks. `bun bench/blind-read/run.ts [--out dir] [--only founder-id] [--set holdout]`
// (`--set holdout`: the four held-out founders of holdout-founders.ts instead of the six; `--set fresh`:
// the four of fresh-founders.ts, written by a helper that never saw the code; `--set fresh2`: four more;
// `--set fresh3`: six more, one per style; `--set fresh4`: six more; `--set fresh5`: six more; `--set fresh6`: six more;
// `--set fresh7`: six more; `--set fresh8`: six more; `--set fresh9`: six more; `--set fresh10`: six more; `--set fresh11`: six more; `--set fresh12`: six more; `--set fresh13`: six more; `--set fresh14`: six more; `--set fresh15`: six more; `--set fresh16`: six more; `--set fresh17`: six more; `--set fresh18`: six more; `--set fresh19`: six more; `--set fresh20`: six more; `--set fresh21`: six more; `--set fresh22`: six more; `--set fresh23`: six more; `--set fresh24`: six more; `--set fresh25`: six more; `--set fresh26`: six more; `--set fresh27`: six more; `--set fresh28`: six more; `--set fresh29`: six more; `--set fresh30`: six more, written at the answer lengths of the early sets; `--set fresh31`: six more, the same way; `--set fresh32`: six more, the same way; `--set fresh33`: six more, the same way; `--set fresh34`: six more, the same way; `--set fresh35`: six more, the same way; `--set fresh36`: six more, the same way; `--set fresh37`: six more, the same way; `--set fresh38`: six more, the same way; `--set fresh39`: six more, the same way; `--set fresh40`: six more, the same way; `--set fresh41`: six more, the same way; `--set fresh42`: six more, the same way; `--set fresh43`: six more, the same way; `--set fresh44`: six more, the same way; `--set fresh45`: six more, the same way; `--set fresh46`: six more, the same way; `--set fresh47`: six more, the same way; `--set fresh48`: six more, the same way; `--set fresh49`: six more, the same way; `--set fresh50`: six more, the same way).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { printTable } from '../../src/cli/table'
import { createTestApp } from '../../src/server/testing/test-app'
import { type Answered, answerTo } from './answer'
import { checkPlan } from './checks'
import { type Founder, founders } from './founders'
import { freshFounders } from './fresh-founders'
import { freshFounders2 } from './fresh-founders-2'
import { freshFounders3 } from './fresh-founders-3'
import { freshFounders4 } from './fresh-founders-4'
import { freshFounders5 } from './fresh-founders-5'
import { freshFounders6 } from './fresh-founders-6'
import { freshFounders7 } from './fresh-founders-7'
import { freshFounders8 } from './fresh-founders-8'
import { freshFounders9 } from './fresh-founders-9'
import { freshFounders10 } from './fresh-founders-10'
import { freshFounders11 } from './fresh-founders-11'
import { freshFounders12 } from './fresh-founders-12'
import { freshFounders13 } from './fresh-founders-13'
import { freshFounders14 } from './fresh-founders-14'
import { freshFounders15 } from './fresh-founders-15'
import { freshFounders16 } from './fresh-founders-16'
import { freshFounders17 } from './fresh-founders-17'
import { freshFounders18 } from './fresh-founders-18'
import { freshFounders19 } from './fresh-founders-19'
import { freshFounders20 } from './fresh-founders-20'
import { freshFounders21 } from './fresh-founders-21'
import { freshFounders22 } from './fresh-founders-22'
import { freshFounders23 } from './fresh-founders-23'
import { freshFounders24 } from './fresh-founders-24'
import { freshFounders25 } from './fresh-founders-25'
import { freshFounders26 } from './fresh-founders-26'
import { freshFounders27 } from './fresh-founders-27'
import { freshFounders28 } from './fresh-founders-28'
import { freshFounders29 } from './fresh-founders-29'
import { freshFounders30 } from './fresh-founders-30'
import { freshFounders31 } from './fresh-founders-31'
import { freshFounders32 } from './fresh-founders-32'
import { freshFounders33 } from './fresh-founders-33'
import { freshFounders34 } from './fresh-founders-34'
import { freshFounders35 } from './fresh-founders-35'
import { freshFounders36 } from './fresh-founders-36'
import { freshFounders37 } from './fresh-founders-37'
import { freshFounders38 } from './fresh-founders-38'
import { freshFounders39 } from './fresh-founders-39'
import { freshFounders40 } from './fresh-founders-40'
import { freshFounders41 } from './fresh-founders-41'
import { freshFounders42 } from './fresh-founders-42'
import { freshFounders43 } from './fresh-founders-43'
import { freshFounders44 } from './fresh-founders-44'
import { freshFounders45 } from './fresh-founders-45'
import { freshFounders46 } from './fresh-founders-46'
import { freshFounders47 } from './fresh-founders-47'
import { freshFounders48 } from './fresh-founders-48'
import { freshFounders49 } from './fresh-founders-49'
import { freshFounders50 } from './fresh-founders-50'
import { holdoutFounders } from './holdout-founders'
import {
  type FounderPlan,
  type PlanPost,
  type PlansFile,
  readerMarkdown,
  type TranscriptLine,
  verdictTemplate,
} from './plans'

/** Past this many answers the interview counts as failed (it should end by itself). */
const MAX_ANSWERS = 20
const TIME_ZONE = 'UTC'
const DAY_MS = 86_400_000

const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/blind-read' },
    only: { type: 'string', multiple: true },
    set: { type: 'string', default: 'default' },
  },
})
const sets: Record<string, Founder[]> = {
  default: founders,
  holdout: holdoutFounders,
  fresh: freshFounders,
  fresh2: freshFounders2,
  fresh3: freshFounders3,
  fresh4: freshFounders4,
  fresh5: freshFounders5,
  fresh6: freshFounders6,
  fresh7: freshFounders7,
  fresh8: freshFounders8,
  fresh9: freshFounders9,
  fresh10: freshFounders10,
  fresh11: freshFounders11,
  fresh12: freshFounders12,
  fresh13: freshFounders13,
  fresh14: freshFounders14,
  fresh15: freshFounders15,
  fresh16: freshFounders16,
  fresh17: freshFounders17,
  fresh18: freshFounders18,
  fresh19: freshFounders19,
  fresh20: freshFounders20,
  fresh21: freshFounders21,
  fresh22: freshFounders22,
  fresh23: freshFounders23,
  fresh24: freshFounders24,
  fresh25: freshFounders25,
  fresh26: freshFounders26,
  fresh27: freshFounders27,
  fresh28: freshFounders28,
  fresh29: freshFounders29,
  fresh30: freshFounders30,
  fresh31: freshFounders31,
  fresh32: freshFounders32,
  fresh33: freshFounders33,
  fresh34: freshFounders34,
  fresh35: freshFounders35,
  fresh36: freshFounders36,
  fresh37: freshFounders37,
  fresh38: freshFounders38,
  fresh39: freshFounders39,
  fresh40: freshFounders40,
  fresh41: freshFounders41,
  fresh42: freshFounders42,
  fresh43: freshFounders43,
  fresh44: freshFounders44,
  fresh45: freshFounders45,
  fresh46: freshFounders46,
  fresh47: freshFounders47,
  fresh48: freshFounders48,
  fresh49: freshFounders49,
  fresh50: freshFounders50,
}
const set = sets[opts.set]
if (!set) throw new Error(`No founder set is called ${opts.set} (sets: ${Object.keys(sets).join(', ')})`)
const chosen = opts.only?.length ? set.filter((f) => opts.only!.includes(f.id)) : set
if (chosen.length === 0) throw new Error(`No founder is called ${opts.only?.join(', ')}`)

const t = await createTestApp({ seed: true })
type Api = ReturnType<typeof t.api>

/** An Eden answer's data, or an error naming the step and the server's answer. */
function ok<T>(res: { data: T | null; error: unknown; status: number }, step: string): T {
  if (res.error || res.data === null) {
    const value = (res.error as { value?: unknown } | null)?.value
    throw new Error(`${step} failed: ${res.status} ${JSON.stringify(value ?? null)}`)
  }
  return res.data
}

/** The interview as the founder lives it: their opening first if they have one, then one answer per question. */
async function interview(api: Api, conversationId: string, founder: Founder) {
  const chat = api.conversations({ id: conversationId })
  const transcript: TranscriptLine[] = []
  const answered: Answered = []
  const say = async (content: string, key: TranscriptLine['key']) => {
    ok(await chat['user-message'].post({ content }), 'sending an answer')
    transcript.push({ speaker: 'founder', content, key })
  }
  const turn = async () => {
    const reply = ok(await chat['agent-turn'].post(), "the interviewer's turn")
    transcript.push({ speaker: 'interviewer', content: reply.message.content })
    return reply
  }

  const { opening } = founder.answers
  // Sending first is allowed when the API stores the message without a greeting before it.
  const openedFirst = opening ? !(await chat['user-message'].post({ content: opening })).error : false
  if (openedFirst) transcript.push({ speaker: 'founder', content: opening!, key: 'opening' })
  let reply = await turn()
  let answers = openedFirst ? 1 : 0
  if (opening && !openedFirst) {
    await say(opening, 'opening')
    answers++
    reply = await turn()
  }
  while (reply.next_action !== 'end' && answers < MAX_ANSWERS) {
    const answer = answerTo(founder.answers, answered, reply.message.content)
    answered.push(answer)
    await say(answer.text, answer.keys.join('+'))
    answers++
    reply = await turn()
  }
  return { transcript, answers, ended: reply.next_action === 'end', openedFirst }
}

/** The plan the web app would show: pillars generated, the first three chosen, the schedule generated. */
async function plan(api: Api, sessionId: string) {
  const session = api['marketing-sessions']({ id: sessionId })
  let started = performance.now()
  const { narrative_pillars } = ok(await session['narrative-pillars'].post(), 'generating pillars')
  const pillarsMs = performance.now() - started
  const selected = narrative_pillars.slice(0, 3).map((p) => p.id)
  ok(await session['narrative-pillars'].put({ selected_pillar_ids: selected }), 'choosing three pillars')
  const generatedAt = new Date()
  started = performance.now()
  ok(await session['tweet-schedule'].post({ time_zone: TIME_ZONE }), 'generating the schedule')
  const scheduleMs = performance.now() - started
  // What the calendar reads back: the session as stored.
  const stored = ok(await session.get(), 'reading the session')
  const titles = new Map(stored.narrative_pillars.map((p) => [p.id, p.title]))
  const weekTwo = Math.floor(generatedAt.getTime() / DAY_MS) * DAY_MS + 7 * DAY_MS
  const posts: PlanPost[] = [...stored.scheduled_tweets]
    .sort((a, b) => new Date(a.scheduled_time).getTime() - new Date(b.scheduled_time).getTime())
    .map((tweet, i) => ({
      number: `P${i + 1}`,
      text: tweet.thread_parts?.length ? tweet.thread_parts.join('\n\n') : tweet.content,
      thread_parts: tweet.thread_parts,
      scheduled_time: new Date(tweet.scheduled_time).toISOString(),
      week: new Date(tweet.scheduled_time).getTime() < weekTwo ? 1 : 2,
      pillar_title: titles.get(tweet.pillar_id ?? '') ?? null,
    }))
  return {
    pillars: stored.narrative_pillars.map(({ title, description, selected }) => ({
      title,
      description,
      selected,
    })),
    posts,
    timings: { pillars: pillarsMs, schedule: scheduleMs },
  }
}

async function runFounder(founder: Founder): Promise<FounderPlan> {
  const result: FounderPlan = {
    id: founder.id,
    name: founder.name,
    company: founder.company,
    style: founder.style,
    description: founder.description,
    opened_first: false,
    answers: 0,
    ended: false,
    transcript: [],
    pillars: [],
    posts: [],
    timings_ms: { interview: 0, pillars: 0, schedule: 0, plan: 0 },
    checks: null,
    error: null,
  }
  try {
    const { cookie } = await t.signUpUser(founder.name)
    const api = t.api(cookie)
    const created = ok(await api['marketing-sessions'].post({ time_zone: TIME_ZONE }), 'starting a session')
    let started = performance.now()
    const talk = await interview(api, created.conversation.id, founder)
    result.timings_ms.interview = Math.round(performance.now() - started)
    Object.assign(result, {
      transcript: talk.transcript,
      answers: talk.answers,
      ended: talk.ended,
      opened_first: talk.openedFirst,
    })
    if (!talk.ended) throw new Error(`the interview did not end after ${MAX_ANSWERS} answers`)
    started = performance.now()
    const made = await plan(api, created.marketing_session.id)
    result.pillars = made.pillars
    result.posts = made.posts
    result.timings_ms.pillars = Math.round(made.timings.pillars)
    result.timings_ms.schedule = Math.round(made.timings.schedule)
    result.timings_ms.plan = Math.round(made.timings.pillars + made.timings.schedule)
    result.checks = checkPlan(
      made.posts.map((p) => p.text),
      founder,
    )
  } catch (error) {
    result.error = (error as Error).message
  }
  return result
}

const yesNo = (b: boolean) => (b ? 'yes' : 'NO')
const count = (xs: unknown[] | Record<string, unknown>) => String(Object.keys(xs).length)

/** One row of automated checks per founder. */
function checksRow(p: FounderPlan, founder: Founder): string[] {
  const c = p.checks
  const weeks = `${p.posts.filter((x) => x.week === 1).length}/${p.posts.filter((x) => x.week === 2).length}`
  const dash = '-'
  return [
    p.id,
    String(p.answers),
    yesNo(p.ended),
    String(p.pillars.length),
    `${p.posts.length} (${weeks})`,
    c ? count(c.repeatedSentences) : dash,
    c ? count(c.repeatedClosingQuestions) : dash,
    c ? count(c.disfluent) : dash,
    c ? count(c.tonePosted) : dash,
    c ? yesNo(c.headline) : dash,
    c ? yesNo(c.quote) : dash,
    c ? yesNo(c.goal) : dash,
    c
      ? `${count(c.lowercasePosts)}${/\blower[\s-]?case\b/i.test(founder.answers.tone ?? '') ? ' (asked)' : ''}`
      : dash,
    c ? `${c.emojiPosts.length}${founder.noEmoji && c.emojiPosts.length ? '!' : ''}` : dash,
    p.error ? dash : String(p.timings_ms.plan),
  ]
}

mkdirSync(opts.out, { recursive: true })
const plans: PlansFile = { generated_at: new Date().toISOString(), founders: [] }
try {
  for (const founder of chosen) {
    const result = await runFounder(founder)
    plans.founders.push(result)
    writeFileSync(join(opts.out, `${founder.id}.md`), readerMarkdown(result))
  }
} finally {
  await t.close()
}
writeFileSync(join(opts.out, 'plans.json'), `${JSON.stringify(plans, null, 2)}\n`)
writeFileSync(
  join(opts.out, 'verdicts-template.json'),
  `${JSON.stringify(verdictTemplate(plans, plans.generated_at.slice(0, 10)), null, 2)}\n`,
)

printTable(
  [
    'FOUNDER',
    'ANSWERS',
    'ENDED',
    'PILLARS',
    'POSTS (W1/W2)',
    'DUP SENT',
    'DUP CLOSE?',
    'DISFL',
    'TONE POSTED',
    'HEADLINE',
    'QUOTE',
    'GOAL ASK',
    'LOWERCASE',
    'EMOJI',
    'PLAN MS',
  ],
  plans.founders.map((p) => checksRow(p, chosen.find((f) => f.id === p.id)!)),
  'No founders were run.',
)
console.log(
  '\nDUP SENT: sentences in two posts; DUP CLOSE?: closing questions in another post; DISFL, TONE POSTED,',
  'LOWERCASE, EMOJI: posts (LOWERCASE (asked): the founder asked for lower case; EMOJI ! = the founder asked for none); PLAN MS: pillars + schedule requests.',
)
for (const p of plans.founders) if (p.error) console.log(`${p.id}: FAILED: ${p.error}`)
console.log(`\nFor the blind reader: ${opts.out}/<founder>.md; everything: ${opts.out}/plans.json`)
if (plans.founders.some((p) => p.error)) process.exitCode = 1
