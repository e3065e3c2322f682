import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite does not lock its data folder, and two processes writing it corrupt it. This lock file
 * (created exclusively, holding the owner's pid) makes a second process fail with a clear message.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, 'grile.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is already open in process ${owner}. ` +
            'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
          { cause: error },
        )
      }
      // The owner died without cleaning up: take the lock over.
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`)
}

/**
 * Whether a process still runs. A process killed while its parent died too can linger as a zombie until
 * something reaps it (in a container whose first process does not): it holds no files and counts as gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  return !isZombie(pid)
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (name) state …"; the name may hold spaces and parentheses, the state follows the last ")".
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z'
  } catch {
    return false
  }
}
