import { Search } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { useLocation } from 'wouter'
import { PASSWORD_MIN_LENGTH } from '../../../shared/limits'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Spinner } from '../../components/spinner'
import { authClient } from '../../lib/auth-client'
import { useResetSession, useSession } from '../../lib/session'
import { type AdminUser, type UserAction, useUserAction, useUsers } from './api'

type Pending = { action: UserAction; user: AdminUser }

const confirmations: Record<
  UserAction['kind'],
  (
    u: AdminUser,
    a: UserAction,
  ) => { title: string; message: string; label: string; busy: string; danger?: boolean }
> = {
  'set-role': (u, a) => ({
    title: 'Change role',
    message: `Make ${u.name} (${u.email}) ${a.kind === 'set-role' && a.role === 'admin' ? 'an admin' : 'a regular user'}?`,
    label: 'Change role',
    busy: 'Saving...',
  }),
  ban: (u) => ({
    title: 'Ban user',
    message: `Ban ${u.email}? They are signed out at once and cannot sign in.`,
    label: 'Ban',
    busy: 'Banning...',
    danger: true,
  }),
  unban: (u) => ({
    title: 'Unban user',
    message: `Let ${u.email} sign in again?`,
    label: 'Unban',
    busy: 'Unbanning...',
  }),
  'set-password': (u) => ({
    title: 'Set password',
    message: `Set a new password for ${u.email}.`,
    label: 'Set password',
    busy: 'Saving...',
  }),
  delete: (u) => ({
    title: 'Delete user',
    message: `Delete ${u.email} and everything they own? This cannot be undone.`,
    label: 'Delete',
    busy: 'Deleting...',
    danger: true,
  }),
  impersonate: (u) => ({
    title: 'Impersonate user',
    message: `Browse as ${u.email}? Stop at any time from the banner.`,
    label: 'Impersonate',
    busy: 'Switching...',
  }),
}

/** /admin/users: list and search users, set role, ban/unban, impersonate, set password, delete. */
export function UsersPage() {
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const users = useUsers(deferred)
  const action = useUserAction()
  const me = useSession().data?.user
  const reset = useResetSession()
  const [, navigate] = useLocation()
  const [pending, setPending] = useState<Pending | null>(null)
  const [banReason, setBanReason] = useState('')
  const [password, setPassword] = useState('')
  const [formError, setFormError] = useState<string | null>(null)

  const ask = (user: AdminUser, a: UserAction) => {
    action.reset()
    setFormError(null)
    setBanReason('')
    setPassword('')
    setPending({ user, action: a })
  }

  async function confirm() {
    if (!pending) return
    let a = pending.action
    if (a.kind === 'ban') a = { ...a, reason: banReason.trim() }
    if (a.kind === 'set-password') {
      if (password.length < PASSWORD_MIN_LENGTH)
        return setFormError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      a = { ...a, password }
    }
    try {
      await action.mutateAsync(a)
      if (a.kind === 'impersonate') {
        await reset(await authClient.getSession())
        navigate('/')
      }
      setPending(null)
    } catch {
      // The dialog shows action.error.
    }
  }

  const dialog = pending ? confirmations[pending.action.kind](pending.user, pending.action) : null

  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900">Users</h1>
      <div className="relative mt-4 max-w-sm">
        <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-500" aria-hidden />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by name or email"
          aria-label="Search users"
          className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm focus:border-indigo-500 focus:outline-none"
        />
      </div>

      {users.isPending ? (
        <div className="mt-10">
          <Spinner text="Loading users..." />
        </div>
      ) : users.isError ? (
        <p className="mt-6 text-red-600">Error: {users.error.message}</p>
      ) : users.data.users.length === 0 ? (
        <p className="mt-6 text-slate-500">{deferred ? `No users match "${deferred}".` : 'No users yet.'}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {users.data.users.map((user) => {
            const self = user.id === me?.id
            return (
              <li
                key={user.id}
                data-testid="user-row"
                className="flex flex-col gap-3 p-4 md:flex-row md:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">
                    {user.name} {self ? <span className="text-xs text-slate-500">(you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-slate-500">{user.email}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs">
                    <span
                      data-testid="role-badge"
                      className={`rounded-full px-2 py-0.5 font-semibold ${user.role === 'admin' ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-600'}`}
                    >
                      {user.role ?? 'user'}
                    </span>
                    {user.banned ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-700">
                        banned
                      </span>
                    ) : null}
                    {user.isAnonymous ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-700">
                        anonymous
                      </span>
                    ) : null}
                    <span className="text-slate-500">
                      joined {new Date(user.createdAt).toLocaleDateString()}
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <label className="sr-only" htmlFor={`role-${user.id}`}>
                    Role for {user.email}
                  </label>
                  <select
                    id={`role-${user.id}`}
                    value={user.role === 'admin' ? 'admin' : 'user'}
                    disabled={self}
                    onChange={(e) =>
                      ask(user, {
                        kind: 'set-role',
                        userId: user.id,
                        role: e.target.value as 'admin' | 'user',
                      })
                    }
                    className="rounded-lg border border-slate-300 px-2 py-1.5 disabled:text-slate-400"
                  >
                    <option value="user">user</option>
                    <option value="admin">admin</option>
                  </select>
                  {self ? null : (
                    <>
                      <RowButton
                        onClick={() =>
                          ask(
                            user,
                            user.banned
                              ? { kind: 'unban', userId: user.id }
                              : { kind: 'ban', userId: user.id, reason: '' },
                          )
                        }
                      >
                        {user.banned ? 'Unban' : 'Ban'}
                      </RowButton>
                      <RowButton onClick={() => ask(user, { kind: 'impersonate', userId: user.id })}>
                        Impersonate
                      </RowButton>
                      <RowButton
                        onClick={() => ask(user, { kind: 'set-password', userId: user.id, password: '' })}
                      >
                        Set password
                      </RowButton>
                      <RowButton danger onClick={() => ask(user, { kind: 'delete', userId: user.id })}>
                        Delete
                      </RowButton>
                    </>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}

      {pending && dialog ? (
        <ConfirmDialog
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.label}
          busyLabel={dialog.busy}
          danger={dialog.danger}
          busy={action.isPending}
          error={formError ?? action.error?.message}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          {pending.action.kind === 'ban' ? (
            <input
              value={banReason}
              onChange={(e) => setBanReason(e.target.value)}
              placeholder="Reason (optional)"
              aria-label="Ban reason"
              className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          ) : null}
          {pending.action.kind === 'set-password' ? (
            <input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
              aria-label="New password"
              autoComplete="new-password"
              className="mt-3 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  )
}

function RowButton({
  children,
  onClick,
  danger = false,
}: {
  children: string
  onClick: () => void
  danger?: boolean
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded-lg px-2.5 py-1.5 font-medium ring-1 ring-inset ${danger ? 'text-red-600 ring-red-200 hover:bg-red-50' : 'text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
    >
      {children}
    </button>
  )
}
