import { api, apiError } from '../../lib/api'
import { browserTimeZone } from '../../lib/marketing-sessions'

/** A new session in the browser's time zone (its schedule is laid out in it). */
export async function createSession() {
  const res = await api['marketing-sessions'].post({ time_zone: browserTimeZone() })
  if (res.error) throw apiError(res.error, 'Failed to create marketing session')
  return res.data
}
