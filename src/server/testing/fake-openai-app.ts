import { afterAll, beforeAll } from 'bun:test'
import { OpenAiProvider } from '../ai/openai-provider'
import { startFakeOpenAi } from './fake-openai'
import { createTestApp } from './test-app'

/**
 * A test app on the OpenAI-compatible path against a fake model, started before the file's tests and
 * stopped after them: `fake` and `t` are read inside tests.
 */
export function fakeOpenAiTestApp(options: Parameters<typeof startFakeOpenAi>[0] = { model: {} }) {
  const ctx = {} as { fake: ReturnType<typeof startFakeOpenAi>; t: Awaited<ReturnType<typeof createTestApp>> }
  beforeAll(async () => {
    ctx.fake = startFakeOpenAi(options)
    ctx.t = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: ctx.fake.baseUrl, maxRetries: 0 }, 'test-model'),
    })
  })
  afterAll(async () => {
    await ctx.t.close()
    ctx.fake.stop()
  })
  return ctx
}
