import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isAlive, lockDataDir } from '../../src/db/pglite-lock'

/**
 * The embedded database's lock file names its owner's pid. A server killed together with its parent can
 * linger as a zombie until something reaps it; it holds no files, so its lock is taken over (a crash-restart
 * found the data "already open" in such a process).
 */

/**
 * A zombie: a short `sleep` runs in the background of a shell that then becomes a long `sleep`, which never
 * reaps it. The child ends a second later, well after the shell has become the long sleep (a child that
 * ended before would be reaped by the shell itself).
 */
async function withZombie(use: (zombie: number) => void) {
  const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  try {
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk)))),
    )
    const deadline = Date.now() + 10_000
    while (fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z') {
      if (Date.now() > deadline) throw new Error(`process ${zombie} did not become a zombie`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    use(zombie)
  } finally {
    parent.kill('SIGKILL')
  }
}

describe('the embedded database lock', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-lock-'))
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('is refused while its owner runs, naming the owner', () => {
    fs.writeFileSync(path.join(dataDir, 'grile.lock'), String(process.ppid))
    expect(() => lockDataDir(dataDir)).toThrow(`already open in process ${process.ppid}`)
  })

  it('is taken over from a zombie owner, which counts as gone', async () => {
    await withZombie((zombie) => {
      expect(isAlive(zombie)).toBe(false)
      fs.writeFileSync(path.join(dataDir, 'grile.lock'), String(zombie))
      const release = lockDataDir(dataDir)
      expect(fs.readFileSync(path.join(dataDir, 'grile.lock'), 'utf8')).toBe(String(process.pid))
      release()
      expect(fs.existsSync(path.join(dataDir, 'grile.lock'))).toBe(false)
    })
  })
})
