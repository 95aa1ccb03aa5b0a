import { Elysia, t } from 'elysia'
import type { SpeechKind } from '../../shared/speech'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { AiProvider } from './provider'

/** Which engine answers (the admin UI labels the offline engine as such) and which speech provider voice chat uses. */
export const aiRoutes = (ai: AiProvider, model: string, speech: SpeechKind, auth: Auth) =>
  new Elysia({ prefix: '/ai', detail: { tags: ['ai'] } })
    .use(authPlugin(auth))
    .get(
      '/',
      () => ({ provider: ai.kind, model: ai.kind === 'offline' ? 'offline engine' : model, speech }),
      {
        auth: true,
        response: t.Object({
          provider: t.Union([t.Literal('openai'), t.Literal('offline')]),
          model: t.String(),
          speech: t.Union([t.Literal('openai'), t.Literal('local'), t.Literal('none')]),
        }),
      },
    )
