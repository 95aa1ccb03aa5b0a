// The cost of repairing a misbehaving model: for each scripted misbehaviour, the model calls, the
// posts returned for the requested slots and the time per plan through the real openai SDK against the
// fake OpenAI-compatible server (with a fixed per-call delay standing in for the model), as a ratio
// against the well-behaved model in the same process.

import { sampleInterview } from '../src/server/admin/seed/content'
import { OpenAiProvider } from '../src/server/ai/openai-provider'
import { type Misbehaviour, startFakeOpenAi } from '../src/server/testing/fake-openai'
import { planSlots } from '../src/shared/schedule'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CALL_DELAY_MS = Number(process.env.BENCH_CALL_DELAY_MS ?? 50)
const transcript = sampleInterview.map((e) => ({
  speaker: e.persona_number === 1 ? ('interviewer' as const) : ('founder' as const),
  content: e.content,
}))
const pillars = [
  { title: 'Dentists hate phone tag', description: 'Front desks lose hours to callbacks.' },
  { title: 'Proof from forty clinics', description: 'No-shows fell by forty percent.' },
  { title: 'Bootstrapped on purpose', description: 'Paying customers from day one.' },
]
const slots = planSlots({ now: new Date(), timeZone: 'UTC', pillarCount: 3 }).map((s, index) => ({
  index,
  pillarIndex: s.pillarIndex,
  localTime: s.time.toISOString(),
}))

const fake = startFakeOpenAi({ model: {}, firstTokenDelayMs: CALL_DELAY_MS })
const rows: {
  misbehaviour: string
  calls: number
  posts: string
  ms: number
  ratio: string
  'ms beyond the model': number
}[] = []
let baseline = 0
const cases: Misbehaviour[] = [
  'none',
  'too-long',
  'too-few',
  'duplicates',
  'wrong-pillar',
  'hashtags',
  'broken-json',
  'prose',
  'fenced',
]
for (const misbehaviour of cases) {
  const times: number[] = []
  let calls = 0
  let posts = 0
  for (let run = 0; run < RUNS; run++) {
    // A new provider per plan, so each starts from json_schema like a fresh server process.
    const provider = new OpenAiProvider({ apiKey: 'bench', baseUrl: fake.baseUrl, maxRetries: 0 }, 'bench')
    fake.rescript([misbehaviour])
    const before = fake.structuredRequests().length
    const started = performance.now()
    posts = (await provider.generateTweets({ transcript, pillars, slots })).length
    times.push(performance.now() - started)
    calls = fake.structuredRequests().length - before
  }
  const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
  if (misbehaviour === 'none') baseline = ms
  rows.push({
    misbehaviour,
    calls,
    posts: `${posts}/${slots.length}`,
    ms: Math.round(ms),
    ratio: `${(ms / baseline).toFixed(2)}×`,
    'ms beyond the model': Math.round(ms - calls * CALL_DELAY_MS),
  })
}
fake.stop()
console.log(
  `AI repair: model calls and median time per plan (${RUNS} runs, ${CALL_DELAY_MS} ms per model call)`,
)
console.table(rows)
