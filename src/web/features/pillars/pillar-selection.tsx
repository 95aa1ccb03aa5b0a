import { Check } from 'lucide-react'
import { useState } from 'react'
import { PILLARS_TO_SELECT } from '../../../shared/limits'
import { Button } from '../../components/button'
import { TonePanel } from '../../components/tone-panel'
import type { NarrativePillar } from '../../lib/marketing-sessions'

/** 'Select Your Narrative Pillars': at most 3 selectable, exactly 3 to continue (SPEC §2, §5). */
export function PillarSelection(props: {
  pillars: NarrativePillar[]
  /** The founder's tone rules, shown under the intro. */
  toneRules: readonly string[]
  onContinue: (ids: string[]) => void
  busy: boolean
  error: string | null
}) {
  const [selected, setSelected] = useState<string[]>(() =>
    props.pillars.filter((p) => p.selected).map((p) => p.id),
  )
  const toggle = (id: string) =>
    setSelected((s) =>
      s.includes(id) ? s.filter((x) => x !== id) : s.length >= PILLARS_TO_SELECT ? s : [...s, id],
    )

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Select Your Narrative Pillars</h1>
      <p className="mt-2 text-slate-600">
        Pick the three themes you want to be known for. Your posts will rotate between them.
      </p>
      <TonePanel rules={props.toneRules} className="mt-4" />
      <ol className="mt-6 space-y-3">
        {props.pillars.map((pillar, i) => {
          const on = selected.includes(pillar.id)
          const full = !on && selected.length >= PILLARS_TO_SELECT
          return (
            <li key={pillar.id}>
              <button
                type="button"
                aria-pressed={on}
                disabled={full}
                onClick={() => toggle(pillar.id)}
                data-testid="pillar"
                className={`flex w-full items-start gap-4 rounded-2xl border p-4 text-left transition ${on ? 'border-indigo-500 bg-indigo-50 ring-2 ring-indigo-500/20' : 'border-slate-200 bg-white hover:border-slate-300'} ${full ? 'cursor-not-allowed opacity-50' : ''}`}
              >
                <span
                  className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${on ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600'}`}
                >
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{pillar.title}</span>
                  {pillar.description ? (
                    <span className="mt-1 block text-sm text-slate-600">{pillar.description}</span>
                  ) : null}
                </span>
                {on ? <Check className="h-5 w-5 shrink-0 text-indigo-600" aria-label="Selected" /> : null}
              </button>
            </li>
          )
        })}
      </ol>
      {props.error ? <p className="mt-4 text-sm text-red-600">{props.error}</p> : null}
      <div className="sticky bottom-0 mt-6 bg-gradient-to-t from-white via-white to-transparent py-4">
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={selected.length !== PILLARS_TO_SELECT || props.busy}
          onClick={() => props.onContinue(selected)}
        >
          Continue to Tweet Calendar ({selected.length}/{PILLARS_TO_SELECT} selected)
        </Button>
      </div>
    </div>
  )
}
