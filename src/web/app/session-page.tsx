import { lazy, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { Logo } from '../components/logo'
import { PageLoading } from '../components/spinner'
import { GeneratingSchedule, PlanComplete, ScheduleFailed } from '../features/calendar/schedule-states'
import { InterviewChat } from '../features/interview/interview-chat'
import { PillarSelection } from '../features/pillars/pillar-selection'
import { type MarketingSession, useMarketingSession } from '../lib/marketing-sessions'
import { useSessionActions } from '../lib/session-actions'
import { toast } from '../lib/store'
import { sessionScreen } from './session-screen'

// Voice code loads only when the overlay opens.
const VoiceOverlay = lazy(() => import('../features/voice/voice-overlay'))

import { TweetCalendar } from '../features/calendar/tweet-calendar'

/** /marketing-sessions/{id}: the screen follows the session status (SPEC §4). */
export function SessionPage({ id }: { id: string | undefined }) {
  if (!id) return <p className="p-8 text-center text-red-600">Invalid session ID</p>
  return <LoadedSessionPage id={id} />
}

function LoadedSessionPage({ id }: { id: string }) {
  const session = useMarketingSession(id)
  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2">
        <Logo />
        <nav className="flex items-center gap-4 text-sm font-medium text-slate-600">
          <Link href="/start-session" className="hover:text-indigo-600">
            Sessions
          </Link>
          <Link href="/user/dashboard" className="hover:text-indigo-600">
            Dashboard
          </Link>
        </nav>
      </header>
      <main className="min-h-0 flex-1">
        {session.isPending ? (
          <PageLoading text="Loading marketing session..." />
        ) : session.isError ? (
          <p className="p-8 text-center text-red-600">Error: {session.error.message}</p>
        ) : (
          <SessionScreen session={session.data} />
        )}
      </main>
    </div>
  )
}

function SessionScreen({ session }: { session: MarketingSession }) {
  const actions = useSessionActions(session.id)
  const chat = (notice?: string) => (
    <div className="h-full">
      <InterviewChat
        VoiceOverlay={VoiceOverlay}
        conversationId={session.conversation_id}
        notice={notice}
        generating={actions.generatePillars.isPending}
        generateError={actions.generatePillars.error?.message ?? null}
        onGeneratePlan={() =>
          actions.generatePillars.mutate(undefined, {
            onError: (error) => {
              console.error(error)
              toast(`Could not generate the plan: ${error.message}`)
            },
          })
        }
      />
    </div>
  )
  const screen = sessionScreen(session)
  switch (screen.kind) {
    case 'interview':
      return chat(screen.notice)
    case 'pillars':
      return (
        <div className="h-full overflow-y-auto">
          <PillarSelection
            pillars={session.narrative_pillars}
            toneRules={session.tone_rules}
            busy={actions.selectPillars.isPending}
            error={actions.selectPillars.error?.message ?? null}
            onContinue={(ids) => actions.selectPillars.mutate(ids)}
          />
        </div>
      )
    case 'calendar':
      return <CalendarScreen session={session} />
    case 'complete':
      return <PlanComplete sessionId={session.id} />
  }
}

/** Generates the schedule automatically when the session has none. */
function CalendarScreen({ session }: { session: MarketingSession }) {
  const { generateSchedule } = useSessionActions(session.id)
  const started = useRef(false)
  const needsSchedule = session.scheduled_tweets.length === 0
  useEffect(() => {
    if (needsSchedule && !started.current) {
      started.current = true
      generateSchedule.mutate(undefined, { onError: (error) => console.error(error) })
    }
  }, [needsSchedule, generateSchedule])

  if (generateSchedule.isError)
    return <ScheduleFailed error={generateSchedule.error.message} onRetry={() => generateSchedule.mutate()} />
  if (needsSchedule) return <GeneratingSchedule />
  return <TweetCalendar session={session} />
}
