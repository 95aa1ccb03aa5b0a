// Bluesky's own PDS with an in-memory PLC directory, for bench/bluesky-pds.ts. Run by Node from the
// directory the packages were installed in; prints one JSON line with both addresses when ready.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Secp256k1Keypair } from '@atproto/crypto'
import { envToCfg, envToSecrets, PDS, readEnv } from '@atproto/pds'
import * as plc from '@did-plc/server'

const directory = plc.PlcServer.create({ db: plc.Database.mock(), port: 0 })
const plcPort = (await directory.start()).address().port
const data = mkdtempSync(join(tmpdir(), 'chad-pds-'))
const rotationKey = await Secp256k1Keypair.create({ exportable: true })
Object.assign(process.env, {
  PDS_PORT: '0',
  PDS_HOSTNAME: 'localhost',
  PDS_DEV_MODE: 'true',
  PDS_DATA_DIRECTORY: data,
  PDS_BLOBSTORE_DISK_LOCATION: join(data, 'blobs'),
  PDS_BLOBSTORE_DISK_TMP_LOCATION: join(data, 'blobs-tmp'),
  PDS_DID_PLC_URL: `http://localhost:${plcPort}`,
  PDS_JWT_SECRET: 'chad-bench-jwt-secret-chad-bench-jwt',
  PDS_ADMIN_PASSWORD: 'chad-bench-admin',
  PDS_PLC_ROTATION_KEY_K256_PRIVATE_KEY_HEX: Buffer.from(await rotationKey.export()).toString('hex'),
  PDS_INVITE_REQUIRED: 'false',
  PDS_SERVICE_HANDLE_DOMAINS: '.test',
  PDS_RATE_LIMITS_ENABLED: 'false',
  // No app view here: the PDS answers for its own records; metrics need Bluesky's app view.
  PDS_BSKY_APP_VIEW_URL: 'http://localhost:1',
  PDS_BSKY_APP_VIEW_DID: 'did:example:appview',
})
const env = readEnv()
const pds = await PDS.create(envToCfg(env), envToSecrets(env))
const port = (await pds.start()).address().port
console.log(JSON.stringify({ pds: `http://localhost:${port}`, plc: `http://localhost:${plcPort}` }))
