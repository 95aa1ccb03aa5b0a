import { afterAll } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Fresh temporary folders for one test file, removed when its tests are done. */
export function tempDirs(prefix: string) {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })
  return {
    fresh: () => {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      made.push(dir)
      return dir
    },
    /** Also removes `path` (a file made beside them) at the end. */
    track: (path: string) => void made.push(path),
  }
}
