import { atomWithStorage } from 'jotai/utils'

/** The user's choice to always check the transcript before it is sent (otherwise only when the engine is unsure). */
export const alwaysReviewAtom = atomWithStorage('chad.voice.alwaysReview', false)
