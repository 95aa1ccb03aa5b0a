import { editDistance } from '../speech/edit-distance'

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
  return Math.max(0, 1 - editDistance(ref, hyp) / ref.length)
}

/** A founder's answer spoken by flite (a local test voice), as WAV bytes. */
export async function fliteWav(text: string, file: string, voice = 'rms'): Promise<Uint8Array> {
  const proc = Bun.spawn(['flite', '-voice', voice, '-t', text, '-o', file], { stderr: 'ignore' })
  if ((await proc.exited) !== 0) throw new Error('flite failed')
  return Bun.file(file).bytes()
}
