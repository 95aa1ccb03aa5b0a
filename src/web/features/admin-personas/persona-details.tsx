import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../../components/button'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { type Persona, useAddVersion, useDeletePersona, useMakeDefaultChad } from './api'
import type { PersonaKind } from './persona-kinds'
import { PromptEvaluation } from './prompt-evaluation'
import { PromptText } from './prompt-text'

/** One persona: its latest text (editable into a new version), the default-Chad box, the evaluation and the version history. */
export function PersonaDetails({ kind, persona }: { kind: PersonaKind; persona: Persona }) {
  const latest = persona.versions[0]
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(latest?.prompt ?? '')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const addVersion = useAddVersion()
  const remove = useDeletePersona()
  const makeDefault = useMakeDefaultChad()
  const [, navigate] = useLocation()
  const isDefault = persona.tags.includes('chad')

  async function save() {
    if (draft.trim() === (latest?.prompt ?? '').trim()) return setEditing(false)
    try {
      await addVersion.mutateAsync({ id: persona.id, prompt: draft })
      setEditing(false)
    } catch (error) {
      console.error(error)
    }
  }

  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="flex items-start justify-between gap-4">
        <h2 className="text-2xl font-bold break-words text-slate-900">{persona.name}</h2>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={() => {
              setDraft(latest?.prompt ?? '')
              setEditing(true)
            }}
            aria-label="Edit prompt"
            title="Edit"
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <Pencil className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => setConfirmDelete(true)}
            aria-label="Delete persona"
            title="Delete"
            className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="h-4 w-4" />
          </button>
        </div>
      </header>

      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        {editing ? (
          <div className="space-y-3">
            <textarea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-label="Prompt text"
              rows={14}
              autoFocus
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
            />
            {addVersion.error ? <p className="text-sm text-red-600">{addVersion.error.message}</p> : null}
            <div className="flex gap-2">
              <Button onClick={save} disabled={addVersion.isPending || !draft.trim()}>
                {addVersion.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)} disabled={addVersion.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <PromptText text={latest?.prompt ?? ''} />
        )}
      </div>

      {kind.defaultBox && persona.tags.includes('base_prompt') ? (
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
          <h3 className="font-semibold text-emerald-900">Marketing Assistant Default</h3>
          {isDefault ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-emerald-800">
                This persona is currently the default Chad for marketing sessions
              </p>
              <span className="rounded-lg bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white">
                ✓ Default Chad
              </span>
            </div>
          ) : (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-emerald-800">
                Make this persona the default Chad for new marketing sessions
              </p>
              <Button onClick={() => makeDefault.mutate(persona.id)} disabled={makeDefault.isPending}>
                {makeDefault.isPending ? 'Setting...' : 'Make Default Chad'}
              </Button>
            </div>
          )}
          {makeDefault.error ? (
            <p className="mt-2 text-sm text-red-600">{makeDefault.error.message}</p>
          ) : null}
        </div>
      ) : null}

      {kind.tag === 'base_prompt' ? <PromptEvaluation key={persona.id} persona={persona} /> : null}

      <section>
        <h3 className="mb-2 font-semibold text-slate-900">Version History</h3>
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
          {persona.versions.map((v) => (
            <li key={v.id} className="px-4 py-2 text-slate-600" data-testid="version">
              v{v.version} • {new Date(v.created_at).toLocaleString()}
            </li>
          ))}
        </ul>
      </section>

      {confirmDelete ? (
        <ConfirmDialog
          title="Delete persona"
          message={`Delete ${persona.name} and all its versions? Conversations keep the text they were created with.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={remove.isPending}
          error={remove.error?.message}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={async () => {
            await remove.mutateAsync(persona.id)
            navigate(kind.basePath)
          }}
        />
      ) : null}
    </article>
  )
}
