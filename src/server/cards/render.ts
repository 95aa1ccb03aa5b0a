import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CARD_SIZES, type CardSize, type CardWords } from '../../shared/card'

/**
 * A quote card as a PNG (issue #28): a few layouts built as satori's element tree (JSX without the
 * compiler), laid out to SVG by satori and drawn by resvg. Fonts and emoji ship with their npm packages
 * (Inter, Latin and Latin Extended; Twemoji's pictures); nothing is fetched at run time.
 */

export type CardStyle = { background: string; foreground: string; accent: string }
export type CardRequest = { words: CardWords; size: CardSize; name: string | null; style: CardStyle }

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } }
const el = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})

const require = createRequire(import.meta.url)
const fontFile = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file))

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined
/** Loaded on the first card, not at server start. */
const loadFonts = () =>
  (fonts ??= [
    {
      name: 'Inter',
      data: fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
      weight: 400,
      style: 'normal',
    },
    {
      name: 'Inter',
      data: fontFile('@fontsource/inter', 'inter-latin-700-normal.woff'),
      weight: 700,
      style: 'normal',
    },
    {
      name: 'Inter Ext',
      data: fontFile('@fontsource/inter', 'inter-latin-ext-400-normal.woff'),
      weight: 400,
      style: 'normal',
    },
    {
      name: 'Inter Ext',
      data: fontFile('@fontsource/inter', 'inter-latin-ext-700-normal.woff'),
      weight: 700,
      style: 'normal',
    },
  ])

/** An emoji as Twemoji's picture of it (shipped in @twemoji/svg), or nothing when it has none. */
const emojiImages = new Map<string, string>()
function emojiImage(segment: string): string {
  const kept = emojiImages.get(segment)
  if (kept) return kept
  const image = emojiFile(segment)
  emojiImages.set(segment, image)
  return image
}
function emojiFile(segment: string): string {
  const points = [...segment].map((c) => c.codePointAt(0)!.toString(16))
  // Twemoji names a sequence without its variation selectors, unless it is joined with ZWJ.
  const names = [points.filter((p) => p !== 'fe0f').join('-'), points.join('-')]
  const dir = dirname(require.resolve('@twemoji/svg/package.json'))
  for (const name of names)
    try {
      return `data:image/svg+xml;base64,${readFileSync(join(dir, `${name}.svg`)).toString('base64')}`
    } catch {}
  return `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>').toString('base64')}`
}

/** Type that fills the card without crowding it: larger for a few words, smaller for many. */
function typeSize(words: string, width: number, base: number): number {
  const scale = width / 1200
  const n = words.length
  const size = n < 60 ? base : n < 120 ? base * 0.8 : n < 180 ? base * 0.66 : base * 0.56
  return Math.round(size * scale)
}

function layoutOf(req: CardRequest): Node {
  const { width, height } = CARD_SIZES[req.size]
  const { words, who, figure, layout } = req.words
  const { background, foreground, accent } = req.style
  const pad = Math.round(width * 0.075)
  const footer = el(
    'div',
    {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      fontSize: Math.round(width * 0.022),
      opacity: 0.85,
    },
    el('div', { display: 'flex', fontWeight: 700, letterSpacing: 1 }, req.name ?? ''),
    el('div', {
      display: 'flex',
      width: Math.round(width * 0.08),
      height: 6,
      background: accent,
      borderRadius: 3,
    }),
  )
  const body =
    layout === 'quote'
      ? el(
          'div',
          { display: 'flex', flexDirection: 'column' },
          el(
            'div',
            {
              display: 'flex',
              fontSize: Math.round(width * 0.12),
              lineHeight: 0.8,
              color: accent,
              fontWeight: 700,
            },
            '“',
          ),
          el(
            'div',
            { display: 'flex', fontSize: typeSize(words, width, 64), lineHeight: 1.25, fontWeight: 700 },
            words,
          ),
          who
            ? el(
                'div',
                {
                  display: 'flex',
                  marginTop: Math.round(height * 0.04),
                  fontSize: Math.round(width * 0.026),
                  opacity: 0.8,
                },
                `— ${who}`,
              )
            : el('div', { display: 'flex' }, ''),
        )
      : layout === 'number' && figure
        ? el(
            'div',
            { display: 'flex', flexDirection: 'column' },
            el(
              'div',
              {
                display: 'flex',
                fontSize: Math.round(width * (figure.length > 8 ? 0.1 : 0.15)),
                fontWeight: 700,
                color: accent,
                lineHeight: 1,
              },
              figure,
            ),
            el(
              'div',
              {
                display: 'flex',
                marginTop: Math.round(height * 0.04),
                fontSize: typeSize(words, width, 44),
                lineHeight: 1.3,
              },
              words,
            ),
          )
        : el(
            'div',
            {
              display: 'flex',
              borderLeft: `${Math.round(width * 0.008)}px solid ${accent}`,
              paddingLeft: Math.round(width * 0.03),
            },
            el(
              'div',
              { display: 'flex', fontSize: typeSize(words, width, 60), lineHeight: 1.25, fontWeight: 700 },
              words,
            ),
          )
  return el(
    'div',
    {
      width,
      height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: pad,
      background,
      color: foreground,
      fontFamily: 'Inter, Inter Ext',
    },
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'center' }, body),
    footer,
  )
}

/** The card as PNG bytes at its size. */
export async function renderCard(req: CardRequest): Promise<Uint8Array> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')])
  const { width, height } = CARD_SIZES[req.size]
  const svg = await satori(layoutOf(req) as never, {
    width,
    height,
    fonts: loadFonts(),
    // Emoji are Twemoji's pictures from the package (satori would otherwise fetch them).
    loadAdditionalAsset: async (code, segment) => (code === 'emoji' ? emojiImage(segment) : []),
  })
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng())
}
