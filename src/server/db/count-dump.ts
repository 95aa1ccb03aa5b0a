#!/usr/bin/env bun
// Counts the rows of a dump in a scratch database, in its own process so the server's memory and
// event loop stay free: `bun src/server/db/count-dump.ts FILE` prints {table: rows} as JSON.
import { readFileSync } from 'node:fs'
import { countDump } from './backup'

const file = process.argv[2]
if (!file) {
  console.error('Usage: count-dump.ts FILE')
  process.exit(2)
}
process.stdout.write(JSON.stringify(await countDump(new Uint8Array(readFileSync(file)))))
process.exit(0)
