// The OAuth popup: 600×700, given up after 5 minutes, checked for closing every second.
export const POPUP_WIDTH = 600
export const POPUP_HEIGHT = 700
export const OAUTH_TIMEOUT_MS = 300_000
export const POPUP_CHECK_MS = 1000

/** What a callback page in the popup tells the window that opened it. */
export type PopupMessage<T> = { type: 'OAUTH_COMPLETE'; payload: T } | { type: 'OAUTH_ERROR'; error?: string }

/**
 * Runs a network's OAuth in a 600×700 popup: opened first (synchronously, in the click) so popup
 * blockers allow it, then sent to the authorize link `start` returns. Resolves with what the callback
 * page reports (from our own origin); fails when the popup is blocked, closed, times out after 5
 * minutes, or reports an error.
 */
export async function oauthPopup<T>(
  name: string,
  start: () => Promise<{ authorization_url: string }>,
): Promise<T> {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2)
  const popup = window.open(
    'about:blank',
    name,
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  )
  if (!popup) throw new Error('Failed to open popup window. Please check if popup blocker is enabled.')
  let started: { authorization_url: string }
  try {
    started = await start()
  } catch (error) {
    popup.close()
    throw error
  }
  popup.location.href = started.authorization_url
  return new Promise<T>((resolve, reject) => {
    const finish = (error: Error | null, payload?: T) => {
      window.removeEventListener('message', onMessage)
      clearInterval(watch)
      clearTimeout(timeout)
      if (error) reject(error)
      else resolve(payload!)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as PopupMessage<T> | undefined
      if (data?.type === 'OAUTH_COMPLETE') finish(null, data.payload)
      if (data?.type === 'OAUTH_ERROR') finish(new Error(data.error || 'OAuth failed'))
    }
    window.addEventListener('message', onMessage)
    const watch = setInterval(() => {
      if (popup.closed) finish(new Error('OAuth was cancelled by user'))
    }, POPUP_CHECK_MS)
    const timeout = setTimeout(() => {
      popup.close()
      finish(new Error('OAuth flow timed out'))
    }, OAUTH_TIMEOUT_MS)
  })
}
