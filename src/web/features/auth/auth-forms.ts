import { PASSWORD_MIN_LENGTH } from '../../../shared/limits'
/** Sign-up checks of SPEC §5, in order; null when the form may be sent. */
export function signUpError(form: {
  name: string
  email: string
  password: string
  confirm: string
}): string | null {
  if (!form.name.trim() || !form.email.trim() || !form.password) return 'All fields are required'
  if (form.password !== form.confirm) return 'Passwords do not match'
  if (form.password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
  return null
}

/** Login sends nothing while either field is empty (SPEC §5); the email is trimmed. */
export function loginCredentials(
  email: string,
  password: string,
): { email: string; password: string } | null {
  const trimmed = email.trim()
  return trimmed && password ? { email: trimmed, password } : null
}
