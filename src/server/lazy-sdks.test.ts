import { describe, expect, it } from 'bun:test'
import { join } from 'node:path'

// The openai, X and Bluesky SDKs (~13, ~15 and a few MiB) load only when a key or an account asks for
// them: a server on the offline engine without X keeps them out of its idle memory. Each case runs in a fresh process (a fresh
// module registry) and lists the SDKs it has loaded once the server's modules and providers are made.
const loadedSdks = (configured: boolean) => {
  const script = `
    const { createAiProvider } = await import('./src/server/ai/create-provider')
    const { createXClients } = await import('./src/server/channels/x/client')
    await import('./src/server/server')
    const key = ${configured} ? 'key' : undefined
    createAiProvider({ apiKey: key, baseUrl: undefined, chatModel: 'm', callsPerMinute: 1 })
    const x = createXClients({ clientId: key, clientSecret: key, apiBaseUrl: 'http://127.0.0.1:9', authorizeUrl: 'http://127.0.0.1:9/a', postUrlBase: 'http://x', redirectUri: 'http://r' })
    if (key) {
      // Used as the server uses them: the SDKs are in memory from then on.
      await x.app()
      await (await import('./src/server/ai/openai-client')).loadOpenAiSdk()
      await (await import('./src/server/channels/bluesky')).loadAtproto()
    }
    const loaded = ['openai', 'twitter-api-v2', '@atproto/api'].filter((sdk) =>
      Object.keys(require.cache).some((path) => path.includes('/node_modules/' + sdk + '/')))
    console.log(JSON.stringify(loaded))`
  const run = Bun.spawnSync(['bun', '-e', script], { cwd: join(import.meta.dir, '../..'), stderr: 'pipe' })
  if (run.exitCode !== 0) throw new Error(run.stderr.toString())
  return JSON.parse(run.stdout.toString().trim().split('\n').at(-1)!)
}

describe('SDKs load when configured', () => {
  it('leaves them out without keys', () => {
    expect(loadedSdks(false)).toEqual([])
  })
  it('has them in memory once keys are configured and they are used', () => {
    expect(loadedSdks(true)).toEqual(['openai', 'twitter-api-v2', '@atproto/api'])
  })
})
