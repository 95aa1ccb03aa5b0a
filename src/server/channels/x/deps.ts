import type { Config } from '../../config/config'
import { systemClock } from '../../context'
import type { Database } from '../../db/database'
import type { Logger } from '../../http/logger'
import { createXClients } from './client'
import { createTokenCipher } from './crypto'
import type { XDeps } from './service'

export function createXDeps(config: Pick<Config, 'x' | 'tokenKey'>, db: Database, logger: Logger): XDeps {
  return {
    db,
    logger,
    clients: createXClients(config.x),
    cipher: createTokenCipher(config.tokenKey),
    configured: Boolean(config.x.clientId),
    redirectUri: config.x.redirectUri,
    postUrlBase: config.x.postUrlBase,
    now: systemClock,
  }
}
