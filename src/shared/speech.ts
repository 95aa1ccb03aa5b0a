/** The one apt line that enables local speech: the README, `bun run start`, the voice help and `.ci/run` use these packages. */
export const LOCAL_SPEECH_APT_LINE =
  'sudo apt-get install -y ffmpeg pocketsphinx pocketsphinx-en-us festival festvox-us-slt-hts flite'

/** Which speech provider live voice uses: a cloud one, the local engines, or none (typed chat only). */
export type SpeechKind = 'openai' | 'local' | 'none'
