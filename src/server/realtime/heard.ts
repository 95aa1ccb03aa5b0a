/**
 * What a founder heard of a spoken reply they talked over: the reply's own words, up to where the
 * words the browser says it played stop matching (the browser's count is trusted only as far as it
 * agrees with what was said). Cut inside a sentence, it ends with "…", so the next turn, and anyone
 * reading the transcript, sees that it was cut. Nothing heard is "…".
 */
export function heardPart(reply: string, heard: string): string {
  const words = reply.trim().split(/\s+/).filter(Boolean)
  const bare = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
  const said = heard.trim().split(/\s+/).filter(Boolean).map(bare)
  let kept = 0
  while (kept < words.length && kept < said.length && bare(words[kept]!) === said[kept]) kept++
  if (kept >= words.length) return words.join(' ')
  if (kept === 0) return '…'
  const text = words.slice(0, kept).join(' ')
  return /[.!?]["”’)]?$/.test(text) ? text : `${text.replace(/[,;:—–-]+$/, '')}…`
}
