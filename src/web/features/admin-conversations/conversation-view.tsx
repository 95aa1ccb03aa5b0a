import { Check, Copy, Mic, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { conversationTitle, formatConversationForCopy, humanSide } from '../../../shared/conversations'
import { type ChatMessage, ChatView } from '../../components/chat/chat-view'
import { ConfirmDialog } from '../../components/confirm-dialog'
import {
  type Conversation,
  conversationCalls,
  useAiStatus,
  useConversation,
  useConversationCache,
  useDeleteConversation,
} from './api'
import { useAutoPlay } from './use-auto-play'

const COPIED_MS = 2000

/** /admin/conversations/{id}: human mode chats, AI-vs-AI mode takes turns (SPEC §2). */
export function ConversationView({ id }: { id: string }) {
  const conversation = useConversation(id)
  if (conversation.isPending) return <ChatShell loading />
  if (conversation.isError) return <ChatShell error={conversation.error.message} />
  return <LoadedConversation conversation={conversation.data} />
}

function ChatShell(props: { loading?: boolean; error?: string }) {
  return (
    <ChatView
      participants=""
      messages={[]}
      typing={false}
      loading={props.loading}
      error={props.error}
      mode={{ kind: 'interactive', onSend: () => {}, sending: false, responding: false, ended: true }}
    />
  )
}

function LoadedConversation({ conversation: c }: { conversation: Conversation }) {
  const cache = useConversationCache(c.id)
  const human = humanSide(c)
  const [sending, setSending] = useState(false)
  const [responding, setResponding] = useState(false)
  const [turnError, setTurnError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [confirm, setConfirm] = useState<
    { kind: 'conversation' } | { kind: 'message'; messageId: string } | null
  >(null)
  const [confirmBusy, setConfirmBusy] = useState(false)
  const remove = useDeleteConversation()
  const ai = useAiStatus()
  const [, navigate] = useLocation()

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const append = (m: Conversation['messages'][number], ended = false) =>
    cache.update((x) => ({
      ...x,
      ended: x.ended || ended,
      messages: [...x.messages.filter((y) => y.id !== m.id), m],
    }))

  async function takeTurn(): Promise<'continue' | 'end' | 'error'> {
    setResponding(true)
    setTurnError(null)
    try {
      const turn = await conversationCalls.agentTurn(c.id)
      append(turn.message, turn.next_action === 'end')
      if (turn.next_action === 'end') void cache.invalidateList()
      return turn.next_action
    } catch (error) {
      setTurnError((error as Error).message || 'An error occurred')
      return 'error'
    } finally {
      setResponding(false)
    }
  }
  const autoPlay = useAutoPlay(takeTurn)

  async function send(text: string) {
    if (!human) return
    const localId = `user-${crypto.randomUUID()}`
    const now = new Date()
    cache.update((x) => ({
      ...x,
      messages: [
        ...x.messages,
        {
          id: localId,
          conversation_id: c.id,
          persona: human,
          content: text,
          ordering: x.messages.length,
          created_at: now,
          updated_at: now,
          persona_name: human === 1 ? x.persona_1_name : x.persona_2_name,
        },
      ],
    }))
    setSending(true)
    setTurnError(null)
    try {
      const saved = await conversationCalls.userMessage(c.id, text)
      cache.update((x) => ({ ...x, messages: x.messages.map((m) => (m.id === localId ? saved : m)) }))
    } catch (error) {
      cache.update((x) => ({ ...x, messages: x.messages.filter((m) => m.id !== localId) }))
      setTurnError((error as Error).message)
      setSending(false)
      return
    }
    setSending(false)
    await takeTurn()
  }

  async function onConfirm() {
    if (!confirm) return
    setConfirmBusy(true)
    try {
      if (confirm.kind === 'conversation') {
        await remove.mutateAsync(c.id)
        navigate('/admin/conversations')
      } else {
        await conversationCalls.deleteMessage(c.id, confirm.messageId)
        cache.update((x) => ({ ...x, messages: x.messages.filter((m) => m.id !== confirm.messageId) }))
      }
      setConfirm(null)
    } catch (error) {
      setTurnError((error as Error).message)
      setConfirm(null)
    } finally {
      setConfirmBusy(false)
    }
  }

  const messages: ChatMessage[] = c.messages
  return (
    <>
      <ChatView
        participants={
          <span className="flex flex-wrap items-center gap-2">
            <span>{human ? conversationTitle(c) : `${c.persona_1_name} × ${c.persona_2_name}`}</span>
            {human ? (
              <span className="text-sm font-normal text-slate-500">
                with {human === 1 ? c.persona_1_name : c.persona_2_name}
              </span>
            ) : null}
            {ai.data?.provider === 'offline' ? (
              <span
                title="No AI provider is configured: replies come from the built-in offline engine"
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
              >
                offline engine
              </span>
            ) : null}
          </span>
        }
        headerActions={
          <>
            <button
              type="button"
              onClick={async () => {
                await navigator.clipboard.writeText(formatConversationForCopy(c, c.messages))
                setCopied(true)
              }}
              title={copied ? 'Copied!' : 'Copy conversation'}
              aria-label={copied ? 'Copied!' : 'Copy conversation'}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              {copied ? <Check className="h-4 w-4 text-emerald-600" /> : <Copy className="h-4 w-4" />}
            </button>
            <button
              type="button"
              title="Start voice chat"
              aria-label="Start voice chat"
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            >
              <Mic className="h-4 w-4" />
            </button>
            <button
              type="button"
              onClick={() => setConfirm({ kind: 'conversation' })}
              title="Delete conversation"
              aria-label="Delete conversation"
              className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" />
            </button>
          </>
        }
        messages={messages}
        typing={responding}
        footer={
          turnError ? (
            <p role="alert" className="border-t border-red-100 bg-red-50 px-4 py-2 text-sm text-red-700">
              {turnError}
            </p>
          ) : null
        }
        renderMessageActions={(m) =>
          m.id.startsWith('user-') ? null : (
            <button
              type="button"
              onClick={() => setConfirm({ kind: 'message', messageId: m.id })}
              aria-label="Delete message"
              title="Delete message"
              className="rounded p-0.5 text-slate-300 hover:text-red-600 focus:text-red-600"
            >
              <Trash2 className="h-3.5 w-3.5" />
            </button>
          )
        }
        mode={
          human
            ? { kind: 'interactive', onSend: (text) => void send(text), sending, responding, ended: c.ended }
            : {
                kind: 'auto',
                onTakeTurn: () => void takeTurn(),
                takingTurn: responding,
                playing: autoPlay.playing,
                onTogglePlay: autoPlay.toggle,
                ended: c.ended,
              }
        }
      />
      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === 'conversation' ? 'Delete conversation' : 'Delete message'}
          message={
            confirm.kind === 'conversation'
              ? 'Are you sure you want to delete this conversation?'
              : 'Are you sure you want to delete this message?'
          }
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={confirmBusy}
          onCancel={() => setConfirm(null)}
          onConfirm={onConfirm}
        />
      ) : null}
    </>
  )
}
