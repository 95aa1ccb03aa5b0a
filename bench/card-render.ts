// Quote cards (issue #28): the time to render one card to PNG (satori lays it out as SVG, resvg draws
// it), for every layout and both sizes, after the first card has loaded the fonts; target under 150 ms.
import { loadavg } from 'node:os'
import { renderCard } from '../src/server/cards/render'
import { CARD_SIZES, type CardSize, cardWords } from '../src/shared/card'
import { percentile } from './lib/bench'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const style = { background: '#1e1b4b', foreground: '#ffffff', accent: '#facc15' }
const posts = {
  quote: 'Walter stood up and said: "They deliver my groceries. Nobody delivers the outside."',
  number: 'Last winter our volunteers logged 14,820 clearings for 438 residents in eleven neighbourhoods.',
  line: 'A cleared walk is not really about snow. It is about whether a person can choose to go out.',
  'long quote with accents and emoji':
    'Ilonka néni said: "Now I am not counting the eggs. My son orders from Vienna on Monday, the driver comes on Tuesday, and Feri bácsi gets his shopping too 🥚🚐"',
}

const first = performance.now()
await renderCard({ words: cardWords(posts.quote), size: 'landscape', name: 'Clear Path Winnipeg', style })
console.log(`first card (fonts loaded): ${(performance.now() - first).toFixed(0)} ms`)
console.log(`load average ${loadavg()[0]!.toFixed(2)}, ${RUNS} renders each`)
console.log('card                                 size        p50 ms   p95 ms')
let worst = 0
for (const [name, post] of Object.entries(posts))
  for (const size of Object.keys(CARD_SIZES) as CardSize[]) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await renderCard({ words: cardWords(post), size, name: 'Clear Path Winnipeg', style })
      times.push(performance.now() - start)
    }
    const p50 = percentile(times, 50)
    worst = Math.max(worst, p50)
    console.log(
      `${name.padEnd(36)} ${size.padEnd(10)} ${p50.toFixed(0).padStart(7)} ${percentile(times, 95).toFixed(0).padStart(8)}`,
    )
  }
console.log(`target: under 150 ms a card (worst p50 ${worst.toFixed(0)} ms)`)
