import { useAtomValue } from 'jotai'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { dismissToast, type Toast, toastsAtom } from '../lib/store'
import { useModalToastSlot } from './modal'

/**
 * Toasts in two live regions that are always present (so screen readers announce what is added):
 * failures assertively, successes politely. While a modal is open they live inside it, so Tab reaches a
 * toast's Retry; when the focused toast goes, the focus returns to where it came from.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const slot = useModalToastSlot()
  const region = useRef<HTMLDivElement>(null)
  /** The element that had the focus before it entered a toast, and the toast holding it. */
  const cameFrom = useRef<HTMLElement | null>(null)
  const focused = useRef<number | null>(null)

  useEffect(() => {
    if (focused.current === null || toasts.some((t) => t.id === focused.current)) return
    focused.current = null
    if (region.current?.contains(document.activeElement)) return
    // Back where it came from; else (it came from a control that went away, e.g. a button disabled
    // while saving) to the dialog's last control before the toasts, where Shift+Tab would have gone.
    const back = cameFrom.current?.isConnected
      ? cameFrom.current
      : [
          ...(slot?.parentElement?.querySelectorAll<HTMLElement>('button, [href], input, select, textarea') ??
            []),
        ]
          .filter((el) => !slot?.contains(el) && !el.hasAttribute('disabled'))
          .at(-1)
    back?.focus()
    cameFrom.current = null
  }, [toasts, slot])

  // Native focusin/focusout on the region: which toast holds the focus, and where it came from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slot remounts the region element
  useEffect(() => {
    const el = region.current
    if (!el) return
    const toastOf = (node: EventTarget | null) =>
      Number((node as HTMLElement | null)?.closest?.('[data-toast-id]')?.getAttribute('data-toast-id')) ||
      null
    const onIn = (e: FocusEvent) => {
      const from = e.relatedTarget as HTMLElement | null
      if (from && !el.contains(from)) cameFrom.current = from
      focused.current = toastOf(e.target)
    }
    const onOut = (e: FocusEvent) => {
      // A toast removed while focused may blur with no target: the effect above restores the focus.
      if (e.relatedTarget && !el.contains(e.relatedTarget as Node)) focused.current = null
    }
    el.addEventListener('focusin', onIn)
    el.addEventListener('focusout', onOut)
    return () => {
      el.removeEventListener('focusin', onIn)
      el.removeEventListener('focusout', onOut)
    }
  }, [slot])

  const item = (t: Toast) => <ToastItem key={t.id} toast={t} />
  return createPortal(
    // Bottom right on wider screens, clear of a centred dialog's buttons; at the top on a phone, where a
    // dialog's buttons fill the bottom.
    <div
      ref={region}
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] sm:top-auto sm:bottom-4 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end sm:px-0"
    >
      <div
        aria-live="assertive"
        aria-relevant="additions"
        className="flex flex-col items-center gap-2 sm:items-end"
      >
        {toasts.filter((t) => t.tone === 'error').map(item)}
      </div>
      <div
        aria-live="polite"
        aria-relevant="additions"
        className="flex flex-col items-center gap-2 sm:items-end"
      >
        {toasts.filter((t) => t.tone === 'success').map(item)}
      </div>
    </div>,
    slot ?? document.body,
  )
}

function ToastItem({ toast: t }: { toast: Toast }) {
  return (
    <div
      data-testid="toast"
      data-toast-id={t.id}
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
