import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiError, unwrap } from '../../lib/api'

type NewPersona = Parameters<typeof api.personas.post>[0]
export type PersonaTag = NewPersona['tags'][number]
export const personasKey = ['personas'] as const

export function usePersonas(tag: PersonaTag) {
  return useQuery({
    queryKey: [...personasKey, tag],
    queryFn: async () => unwrap(await api.personas.get({ query: { tags: tag } }), 'personas'),
  })
}

export type Persona = NonNullable<ReturnType<typeof usePersonas>['data']>[number]

function useInvalidatePersonas() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: personasKey })
}

export function useCreatePersona() {
  const invalidate = useInvalidatePersonas()
  return useMutation({
    mutationFn: async (input: NewPersona) => unwrap(await api.personas.post(input), 'personas'),
    onSuccess: invalidate,
  })
}

export function useAddVersion() {
  const invalidate = useInvalidatePersonas()
  return useMutation({
    mutationFn: async (input: { id: string; prompt: string }) =>
      unwrap(
        await api.personas({ id: input.id }).versions.post({ prompt: input.prompt }),
        `personas/${input.id}/versions`,
      ),
    onSuccess: invalidate,
  })
}

export function useDeletePersona() {
  const invalidate = useInvalidatePersonas()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.personas({ id }).delete(), `personas/${id}`),
    onSuccess: invalidate,
  })
}

export function useMakeDefaultChad() {
  const invalidate = useInvalidatePersonas()
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await api.personas({ id })['make-default-chad'].put()
      if (res.error) throw apiError(res.error, 'Failed to make persona default Chad')
      return res.data
    },
    onSuccess: invalidate,
  })
}

/** The content-quality evaluation of one interviewer (omit the id for the default Chad): minutes on a cloud model. */
export function useEvaluation() {
  return useMutation({
    mutationFn: async (interviewerId?: string) =>
      unwrap(
        await api.admin.evaluations.post(interviewerId ? { interviewer_persona_id: interviewerId } : {}),
        'admin/evaluations',
      ),
  })
}

export type Evaluation = NonNullable<ReturnType<typeof useEvaluation>['data']>
