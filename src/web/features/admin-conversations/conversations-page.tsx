import { Plus, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { conversationTitle } from '../../../shared/conversations'
import { Button } from '../../components/button'
import { Spinner } from '../../components/spinner'
import { useBasePromptsAndFounders, useConversations, useCreateConversation } from './api'
import { ConversationView } from './conversation-view'

/** /admin/conversations, /new and /{id} (SPEC §2). */
export function ConversationsPage({ selected }: { selected: 'new' | string | null }) {
  const conversations = useConversations()
  return (
    <div className="flex h-full flex-col md:flex-row">
      <aside className="flex max-h-56 shrink-0 flex-col border-slate-200 bg-white md:max-h-none md:w-72 md:border-r">
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <h1 className="font-semibold text-slate-900">Conversations</h1>
          <Link
            href="/admin/conversations/new"
            className="inline-flex items-center gap-1 rounded-lg bg-indigo-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-indigo-500"
          >
            <Plus className="h-3.5 w-3.5" aria-hidden />
            New
          </Link>
        </div>
        <nav className="min-h-0 flex-1 overflow-y-auto p-2">
          {conversations.isPending ? (
            <Spinner size="sm" text="Loading..." />
          ) : conversations.isError ? (
            <p className="p-2 text-sm text-red-600">Error: {conversations.error.message}</p>
          ) : conversations.data.length === 0 ? (
            <p className="p-2 text-sm text-slate-500">No conversations yet.</p>
          ) : (
            conversations.data.map((c) => (
              <Link
                key={c.id}
                href={`/admin/conversations/${c.id}`}
                aria-current={c.id === selected ? 'page' : undefined}
                className={`mb-1 block rounded-lg px-3 py-2 text-sm ${c.id === selected ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                <span className="block truncate">{conversationTitle(c)}</span>
                <span className="block text-xs text-slate-500">
                  {new Date(c.created_at).toLocaleString()} {c.ended ? '• ended' : ''}
                </span>
              </Link>
            ))
          )}
        </nav>
      </aside>
      <section className="min-h-0 min-w-0 flex-1">
        {selected === 'new' ? (
          <NewConversationForm />
        ) : selected ? (
          <ConversationView key={selected} id={selected} />
        ) : (
          <p className="flex h-full items-center justify-center p-6 text-center text-slate-500">
            Select a conversation or click "New Conversation" to start
          </p>
        )}
      </section>
    </div>
  )
}

function NewConversationForm() {
  const personas = useBasePromptsAndFounders()
  const create = useCreateConversation()
  const [, navigate] = useLocation()
  const [mode, setMode] = useState<'human' | 'ai'>('human')
  const [basePrompt, setBasePrompt] = useState('')
  const [founder, setFounder] = useState('')
  const basePrompts = personas.data?.filter((p) => p.tags.includes('base_prompt')) ?? []
  const founders = personas.data?.filter((p) => p.tags.includes('founder')) ?? []

  async function submit(e: FormEvent) {
    e.preventDefault()
    // SPEC §5: without a base prompt (and a founder in AI mode) nothing happens.
    if (!basePrompt || (mode === 'ai' && !founder)) return
    try {
      const c = await create.mutateAsync(
        mode === 'ai' ? { persona_id_1: basePrompt, persona_id_2: founder } : { persona_id_1: basePrompt },
      )
      navigate(`/admin/conversations/${c.id}`)
    } catch (error) {
      console.error(error)
    }
  }

  const selectClass =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none'
  return (
    <form onSubmit={submit} className="mx-auto max-w-lg space-y-5 p-4 sm:p-8">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold text-slate-900">Create New Conversation</h2>
        <Link
          href="/admin/conversations"
          aria-label="Close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="h-5 w-5" />
        </Link>
      </div>
      {personas.isError ? <p className="text-sm text-red-600">Error: {personas.error.message}</p> : null}
      <label className="block text-sm font-medium text-slate-700">
        Base prompt
        <select value={basePrompt} onChange={(e) => setBasePrompt(e.target.value)} className={selectClass}>
          <option value="">Select a base prompt</option>
          {basePrompts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Second participant</legend>
        <div className="mt-1 inline-flex rounded-lg bg-slate-100 p-1 text-sm font-semibold">
          {(['human', 'ai'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`rounded-md px-4 py-1.5 ${mode === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`}
            >
              {m === 'human' ? 'Human' : 'AI'}
            </button>
          ))}
        </div>
      </fieldset>
      {mode === 'ai' ? (
        <label className="block text-sm font-medium text-slate-700">
          Founder
          <select value={founder} onChange={(e) => setFounder(e.target.value)} className={selectClass}>
            <option value="">Select a founder</option>
            {founders.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {create.error ? <p className="text-sm text-red-600">{create.error.message}</p> : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create Conversation'}
      </Button>
    </form>
  )
}
