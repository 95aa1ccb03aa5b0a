import { type RefObject, useEffect } from 'react'

const BARS = 256

/** Draws live level bars from the microphone's analyser onto the canvas while `active`. */
export function useLevelBars(
  canvas: RefObject<HTMLCanvasElement | null>,
  source: RefObject<{ analyser: AnalyserNode | null } | null>,
  active: boolean,
) {
  useEffect(() => {
    if (!active) return
    let frame = 0
    const analyser = source.current?.analyser
    const data = new Uint8Array(analyser?.frequencyBinCount ?? BARS * 2)
    const draw = () => {
      const c = canvas.current
      const g = c?.getContext('2d')
      if (c && g && analyser) {
        analyser.getByteFrequencyData(data)
        g.clearRect(0, 0, c.width, c.height)
        const width = c.width / BARS
        for (let i = 0; i < BARS; i++) {
          const h = ((data[i] ?? 0) / 255) * c.height
          g.fillStyle = '#818cf8'
          g.fillRect(i * width, (c.height - h) / 2, Math.max(1, width - 1), h)
        }
      }
      frame = requestAnimationFrame(draw)
    }
    draw()
    return () => cancelAnimationFrame(frame)
  }, [canvas, source, active])
}
