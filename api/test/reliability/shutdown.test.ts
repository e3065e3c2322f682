import http from 'node:http'
import net from 'node:net'
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

/** What a raw connection received until the server closed it. */
function receivedUntilClosed(socket: net.Socket): Promise<string> {
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  return new Promise((resolve) => socket.once('close', () => resolve(received)))
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

  it('answers a call that arrives while it stops with a 503 problem and Retry-After, then closes its connection', async () => {
    server = await startApiProcess(serverEnv(await freePort(), database.env))
    const { port } = new URL(server.baseUrl)
    // A call that holds the stop open while the other arrives.
    const holding = startSlowCall(server.baseUrl)
    // The other call's connection is open before the stop; its headers end after it.
    const socket = net.connect(Number(port), '127.0.0.1')
    const received = receivedUntilClosed(socket)
    socket.write(`GET /api/v1/exams/count HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
    await sleep(500)
    const stopped = server.stop()
    await sleep(500)
    socket.write('\r\n')
    const answer = await received
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toMatch(/\r\ncontent-type: application\/problem\+json; charset=utf-8\r\n/i)
    expect(answer).toMatch(/\r\nretry-after: 5\r\n/i)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'The server is restarting, please try again.',
    })
    holding.finish()
    await expect(holding.answered).resolves.toBe(400)
    await expect(stopped).resolves.toBe(0)
  })
})
