import { existsSync } from 'node:fs'
import type { LocalTools } from './select'

/** Where Debian's packages put the acoustic model, dictionary and language model, and festival's HTS voice. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us'
const FESTIVAL_HTS_VOICE_DIR = '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts'

/** Looks for the local speech engines on PATH (and their data files where Debian installs them). */
export function findLocalTools(which: (name: string) => string | null = Bun.which): LocalTools {
  return {
    ffmpeg: Boolean(which('ffmpeg')),
    pocketsphinx: Boolean(which('pocketsphinx_batch')) && existsSync(`${POCKETSPHINX_MODEL_DIR}/en-us`),
    festival: Boolean(which('text2wave')) && existsSync(FESTIVAL_HTS_VOICE_DIR),
    flite: Boolean(which('flite')),
  }
}
