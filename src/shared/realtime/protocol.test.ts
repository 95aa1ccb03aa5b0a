import { describe, expect, it } from 'bun:test'
import {
  decodeVoiceFrame,
  encodeVoiceFrame,
  INVALID_MESSAGE,
  type ProtocolMessage,
  parseMessage,
} from './protocol'
import { initialState, type ProtocolState, receive, send } from './session'

describe('parseMessage', () => {
  it.each([
    [{ type: 'conversation_start', message_id: 'm1', conversation_id: 'c1' }],
    [{ type: 'conversation_started', message_id: 'm1', conversation_id: 'c1' }],
    [{ type: 'conversation_end', message_id: 'm1' }],
    [{ type: 'text', message_id: 'm1', seq: 0, content: 'Hi' }],
    [{ type: 'transcription', message_id: 'm1', seq: 3, content: 'Hi' }],
    [{ type: 'voice', message_id: 'm1', seq: 0 }],
    [{ type: 'instruction', message_id: 'm1', seq: 0, name: 'end_interview' }],
    [{ type: 'instruction', message_id: 'm1', seq: 0, name: 'bulk_messages', content: '[]' }],
    [{ type: 'message_end', message_id: 'm1' }],
    [{ type: 'ack_transcription', message_id: 'm1', content: 'hello' }],
    [{ type: 'ack_end', message_id: 'm1' }],
  ])('accepts %p', (message) => {
    expect(parseMessage(JSON.stringify(message))).toEqual({ ok: true, message: message as ProtocolMessage })
  })

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['an unknown type', { type: 'shout', message_id: 'm1' }],
    ['no message_id', { type: 'message_end' }],
    ['an empty message_id', { type: 'message_end', message_id: '' }],
    ['a chunk without seq', { type: 'text', message_id: 'm1', content: 'x' }],
    ['a negative seq', { type: 'text', message_id: 'm1', seq: -1, content: 'x' }],
    ['a fractional seq', { type: 'text', message_id: 'm1', seq: 0.5, content: 'x' }],
    ['text without content', { type: 'text', message_id: 'm1', seq: 0 }],
    ['an instruction without a name', { type: 'instruction', message_id: 'm1', seq: 0 }],
    ['a handshake without conversation_id', { type: 'conversation_start', message_id: 'm1' }],
    ['ack_transcription without content', { type: 'ack_transcription', message_id: 'm1' }],
  ])('refuses %s as Invalid message', (_label, raw) => {
    expect(parseMessage(typeof raw === 'string' ? raw : JSON.stringify(raw))).toEqual({
      ok: false,
      error: INVALID_MESSAGE,
    })
  })
})

describe('voice frames', () => {
  it('round-trips header and audio', () => {
    const audio = new Uint8Array([1, 2, 3, 250])
    const frame = encodeVoiceFrame({ type: 'voice', message_id: 'v1', seq: 2, mime: 'audio/webm' }, audio)
    const decoded = decodeVoiceFrame(frame)
    expect(decoded).toEqual({
      ok: true,
      header: { type: 'voice', message_id: 'v1', seq: 2, mime: 'audio/webm' },
      audio,
    })
  })
  it.each([
    ['too short', new Uint8Array([0, 0])],
    ['a header longer than the frame', new Uint8Array([0, 0, 0, 50, 1])],
    [
      'a header that is not a voice message',
      encodeVoiceFrame({ type: 'text', message_id: 'x', seq: 0 } as never, new Uint8Array()),
    ],
  ])('refuses %s', (_label, frame) => {
    expect(decodeVoiceFrame(frame)).toEqual({ ok: false, error: INVALID_MESSAGE })
  })
})

const open = (role: 'client' | 'server'): ProtocolState =>
  receive(
    initialState(role),
    role === 'server'
      ? { type: 'conversation_start', message_id: 'h', conversation_id: 'c' }
      : { type: 'conversation_started', message_id: 'h', conversation_id: 'c' },
  ).state

const text = (id: string, seq: number, content = 'x'): ProtocolMessage => ({
  type: 'text',
  message_id: id,
  seq,
  content,
})

describe('protocol state machine', () => {
  it('opens on the handshake and reports the conversation', () => {
    const r = receive(initialState('server'), {
      type: 'conversation_start',
      message_id: 'h',
      conversation_id: 'c1',
    })
    expect(r.outcome).toEqual({ kind: 'handshake', conversationId: 'c1' })
    expect(r.state.phase).toBe('open')
  })

  it.each([
    ['server', { type: 'text', message_id: 'a', seq: 0, content: 'x' }],
    ['server', { type: 'conversation_started', message_id: 'a', conversation_id: 'c' }],
    ['client', { type: 'conversation_start', message_id: 'a', conversation_id: 'c' }],
  ] as const)('closes with 3000 when the %s gets anything but the handshake first', (role, message) => {
    const r = receive(initialState(role), message as ProtocolMessage)
    expect(r.outcome).toMatchObject({ kind: 'violation', close: 3000 })
    expect((r.outcome as { reason: string }).reason).toStartWith('Handshake violation')
  })

  it('refuses a second handshake', () => {
    expect(
      receive(open('server'), { type: 'conversation_start', message_id: 'h2', conversation_id: 'c' }).outcome,
    ).toMatchObject({
      kind: 'violation',
      close: 3000,
    })
  })

  it('accepts chunks in order and ends the message', () => {
    let s = open('server')
    for (const seq of [0, 1, 2]) {
      const r = receive(s, text('m', seq))
      expect(r.outcome.kind).toBe('chunk')
      s = r.state
    }
    const end = receive(s, { type: 'message_end', message_id: 'm' })
    expect(end.outcome).toMatchObject({ kind: 'message_end', messageId: 'm', chunkType: 'text' })
  })

  it.each([
    ['an out-of-order chunk', [text('m', 0), text('m', 2)], 'Out-of-order chunk: expected seq 1, got 2'],
    ['a chunk that does not start at 0', [text('m', 1)], 'Out-of-order chunk: expected seq 0, got 1'],
    [
      'a chunk of the wrong type',
      [text('m', 0), { type: 'transcription', message_id: 'm', seq: 1, content: 'x' }],
      'Chunk of the wrong type for message m',
    ],
    [
      'a push to an ended message',
      [text('m', 0), { type: 'message_end', message_id: 'm' }, text('m', 1)],
      'Cannot push to ended message',
    ],
    ['ending an unknown message', [{ type: 'message_end', message_id: 'nope' }], 'Unknown message id nope'],
    [
      'ending a message twice',
      [text('m', 0), { type: 'message_end', message_id: 'm' }, { type: 'message_end', message_id: 'm' }],
      'Cannot push to ended message',
    ],
    ['an unknown ack', [{ type: 'ack_end', message_id: 'never-sent' }], 'Unknown ack for message never-sent'],
    [
      'an unknown transcription ack',
      [{ type: 'ack_transcription', message_id: 'never-sent', content: 'x' }],
      'Unknown ack for message never-sent',
    ],
  ] as const)('ends the session on %s', (_label, messages, reason) => {
    let s = open('server')
    let last: ReturnType<typeof receive> | undefined
    for (const m of messages) {
      last = receive(s, m as ProtocolMessage)
      s = last.state
    }
    expect(last!.outcome).toEqual({ kind: 'violation', reason, close: 3000 })
    expect(s.phase).toBe('closed')
  })

  it('accepts an ack only for a message it ended', () => {
    let s = open('client')
    s = send(s, text('u1', 0))
    const early = receive(s, { type: 'ack_end', message_id: 'u1' })
    expect(early.outcome.kind).toBe('violation')
    s = send(s, { type: 'message_end', message_id: 'u1' })
    const ok = receive(s, { type: 'ack_end', message_id: 'u1', message: undefined })
    expect(ok.outcome.kind).toBe('ack')
    expect(receive(ok.state, { type: 'ack_end', message_id: 'u1' }).outcome.kind).toBe('violation')
  })

  it('lets the client receive a reply end without chunks', () => {
    const r = receive(open('client'), { type: 'message_end', message_id: 'ai-1' })
    expect(r.outcome).toMatchObject({ kind: 'message_end', chunkType: null })
  })

  it('throws Cannot push to ended message when sending to an ended message', () => {
    let s = send(open('client'), text('u1', 0))
    s = send(s, { type: 'message_end', message_id: 'u1' })
    expect(() => send(s, text('u1', 1))).toThrow('Cannot push to ended message')
    expect(() => send(s, { type: 'message_end', message_id: 'u1' })).toThrow('Cannot push to ended message')
  })

  it('ends normally on conversation_end and refuses anything after', () => {
    const r = receive(open('server'), { type: 'conversation_end', message_id: 'e' })
    expect(r.outcome).toEqual({ kind: 'end' })
    expect(receive(r.state, text('m', 0)).outcome).toMatchObject({ kind: 'violation' })
  })
})
