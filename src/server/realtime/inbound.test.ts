import { describe, expect, it } from 'bun:test'
import { encodeVoiceFrame } from '../../shared/realtime/protocol'
import { MAX_MESSAGE_CHARS } from '../conversations/rules'
import {
  type Inbound,
  initialInbound,
  MAX_AUDIO_CHUNK_BYTES,
  MAX_OPEN_MESSAGES,
  MAX_VOICE_MESSAGE_BYTES,
  receiveBinary,
  receiveText,
  sent,
} from './inbound'

const CONVERSATION = '11111111-1111-4111-8111-111111111111'
const start = { type: 'conversation_start', message_id: 's', conversation_id: CONVERSATION }
const text = (id: string, seq: number, content: string, extra = {}) => ({
  type: 'text',
  message_id: id,
  seq,
  content,
  ...extra,
})
const end = (id: string) => ({ type: 'message_end', message_id: id })
const instruction = (id: string, seq: number, content: string) => ({
  type: 'instruction',
  message_id: id,
  seq,
  name: 'bulk_messages',
  content,
})
const voice = (id: string, seq: number, bytes: number[] | Uint8Array, extra = {}) =>
  encodeVoiceFrame(
    { type: 'voice', message_id: id, seq, mime: 'audio/wav', ...extra },
    Uint8Array.from(bytes),
  )

type Frame = unknown
/** Runs frames through the assembler (after the server's `conversation_started` when a handshake is sent). */
function run(frames: Frame[]): Inbound[] {
  let state = initialInbound(CONVERSATION)
  const results: Inbound[] = []
  for (const frame of frames) {
    const step = frame instanceof Uint8Array ? receiveBinary(state, frame) : receiveText(state, frame)
    state = step.state
    results.push(step.inbound)
    if (step.inbound.kind === 'handshake')
      state = sent(state, {
        type: 'conversation_started',
        message_id: step.inbound.messageId,
        conversation_id: CONVERSATION,
        ended: false,
      })
    if (step.inbound.kind === 'violation') expect(state.protocol.phase).toBe('closed')
  }
  return results
}
const last = (frames: Frame[]) => run(frames).at(-1)

describe('inbound frame assembler', () => {
  it.each([
    ['the handshake', [start], { kind: 'handshake', messageId: 's' }],
    ['the handshake as a JSON string', [JSON.stringify(start)], { kind: 'handshake', messageId: 's' }],
    [
      'a handshake for another conversation',
      [{ ...start, conversation_id: '22222222-2222-4222-8222-222222222222' }],
      { kind: 'violation', reason: 'Handshake violation: wrong conversation' },
    ],
    [
      'a message before the handshake',
      [text('m', 0, 'hi')],
      { kind: 'violation', reason: 'Handshake violation: expected conversation_start' },
    ],
    [
      'an unknown type',
      [{ type: 'shout', message_id: 'x' }],
      { kind: 'violation', reason: 'Invalid message' },
    ],
    ['text that is not JSON', ['{nope'], { kind: 'violation', reason: 'Invalid message' }],
    ['a text chunk, taken in', [start, text('m', 0, 'Hel')], { kind: 'none' }],
    [
      'a text message in chunks, completed by message_end',
      [start, text('m', 0, 'Hel'), text('m', 1, 'lo'), end('m')],
      { kind: 'text', messageId: 'm', text: 'Hello', spoken: false },
    ],
    [
      'a spoken text message (a corrected transcript)',
      [start, text('m', 0, 'Hi', { spoken: true }), end('m')],
      { kind: 'text', messageId: 'm', text: 'Hi', spoken: true },
    ],
    [
      'an ended message with no chunks is refused by the protocol',
      [start, end('m')],
      { kind: 'violation', reason: 'Unknown message id m' },
    ],
    [
      'an out-of-order chunk',
      [start, text('m', 1, 'Hi')],
      { kind: 'violation', reason: 'Out-of-order chunk: expected seq 0, got 1' },
    ],
    [
      'a chunk after the message ended',
      [start, text('m', 0, 'Hi'), end('m'), text('m', 1, 'again')],
      { kind: 'violation', reason: 'Cannot push to ended message' },
    ],
    [
      'a streamed message over twice the stored limit',
      [start, text('m', 0, 'x'.repeat(MAX_MESSAGE_CHARS * 2 + 1))],
      { kind: 'violation', reason: 'Message too large' },
    ],
    [
      `more than ${MAX_OPEN_MESSAGES} open messages`,
      [start, ...Array.from({ length: MAX_OPEN_MESSAGES + 1 }, (_, i) => text(`m${i}`, 0, 'x'))],
      { kind: 'violation', reason: 'Too many open messages' },
    ],
    [
      'an instruction in chunks',
      [start, instruction('i', 0, '[{"persona'), instruction('i', 1, '_number":1}]'), end('i')],
      { kind: 'instruction', messageId: 'i', name: 'bulk_messages', content: '[{"persona_number":1}]' },
    ],
    [
      'the client ends the conversation',
      [start, { type: 'conversation_end', message_id: 'e' }],
      { kind: 'end' },
    ],
    ['the first chunk of a recording: barge-in', [start, voice('v', 0, [1, 2])], { kind: 'speaking' }],
    [
      'a later chunk of the same recording',
      [start, voice('v', 0, [1]), voice('v', 1, [2])],
      { kind: 'none' },
    ],
    [
      'a recording in chunks, joined in order, with its mime type and review flag',
      [start, voice('v', 0, [1, 2], { review: true }), voice('v', 1, [3]), voice('v', 2, [4, 5]), end('v')],
      {
        kind: 'voice',
        messageId: 'v',
        recording: { audio: Uint8Array.from([1, 2, 3, 4, 5]), mime: 'audio/wav', review: true },
      },
    ],
    [
      'a binary frame that is not a voice frame',
      [start, Uint8Array.from([0, 0])],
      { kind: 'violation', reason: 'Invalid message' },
    ],
    [
      'an audio chunk over the chunk limit',
      [start, voice('v', 0, new Uint8Array(MAX_AUDIO_CHUNK_BYTES + 1))],
      { kind: 'violation', reason: 'Audio chunk too large' },
    ],
    [
      'a recording over the message limit',
      [
        start,
        ...Array.from({ length: MAX_VOICE_MESSAGE_BYTES / MAX_AUDIO_CHUNK_BYTES + 1 }, (_, i) =>
          voice('v', i, new Uint8Array(MAX_AUDIO_CHUNK_BYTES)),
        ),
      ],
      { kind: 'violation', reason: 'Voice message too large' },
    ],
    [
      'text and recordings share the open-message limit',
      [
        start,
        ...Array.from({ length: MAX_OPEN_MESSAGES }, (_, i) => text(`m${i}`, 0, 'x')),
        voice('v', 0, [1]),
      ],
      { kind: 'violation', reason: 'Too many open messages' },
    ],
  ] as [string, Frame[], Inbound][])('%s', (_, frames, expected) => {
    expect(last(frames)).toEqual(expected)
  })

  it('frees a message slot when the message ends', () => {
    const frames = [
      start,
      ...Array.from({ length: MAX_OPEN_MESSAGES }, (_, i) => text(`m${i}`, 0, 'x')),
      end('m0'),
    ]
    expect(last([...frames, text('n', 0, 'y')])).toEqual({ kind: 'none' })
  })

  it('refuses every frame after a violation: the connection is closed', () => {
    const results = run([start, text('m', 1, 'bad'), text('m', 0, 'ok')])
    expect(results.at(-1)).toEqual({ kind: 'violation', reason: 'Connection already closed' })
  })

  it('checks what the server sends too: an ack for a message the client never ended is a violation', () => {
    expect(last([start, { type: 'ack_end', message_id: 'nope' }])).toEqual({
      kind: 'violation',
      reason: 'Unknown ack for message nope',
    })
  })
})
