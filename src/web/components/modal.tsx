import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** Open modals, innermost last: only the innermost one answers Escape and traps Tab. */
const stack: symbol[] = []

/**
 * Each open modal's place for toasts, innermost last. Toasts render inside the innermost modal, so its
 * Tab cycle reaches a toast's Retry and aria-modal does not hide the toast from screen readers.
 */
const toastSlots: HTMLElement[] = []
const slotListeners = new Set<() => void>()
const slotsChanged = () => {
  for (const listener of slotListeners) listener()
}

/** Where toasts belong now: inside the innermost open modal, or null when none is open. */
export function useModalToastSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    () => toastSlots.at(-1) ?? null,
  )
}

/**
 * A dialog that closes on Escape or a backdrop click, moves focus inside when it opens, keeps Tab
 * inside, and gives focus back to what had it when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  widthClass = 'max-w-md',
}: {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  widthClass?: string
}) {
  const panel = useRef<HTMLDivElement>(null)
  const toastSlot = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const me = Symbol('modal')
    stack.push(me)
    const slot = toastSlot.current
    if (slot) {
      toastSlots.push(slot)
      slotsChanged()
    }
    const previous = document.activeElement as HTMLElement | null
    const first =
      panel.current?.querySelector<HTMLElement>('[autofocus]') ??
      panel.current?.querySelector<HTMLElement>(focusable)
    first?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (stack.at(-1) !== me) return
      if (e.key === 'Escape') {
        e.stopPropagation()
        onCloseRef.current()
      }
      if (e.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
          (el) => !el.hasAttribute('disabled'),
        )
        if (items.length === 0) return
        const [head, tail] = [items[0]!, items[items.length - 1]!]
        if (e.shiftKey && document.activeElement === head) {
          e.preventDefault()
          tail.focus()
        } else if (!e.shiftKey && document.activeElement === tail) {
          e.preventDefault()
          head.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      stack.splice(stack.indexOf(me), 1)
      if (slot) {
        toastSlots.splice(toastSlots.indexOf(slot), 1)
        slotsChanged()
      }
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-slate-900/50"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto ${widthClass} rounded-2xl bg-white p-6 shadow-xl`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
        <div ref={toastSlot} data-toast-slot />
      </div>
    </div>
  )
}
