import { describe, expect, it } from 'bun:test'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { MAX_PLAN_THREADS, threadProblem } from '../../shared/thread'
import { OpenAiProvider } from '../ai/openai-provider'
import { type ChatRequest, startFakeOpenAi } from '../testing/fake-openai'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

describe('threads in schedule generation', () => {
  it('offline: makes at most MAX_PLAN_THREADS threads, from the founder’s longest answers, unlike the other posts', async () => {
    const t = await createTestApp({ seed: true })
    try {
      const user = await t.signUpUser('Planner')
      const { api, id } = await sessionWithPillars(t, user.cookie)
      const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!
        .scheduled_tweets
      const threads = tweets.filter((x) => x.thread_parts)
      expect(threads.length).toBeGreaterThanOrEqual(1)
      expect(threads.length).toBeLessThanOrEqual(MAX_PLAN_THREADS)
      const singles = tweets.filter((x) => !x.thread_parts).map((x) => x.content)
      for (const thread of threads) {
        const parts = thread.thread_parts!
        expect(threadProblem(parts)).toBeNull()
        expect(thread.content).toBe(parts[0]!)
        for (const part of parts.slice(1))
          for (const s of singles) expect(isNearDuplicate(part, s)).toBe(false)
      }
    } finally {
      await t.close()
    }
  })

  it('OpenAI-compatible: keeps up to MAX_PLAN_THREADS valid threads and stores an invalid one as a single post', async () => {
    const fake = startFakeOpenAi({
      reply: (r: ChatRequest) => {
        if (r.response_format?.json_schema?.name === 'pillars')
          return JSON.stringify({
            pillars: [
              {
                title: 'The sticky-note waitlist',
                description: 'How four empty chairs on a Monday started the company.',
              },
              {
                title: 'Fewer no-shows',
                description: 'Forty clinics went from fourteen to five percent no-shows.',
              },
              {
                title: 'Built for small clinics',
                description: 'Why chain software fails the independent practice.',
              },
            ],
          })
        const vocabulary =
          'apple bread candle dune ember fjord garnet harbor island jungle kettle lantern meadow nectar orchid pebble quartz river saffron tundra umber velvet willow xenon yarrow zephyr anchor bramble cedar delta echo falcon glacier hollow iris juniper kelp lotus maple nutmeg onyx prairie quill'.split(
            ' ',
          )
        const text = (slot: number, part: number) =>
          `${vocabulary.slice((slot * 3 + part) % 40, ((slot * 3 + part) % 40) + 6).join(' ')} number ${slot}.${part}`
        const slots = [...r.messages.at(-1)!.content.matchAll(/^slot (\d+): pillar (\d+)/gm)].map((m) => ({
          slot: Number(m[1]),
          pillar: Number(m[2]),
        }))
        return JSON.stringify({
          tweets: slots.map(({ slot, pillar }) => ({
            slot,
            pillar,
            content: text(slot, 0),
            thread:
              slot < MAX_PLAN_THREADS + 2
                ? [
                    text(slot, 0),
                    `Then part two of thread ${slot} says more`,
                    // Slot 0's last part repeats its second: X would refuse it, so no thread.
                    slot === 0
                      ? `Then part two of thread ${slot} says more`
                      : `And part three of thread ${slot} ends it`,
                  ]
                : [],
          })),
        })
      },
    })
    const t = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model'),
    })
    try {
      const user = await t.signUpUser('Planner')
      const { api, id } = await sessionWithPillars(t, user.cookie)
      const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!
        .scheduled_tweets
      const threads = tweets.filter((x) => x.thread_parts)
      expect(threads).toHaveLength(MAX_PLAN_THREADS)
      for (const thread of threads) expect(thread.thread_parts).toHaveLength(3)
      expect(tweets.find((x) => x.content.endsWith('number 0.0'))!.thread_parts).toBeNull()
    } finally {
      await t.close()
      fake.stop()
    }
  })
})
