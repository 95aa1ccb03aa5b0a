import type OpenAI from 'openai'
import type { ClientOptions } from 'openai'

/**
 * The openai SDK, loaded by the first provider that is configured to use it: a server on the offline
 * engine and local speech (the default) never loads it, and keeps its ~13 MiB out of idle memory.
 */
let sdk: Promise<typeof import('openai')> | undefined
export const loadOpenAiSdk = () => {
  sdk ??= import('openai')
  return sdk
}

/** A client made as soon as the SDK has loaded (loading starts now); `await client()` before each call. */
export function openAiClient(options: ClientOptions): () => Promise<OpenAI> {
  const client = loadOpenAiSdk().then(({ default: OpenAI }) => new OpenAI(options))
  client.catch(() => {}) // a failed load is reported by the call that awaits it
  return () => client
}
