import { useState } from 'react'

/** The transcript as heard, editable: Send (or Enter) sends it as the user's answer; Discard drops it. */
export function TranscriptReview(props: {
  initial: string
  unsure: boolean
  onSend: (text: string) => void
  onDiscard: () => void
}) {
  const [text, setText] = useState(props.initial)
  return (
    <form
      className="flex w-full max-w-xl flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        props.onSend(text)
      }}
    >
      <label htmlFor="voice-transcript" className="text-center text-slate-200">
        {props.unsure
          ? 'I may have misheard. Correct what I got wrong, then send.'
          : 'Check what I heard, then send.'}
      </label>
      <textarea
        id="voice-transcript"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault()
            props.onSend(text)
          }
        }}
        rows={3}
        autoFocus
        className="w-full resize-none rounded-lg bg-white/10 p-3 text-lg text-white ring-1 ring-white/20 focus:ring-indigo-400 focus:outline-none"
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={props.onDiscard}
          className="rounded-lg px-4 py-2 text-slate-300 hover:bg-white/10 hover:text-white"
        >
          Discard
        </button>
        <button
          type="submit"
          disabled={!text.trim()}
          className="rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500 disabled:bg-slate-700"
        >
          Send
        </button>
      </div>
    </form>
  )
}
