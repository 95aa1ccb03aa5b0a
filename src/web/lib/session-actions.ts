import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiError, unwrap } from './api'
import { browserTimeZone, type MarketingSession, sessionKey, sessionsKey } from './marketing-sessions'

/** Calls that move a session forward; each refreshes the session it changed. */
export function useSessionActions(id: string) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: sessionsKey })
  const setSession = (s: MarketingSession) => client.setQueryData(sessionKey(id), s)
  return {
    generatePillars: useMutation({
      mutationFn: async () =>
        unwrap(
          await api['marketing-sessions']({ id })['narrative-pillars'].post(),
          `marketing-sessions/${id}/narrative-pillars`,
        ),
      onSuccess: refresh,
    }),
    selectPillars: useMutation({
      mutationFn: async (ids: string[]) =>
        unwrap(
          await api['marketing-sessions']({ id })['narrative-pillars'].put({ selected_pillar_ids: ids }),
          `marketing-sessions/${id}/narrative-pillars`,
        ),
      onSuccess: (s) => {
        setSession(s)
        return refresh()
      },
    }),
    generateSchedule: useMutation({
      mutationFn: async () =>
        unwrap(
          await api['marketing-sessions']({ id })['tweet-schedule'].post({ time_zone: browserTimeZone() }),
          `marketing-sessions/${id}/tweet-schedule`,
        ),
      onSuccess: refresh,
    }),
    approve: useMutation({
      mutationFn: async () =>
        unwrap(await api['marketing-sessions']({ id }).approve.put({}), `marketing-sessions/${id}/approve`),
      onSuccess: refresh,
    }),
  }
}

/** The interview as the server stored it: the names, the messages, and whether it has ended. */
export async function fetchInterview(conversationId: string) {
  const res = await api.conversations({ id: conversationId }).get()
  if (res.error) throw apiError(res.error, 'Failed to load conversation')
  return {
    names: { assistant: res.data.persona_1_name, user: res.data.persona_2_name },
    messages: res.data.messages.map((m) => ({
      id: m.id,
      persona: m.persona,
      content: m.content,
      persona_name: m.persona_name,
    })),
    ended: res.data.ended,
  }
}

/** The founder's "Finish interview" over HTTP (when the realtime channel is down); fails with the server's reason. */
export async function finishInterviewOverHttp(conversationId: string) {
  return unwrap(
    await api.conversations({ id: conversationId }).finish.post(),
    `conversations/${conversationId}/finish`,
  )
}

/** The seeded sample interview (admin only), sent as one bulk-messages instruction; null when it cannot be had. */
export async function fetchSampleInterview() {
  const res = await api.admin['sample-interview'].get()
  return res.error ? null : res.data
}
