import { Mic, SkipForward, WifiOff } from 'lucide-react'
import { Suspense, useState } from 'react'
import { canFinish, founderAnswerCount } from '../../../shared/interview'
import { LOCAL_SPEECH_APT_LINE } from '../../../shared/speech'
import { Button } from '../../components/button'
import { ChatView } from '../../components/chat/chat-view'
import { Modal } from '../../components/modal'
import { useAiStatus } from '../../lib/ai-status'
import { isAdmin } from '../../lib/auth-client'
import { useSession } from '../../lib/session'
import type { VoiceOverlayComponent } from '../../lib/voice-channel'
import { FinishInterviewBar } from './finish-interview-bar'
import { useInterviewChat } from './use-interview-chat'

/**
 * The interview: typed chat with Chad over the realtime channel, 'Finish interview' once a few answers
 * are in, then 'Generate Marketing Plan'.
 */
export function InterviewChat(props: {
  conversationId: string
  onGeneratePlan: () => void
  generating: boolean
  generateError: string | null
  notice?: string
  /** The voice overlay (app/ passes it, loaded only when it opens). */
  VoiceOverlay: VoiceOverlayComponent
}) {
  const { VoiceOverlay } = props
  const chat = useInterviewChat(props.conversationId)
  const admin = isAdmin(useSession().data)
  const [voiceHelp, setVoiceHelp] = useState(false)
  const [voiceOpen, setVoiceOpen] = useState(false)
  const speech = useAiStatus().data?.speech

  return (
    <>
      <ChatView
        loading={chat.loading}
        loadingText="Loading marketing session..."
        error={chat.loadError}
        participants={
          <span className="flex items-center gap-2">
            <span className="grid h-8 w-8 place-items-center rounded-full bg-indigo-600 text-sm font-bold text-white">
              C
            </span>
            <span>{chat.names.assistant}</span>
            {chat.status === 'reconnecting' ? (
              <span
                role="status"
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
              >
                <WifiOff className="h-3 w-3" aria-hidden /> Connection lost. Reconnecting...
              </span>
            ) : null}
          </span>
        }
        headerActions={
          <>
            {admin && !chat.conversationEnded ? (
              <button
                type="button"
                onClick={() => void chat.fillSample()}
                disabled={chat.isTakingTurn || chat.filling || chat.status !== 'open'}
                className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:text-slate-300"
              >
                <SkipForward className="h-3.5 w-3.5" aria-hidden />
                Skip to sample conversation
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => (speech && speech !== 'none' ? setVoiceOpen(true) : setVoiceHelp(true))}
              aria-label="Voice chat"
              title="Voice chat"
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <Mic className="h-5 w-5" />
            </button>
          </>
        }
        messages={chat.messages}
        streaming={
          chat.streaming
            ? { persona: 1, content: chat.streaming.content, persona_name: chat.names.assistant }
            : null
        }
        typing={chat.isTakingTurn && !chat.sending}
        footer={
          <>
            {props.notice ? (
              <p className="border-t border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-800">
                {props.notice}
              </p>
            ) : null}
            {chat.error ? (
              <p role="alert" className="border-t border-red-100 bg-red-50 px-4 py-2 text-sm text-red-700">
                {chat.error}
              </p>
            ) : null}
            {canFinish(founderAnswerCount(chat.messages), chat.conversationEnded) ? (
              <FinishInterviewBar
                onFinish={() => void chat.finish()}
                finishing={chat.finishing}
                disabled={chat.isTakingTurn || chat.sending || chat.filling}
              />
            ) : null}
            {chat.conversationEnded ? (
              <div className="flex flex-col items-center gap-3 border-t border-slate-200 bg-indigo-50 px-4 py-5 text-center">
                <p className="font-medium text-indigo-900">Ready to create your marketing plan!</p>
                <Button onClick={props.onGeneratePlan} disabled={props.generating} size="lg">
                  {props.generating ? 'Generating Marketing Plan...' : 'Generate Marketing Plan'}
                </Button>
                {props.generateError ? <p className="text-sm text-red-600">{props.generateError}</p> : null}
              </div>
            ) : null}
          </>
        }
        mode={{
          kind: 'interactive',
          onSend: (text) => chat.send(text),
          sending: chat.sending,
          responding: chat.isTakingTurn && !chat.sending,
          ended: chat.conversationEnded,
        }}
      />
      {voiceOpen ? (
        <Suspense fallback={null}>
          <VoiceOverlay
            channel={{
              connected: chat.status === 'open',
              subscribeVoice: chat.subscribeVoice,
              startVoice: chat.startVoice,
              sendSpoken: chat.sendSpoken,
              interrupt: chat.interrupt,
              askStillThere: chat.askStillThere,
            }}
            speech={speech === 'local' ? 'local' : 'openai'}
            onClose={() => setVoiceOpen(false)}
          />
        </Suspense>
      ) : null}
      {voiceHelp ? (
        <Modal title="Voice chat" onClose={() => setVoiceHelp(false)}>
          <p className="text-sm text-slate-600">
            Voice chat needs a speech provider on the server. Install the local speech engines (no key
            needed):
          </p>
          <pre className="mt-2 overflow-x-auto rounded bg-slate-100 p-2 text-xs text-slate-800">
            {LOCAL_SPEECH_APT_LINE}
          </pre>
          <p className="mt-2 text-sm text-slate-600">
            or set <code className="rounded bg-slate-100 px-1">OPENAI_API_KEY</code>, or{' '}
            <code className="rounded bg-slate-100 px-1">SPEECH_BASE_URL</code> for an OpenAI-compatible speech
            server, then restart. Typed chat works without it.
          </p>
          <div className="mt-5 flex justify-end">
            <Button variant="secondary" onClick={() => setVoiceHelp(false)}>
              Close
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  )
}
