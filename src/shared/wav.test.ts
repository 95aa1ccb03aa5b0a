import { describe, expect, it } from 'bun:test'
import { encodeWav } from './wav'

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM header and clamped little-endian samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), 8000)
    const view = new DataView(wav.buffer)
    const text = (o: number, n: number) => String.fromCharCode(...wav.slice(o, o + n))
    expect(text(0, 4)).toBe('RIFF')
    expect(text(8, 4)).toBe('WAVE')
    expect(view.getUint16(20, true)).toBe(1)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(8000)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(10)
    expect(view.getUint32(4, true)).toBe(wav.length - 8)
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 32767, -16384,
    ])
  })
})
