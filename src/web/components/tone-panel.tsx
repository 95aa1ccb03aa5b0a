import { ChevronDown, MessageSquareQuote } from 'lucide-react'
import { useId } from 'react'

const TITLE = 'How your posts will sound'

/**
 * 'How your posts will sound' (issue #24): the founder's own instructions about tone, read from their
 * interview. Every post follows them and none quotes them. Nothing at all when there are none.
 */
export function TonePanel({ rules, className = '' }: { rules: readonly string[]; className?: string }) {
  const titleId = useId()
  if (rules.length === 0) return null
  return (
    <section
      aria-labelledby={titleId}
      data-testid="tone-panel"
      className={`rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm ${className}`}
    >
      <h2 id={titleId} className="flex items-center gap-1.5 font-medium text-slate-700">
        <MessageSquareQuote className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        {TITLE}
      </h2>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-slate-600 marker:text-slate-300">
        {rules.map((rule) => (
          <li key={rule} className="break-words">
            {rule}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The same rules as a bar above the calendar, which needs the room: side by side, and folded away
 * (one tap to open) until `open` says otherwise, as on a phone.
 */
export function ToneBar({
  rules,
  open,
  className = '',
}: {
  rules: readonly string[]
  open: boolean
  className?: string
}) {
  const titleId = useId()
  if (rules.length === 0) return null
  return (
    <section aria-labelledby={titleId} data-testid="tone-panel" className={`text-sm ${className}`}>
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 text-slate-700 [&::-webkit-details-marker]:hidden">
          <MessageSquareQuote className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <h2 id={titleId} className="font-medium">
            {TITLE}
          </h2>
          <span className="text-slate-500">({rules.length})</span>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-400 group-open:rotate-180" aria-hidden="true" />
        </summary>
        <ul className="mt-1.5 flex flex-wrap gap-1.5 text-slate-600">
          {rules.map((rule) => (
            <li
              key={rule}
              className="rounded-md bg-white px-2 py-0.5 break-words ring-1 ring-slate-200 ring-inset"
            >
              {rule}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
