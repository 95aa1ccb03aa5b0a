import { useId } from 'react'

/**
 * Where a post came from (issue #24): the founder's own words it was written from, quoted from their
 * interview. Nothing at all for a post without sources.
 */
export function TweetSources({ sources }: { sources: readonly string[] }) {
  const titleId = useId()
  if (sources.length === 0) return null
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-100 pt-4">
      <h3 id={titleId} className="text-sm font-medium text-slate-500">
        From your interview
      </h3>
      <ul className="mt-2 space-y-2">
        {sources.map((source) => (
          <li key={source}>
            <blockquote
              data-testid="tweet-source"
              className="border-l-2 border-slate-200 pl-3 text-sm leading-relaxed break-words text-slate-600 italic"
            >
              “{source}”
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  )
}
