import { describe, expect, it } from 'bun:test'
import { conversationTitle, formatConversationForCopy, NIL_UUID } from './conversations'

const ai = {
  persona_id_1: '11111111-1111-4111-8111-111111111111',
  persona_id_2: '22222222-2222-4222-8222-222222222222',
  persona_1_name: 'Chad',
  persona_2_name: 'Maya',
  persona_1_prompt: 'You are Chad.',
  persona_2_prompt: 'You are Maya.',
}
const human = { ...ai, persona_id_2: NIL_UUID, persona_2_name: 'You', persona_2_prompt: null }

describe('conversationTitle', () => {
  it.each([
    ['two personas', ai, 'Chad × Maya'],
    ['human second', human, 'Chad'],
    ['human first', { ...ai, persona_id_1: NIL_UUID, persona_1_name: 'You' }, 'Maya'],
  ])('%s', (_l, c, title) => expect(conversationTitle(c)).toBe(title))
})

describe('formatConversationForCopy', () => {
  const messages = [
    { persona: 1, content: 'What are you building?' },
    { persona: 2, content: 'A calendar for dentists.' },
  ]
  it('frames AI-vs-AI conversations with the markers', () => {
    expect(formatConversationForCopy(ai, messages)).toBe(
      [
        'Conversation between Chad and Maya',
        'BEGIN CONVERSATION',
        'Chad: What are you building?',
        'Maya: A calendar for dentists.',
        'END CONVERSATION',
      ].join('\n'),
    )
  })
  it("puts the other persona's prompt first when one side is human", () => {
    expect(formatConversationForCopy(human, messages).split('\n').slice(0, 3)).toEqual([
      'You are Chad.',
      '',
      'Conversation between Chad and You',
    ])
  })
  it('prefers the name stored on the message', () => {
    expect(formatConversationForCopy(ai, [{ persona: 1, content: 'x', persona_name: 'Chad v2' }])).toContain(
      'Chad v2: x',
    )
  })
})
