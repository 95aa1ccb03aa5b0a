import { atom, createStore } from 'jotai'

/** The app's one jotai store: UI state that outlives a component lives here. */
export const store = createStore()

export type Toast = { id: number; message: string; tone: 'error' | 'success' }
export const toastsAtom = atom<Toast[]>([])

let nextId = 1
const TOAST_MS = 4000

/** A brief message in the corner; failures are also logged to the console (SPEC §8). */
export function toast(message: string, tone: Toast['tone'] = 'error') {
  const id = nextId++
  store.set(toastsAtom, (list) => [...list, { id, message, tone }])
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_MS)
}
