import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  createServerDatabase,
  freePort,
  serverEnv,
  startApiProcess,
  type ApiProcess,
  type ServerDatabase,
} from '../support/api-process'

/**
 * A stop (SIGTERM, as a deploy or a supervisor sends it) while a browser's call is still arriving, on a
 * kept-alive connection: the compiled server answers the call, then ends by itself at once. `stop()` kills the
 * process 10 s after SIGTERM, so an exit code of 0 says it ended on its own before that; the keep-alive
 * timeout that used to hold it is 72 s.
 */

interface SlowCall {
  /** Sends the rest of the body: the call is complete and the server answers it. */
  finish: () => void
  /** The answer's status, or the error of a connection cut before it came. */
  answered: Promise<number>
  /** Resolves when the server closes the connection. */
  closed: Promise<void>
}

/**
 * A POST whose body comes in two parts, on a connection kept alive after its answer: the local identity
 * provider's token call, which reads its whole body before it answers (a bad request, here).
 */
function startSlowCall(baseUrl: string): SlowCall {
  const agent = new http.Agent({ keepAlive: true })
  const request = http.request(new URL('/identity/token', baseUrl), {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '2' },
  })
  const closed = new Promise<void>((resolve) =>
    request.on('socket', (socket) => socket.once('close', () => resolve())),
  )
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
  request.write('a')
  return { finish: () => request.end('='), answered, closed }
}

describe('a stop while calls are in flight', () => {
  let database: ServerDatabase
  let server: ApiProcess | undefined

  beforeEach(async () => {
    database = await createServerDatabase()
  })
  afterEach(async () => {
    await server?.stop()
    await database.dispose()
  })

  it('answers the call in flight, then ends at once: the kept-alive connection it came on does not hold it', async () => {
    server = await startApiProcess(serverEnv(await freePort(), database.env))
    const call = startSlowCall(server.baseUrl)
    // The headers have arrived and the call is routed; its body has not.
    await sleep(500)
    const stopped = server.stop()
    await sleep(500)
    expect(server.running()).toBe(true)
    call.finish()
    // The call gets its answer, whole, although the server is stopping.
    await expect(call.answered).resolves.toBe(400)
    await call.closed
    await expect(stopped).resolves.toBe(0)
  })

  it('cuts a call that does not end after SHUTDOWN_GRACE_MS, and still ends by itself', async () => {
    server = await startApiProcess({
      ...serverEnv(await freePort(), database.env),
      SHUTDOWN_GRACE_MS: '1000',
    })
    const call = startSlowCall(server.baseUrl)
    const cut = expect(call.answered).rejects.toThrow('socket hang up')
    await sleep(500)
    await expect(server.stop()).resolves.toBe(0)
    await cut
    await call.closed
    expect(server.output()).toContain(
      'Calls still in flight 1000 ms after the stop began: their connections are cut.',
    )
  })
})
