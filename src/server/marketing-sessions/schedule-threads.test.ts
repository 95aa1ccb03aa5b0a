import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { threadProblem } from '../../shared/thread'
import { OpenAiProvider } from '../ai/openai-provider'
import { type ChatRequest, startFakeOpenAi } from '../testing/fake-openai'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

describe('threads in schedule generation', () => {
  it('offline: makes at most two threads, from the founder’s story or proof, unlike the other posts', async () => {
    const t = await createTestApp({ seed: true })
    try {
      const user = await t.signUpUser('Planner')
      const { api, id } = await sessionWithPillars(t, user.cookie)
      const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!
        .scheduled_tweets
      const threads = tweets.filter((x) => x.thread_parts)
      expect(threads.length).toBeGreaterThanOrEqual(1)
      expect(threads.length).toBeLessThanOrEqual(2)
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

  it('OpenAI-compatible: keeps up to two valid threads and stores an invalid one as a single post', async () => {
    const fake = startFakeOpenAi({
      reply: (r: ChatRequest) => {
        if (r.response_format?.json_schema?.name === 'narrative_pillars')
          return JSON.stringify({
            pillars: ['Origin story', 'Proof', 'Opinions'].map((title) => ({ title, description: title })),
          })
        const slots = [...r.messages.at(-1)!.content.matchAll(/^(\d+), pillar/gm)].map((m) => Number(m[1]))
        return JSON.stringify({
          tweets: slots.map((slot) => ({
            slot,
            content: `Post for slot ${slot} about a different thing entirely`,
            thread:
              slot < 4
                ? [
                    `Post for slot ${slot} about a different thing entirely`,
                    `Second part ${slot} of it`,
                    slot === 0 ? 'x'.repeat(300) : `Third part ${slot} ends here`,
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
      expect(threads).toHaveLength(2)
      for (const thread of threads) expect(thread.thread_parts).toHaveLength(3)
      expect(tweets.find((x) => x.content.startsWith('Post for slot 0 '))!.thread_parts).toBeNull()
    } finally {
      await t.close()
      fake.stop()
    }
  })
})
