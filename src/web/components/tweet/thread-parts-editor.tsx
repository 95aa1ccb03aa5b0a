import { ArrowDown, ArrowUp, Plus, Scissors, Trash2 } from 'lucide-react'
import { TWEET_LIMIT } from '../../../shared/limits'
import { MAX_THREAD_PARTS, sentencesOf, splitIntoThread } from '../../../shared/thread'

const counterClass = (n: number) =>
  `text-right text-xs ${n > TWEET_LIMIT ? 'font-semibold text-red-600' : 'text-slate-500'}`

const iconButton =
  'rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30 disabled:hover:bg-transparent'

/**
 * The post's text while editing: one textarea with its /280 counter and 'Split into thread', or a
 * thread's parts, each with its own counter, moved up or down, removed, or added (2–8 parts).
 * `parts` null means a single post; removing down to one part turns the thread back into one.
 */
export function ThreadPartsEditor(props: {
  content: string
  parts: string[] | null
  onChange: (next: { content: string; parts: string[] | null }) => void
}) {
  const { content, parts } = props
  if (!parts) {
    const canSplit = sentencesOf(content).length >= 2 || content.length > TWEET_LIMIT
    return (
      <div className="space-y-1">
        <textarea
          value={content}
          onChange={(e) => props.onChange({ content: e.target.value, parts: null })}
          rows={6}
          aria-label="Tweet content"
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
        />
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            disabled={!canSplit}
            title={
              canSplit
                ? `Cut at sentence boundaries into parts of at most ${TWEET_LIMIT} characters`
                : 'Needs two sentences or more'
            }
            onClick={() => {
              const split = splitIntoThread(content)
              props.onChange({ content: split[0] ?? content, parts: split.length > 1 ? split : null })
            }}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            <Scissors className="h-3.5 w-3.5" /> Split into thread
          </button>
          <p className={counterClass(content.length)}>
            {content.length}/{TWEET_LIMIT} characters
          </p>
        </div>
      </div>
    )
  }
  const set = (next: string[]) =>
    next.length > 1
      ? props.onChange({ content: next[0]!, parts: next })
      : props.onChange({ content: next[0] ?? '', parts: null })
  const move = (from: number, to: number) => {
    const next = [...parts]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    set(next)
  }
  return (
    <ol className="space-y-3" aria-label="Thread parts">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their position
        <li key={i} className="rounded-lg border border-slate-200 p-2" data-testid="thread-part-editor">
          <div className="mb-1 flex items-center justify-between">
            <span className="text-xs font-semibold text-slate-600">
              Part {i + 1} of {parts.length}
            </span>
            <span className="flex items-center gap-0.5">
              <button
                type="button"
                className={iconButton}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move part ${i + 1} up`}
              >
                <ArrowUp className="h-3.5 w-3.5" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={i === parts.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move part ${i + 1} down`}
              >
                <ArrowDown className="h-3.5 w-3.5" />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => set(parts.filter((_, k) => k !== i))}
                aria-label={`Remove part ${i + 1}`}
              >
                <Trash2 className="h-3.5 w-3.5" />
              </button>
            </span>
          </div>
          <textarea
            value={part}
            onChange={(e) => set(parts.map((p, k) => (k === i ? e.target.value : p)))}
            rows={3}
            aria-label={`Part ${i + 1}`}
            className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-indigo-500 focus:outline-none"
          />
          <p className={counterClass(part.length)}>
            {part.length}/{TWEET_LIMIT}
          </p>
        </li>
      ))}
      <li>
        <button
          type="button"
          disabled={parts.length >= MAX_THREAD_PARTS}
          onClick={() => set([...parts, ''])}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 disabled:text-slate-400"
        >
          <Plus className="h-3.5 w-3.5" /> Add part{' '}
          {parts.length >= MAX_THREAD_PARTS ? `(at most ${MAX_THREAD_PARTS})` : ''}
        </button>
      </li>
    </ol>
  )
}
