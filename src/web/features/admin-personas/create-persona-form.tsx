import { X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { Button } from '../../components/button'
import { useCreatePersona } from './api'
import type { PersonaKind } from './persona-kinds'

/** /admin/prompts/new and /admin/founders/new: name and text; opens the new persona once created. */
export function CreatePersonaForm({ kind }: { kind: PersonaKind }) {
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
