import { useLocation } from 'wouter'
import { toast } from '../../lib/store'
import { Button } from '../button'
import { useStartNextPlan } from './api'

/** 'Plan the next two weeks': a short check-in with the same Chad, then a new calendar. */
export function NextPlanButton({
  sessionId,
  variant,
}: {
  sessionId: string
  variant?: 'primary' | 'secondary'
}) {
  const [, navigate] = useLocation()
  const start = useStartNextPlan(sessionId)
  return (
    <Button
      variant={variant}
      disabled={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: (nextId) => navigate(`/marketing-sessions/${nextId}`),
          onError: (error) => toast(`Could not plan the next two weeks: ${error.message}`),
        })
      }
    >
      {start.isPending ? 'Starting check-in...' : 'Plan the next two weeks'}
    </Button>
  )
}
