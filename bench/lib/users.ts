// Bench users: each simulated founder signs up as their own user, as real ones would, so per-user
// limits (stored messages a minute, AI calls) apply to one founder's pace, not to the whole load.
import { treaty } from '@elysiajs/eden'
import type { App } from '../../src/server/app'

export type BenchUser = { email: string; cookie: string; api: ReturnType<typeof treaty<App>>['api'] }

/** Signs up one user (the server must run with AUTH_RATE_LIMIT=off for many from one address). */
export async function signUpUser(
  url: string,
  email: string,
  name = email.split('@')[0]!,
): Promise<BenchUser> {
  const origin = new URL(url).origin
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'password-123', name }),
  })
  if (!res.ok) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { email, cookie, api: treaty<App>(url, { headers: { cookie, origin } }).api }
}

/** `count` users named `<prefix><n>@example.com`, signed up a few at a time. */
export async function signUpUsers(url: string, prefix: string, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = []
  for (let i = 0; i < count; i += 10)
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, (_, k) =>
          signUpUser(url, `${prefix}${i + k}@example.com`),
        ),
      )),
    )
  return users
}
