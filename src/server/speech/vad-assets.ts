import { dirname, join } from 'node:path'
import type { HeaderSet } from '../http/security-headers'

/**
 * The files the browser's voice-activity detector loads, served from our own packages (never a CDN):
 * Silero VAD v5 and its audio worklet from @ricky0123/vad-web, and the WebAssembly runtime it runs on
 * from onnxruntime-web. Only these names answer; each is read once, gzipped once, and kept.
 */
const vadDist = dirname(Bun.resolveSync('@ricky0123/vad-web', import.meta.dir))
const ortDist = dirname(Bun.resolveSync('onnxruntime-web/wasm', import.meta.dir))

export const VAD_FILES: Record<string, { dir: string; type: string }> = {
  'silero_vad_v5.onnx': { dir: vadDist, type: 'application/octet-stream' },
  'vad.worklet.bundle.min.js': { dir: vadDist, type: 'text/javascript; charset=utf-8' },
  'ort-wasm-simd-threaded.mjs': { dir: ortDist, type: 'text/javascript; charset=utf-8' },
  'ort-wasm-simd-threaded.wasm': { dir: ortDist, type: 'application/wasm' },
}

/** Where the browser finds them (vad-web's baseAssetPath and onnxWASMBasePath). */
export const VAD_PATH = '/vad/'

type Loaded = { raw: Uint8Array; gzip: Uint8Array; etag: string }

/** The /vad/* route: the files above, gzipped when the browser takes it, cached for a week. */
export function vadAssetRoutes(headers: HeaderSet) {
  const loaded = new Map<string, Promise<Loaded>>()
  const load = (name: string) => {
    let file = loaded.get(name)
    if (!file) {
      const { dir } = VAD_FILES[name]!
      file = Bun.file(join(dir, name))
        .bytes()
        .then((raw) => ({
          raw,
          gzip: Bun.gzipSync(raw),
          etag: `"${Bun.hash(raw).toString(36)}"`,
        }))
      loaded.set(name, file)
    }
    return file
  }
  return {
    [`${VAD_PATH}*`]: async (request: Request) => {
      const name = new URL(request.url).pathname.slice(VAD_PATH.length)
      const known = Object.hasOwn(VAD_FILES, name) ? VAD_FILES[name] : undefined
      if (!known || (request.method !== 'GET' && request.method !== 'HEAD'))
        return new Response('Not found', {
          status: 404,
          headers: { ...headers, 'content-type': 'text/plain' },
        })
      const file = await load(name)
      const common = {
        ...headers,
        'content-type': known.type,
        'cache-control': 'public, max-age=604800',
        etag: file.etag,
        vary: 'accept-encoding',
      }
      if (request.headers.get('if-none-match') === file.etag)
        return new Response(null, { status: 304, headers: common })
      const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
      const body = gzip ? file.gzip : file.raw
      return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
        headers: { ...common, ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
      })
    },
  }
}
