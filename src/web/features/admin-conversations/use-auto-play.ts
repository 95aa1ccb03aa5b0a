import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * AI conversation playback (SPEC §4): idle, then playing; while playing a new turn starts after each
 * one finishes, until the user stops or a turn answers next_action 'end' (or fails).
 */
export function useAutoPlay(takeTurn: () => Promise<'continue' | 'end' | 'error'>) {
  const [playing, setPlaying] = useState(false)
  const playingRef = useRef(false)
  const turnRef = useRef(takeTurn)
  turnRef.current = takeTurn

  const stop = useCallback(() => {
    playingRef.current = false
    setPlaying(false)
  }, [])

  const start = useCallback(async () => {
    if (playingRef.current) return
    playingRef.current = true
    setPlaying(true)
    while (playingRef.current) {
      const outcome = await turnRef.current()
      if (outcome !== 'continue') break
    }
    stop()
  }, [stop])

  useEffect(() => stop, [stop])
  return { playing, toggle: () => (playingRef.current ? stop() : void start()), stop }
}
