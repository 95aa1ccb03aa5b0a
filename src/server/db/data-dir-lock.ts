/**
 * One process per data directory. PGlite, like Postgres, must never have two servers writing one data
 * directory (each keeps its own buffers and WAL; the second's writes are silently lost). The lock is a
 * file naming its owner (pid, host, the process's start time); a lock whose owner is gone is taken
 * over, and "gone" is proven, never guessed: the pid does not exist, or it is a different process
 * (its start time differs). A lock from another host cannot be checked, so it is refused.
 */
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

export const LOCK_FILE = 'chad.lock'

/** What a lock file says about its owner. */
export type LockOwner = { pid: number; host: string; started: string; since: string; command: string }

/** What is known of a process on this host: null when no such process exists. */
export type ProcessProbe = (pid: number) => { started: string } | null

export type LockDecision =
  | { action: 'take' }
  | { action: 'take-over'; reason: string }
  | { action: 'refuse'; message: string }

/** Whether this process may take the data directory, given the lock file's content (null: none). */
export function decideLock(
  existing: string | null,
  me: { pid: number; host: string },
  probe: ProcessProbe,
  dataDir: string,
): LockDecision {
  if (existing === null) return { action: 'take' }
  const owner = parseOwner(existing)
  // A lock file cut short by a crash while it was written names nobody: a writer of ours always
  // writes it whole (temporary file, then rename), so a torn one was never anyone's.
  if (!owner) return { action: 'take-over', reason: 'the lock file was unreadable' }
  if (owner.host !== me.host)
    return {
      action: 'refuse',
      message: `Data directory ${dataDir} is in use by ${describe(owner)} on host ${owner.host}; it cannot be checked from here. Stop that server, or remove ${join(dataDir, LOCK_FILE)} if it is gone.`,
    }
  if (owner.pid === me.pid) return { action: 'take' }
  const running = probe(owner.pid)
  if (!running) return { action: 'take-over', reason: `process ${owner.pid} is no longer running` }
  if (owner.started && running.started !== owner.started)
    return { action: 'take-over', reason: `process ${owner.pid} is now another program` }
  return {
    action: 'refuse',
    message: `Data directory ${dataDir} is in use by ${describe(owner)}. Stop it first, or start this one with another DATA_DIR.`,
  }
}

const describe = (owner: LockOwner) =>
  `another Chad process (pid ${owner.pid}, ${owner.command || 'server'}, since ${owner.since})`

function parseOwner(text: string): LockOwner | null {
  try {
    const o = JSON.parse(text) as Partial<LockOwner>
    if (typeof o.pid !== 'number' || typeof o.host !== 'string') return null
    return {
      pid: o.pid,
      host: o.host,
      started: String(o.started ?? ''),
      since: String(o.since ?? '?'),
      command: String(o.command ?? ''),
    }
  } catch {
    return null
  }
}

/** Linux: a process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
export const procProbe: ProcessProbe = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { started: fields[19] ?? '' }
  } catch {
    try {
      process.kill(pid, 0)
      return { started: '' }
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? { started: '' } : null
    }
  }
}

export class DataDirInUse extends Error {}

/**
 * Takes the data directory for this process, or throws DataDirInUse with one clear line. Returns the
 * release function (idempotent; also run when the process exits).
 */
export function lockDataDir(
  dataDir: string,
  command = 'server',
  probe: ProcessProbe = procProbe,
): () => void {
  const path = join(dataDir, LOCK_FILE)
  const me = { pid: process.pid, host: hostname() }
  const mine = JSON.stringify({
    ...me,
    started: probe(process.pid)?.started ?? '',
    since: new Date().toISOString(),
    command,
  } satisfies LockOwner)
  for (let attempt = 0; attempt < 5; attempt++) {
    // O_EXCL: of two processes creating the lock at once, exactly one succeeds.
    try {
      const fd = openSync(path, 'wx')
      writeFileSync(fd, mine)
      closeSync(fd)
      return releaser(path, mine)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let existing: string
    try {
      existing = readFileSync(path, 'utf8')
    } catch {
      continue // released between our two calls: try again
    }
    // A lock being written this instant may read empty: give its writer a moment.
    if (existing === '' && attempt < 4) {
      Bun.sleepSync(20)
      continue
    }
    const decision = decideLock(existing, me, probe, dataDir)
    if (decision.action === 'refuse') throw new DataDirInUse(decision.message)
    if (decision.action === 'take') return releaser(path, mine)
    // Take over a dead owner's lock, one process at a time: under a takeover lock (O_EXCL again), the
    // lock is read once more and replaced only if it is still the dead owner's.
    if (!takeOverLock(`${path}.takeover`, mine, probe)) {
      Bun.sleepSync(20)
      continue
    }
    try {
      if (readFileSync(path, 'utf8') !== existing) continue
      const temporary = `${path}.${process.pid}`
      writeFileSync(temporary, mine)
      renameSync(temporary, path)
      return releaser(path, mine)
    } finally {
      unlinkSync(`${path}.takeover`)
    }
  }
  throw new DataDirInUse(`Data directory ${dataDir} is being taken by another process; try again.`)
}

/** The short-lived lock held while a stale lock is replaced; itself taken over if its holder died. */
function takeOverLock(path: string, mine: string, probe: ProcessProbe): boolean {
  try {
    const fd = openSync(path, 'wx')
    writeFileSync(fd, mine)
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  try {
    const holder = parseOwner(readFileSync(path, 'utf8'))
    const running = holder ? probe(holder.pid) : null
    if (holder && running && (!holder.started || running.started === holder.started)) return false
    unlinkSync(path) // its holder died mid-takeover: the next attempt creates it afresh
  } catch {}
  return false
}

function releaser(path: string, mine: string): () => void {
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    try {
      if (readFileSync(path, 'utf8') === mine) unlinkSync(path)
    } catch {}
  }
  process.on('exit', release)
  return release
}
