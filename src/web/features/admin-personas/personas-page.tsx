import { Pencil, Plus, Trash2, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { Button } from '../../components/button'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Spinner } from '../../components/spinner'
import {
  type Persona,
  type PersonaTag,
  useAddVersion,
  useCreatePersona,
  useDeletePersona,
  useMakeDefaultChad,
  usePersonas,
} from './api'
import { PromptEvaluation } from './prompt-evaluation'
import { PromptText } from './prompt-text'

/** What differs between Base Prompts and Founders (SPEC §2). */
export type PersonaKind = {
  tag: Extract<PersonaTag, 'base_prompt' | 'founder'>
  basePath: string
  title: string
  newLabel: string
  namePlaceholder: string
  textPlaceholder: string
  createError: string
  emptyState: string
  defaultBox: boolean
}

export const basePromptKind: PersonaKind = {
  tag: 'base_prompt',
  basePath: '/admin/prompts',
  title: 'Base Prompts',
  newLabel: 'New Base Prompt',
  namePlaceholder: 'Prompt Name',
  textPlaceholder: 'Prompt Description',
  createError: 'Error creating base prompt',
  emptyState: 'Select a prompt to view its details',
  defaultBox: true,
}

export const founderKind: PersonaKind = {
  tag: 'founder',
  basePath: '/admin/founders',
  title: 'Founders',
  newLabel: 'New Founder',
  namePlaceholder: 'Founder Name',
  textPlaceholder: 'Founder Description',
  createError: 'Error creating founder',
  emptyState: 'Select a founder to view their details',
  defaultBox: false,
}

/** /admin/prompts and /admin/founders, with /new and /{id}: a sidebar list and a detail pane. */
export function PersonasPage({ kind, selected }: { kind: PersonaKind; selected: 'new' | string | null }) {
  const personas = usePersonas(kind.tag)
  const current = selected && selected !== 'new' ? personas.data?.find((p) => p.id === selected) : undefined

  return (
    <div className="flex h-full flex-col md:flex-row">
      <aside className="flex max-h-64 shrink-0 flex-col border-slate-200 bg-white md:max-h-none md:w-80 md:border-r">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
          <h1 className="font-semibold whitespace-nowrap text-slate-900">{kind.title}</h1>
          <Link
            href={`${kind.basePath}/new`}
            className="inline-flex items-center gap-1 rounded-lg bg-indigo-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-indigo-500"
          >
            <Plus className="h-3.5 w-3.5" aria-hidden />
            {kind.newLabel}
          </Link>
        </div>
        <nav className="min-h-0 flex-1 overflow-y-auto p-2">
          {personas.isPending ? (
            <Spinner size="sm" text="Loading..." />
          ) : personas.isError ? (
            <p className="p-2 text-sm text-red-600">Error: {personas.error.message}</p>
          ) : personas.data.length === 0 ? (
            <p className="p-2 text-sm text-slate-500">Nothing here yet.</p>
          ) : (
            personas.data.map((p) => (
              <Link
                key={p.id}
                href={`${kind.basePath}/${p.id}`}
                aria-current={p.id === selected ? 'page' : undefined}
                className={`mb-1 flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${p.id === selected ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                <span className="truncate">{p.name}</span>
                {p.tags.includes('chad') ? (
                  <span className="shrink-0 rounded bg-emerald-100 px-1.5 text-[10px] font-semibold text-emerald-700">
                    DEFAULT
                  </span>
                ) : null}
              </Link>
            ))
          )}
        </nav>
      </aside>
      <section className="min-h-0 min-w-0 flex-1 overflow-y-auto p-4 sm:p-8">
        {selected === 'new' ? (
          <CreatePersonaForm kind={kind} />
        ) : current ? (
          <PersonaDetails key={current.id} kind={kind} persona={current} />
        ) : selected && personas.isPending ? (
          <Spinner text="Loading..." />
        ) : selected && personas.isSuccess ? (
          <p className="text-slate-500">This persona no longer exists.</p>
        ) : (
          <p className="flex h-full items-center justify-center text-slate-500">{kind.emptyState}</p>
        )}
      </section>
    </div>
  )
}

function CreatePersonaForm({ kind }: { kind: PersonaKind }) {
  const [name, setName] = useState('')
  const [prompt, setPrompt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useCreatePersona()
  const [, navigate] = useLocation()

  async function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    try {
      const persona = await create.mutateAsync({ name, prompt, tags: [kind.tag] })
      navigate(`${kind.basePath}/${persona.id}`)
    } catch (err) {
      setError(`${kind.createError}: ${(err as Error).message}`)
    }
  }
  return (
    <form onSubmit={submit} className="mx-auto max-w-2xl space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold text-slate-900">{kind.newLabel}</h2>
        <Link
          href={kind.basePath}
          aria-label="Close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="h-5 w-5" />
        </Link>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <input
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={kind.namePlaceholder}
        aria-label={kind.namePlaceholder}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-indigo-500 focus:outline-none"
      />
      <textarea
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder={kind.textPlaceholder}
        aria-label={kind.textPlaceholder}
        rows={12}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create'}
      </Button>
    </form>
  )
}

function PersonaDetails({ kind, persona }: { kind: PersonaKind; persona: Persona }) {
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
