import type { PillarDraft, TranscriptLine } from '../provider'
import { strategistPillars } from './strategist'

/** The offline engine's pillars (strategist.ts): three to five, titles in the founder's own words. */
export const offlinePillars = (transcript: TranscriptLine[]): PillarDraft[] => strategistPillars(transcript)
