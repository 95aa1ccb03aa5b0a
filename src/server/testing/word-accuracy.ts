const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** 1 − word error rate (substitutions, insertions, deletions over the reference's words), floored at 0. */
export function wordAccuracy(reference: string, hypothesis: string): number {
  const ref = words(reference)
  const hyp = words(hypothesis)
  if (ref.length === 0) return hyp.length === 0 ? 1 : 0
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j)
  for (let i = 1; i <= ref.length; i++) {
    const row = [i]
    for (let j = 1; j <= hyp.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
      )
    previous = row
  }
  return Math.max(0, 1 - previous[hyp.length]! / ref.length)
}

/** A founder's answer spoken by flite (a local test voice), as WAV bytes. */
export async function fliteWav(text: string, file: string, voice = 'rms'): Promise<Uint8Array> {
  const proc = Bun.spawn(['flite', '-voice', voice, '-t', text, '-o', file], { stderr: 'ignore' })
  if ((await proc.exited) !== 0) throw new Error('flite failed')
  return Bun.file(file).bytes()
}
