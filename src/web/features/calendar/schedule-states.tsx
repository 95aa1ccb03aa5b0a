import { NextPlanButton } from '../../components/analytics/next-plan-button'
import { PillarEngagement } from '../../components/analytics/pillar-engagement'
import { Button } from '../../components/button'
import { ConnectXButton } from '../../components/connect-x'
import { Spinner } from '../../components/spinner'

export function GeneratingSchedule() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <Spinner size="lg" text={null} />
      <h1 className="text-2xl font-bold text-slate-900">Generating Your Tweet Schedule</h1>
      <p className="max-w-md text-slate-600">
        Creating a personalized 2-week content calendar based on your narrative pillars...
      </p>
      <div className="mt-4">
        <ConnectXButton />
      </div>
    </div>
  )
}

export function ScheduleFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Failed to Generate Tweet Schedule</h1>
      <p className="max-w-md text-red-600">{error}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  )
}

export function PlanComplete({ sessionId }: { sessionId: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 py-8 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700">
        ✓
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Marketing Plan Complete</h1>
      <p className="text-slate-600">
        Every post of this plan has been published. Session{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{sessionId}</code>
      </p>
      <NextPlanButton sessionId={sessionId} />
      <div className="mt-4 w-full max-w-xl text-left">
        <PillarEngagement sessionId={sessionId} />
      </div>
    </div>
  )
}
