import type { Clock } from '../clock'
import type { Config } from '../config/config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { TokenCipher } from './x/crypto'
import type { XDeps } from './x/service'

/** What the channels (LinkedIn, Bluesky, Mastodon beside X) need from the server. */
export type ChannelDeps = {
  db: Database
  cipher: TokenCipher
  logger: Logger
  now: Clock
  settings: Config['channels']
  /** Our own address, shown to networks that list the apps a user authorised. */
  publicUrl: string
  /** How long a call to a network may take before its outcome is unknown. */
  timeoutMs: number
  x: XDeps
}

export function createChannelDeps(
  config: Pick<Config, 'channels' | 'publicUrl' | 'postTimeoutMs'>,
  x: XDeps,
): ChannelDeps {
  return {
    db: x.db,
    cipher: x.cipher,
    logger: x.logger,
    now: x.now,
    settings: config.channels,
    publicUrl: config.publicUrl,
    timeoutMs: config.postTimeoutMs,
    x,
  }
}
