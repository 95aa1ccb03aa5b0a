/**
 * Runs `fn` just after the next paint: a requestAnimationFrame callback runs before the frame's style,
 * layout and paint, and a message posted from it is handled after them. Returns a cancel function.
 */
export function afterNextPaint(fn: () => void): () => void {
  let cancelled = false
  requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      if (!cancelled) fn()
    }
    channel.port2.postMessage(null)
  })
  return () => {
    cancelled = true
  }
}

/** Measures from `startMark` to just after the next paint (bench/calendar-render.ts reads these). */
export function measureAfterPaint(name: string, startMark: string) {
  afterNextPaint(() => {
    performance.measure(name, startMark)
    performance.clearMarks(startMark)
  })
}
