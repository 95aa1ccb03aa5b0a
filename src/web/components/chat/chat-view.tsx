import { Pause, Play } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { Spinner } from '../spinner'

export type ChatMessage = {
  id: string
  persona: 1 | 2
  content: string
  persona_name: string
}

/** Distance from the bottom within which new messages keep the list scrolled down (SPEC §9). */
export const AUTO_SCROLL_THRESHOLD_PX = 100
export const MESSAGE_BOX_MAX_HEIGHT_PX = 128

export type InteractiveMode = {
  kind: 'interactive'
  /** Return false to keep the text in the box (e.g. the connection is down). */
  onSend: (text: string) => boolean | undefined
  sending: boolean
  responding: boolean
  ended: boolean
}
export type AutoMode = {
  kind: 'auto'
  onTakeTurn: () => void
  takingTurn: boolean
  playing: boolean
  onTogglePlay: () => void
  ended: boolean
}

/** The interactive button's label (SPEC §2): Send, Sending..., Responding... or Interview Complete. */
export function sendLabel(m: Pick<InteractiveMode, 'sending' | 'responding' | 'ended'>): string {
  if (m.ended) return 'Interview Complete'
  if (m.sending) return 'Sending...'
  if (m.responding) return 'Responding...'
  return 'Send'
}

export function ChatView(props: {
  participants: ReactNode
  headerActions?: ReactNode
  messages: ChatMessage[]
  /** Text of a reply still being written (streamed), shown as a growing bubble. */
  streaming?: { persona: 1 | 2; content: string; persona_name: string } | null
  typing: boolean
  loading?: boolean
  error?: string | null
  mode: InteractiveMode | AutoMode
  footer?: ReactNode
  renderMessageActions?: (message: ChatMessage) => ReactNode
  loadingText?: string
}) {
  const list = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  /** Whether new content scrolls into view: the reader is at the bottom, or has not scrolled up from it. */
  const following = useRef(true)
  const lastScrollTop = useRef(0)
  const follow = () => {
    const el = list.current
    if (el && following.current) el.scrollTop = el.scrollHeight
  }

  // One rule for every change of size, followed before the frame is painted: new messages, a reply
  // streaming in, the typing dots, a stored reply replacing what streamed in, and the list shrinking
  // when something appears below it (the 'Ready to create your marketing plan!' panel), so a following
  // reader never has the newest message hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list element exists only when loaded
  useLayoutEffect(() => {
    const el = list.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(follow)
    observer.observe(el)
    if (content.current) observer.observe(content.current)
    return () => observer.disconnect()
  }, [props.loading, props.error])

  if (props.loading) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner text={props.loadingText ?? 'Loading...'} />
      </div>
    )
  }
  if (props.error) {
    return (
      <div className="flex h-full items-center justify-center p-6">
        <p className="text-red-600">Error: {props.error}</p>
      </div>
    )
  }

  return (
    <div className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0 font-semibold text-slate-900">{props.participants}</div>
        <div className="flex items-center gap-2">{props.headerActions}</div>
      </header>
      <div
        ref={list}
        data-testid="message-list"
        onScroll={(e) => {
          // Only the reader scrolling up stops the following, and scrolling back near the bottom resumes
          // it: the list shrinking under a new panel fires scroll events too, which must not stop it.
          const el = e.currentTarget
          if (el.scrollHeight - el.scrollTop - el.clientHeight <= AUTO_SCROLL_THRESHOLD_PX)
            following.current = true
          else if (el.scrollTop < lastScrollTop.current) following.current = false
          lastScrollTop.current = el.scrollTop
        }}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
        role="log"
        aria-label="Messages"
        // A scrollable region must be reachable by keyboard to scroll back through the interview.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <div ref={content} className="space-y-3">
          {props.messages.length === 0 && !props.typing && !props.streaming ? (
            <p className="py-10 text-center text-sm text-slate-500">No messages yet.</p>
          ) : null}
          {props.messages.map((m) => (
            <Bubble key={m.id} message={m} actions={props.renderMessageActions?.(m)} />
          ))}
          {props.streaming?.content ? (
            <Bubble message={{ id: 'streaming', ...props.streaming }} />
          ) : props.typing ? (
            <div
              className="flex justify-start"
              data-testid="typing-indicator"
              role="status"
              aria-label="Reply pending"
            >
              <div className="flex gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {props.footer}
      <div className="border-t border-slate-200 p-3">
        {props.mode.kind === 'interactive' ? (
          <Composer mode={props.mode} />
        ) : (
          <AutoControls mode={props.mode} />
        )}
      </div>
    </div>
  )
}

function Bubble({ message, actions }: { message: ChatMessage; actions?: ReactNode }) {
  const left = message.persona === 1
  return (
    <div
      className={`group flex ${left ? 'justify-start' : 'justify-end'}`}
      data-testid="message"
      data-persona={message.persona}
    >
      <div className={`max-w-[85%] sm:max-w-[70%] ${left ? '' : 'text-right'}`}>
        <div className={`mb-1 flex items-center gap-2 text-xs text-slate-500 ${left ? '' : 'justify-end'}`}>
          <span>{message.persona_name}</span>
          {actions}
        </div>
        <div
          className={`rounded-2xl px-4 py-2.5 text-left text-sm whitespace-pre-wrap ${left ? 'rounded-bl-sm bg-slate-100 text-slate-900' : 'rounded-br-sm bg-indigo-600 text-white'}`}
        >
          {message.content}
        </div>
      </div>
    </div>
  )
}

function Composer({ mode }: { mode: InteractiveMode }) {
  const [text, setText] = useState('')
  const box = useRef<HTMLTextAreaElement>(null)
  const disabled = mode.sending || mode.responding || mode.ended
  const canSend = !disabled && text.trim().length > 0

  const resize = () => {
    const el = box.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, MESSAGE_BOX_MAX_HEIGHT_PX)}px`
  }
  const send = () => {
    if (!canSend) return
    if (mode.onSend(text.trim()) === false) return
    setText('')
    requestAnimationFrame(resize)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      send()
    }
  }
  return (
    <div className="flex items-end gap-2">
      <textarea
        ref={box}
        rows={1}
        value={text}
        disabled={mode.ended}
        onChange={(e) => {
          setText(e.target.value)
          resize()
        }}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        aria-label="Message"
        style={{ maxHeight: MESSAGE_BOX_MAX_HEIGHT_PX }}
        className="min-h-[42px] flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:bg-slate-50"
      />
      <button
        type="button"
        onClick={send}
        disabled={!canSend}
        className="h-[42px] shrink-0 rounded-xl bg-indigo-600 px-3 text-sm font-semibold text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:bg-indigo-300 sm:px-4"
      >
        {sendLabel(mode)}
      </button>
    </div>
  )
}

function AutoControls({ mode }: { mode: AutoMode }) {
  return (
    <div className="flex items-center justify-end gap-2">
      <button
        type="button"
        onClick={mode.onTogglePlay}
        disabled={mode.ended}
        aria-label={mode.playing ? 'Stop auto-play' : 'Auto-play turns'}
        aria-pressed={mode.playing}
        className="grid h-10 w-10 place-items-center rounded-xl ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300"
      >
        {mode.playing ? <Pause className="h-4 w-4" /> : <Play className="h-4 w-4" />}
      </button>
      <button
        type="button"
        onClick={mode.onTakeTurn}
        disabled={mode.ended || mode.takingTurn || mode.playing}
        className="h-10 rounded-xl bg-indigo-600 px-4 text-sm font-semibold text-white hover:bg-indigo-500 disabled:cursor-not-allowed disabled:bg-indigo-300"
      >
        {mode.ended ? 'Interview Complete' : mode.takingTurn ? 'Taking Turn...' : 'Take Turn'}
      </button>
    </div>
  )
}
