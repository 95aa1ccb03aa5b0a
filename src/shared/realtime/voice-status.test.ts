import { describe, expect, it } from 'bun:test'
import {
  canSendAudio,
  canStartRecording,
  nextVoiceStatus,
  recordDisabled,
  takeSentences,
  type VoiceEvent,
  type VoiceStatus,
} from './voice-status'

describe('voice status machine', () => {
  it.each([
    ['disconnected', 'handshake', 'ready'],
    ['ready', 'voice_chunk', 'receiving'],
    ['receiving', 'voice_chunk', 'receiving'],
    ['receiving', 'voice_end', 'ready'],
    ['ready', 'recording_ended', 'processing'],
    ['receiving', 'recording_ended', 'processing'],
    ['processing', 'voice_chunk', 'receiving'],
    ['processing', 'reply_end', 'ready'],
    ['ready', 'reply_end', 'ready'],
    ['ready', 'failure', 'error'],
    ['receiving', 'closed', 'disconnected'],
    ['error', 'voice_chunk', 'error'],
    ['disconnected', 'voice_chunk', 'disconnected'],
    ['error', 'recording_ended', 'error'],
    ['error', 'handshake', 'ready'],
  ] as const)('%s + %s → %s', (from, event, to) => {
    expect(nextVoiceStatus(from as VoiceStatus, { type: event } as VoiceEvent)).toBe(to)
  })

  it('disables recording and audio outside ready', () => {
    expect(
      (['error', 'processing', 'receiving', 'disconnected', 'ready'] as const).map(recordDisabled),
    ).toEqual([true, true, true, true, false])
    expect(canSendAudio(true, 'ready')).toBe(true)
    expect(canSendAudio(false, 'ready')).toBe(false)
    expect(canSendAudio(true, 'processing')).toBe(false)
    expect(canStartRecording('idle', 'ready')).toBe(true)
    expect(canStartRecording('recording', 'ready')).toBe(false)
    expect(canStartRecording('idle', 'receiving')).toBe(false)
    expect(canStartRecording('error', 'ready')).toBe(false)
  })
})

describe('takeSentences', () => {
  it.each([
    ['Hello there. How are', ['Hello there.'], 'How are'],
    ['One! Two? Three.', ['One!', 'Two?'], 'Three.'],
    ['It costs 3.5 dollars. Next', ['It costs 3.5 dollars.'], 'Next'],
    ['He said “yes.” Then', ['He said “yes.”'], 'Then'],
    ['No boundary yet', [], 'No boundary yet'],
    ['Wait… really? ', ['Wait…', 'really?'], ' '],
  ])('%p', (input, sentences, rest) => {
    const out = takeSentences(input)
    expect(out.sentences).toEqual(sentences)
    expect(out.rest.trim()).toBe(rest.trim())
  })
})
