import { t } from 'elysia'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/limits'

export const role = t.Union([t.Literal('admin'), t.Literal('user')])

export const userSummary = t.Object({
  id: t.String(),
  name: t.String(),
  email: t.String(),
  role: t.String(),
  banned: t.Boolean(),
  banReason: t.Nullable(t.String()),
  isAnonymous: t.Boolean(),
  createdAt: t.Date(),
})
export type UserSummary = typeof userSummary.static

export const listQuery = t.Object({
  search: t.Optional(t.String({ maxLength: 200 })),
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 200 })),
  offset: t.Optional(t.Numeric({ minimum: 0 })),
})

export const createBody = t.Object({
  email: t.String({ format: 'email', maxLength: 320 }),
  password: t.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  name: t.String({ minLength: 1, maxLength: 200 }),
  role: t.Optional(role),
})

export const setRoleBody = t.Object({ role })
