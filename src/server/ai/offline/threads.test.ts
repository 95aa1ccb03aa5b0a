import { describe, expect, it } from 'bun:test'
import { MAX_SENTENCE_USES } from '../../../shared/content-rubric'
import { sentenceReuse } from '../../../shared/content-rubric-plan'
import { hasGoalLeak, hasMetaOrFiller } from '../../../shared/content-rubric-posts'
import { founders, sampleInterview } from '../../seed/content'
import type { TranscriptLine, TweetRequest } from '../provider'
import { offlinePillars } from './pillars'
import { offlineTweets } from './plan'
import { playOfflineInterview } from './play'
import { withStoryThreads } from './threads'

const sample: TranscriptLine[] = sampleInterview.map((m) => ({
  speaker: m.persona_number === 1 ? 'interviewer' : 'founder',
  content: m.content,
}))
const cases: [string, TranscriptLine[]][] = [
  ['the sample interview', sample],
  ...founders.map((f): [string, TranscriptLine[]] => [f.name, playOfflineInterview(f).transcript]),
]

describe.each(cases)('threads of the offline plan for %s', (_name, transcript) => {
  const request: TweetRequest = {
    transcript,
    pillars: offlinePillars(transcript).slice(0, 3),
    slots: Array.from({ length: 20 }, (_, index) => ({ index, pillarIndex: index % 3, localTime: '' })),
  }
  const drafts = withStoryThreads(offlineTweets(request), request)
  const later = drafts.flatMap((d) => d.thread?.slice(1) ?? [])

  it("never go on with the founder's goals or asides", () =>
    expect(later.filter((p) => hasGoalLeak(p) || hasMetaOrFiller(p))).toEqual([]))

  it('tell no founder sentence more than twice, counting the posts', () => {
    const said = transcript.filter((l) => l.speaker === 'founder').map((l) => l.content)
    const told = [...drafts.map((d) => d.content), ...later]
    expect(sentenceReuse(said, told).filter((r) => r.uses > MAX_SENTENCE_USES)).toEqual([])
  })
})
