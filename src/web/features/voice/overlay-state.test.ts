import { describe, expect, it } from 'bun:test'
import type { VoiceStatus } from '../../../shared/realtime/voice-status'
import type { VoiceWireEvent } from '../../lib/voice-channel'
import {
  captionText,
  errorCaptions,
  handsFreeCaption,
  handsFreeCaptions,
  type Listening,
  type OverlayStep,
  overlayStep,
  type ShownStatus,
} from './overlay-state'

describe('overlayStep', () => {
  const audio = new Uint8Array([1, 2])
  const cases: [string, VoiceWireEvent, OverlayStep][] = [
    [
      'reply audio drives receiving',
      { type: 'voice_chunk', audio, mime: 'audio/wav' },
      { status: { type: 'voice_chunk' } },
    ],
    ['the end of the audio', { type: 'voice_end' }, { status: { type: 'voice_end' } }],
    ['the end of the reply', { type: 'reply_end' }, { status: { type: 'reply_end' } }],
    [
      'a handshake clears the caption',
      { type: 'handshake' },
      { status: { type: 'handshake' }, caption: null },
    ],
    [
      'a close with an error is a failure',
      { type: 'closed', error: 'Connection closed: 1006 ' },
      { status: { type: 'failure' }, caption: errorCaptions.connection },
    ],
    [
      'a clean close disconnects',
      { type: 'closed', error: null },
      { status: { type: 'closed' }, caption: errorCaptions.disconnected },
    ],
    [
      'a server error ends the wait with the generic caption',
      { type: 'error', message: 'boom' },
      { status: { type: 'reply_end' }, caption: errorCaptions.generic },
    ],
    [
      'a confident transcript held for review',
      { type: 'review', text: 'We bake', confidence: 0.95 },
      { status: { type: 'reply_end' }, review: { text: 'We bake', unsure: false } },
    ],
    [
      'an unsure transcript says so',
      { type: 'review', text: 'We bake', confidence: 0.5 },
      { status: { type: 'reply_end' }, review: { text: 'We bake', unsure: true } },
    ],
    [
      'a recording with no words says so, with nothing to correct',
      { type: 'review', text: ' ', confidence: 0 },
      { status: { type: 'reply_end' }, caption: errorCaptions.heardNothing },
    ],
    [
      'a transcript without a confidence is not unsure',
      { type: 'review', text: 'We bake', confidence: undefined },
      { status: { type: 'reply_end' }, review: { text: 'We bake', unsure: false } },
    ],
  ]
  for (const [name, event, step] of cases) it(name, () => expect(overlayStep(event)).toEqual(step))
})

describe('captionText', () => {
  const cases: [ShownStatus, string | null, string][] = [
    ['ready', null, 'Press Space or tap the microphone to talk'],
    ['recording', null, 'Listening... press Space to send'],
    ['processing', null, 'Processing...'],
    ['receiving', null, 'Chad is speaking...'],
    ['error', null, errorCaptions.generic],
    ['disconnected', null, errorCaptions.disconnected],
    ['ready', errorCaptions.microphone, errorCaptions.microphone],
  ]
  for (const [shown, caption, text] of cases)
    it(`${shown} with ${caption ?? 'no caption'} shows '${text}'`, () =>
      expect(captionText(shown, caption)).toBe(text))
})

describe('handsFreeCaption', () => {
  const cases: [string, VoiceStatus, Listening, string | null, boolean, string][] = [
    ['an error caption wins', 'ready', 'hearing', errorCaptions.generic, false, errorCaptions.generic],
    ['starting', 'ready', 'starting', null, false, handsFreeCaptions.starting],
    ['paused, even while Chad speaks', 'receiving', 'paused', null, true, handsFreeCaptions.paused],
    ['the founder talking', 'receiving', 'hearing', null, true, handsFreeCaptions.hearing],
    [
      'Chad still playing after his audio arrived',
      'ready',
      'listening',
      null,
      true,
      handsFreeCaptions.speaking,
    ],
    ['Chad thinking', 'processing', 'listening', null, false, 'Processing...'],
    ['waiting for the founder', 'ready', 'listening', null, false, handsFreeCaptions.listening],
  ]
  for (const [name, status, listening, caption, playing, expected] of cases)
    it(name, () => expect(handsFreeCaption(status, listening, caption, playing)).toBe(expected))
})
