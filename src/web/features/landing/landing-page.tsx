import { CalendarDays, Layers, Mic, Send } from 'lucide-react'
import { Link } from 'wouter'
import { Logo } from '../../components/logo'
import { isSignedIn } from '../../lib/auth-client'
import { useSession } from '../../lib/session'

const steps = [
  {
    icon: Mic,
    title: 'Talk it through',
    text: 'Chad interviews you by voice or chat: your product, your audience, the story only you can tell.',
  },
  {
    icon: Layers,
    title: 'Pick your pillars',
    text: 'Your answers become narrative pillars. Choose the three you want to be known for.',
  },
  {
    icon: CalendarDays,
    title: 'Get two weeks of posts',
    text: 'A calendar of posts in your own words, on the times your audience reads. Edit, drag, approve.',
  },
  {
    icon: Send,
    title: 'Post on autopilot',
    text: 'Connect X once. Approved posts go out on schedule, and nothing is posted twice.',
  },
]

export function LandingPage() {
  const session = useSession()
  const signedIn = isSignedIn(session.data)
  return (
    <div className="min-h-full bg-gradient-to-b from-indigo-50 via-white to-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Logo />
        <nav className="flex items-center gap-4 text-sm font-medium">
          {signedIn ? (
            <>
              <Link href="/user/dashboard" className="text-slate-700 hover:text-indigo-600">
                Dashboard
              </Link>
              <Link href="/logout" className="text-slate-500 hover:text-slate-900">
                Log out
              </Link>
            </>
          ) : (
            <>
              <Link href="/auth" className="text-slate-700 hover:text-indigo-600">
                Log in
              </Link>
              <Link
                href="/auth?view=signup"
                className="rounded-lg bg-slate-900 px-3 py-1.5 text-white hover:bg-slate-700"
              >
                Sign up
              </Link>
            </>
          )}
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-6 pt-16 pb-20 text-center sm:pt-24">
          <p className="mb-4 inline-block rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold tracking-wide text-indigo-700 uppercase">
            Your AI marketing assistant
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Turn your voice into magnetic stories
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
            Speak for five minutes; the assistant crafts a week of content.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              href="/start-session"
              className="rounded-xl bg-indigo-600 px-8 py-4 text-lg font-semibold text-white shadow-lg shadow-indigo-600/20 hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Start Your First Session
            </Link>
            <span className="text-sm text-slate-500">No credit card. Works in your browser.</span>
          </div>
        </section>

        <section aria-labelledby="how" className="mx-auto max-w-6xl px-6 pb-24">
          <h2 id="how" className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="grid h-10 w-10 place-items-center rounded-xl bg-indigo-600 text-white">
                    <step.icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="text-xs font-semibold text-slate-500">Step {i + 1}</span>
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>

      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        Chad helps founders say what they mean, every day.
      </footer>
    </div>
  )
}
