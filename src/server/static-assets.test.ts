import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { precompress } from '../web/precompress'
import { cacheControlFor, chooseEncoding, staticAssets } from './static-assets'

describe('chooseEncoding', () => {
  it.each([
    [null, ['br', 'gzip'], undefined],
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['gzip', ['br', 'gzip'], 'gzip'],
    ['br;q=0.5, gzip;q=0.8', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip;q=0', ['br', 'gzip'], undefined],
    ['*', ['br', 'gzip'], 'br'],
    ['identity', ['br', 'gzip'], undefined],
    ['x-gzip', ['gzip'], 'gzip'],
    ['br', [], undefined],
  ] as const)('%p with %p on disk sends %p', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected)
  })
})

describe('cacheControlFor', () => {
  it.each([
    ['chunk-ha94m6yx.js', 'public, max-age=31536000, immutable'],
    ['chunk-04q08s5p.css', 'public, max-age=31536000, immutable'],
    ['logo-a1b2c3d4.svg', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['robots.txt', 'no-cache'],
  ])('%p → %p', (name, expected) => {
    expect(cacheControlFor(name)).toBe(expected)
  })
})

describe('staticAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chad-static-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const js = `console.log(${JSON.stringify('x'.repeat(5000))})`
  writeFileSync(join(dir, 'chunk-abcd1234.js'), js)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Chad</title>')
  writeFileSync(join(dir, 'photo-abcd1234.png'), new Uint8Array([137, 80, 78, 71]))
  precompress(dir)
  const assets = staticAssets(dir)
  const get = (path: string, headers: Record<string, string> = {}) =>
    assets.serve(path, new Request(`http://x${path}`, { headers }))

  it('sends the brotli copy to browsers that accept it, with immutable caching', async () => {
    const res = get('/chunk-abcd1234.js', { 'accept-encoding': 'gzip, deflate, br' })!
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toStartWith('text/javascript')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const body = new Uint8Array(await res.arrayBuffer())
    expect(body.length).toBeLessThan(js.length / 10)
  })

  it('sends gzip or the plain file to clients that only take those', async () => {
    const gz = get('/chunk-abcd1234.js', { 'accept-encoding': 'gzip' })!
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(js)
    const plain = get('/chunk-abcd1234.js')!
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(js)
  })

  it('revalidates index.html and answers 304 to a matching ETag', () => {
    const first = get('/index.html', { 'accept-encoding': 'br' })!
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = get('/index.html', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.get('etag')!,
    })!
    expect(again.status).toBe(304)
    // A different encoding is a different representation: no 304 for it.
    expect(get('/index.html', { 'if-none-match': first.headers.get('etag')! })!.status).toBe(200)
  })

  it('leaves images uncompressed and knows nothing outside the build', () => {
    expect(
      get('/photo-abcd1234.png', { 'accept-encoding': 'br' })!.headers.get('content-encoding'),
    ).toBeNull()
    expect(get('/../etc/passwd')).toBeUndefined()
    expect(get('/chunk-abcd1234.js.br')).toBeUndefined()
  })
})
