import { describe, expect, it } from 'bun:test'
import { VAD_FILES, VAD_PATH, vadAssetRoutes } from './vad-assets'

const serve = vadAssetRoutes({ 'x-content-type-options': 'nosniff' })[`${VAD_PATH}*`]!
const get = (name: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new Request(`http://chad.test${VAD_PATH}${name}`, { headers, method }))

describe('the voice-activity files', () => {
  it('serves each file from our own packages, with its type', async () => {
    for (const [name, { type }] of Object.entries(VAD_FILES)) {
      const res = await get(name)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
  })

  it('sends the WebAssembly gzipped to a browser that takes it, and 304 when it has it', async () => {
    const plain = await get('ort-wasm-simd-threaded.wasm')
    const raw = new Uint8Array(await plain.arrayBuffer())
    expect([...raw.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]) // \0asm
    const zipped = await get('ort-wasm-simd-threaded.wasm', { 'accept-encoding': 'gzip, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const body = new Uint8Array(await zipped.arrayBuffer())
    expect(body.length).toBeLessThan(raw.length / 2)
    expect(Bun.gunzipSync(body)).toEqual(raw)
    const again = await get('ort-wasm-simd-threaded.wasm', { 'if-none-match': plain.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('answers 404 to any other name, and to writes', async () => {
    for (const name of [
      'index.js',
      '../package.json',
      '..%2Fpackage.json',
      'silero_vad_legacy.onnx',
      'toString',
    ])
      expect((await get(name)).status).toBe(404)
    expect((await get('silero_vad_v5.onnx', {}, 'POST')).status).toBe(404)
  })
})
