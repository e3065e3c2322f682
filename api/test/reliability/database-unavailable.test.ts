import Fastify, { type FastifyInstance } from 'fastify'
import { DrizzleQueryError } from 'drizzle-orm'
import pg from 'pg'
import { databaseUnavailableCause } from '../../src/db/connection-errors'
import problemDetails, { DATABASE_UNAVAILABLE } from '../../src/plugins/problem-details'

/** A PostgreSQL error as node-postgres reports it (SQLSTATE in `code`). */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error')
  error.code = code
  return error
}

function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code })
}

/** Drizzle wraps the driver's error, with the SQL and its parameters in the message. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select * from users where email = $1', ['a@b.test'], cause)

describe('errors that mean the database is unreachable for now', () => {
  it.each([
    [
      'a server stopped or restarted (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    [
      'several addresses all refused',
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    ],
  ])('recognises %s, also wrapped by Drizzle', (_, error) => {
    expect(databaseUnavailableCause(error)).toBe(error instanceof AggregateError ? error.errors[0] : error)
    expect(databaseUnavailableCause(failedQuery(error))).toBeDefined()
  })

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', 'a string'],
  ])('leaves %s alone', (_, error) => {
    expect(databaseUnavailableCause(error)).toBeUndefined()
    expect(databaseUnavailableCause(failedQuery(new Error(String(error))))).toBeUndefined()
  })
})

describe('the answer while the database is unreachable', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify({ logger: false })
    await app.register(problemDetails)
    app.get('/restarting', () => {
      throw failedQuery(serverError('57P01', 'terminating connection due to administrator command'))
    })
    app.get('/bug', () => {
      throw failedQuery(serverError('42601', 'syntax error at or near "selec"'))
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it('is a 503 problem asking to try again, with nothing of the query or the driver in it', async () => {
    const response = await app.inject({ method: 'GET', url: '/restarting' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: DATABASE_UNAVAILABLE,
    })
  })

  it('stays a 500 problem for any other database error', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('selec')
  })
})
