import { ArrowRight } from 'lucide-react'
import { Link } from 'wouter'

/** The new user's welcome: what the first session takes. */
export function FirstSteps() {
  const steps = [
    'Talk to Chad for five minutes about your product, audience and story.',
    'Pick three narrative pillars from what you said.',
    'Review the two-week calendar of posts, edit what you like, and approve it.',
  ]
  return (
    <section
      data-testid="dashboard-first-steps"
      className="mt-6 rounded-2xl bg-indigo-600 p-6 text-white"
      aria-labelledby="first-steps-title"
    >
      <h2 id="first-steps-title" className="text-lg font-semibold">
        Your first marketing plan starts with an interview
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-indigo-50">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Link
        href="/start-session"
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700"
      >
        Start your first session <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  )
}
