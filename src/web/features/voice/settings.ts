import { atomWithStorage } from 'jotai/utils'
import type { Patience } from './turn-taking'

/** The user's choice to always check the transcript before it is sent (otherwise only when the engine is unsure). */
export const alwaysReviewAtom = atomWithStorage('chad.voice.alwaysReview', false)

/** Hands-free (the microphone stays open; pauses end turns) or push-to-talk. On unless turned off. */
export const handsFreeAtom = atomWithStorage('chad.voice.handsFree', true)

/** How long a pause ends a hands-free turn. */
export const patienceAtom = atomWithStorage<Patience>('chad.voice.patience', 'normal')
