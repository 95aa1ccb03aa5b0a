import { X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { conversationTitle } from '../../../shared/conversations'
import { AdminListItem, AdminListLayout } from '../../components/admin-list-layout'
import { Button } from '../../components/button'
import { useBasePromptsAndFounders, useConversations, useCreateConversation } from './api'
import { ConversationView } from './conversation-view'

/** /admin/conversations, /new and /{id} (SPEC §2). */
export function ConversationsPage({ selected }: { selected: 'new' | string | null }) {
  const conversations = useConversations()
  return (
    <AdminListLayout
      title="Conversations"
      create={{ href: '/admin/conversations/new', label: 'New' }}
      items={conversations}
      loadingText="Loading..."
      emptyText="No conversations yet."
      renderItem={(c) => (
        <AdminListItem key={c.id} href={`/admin/conversations/${c.id}`} selected={c.id === selected}>
          <span className="block truncate">{conversationTitle(c)}</span>
          <span className="block text-xs text-slate-500">
            {new Date(c.created_at).toLocaleString()} {c.ended ? '• ended' : ''}
          </span>
        </AdminListItem>
      )}
      fill
      detail={
        selected === 'new' ? (
          <NewConversationForm />
        ) : selected ? (
          <ConversationView key={selected} id={selected} />
        ) : null
      }
      placeholder={'Select a conversation or click "New Conversation" to start'}
    />
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
