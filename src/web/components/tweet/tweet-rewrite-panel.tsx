import { Sparkles, X } from 'lucide-react'
import { useState } from 'react'
import { TWEET_LIMIT } from '../../../shared/limits'
import { REWRITE_PRESETS } from '../../../shared/rewrite'
import { Button } from '../button'
import type { RewriteRequest } from './api'

/**
 * 'Rewrite': presets or a free instruction; the assistant's three alternatives; picking one hands it
 * to `onPick` (the modal replaces the text and offers Undo); Dismiss closes the panel.
 */
export function TweetRewritePanel(props: {
  parts: number
  rewrite: (request: RewriteRequest) => Promise<{ alternatives: string[] }>
  onPick: (text: string, part: number) => Promise<unknown>
  onDismiss: () => void
}) {
  const [instruction, setInstruction] = useState('')
  const [part, setPart] = useState(0)
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading'; label: string }
    | { kind: 'error'; message: string }
    | { kind: 'ready'; alternatives: string[] }
  >({ kind: 'idle' })
  const [picking, setPicking] = useState<number | null>(null)

  async function ask(request: RewriteRequest, label: string) {
    setState({ kind: 'loading', label })
    try {
      const { alternatives } = await props.rewrite({ ...request, ...(props.parts > 1 ? { part } : {}) })
      setState({ kind: 'ready', alternatives })
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message })
    }
  }
  const busy = state.kind === 'loading' || picking !== null

  return (
    <section className="mt-4 rounded-2xl border border-indigo-200 bg-indigo-50/40 p-3" aria-label="Rewrite">
      <div className="flex items-center justify-between">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Sparkles className="h-4 w-4 text-indigo-600" /> Rewrite
        </h3>
        <button
          type="button"
          onClick={props.onDismiss}
          className="rounded-md p-1 text-slate-500 hover:bg-white"
          aria-label="Dismiss"
        >
          <X className="h-4 w-4" />
        </button>
      </div>
      {props.parts > 1 ? (
        <label className="mt-2 flex items-center gap-2 text-xs text-slate-600">
          Part
          <select
            value={part}
            onChange={(e) => setPart(Number(e.target.value))}
            className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs"
          >
            {Array.from({ length: props.parts }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a part is its position
              <option key={i} value={i}>
                {i + 1} of {props.parts}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-1.5">
        {REWRITE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            disabled={busy}
            onClick={() => ask({ preset: p.id }, p.label)}
            className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-100 disabled:opacity-50"
          >
            {p.label}
          </button>
        ))}
      </div>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (instruction.trim()) void ask({ instruction: instruction.trim() }, 'your instruction')
        }}
      >
        <input
          value={instruction}
          onChange={(e) => setInstruction(e.target.value)}
          maxLength={500}
          placeholder="Or say how, e.g. “mention the waitlist”"
          aria-label="Rewrite instruction"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-indigo-500 focus:outline-none"
        />
        <Button type="submit" size="sm" disabled={busy || !instruction.trim()}>
          Rewrite
        </Button>
      </form>
      <div aria-live="polite" className="mt-3">
        {state.kind === 'loading' ? (
          <p className="text-sm text-slate-600">Writing three alternatives ({state.label})…</p>
        ) : state.kind === 'error' ? (
          <p role="alert" className="text-sm text-red-600">
            {state.message}
          </p>
        ) : state.kind === 'ready' ? (
          <ul className="space-y-2">
            {state.alternatives.map((text, i) => (
              <li
                key={text}
                className="rounded-xl border border-slate-200 bg-white p-2.5"
                data-testid="rewrite-alternative"
              >
                <p className="text-sm whitespace-pre-wrap text-slate-900">{text}</p>
                <div className="mt-1.5 flex items-center justify-between">
                  <span className="text-xs text-slate-500">
                    {text.length}/{TWEET_LIMIT}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={async () => {
                      setPicking(i)
                      await props.onPick(text, props.parts > 1 ? part : 0)
                      setPicking(null)
                    }}
                  >
                    {picking === i ? 'Using...' : 'Use this'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-slate-500">
            Pick a preset or write an instruction. The text stays yours until you pick an alternative.
          </p>
        )}
      </div>
    </section>
  )
}
