import { atom, createStore } from 'jotai'

/** The app's one jotai store: UI state that outlives a component lives here. */
export const store = createStore()

export type ToastAction = { label: string; run: () => void }
export type Toast = { id: number; message: string; tone: 'error' | 'success'; action?: ToastAction }
export const toastsAtom = atom<Toast[]>([])

let nextId = 1
const TOAST_MS = 4000
/** A toast that offers an action (Retry) stays long enough to reach it by keyboard. */
const TOAST_WITH_ACTION_MS = 15_000

export function dismissToast(id: number) {
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id))
}

/** A brief message in the corner; failures are also logged to the console (SPEC §8). */
export function toast(message: string, tone: Toast['tone'] = 'error', action?: ToastAction) {
  const id = nextId++
  store.set(toastsAtom, (list) => [...list, { id, message, tone, action }])
  setTimeout(() => dismissToast(id), action ? TOAST_WITH_ACTION_MS : TOAST_MS)
  return id
}
