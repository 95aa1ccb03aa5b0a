import { END_INTERVIEW, hasSignal, parseSignals } from '../../../shared/signals'
import type { TranscriptLine } from '../provider'
import { founderReply } from './founder'
import { interviewerReply, MAX_QUESTIONS } from './interviewer'

/**
 * The offline interviewer against the offline founder persona, turn by turn as the admin console's
 * AI-vs-AI conversation plays it, without a server: for tests and benchmarks of the whole engine.
 */
export function playOfflineInterview(founder: { name: string; prompt: string }, interviewerName = 'Chad') {
  const lines: TranscriptLine[] = []
  // Each side sees its own turns as "assistant" and the other's as "user".
  const seenBy = (speaker: TranscriptLine['speaker']) =>
    lines.map((l) => ({
      role: l.speaker === speaker ? ('assistant' as const) : ('user' as const),
      content: l.content,
    }))
  for (let turn = 0; turn <= MAX_QUESTIONS + 1; turn++) {
    const question = interviewerReply({
      history: seenBy('interviewer'),
      interviewerName,
      founderName: founder.name,
    })
    const parsed = parseSignals(question)
    lines.push({ speaker: 'interviewer', content: parsed.content })
    if (hasSignal(parsed.signals, END_INTERVIEW)) return { transcript: lines, ended: true }
    lines.push({
      speaker: 'founder',
      content: founderReply({ history: seenBy('founder'), prompt: founder.prompt }),
    })
  }
  return { transcript: lines, ended: false }
}
