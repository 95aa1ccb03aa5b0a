import { useAtomValue } from 'jotai'
import { X } from 'lucide-react'
import { dismissToast, type Toast, toastsAtom } from '../lib/store'

/**
 * Toasts in two live regions that are always present (so screen readers announce what is added):
 * failures assertively, successes politely.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  return (
    // Bottom right on wider screens, clear of a centred dialog's buttons.
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end sm:px-0">
      <div
        aria-live="assertive"
        aria-relevant="additions"
        className="flex flex-col items-center gap-2 sm:items-end"
      >
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div
        aria-live="polite"
        aria-relevant="additions"
        className="flex flex-col items-center gap-2 sm:items-end"
      >
        {toasts
          .filter((t) => t.tone === 'success')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </div>
  )
}

function ToastItem({ toast: t }: { toast: Toast }) {
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex max-w-md items-center sm:max-w-xs gap-3 rounded-xl px-4 py-2.5 text-sm font-medium shadow-lg ${t.tone === 'error' ? 'bg-red-700 text-white' : 'bg-emerald-700 text-white'}`}
    >
      <span className="min-w-0 flex-1">{t.message}</span>
      {t.action ? (
        <button
          type="button"
          onClick={() => {
            dismissToast(t.id)
            t.action!.run()
          }}
          className="shrink-0 rounded-md bg-white/20 px-2.5 py-1 font-semibold hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t.action.label}
        </button>
      ) : null}
      {t.action ? (
        <button
          type="button"
          onClick={() => dismissToast(t.id)}
          aria-label="Dismiss"
          className="-mr-1 shrink-0 rounded p-1 hover:bg-white/20"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      ) : null}
    </div>
  )
}
