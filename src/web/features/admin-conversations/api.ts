import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiError, unwrap } from '../../lib/api'

export const conversationsKey = ['conversations'] as const

export function useConversations() {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: async () => unwrap(await api.conversations.get(), 'conversations'),
  })
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: [...conversationsKey, id],
    queryFn: async () => {
      const res = await api.conversations({ id }).get()
      if (res.error) throw apiError(res.error, 'Failed to load conversation')
      return res.data
    },
  })
}

export type Conversation = NonNullable<ReturnType<typeof useConversation>['data']>
export type Message = Conversation['messages'][number]

export function useBasePromptsAndFounders() {
  return useQuery({
    queryKey: ['personas', 'base_prompt,founder'],
    queryFn: async () =>
      unwrap(await api.personas.get({ query: { tags: 'base_prompt,founder' } }), 'personas'),
  })
}

export function useCreateConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { persona_id_1: string; persona_id_2?: string }) =>
      unwrap(await api.conversations.post(input), 'conversations'),
    onSuccess: (c) => {
      client.setQueryData([...conversationsKey, c.id], c)
      return client.invalidateQueries({ queryKey: conversationsKey, exact: true })
    },
  })
}

export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.conversations({ id }).delete(), `conversations/${id}`),
    onSuccess: (_d, id) => {
      client.removeQueries({ queryKey: [...conversationsKey, id] })
      return client.invalidateQueries({ queryKey: conversationsKey, exact: true })
    },
  })
}

/** Keeps the cached conversation in step with what the server said, without a refetch. */
export function useConversationCache(id: string) {
  const client = useQueryClient()
  const key = [...conversationsKey, id]
  return {
    update: (fn: (c: Conversation) => Conversation) =>
      client.setQueryData<Conversation>(key, (c) => (c ? fn(c) : c)),
    refetch: () => client.invalidateQueries({ queryKey: key }),
    /** A turn changed what the list shows (ended): refresh the sidebar list too (SPEC §7 caching). */
    invalidateList: () => client.invalidateQueries({ queryKey: conversationsKey, exact: true }),
  }
}

export const conversationCalls = {
  userMessage: async (id: string, content: string) =>
    unwrap(
      await api.conversations({ id })['user-message'].post({ content }),
      `conversations/${id}/user-message`,
    ),
  agentTurn: async (id: string) => {
    const res = await api.conversations({ id })['agent-turn'].post()
    if (res.error) throw apiError(res.error, 'An error occurred')
    return res.data
  },
  deleteMessage: async (id: string, messageId: string) =>
    unwrap(
      await api.conversations({ id }).messages({ messageId }).delete(),
      `conversations/${id}/messages/${messageId}`,
    ),
}

export { useAiStatus } from '../../lib/ai-status'
