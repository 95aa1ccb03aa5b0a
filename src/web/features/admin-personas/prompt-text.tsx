import { useState } from 'react'

export const PROMPT_PREVIEW_LINES = 10

/** Prompt text, truncated to its first 10 lines until 'Show more' (SPEC §5). */
export function PromptText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false)
  const lines = text.split('\n')
  const long = lines.length > PROMPT_PREVIEW_LINES
  const shown = expanded || !long ? text : lines.slice(0, PROMPT_PREVIEW_LINES).join('\n')
  return (
    <div>
      <pre data-testid="prompt-text" className="font-sans text-sm whitespace-pre-wrap text-slate-700">
        {shown}
      </pre>
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 text-sm font-medium text-indigo-600 hover:underline"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  )
}
