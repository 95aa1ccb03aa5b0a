import { describe, expect, it } from 'bun:test'
import { applyTone, isToneInstruction, toneRules } from './tone'

const interview = (...pairs: [string, string][]) =>
  pairs.flatMap(([q, a]) => [
    { speaker: 'interviewer' as const, content: q },
    { speaker: 'founder' as const, content: a },
  ])

describe('isToneInstruction', () => {
  it.each([
    ['I hate growth-hacker threads, no rocket emoji please.', true],
    ['Keep it plain, no hype.', true],
    ['Emoji are welcome, we are a playful brand!', true],
    ['We texted 19,400 households last year.', false],
    ['Our threads of yarn come from one farm in Wales.', false],
  ])('%p → %p', (text, expected) => {
    expect(isToneInstruction(text)).toBe(expected)
  })
})

describe('toneRules', () => {
  it('reads the answer to the tone question and style instructions anywhere', () => {
    const tone = toneRules(
      interview(
        ['What are you building?', 'A prep list app for kitchens. No hashtags ever, please.'],
        [
          'How do you want your posts to sound?',
          'Dry and plain, like I talk. I hate growth-hacker threads, no rocket emoji please.',
        ],
      ),
    )
    expect(tone.rules).toEqual([
      'No hashtags ever, please.',
      'Dry and plain, like I talk.',
      'I hate growth-hacker threads, no rocket emoji please.',
    ])
    expect(tone.bannedEmoji).toEqual(['🚀'])
    expect(tone.noEmoji).toBe(false)
    expect(tone.noHashtags).toBe(true)
  })

  it.each([
    ['No emoji at all.', true],
    ['Emoji are fine 🎉', false],
    ['Never use emojis, it is a civic project.', true],
    ['Emoji YES 🙌 BUT NEVER the peanut emoji or any nut emoji 🚫, we are nut-free.', false],
    ['I hate emoji.', true],
    ['Please, zero emoji.', true],
  ])('%p: no emoji = %p', (answer, noEmoji) => {
    expect(toneRules(interview(['How do you want to sound?', answer])).noEmoji).toBe(noEmoji)
  })
})

describe('applyTone', () => {
  it('removes what the founder ruled out and nothing else', () => {
    const tone = { rules: [], noEmoji: false, bannedEmoji: ['🚀'], noHashtags: true }
    expect(applyTone('We launched 🚀 today 🎉 #buildinpublic', tone)).toBe('We launched today 🎉')
    expect(applyTone('Ship it 🚀🔥', { ...tone, noEmoji: true })).toBe('Ship it')
  })
})
