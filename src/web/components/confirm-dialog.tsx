import type { ReactNode } from 'react'
import { Button } from './button'
import { Modal } from './modal'

/** A yes/no question in a modal; the confirm button shows `busyLabel` while the action runs. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  title: string
  message: ReactNode
  confirmLabel: string
  busyLabel?: string
  busy?: boolean
  danger?: boolean
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
  children?: ReactNode
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p className="text-sm text-slate-600">{message}</p>
      {children}
      {error ? <p className="mt-3 text-sm text-red-600">{error}</p> : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
