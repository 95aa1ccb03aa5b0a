import { describe, expect, it } from 'bun:test'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startServerProcess } from '../testing/server-process'
import { tempDirs } from '../testing/temp-dirs'
import {
  DataDirInUse,
  decideLock,
  LOCK_FILE,
  lockDataDir,
  type ProcessProbe,
  procProbe,
} from './data-dir-lock'

const me = { pid: 100, host: 'here' }
const lock = (o: object) =>
  JSON.stringify({ pid: 7, host: 'here', started: '555', since: 'then', command: 'server', ...o })
const alive: ProcessProbe = () => ({ started: '555' })
const dead: ProcessProbe = () => null
const reused: ProcessProbe = () => ({ started: '999' })

describe('who may take a data directory', () => {
  it.each([
    ['no lock', null, alive, 'take'],
    ['a running owner', lock({}), alive, 'refuse'],
    ['an owner whose process is gone', lock({}), dead, 'take-over'],
    ['an owner whose pid now runs another program', lock({}), reused, 'take-over'],
    ['an owner on another host', lock({ host: 'elsewhere' }), dead, 'refuse'],
    ['our own lock', lock({ pid: 100 }), alive, 'take'],
    ['a torn lock file', '{"pid":7,"ho', alive, 'take-over'],
  ] as const)('%s: %s', (_name, existing, probe, action) => {
    expect(decideLock(existing, me, probe, '/data').action).toBe(action)
  })

  it('names the running process in one line', () => {
    const decision = decideLock(lock({}), me, alive, '/data')
    expect(decision.action === 'refuse' && decision.message).toBe(
      'Data directory /data is in use by another Chad process (pid 7, server, since then). Stop it first, or start this one with another DATA_DIR.',
    )
  })
})

describe('the lock file', () => {
  const { fresh } = tempDirs('chad-lock-')

  it('is refused to a second holder while the first holds it, and free once released', () => {
    const dir = fresh()
    const release = lockDataDir(dir)
    // Another process, as the probe sees it: the same lock under a pid that is running.
    const other = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ ...other, pid: process.ppid, started: procProbe(process.ppid)?.started }),
    )
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse)
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(other))
    release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir)()
  })

  it('is taken over from a process that no longer exists', async () => {
    const dir = fresh()
    const gone = Bun.spawn(['true'])
    await gone.exited
    writeFileSync(join(dir, LOCK_FILE), lock({ pid: gone.pid, host: hostname() }))
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    release()
  })
})

describe('two servers on one data directory', () => {
  it('refuses the second with one line naming the first, which keeps serving; a killed server leaves a directory that starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chad-two-servers-'))
    try {
      const first = await startServerProcess({ dataDir })
      const port = freePort()
      const second = Bun.spawn(['bun', 'src/server/index.ts'], {
        cwd: join(import.meta.dir, '../../..'),
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
        stdout: 'pipe',
        stderr: 'pipe',
      })
      const code = await second.exited
      const said = `${await new Response(second.stdout).text()}${await new Response(second.stderr).text()}`
      expect(code).not.toBe(0)
      // One line says why (no stack trace), naming the running server.
      expect(said.split('\n').filter((line) => /in use/.test(line))).toEqual([
        expect.stringContaining(`is in use by another Chad process (pid ${first.pid}`),
      ])
      expect(said).not.toMatch(/^\s+at /m)
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200)

      await first.stop('SIGKILL')
      const again = await startServerProcess({ dataDir })
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200)
      expect(await again.stop()).toBe(0)
      // A clean stop leaves no lock behind.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
