import type { TweetDraft } from './draft'
import { ThreadPartsEditor } from './thread-parts-editor'

/**
 * The edit form: date and time, then the text or a thread's parts. A refused save's message stays
 * under it, beside the user's unsaved text, until the next save.
 */
export function TweetEditor(props: {
  draft: TweetDraft
  onChange: (draft: TweetDraft) => void
  error: string | null
}) {
  const { draft } = props
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <label className="text-xs font-medium text-slate-600">
          Date
          <input
            type="date"
            value={draft.date}
            onChange={(e) => props.onChange({ ...draft, date: e.target.value })}
            className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
        <label className="text-xs font-medium text-slate-600">
          Time
          <input
            type="time"
            value={draft.time}
            onChange={(e) => props.onChange({ ...draft, time: e.target.value })}
            className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
      </div>
      <ThreadPartsEditor
        content={draft.content}
        parts={draft.parts}
        onChange={(next) => props.onChange({ ...draft, ...next })}
      />
      {props.error ? (
        // Not a live region: the toast announces the failure; this keeps it in view after the toast goes.
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="save-error">
          Not saved: {props.error}
        </p>
      ) : null}
    </div>
  )
}
