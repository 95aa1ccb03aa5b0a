/** Only same-origin paths may be redirect targets ("/x", never "//evil" or "https://evil"). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  // Browsers drop tabs and newlines in URLs ("/\t/evil" becomes "//evil"): refuse any control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
  if (!target || /[\u0000-\u001f\u007f]/.test(target)) return fallback
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  return target
}

/** /auth?redirect=<path+query>[&view=signup] for a guarded page. */
export function authPath(current: string, view?: 'login' | 'signup'): string {
  const params = new URLSearchParams({ redirect: current })
  if (view) params.set('view', view)
  return `/auth?${params.toString()}`
}
