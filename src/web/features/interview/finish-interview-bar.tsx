import { Flag } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../components/button'

/**
 * The founder's way out of the interview (shown once a few answers are in): "Finish interview" ends it as
 * the interviewer's end signal would, and the 'Generate Marketing Plan' panel takes this bar's place.
 */
export function FinishInterviewBar(props: { onFinish: () => void; finishing: boolean; disabled: boolean }) {
  const hint = useId()
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2">
      <p id={hint} className="min-w-0 flex-1 text-xs text-slate-600 sm:text-sm">
        Said enough? Finish now and build your plan from your answers so far.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={props.onFinish}
        disabled={props.finishing || props.disabled}
        aria-busy={props.finishing}
        aria-describedby={hint}
        className="shrink-0"
      >
        <Flag className="h-4 w-4" aria-hidden />
        {props.finishing ? 'Finishing...' : 'Finish interview'}
      </Button>
    </div>
  )
}
