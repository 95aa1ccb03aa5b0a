import { Link } from 'wouter'
import { NextPlanButton } from '../../components/analytics/next-plan-button'
import { PillarEngagementView } from '../../components/analytics/pillar-engagement'
import type { Dashboard } from './api'
import { Card, Empty } from './card'

/** Engagement by narrative pillar for the latest approved plan, with the way to plan the next two weeks. */
export function Engagement({ engagement }: { engagement: Dashboard['engagement'] }) {
  if (!engagement) {
    return (
      <Card title="Engagement by narrative pillar" id="engagement">
        <Empty>Once your plan is approved and posts go out, you will see which of your stories land.</Empty>
      </Card>
    )
  }
  return (
    <div className="space-y-3">
      <PillarEngagementView rows={engagement.pillars} networks={engagement.networks} />
      <div className="flex flex-wrap items-center gap-3">
        <NextPlanButton sessionId={engagement.session_id} variant="secondary" />
        <Link
          href={`/marketing-sessions/${engagement.session_id}`}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          Open this plan
        </Link>
      </div>
    </div>
  )
}
