import { useAtomValue } from 'jotai'
import { toastsAtom } from '../lib/store'

export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role="alert"
          data-testid="toast"
          className={`pointer-events-auto max-w-md rounded-xl px-4 py-2.5 text-sm font-medium shadow-lg ${t.tone === 'error' ? 'bg-red-600 text-white' : 'bg-emerald-600 text-white'}`}
        >
          {t.message}
        </div>
      ))}
    </div>
  )
}
