import { isValidTimeZone } from '../../shared/time-zone'
import { HttpError } from './errors'

/** Times and zones as a request gives them, checked: a 422 names what is wrong. */

/** An IANA time zone we know, or a 422. */
export function checkedTimeZone(zone: string): string {
  if (!isValidTimeZone(zone)) throw new HttpError(422, `time_zone: unknown time zone "${zone}"`)
  return zone
}

/** A time given as text, or a 422 naming the field. */
export function checkedTime(value: string, field: string): Date {
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw new HttpError(422, `${field}: not a valid time`)
  return time
}
