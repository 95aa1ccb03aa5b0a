import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fliteWav, wordAccuracy } from '../../testing/word-accuracy'
import { findLocalTools } from '../tools'
import { LocalSpeech } from './local-speech'

// CI installs the engines (.ci/run); a machine without them fails here rather than skipping.
const dir = mkdtempSync(join(tmpdir(), 'chad-local-speech-'))
const speech = new LocalSpeech({ synthesizer: 'flite', voice: 'slt', recognisers: 1 })
afterAll(() => speech.close())

const riff = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 4))

describe('local speech engines (Debian packages)', () => {
  it('are all found on this machine', () => {
    expect(findLocalTools()).toEqual({ ffmpeg: true, pocketsphinx: true, festival: true, flite: true })
  })

  it('transcribes a spoken answer (webm/opus from the browser, through ffmpeg) with ≥ 80% word accuracy', async () => {
    const said = 'Our customers are family owned shops in the Midwest.'
    const wav = join(dir, 'answer.wav')
    await fliteWav(said, wav)
    const webm = join(dir, 'answer.webm')
    const convert = Bun.spawn(['ffmpeg', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', webm])
    expect(await convert.exited).toBe(0)
    const heard = await speech.transcribe(await Bun.file(webm).bytes(), 'audio/webm;codecs=opus')
    expect(wordAccuracy(said, heard.text)).toBeGreaterThanOrEqual(0.8)
    expect(heard.confidence).toBeGreaterThan(0)
    expect(heard.confidence).toBeLessThanOrEqual(1)
  }, 60_000)

  it('hears nothing in silence', async () => {
    const silence = new Uint8Array(44 + 16_000 * 2)
    silence.set(new TextEncoder().encode('RIFF'), 0)
    const wav = join(dir, 'silence.wav')
    await Bun.spawn([
      'ffmpeg',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '1',
      wav,
    ]).exited
    const heard = await speech.transcribe(await Bun.file(wav).bytes(), 'audio/wav')
    expect(heard.text).toBe('')
  }, 60_000)

  it('speaks a sentence as WAV with flite and with festival', async () => {
    const flite = await speech.speak('Who buys your ovens?')
    expect(flite.mime).toBe('audio/wav')
    expect(riff(flite.audio)).toBe('RIFF')
    expect(flite.audio.length).toBeGreaterThan(10_000)
    const festival = new LocalSpeech({ synthesizer: 'festival', voice: 'slt-hts', recognisers: 1 })
    const spoken = await festival.speak('Who buys your ovens?')
    await festival.close()
    expect(riff(spoken.audio)).toBe('RIFF')
    // The header's data size matches the bytes (decoders reject a zero size).
    const view = new DataView(spoken.audio.buffer, spoken.audio.byteOffset)
    expect(view.getUint32(4, true)).toBe(spoken.audio.length - 8)
  }, 60_000)

  it('turns an unreadable recording into a clear error', async () => {
    await expect(speech.transcribe(new Uint8Array([1, 2, 3, 4]), 'audio/webm')).rejects.toThrow(
      'Could not read the recording. Please try again.',
    )
  })
})
