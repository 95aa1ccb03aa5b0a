import { fetchJson } from './api'

/** The signed-in user as better-auth reports it. */
export type AuthUser = {
  id: string
  name: string
  email: string
  role?: string | null
  isAnonymous?: boolean | null
  banned?: boolean | null
  createdAt: string
}
export type AuthSession = { user: AuthUser; session: { id: string; impersonatedBy?: string | null } }

const base = '/api/auth'

/** Prefixes the failure as SPEC §8 lists it, e.g. 'Failed to sign in with email: Invalid password'. */
async function attempt<T>(failure: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new Error(`${failure}: ${(error as Error).message}`)
  }
}

const post = <T>(path: string, body: unknown = {}) =>
  fetchJson<T>(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) })

export const authClient = {
  getSession: () =>
    attempt('Failed to get session', () => fetchJson<AuthSession | null>(`${base}/get-session`)),
  signInAnonymous: () => attempt('Failed to sign in anonymously', () => post('/sign-in/anonymous')),
  signInEmail: async (email: string, password: string) => {
    await attempt('Failed to sign in with email', () => post('/sign-in/email', { email, password }))
    return sessionAfterSignIn()
  },
  signUpEmail: async (email: string, password: string, name: string) => {
    await attempt('Failed to sign up with email', () => post('/sign-up/email', { email, password, name }))
    return sessionAfterSignIn()
  },
  signOut: () => attempt('Failed to sign out', () => post('/sign-out')),
}

async function sessionAfterSignIn(): Promise<AuthSession> {
  const session = await authClient.getSession()
  if (!session) throw new Error('Failed to get session after sign in...')
  return session
}

export const isSignedIn = (session: AuthSession | null | undefined): session is AuthSession =>
  Boolean(session && !session.user.isAnonymous)

export const isAdmin = (session: AuthSession | null | undefined) =>
  isSignedIn(session) && session.user.role === 'admin'
