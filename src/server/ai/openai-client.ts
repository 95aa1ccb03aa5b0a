import type OpenAI from 'openai'
import type { ClientOptions } from 'openai'
import { providerTargetOf } from './provider-request'

/**
 * The openai SDK, loaded by the first provider that is configured to use it: a server on the offline
 * engine and local speech (the default) never loads it, and keeps its ~13 MiB out of idle memory.
 */
let sdk: Promise<typeof import('openai')> | undefined
export const loadOpenAiSdk = () => {
  sdk ??= import('openai')
  return sdk
}

/**
 * A configured client, made as soon as the SDK has loaded (loading starts now): `sdk()` for the SDK's
 * own calls, and `target()` — where the calls a user waits on go, with the headers this client would
 * send — for `postToProvider`.
 */
export function openAiClient(options: ClientOptions) {
  const client = loadOpenAiSdk().then(({ default: OpenAI }) => new OpenAI(options))
  client.catch(() => {}) // a failed load is reported by the call that awaits it
  const target = client.then(providerTargetOf)
  target.catch(() => {})
  return { sdk: (): Promise<OpenAI> => client, target: () => target }
}
