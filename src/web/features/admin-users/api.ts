import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, fetchJson, unwrap } from '../../lib/api'

/** better-auth's admin plugin endpoints (SPEC §7 "Auth service under /auth"). */
const admin = (path: string, body?: unknown) =>
  fetchJson<unknown>(
    `/api/auth/admin/${path}`,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
  )

/** One row of the typed users list (server-side search over name and email). */
export type AdminUser = Awaited<ReturnType<typeof listUsers>>['users'][number]

const listUsers = async (search: string) =>
  unwrap(await api.admin.users.get({ query: { search: search || undefined, limit: 100 } }), 'admin/users')

export const usersQueryKey = ['admin', 'users'] as const

export function useUsers(search: string) {
  return useQuery({
    queryKey: [...usersQueryKey, search],
    queryFn: () => listUsers(search),
    placeholderData: keepPreviousData,
  })
}

export type UserAction =
  | { kind: 'set-role'; userId: string; role: 'admin' | 'user' }
  | { kind: 'ban'; userId: string; reason: string }
  | { kind: 'unban'; userId: string }
  | { kind: 'set-password'; userId: string; password: string }
  | { kind: 'delete'; userId: string }
  | { kind: 'impersonate'; userId: string }

function run(action: UserAction) {
  switch (action.kind) {
    case 'set-role':
      return admin('set-role', { userId: action.userId, role: action.role })
    case 'ban':
      return admin('ban-user', { userId: action.userId, banReason: action.reason || undefined })
    case 'unban':
      return admin('unban-user', { userId: action.userId })
    case 'set-password':
      return admin('set-user-password', { userId: action.userId, newPassword: action.password })
    case 'delete':
      return admin('remove-user', { userId: action.userId })
    case 'impersonate':
      return admin('impersonate-user', { userId: action.userId })
  }
}

export function useUserAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  })
}

export const stopImpersonating = () => admin('stop-impersonating', {})
