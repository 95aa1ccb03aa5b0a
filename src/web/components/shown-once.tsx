import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from './button'

/** A secret the server gives once (an API key, a signing secret): shown with a copy button until Done. */
export function ShownOnce({
  title,
  value,
  testId,
  onDone,
}: {
  title: string
  value: string
  testId: string
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard?.writeText(value).catch(() => {})
    setCopied(true)
  }
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4"
      data-testid={testId}
    >
      <h2 className="font-semibold text-emerald-900">{title} Copy it now: it is not shown again.</h2>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-emerald-200">
          {value}
        </code>
        <Button variant="secondary" onClick={copy}>
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Button variant="ghost" size="sm" className="mt-2" onClick={onDone}>
        Done
      </Button>
    </section>
  )
}
