import { type FormEvent, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '../../components/button'
import { Logo } from '../../components/logo'
import { PageLoading } from '../../components/spinner'
import { authClient, isSignedIn } from '../../lib/auth-client'
import { safeRedirect } from '../../lib/safe-redirect'
import { useResetSession, useSession } from '../../lib/session'
import { loginCredentials, signUpError } from './auth-forms'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none'

function Field(props: {
  label: string
  name: string
  type?: string
  value: string
  onChange: (v: string) => void
  autoComplete?: string
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {props.label}
      <input
        className={inputClass}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  )
}

/** /auth: Login and Sign up tabs (?view=login|signup), then back to ?redirect (default /). */
export function AuthPage() {
  const params = new URLSearchParams(useSearch())
  const view = params.get('view') === 'signup' ? 'signup' : 'login'
  const redirect = safeRedirect(params.get('redirect'))
  const [, navigate] = useLocation()
  const session = useSession()
  const reset = useResetSession()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' })
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  const signedIn = isSignedIn(session.data)
  useEffect(() => {
    if (signedIn) navigate(redirect, { replace: true })
  }, [signedIn, redirect, navigate])

  const tabHref = (v: 'login' | 'signup') => {
    const next = new URLSearchParams(params)
    next.set('view', v)
    return `/auth?${next.toString()}`
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    let run: () => Promise<unknown>
    if (view === 'login') {
      const credentials = loginCredentials(form.email, form.password)
      if (!credentials) return
      run = () => authClient.signInEmail(credentials.email, credentials.password)
    } else {
      const problem = signUpError(form)
      if (problem) return setError(problem)
      run = () => authClient.signUpEmail(form.email.trim(), form.password, form.name.trim())
    }
    setBusy(true)
    setError(null)
    try {
      const next = (await run()) as Awaited<ReturnType<typeof authClient.signInEmail>>
      await reset(next)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (session.isPending || signedIn) return <PageLoading />

  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <div
            role="tablist"
            className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-semibold"
          >
            {(['login', 'signup'] as const).map((v) => (
              <Link
                key={v}
                role="tab"
                aria-selected={view === v}
                href={tabHref(v)}
                onClick={() => setError(null)}
                className={`rounded-md py-2 text-center ${view === v ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-800'}`}
              >
                {v === 'login' ? 'Login' : 'Sign up'}
              </Link>
            ))}
          </div>
          {error ? (
            <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <form onSubmit={submit} className="space-y-4" noValidate>
            {view === 'signup' ? (
              <Field label="Name" name="name" value={form.name} onChange={set('name')} autoComplete="name" />
            ) : null}
            <Field
              label="Email"
              name="email"
              type="email"
              value={form.email}
              onChange={set('email')}
              autoComplete="email"
            />
            <Field
              label="Password"
              name="password"
              type="password"
              value={form.password}
              onChange={set('password')}
              autoComplete={view === 'login' ? 'current-password' : 'new-password'}
            />
            {view === 'signup' ? (
              <Field
                label="Confirm Password"
                name="confirm"
                type="password"
                value={form.confirm}
                onChange={set('confirm')}
                autoComplete="new-password"
              />
            ) : null}
            <Button type="submit" className="w-full" size="lg" disabled={busy}>
              {view === 'login' ? (busy ? 'Logging in...' : 'Login') : busy ? 'Signing up...' : 'Sign up'}
            </Button>
          </form>
        </div>
      </div>
    </main>
  )
}
