import { z } from 'zod'
import type { OpenAPIV3 } from 'openapi-types'
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { contract, fieldErrorSchema, problemSchema, type Access, type Endpoint } from '@grile/shared/contract'
import type { Config } from '../config'
import { rateLimitBudgetOf } from './rate-limits'
import { VALIDATION_PROBLEM_TYPE } from './problem-details'

/** The address on the product's contact page; partners write there about the API too. */
const CONTACT_EMAIL = 'contact@grile.ro'

const PROBLEM_MEDIA_TYPE = 'application/problem+json'

/** One tag per contract group, in the contract's order; every group needs a line here. */
const GROUP_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the API and its database are up.',
  users:
    'The signed-in user: sign-in-up, profile, rating rank, mastery, teacher and pupils (with their mastery).',
  exams: 'The exam catalogue, one exam to attempt, and generated exams.',
  exercises: 'Exercise counts, the exercise of the day and random exercises to answer one at a time.',
  attempts: 'Submitted exams (attempts), their grades and their review.',
  interactiveAttempts: 'Answers to single exercises (interactive attempts).',
  choices: 'Review flags on single answers of an attempt.',
  materials: 'Study materials (lessons), their topics and study marks; administrators edit them.',
  offers: 'Token packages for sale, and buying one.',
  purchases: "The user's purchases.",
  vouchers: "Vouchers exchanged with the partner Istoricescu, including the partner's own call.",
  explanations: "The AI tutor's explanations of answers.",
  admin: 'Administration of users, exams and exercises (administrators only).',
  releases: 'Releases of the shell and of each remote: register, promote, roll back (administrators only).',
}

/** Named responses in components.responses, one per problem status the API documents. */
const PROBLEM_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is not valid; `errors` names the fields that failed.',
  },
  401: { name: 'Unauthorized', description: 'The credentials are missing, expired or not valid.' },
  402: { name: 'PaymentRequired', description: 'The call needs tokens the user does not have.' },
  403: { name: 'Forbidden', description: 'The call is for administrators, owners or customers only.' },
  404: {
    name: 'NotFound',
    description: 'A resource the call names does not exist (or is not visible to the caller).',
  },
  409: {
    name: 'Conflict',
    description:
      'The request conflicts with the current state: the same request is being processed (try again), or a release exists already or would not run with the live front ends.',
  },
  413: { name: 'ContentTooLarge', description: 'The request body is larger than the server accepts.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The request body has a content type the call does not accept.',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests; try again after `Retry-After` seconds.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'A service the call needs is unavailable; try again later.',
  },
}

const SECURITY: Record<Access, OpenAPIV3.SecurityRequirementObject[]> = {
  public: [],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  partner: [{ partnerKey: [] }],
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content' }

interface ContractEntry {
  group: string
  key: string
  endpoint: Endpoint
}

/** What the document needs to know of the deployment. */
export interface DocumentOptions {
  rateLimited: boolean
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')
const operationKey = (method: string, path: string) => `${method.toLowerCase()} ${path}`

/** The contract's calls by method and document path (`get /v1/exams/{examId}`). */
function contractIndex(): Map<string, ContractEntry> {
  const entries = Object.entries(contract).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([key, endpoint]) => ({ group, key, endpoint })),
  )
  return new Map(
    entries.map((entry) => [operationKey(entry.endpoint.method, documentPath(entry.endpoint.path)), entry]),
  )
}

/**
 * The operationId of a contract call: its key in the contract (`users.signInUp` → `signInUp`). Keys are
 * unique across groups; Redocly's operation-operationId-unique rule (and the API document test) keeps it so.
 */
export function operationIdOf(entry: { group: string; key: string }): string {
  return entry.key
}

/** The problem statuses a call can answer with: from its shape and access, plus what its own rules declare. */
export function problemStatusesOf(endpoint: Endpoint, options: DocumentOptions): number[] {
  const statuses = new Set<number>(endpoint.problems ?? [])
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400)
  if (endpoint.access !== 'public') statuses.add(401)
  if (endpoint.access === 'admin') statuses.add(403)
  if (endpoint.body) {
    statuses.add(413)
    statuses.add(415)
  }
  if (options.rateLimited && rateLimitBudgetOf(endpoint)) statuses.add(429)
  // Any call can meet a database outage (and the partner and tutor calls an unavailable service).
  statuses.add(503)
  return [...statuses].sort((a, b) => a - b)
}

const responseRef = (status: number): OpenAPIV3.ReferenceObject => ({
  $ref: `#/components/responses/${PROBLEM_RESPONSES[status]!.name}`,
})

/** The success answer as the call really sends it: no body for 204, text for HTML and plain-text answers. */
function successResponse(
  endpoint: Endpoint,
  generated: OpenAPIV3.ResponseObject | undefined,
): OpenAPIV3.ResponseObject {
  const status = endpoint.successStatus ?? 200
  const description = SUCCESS_DESCRIPTIONS[status] ?? 'Success'
  if (status === 204) return { description }
  if (endpoint.responseContentType) {
    return { description, content: { [endpoint.responseContentType]: { schema: { type: 'string' } } } }
  }
  return { ...generated, description }
}

/** Fills in one operation of the generated document from its contract entry. */
function describeOperation(
  operation: OpenAPIV3.OperationObject,
  entry: ContractEntry,
  options: DocumentOptions,
) {
  const { endpoint } = entry
  const status = String(endpoint.successStatus ?? 200)
  operation.operationId = operationIdOf(entry)
  operation.tags = [entry.group]
  operation.security = SECURITY[endpoint.access]
  if (endpoint.access === 'admin') operation.description = 'Administrators only.'
  if (endpoint.access === 'partner') operation.description = "The partner's call, with its API key."
  // Non-JSON bodies are validated by the handler, so the generated document does not know them.
  if (endpoint.body && endpoint.bodyContentType) {
    operation.requestBody = {
      required: true,
      content: { [endpoint.bodyContentType]: { schema: { type: 'string' } } },
    }
  }
  const generated = operation.responses[status] as OpenAPIV3.ResponseObject | undefined
  operation.responses = { [status]: successResponse(endpoint, generated) }
  for (const problem of problemStatusesOf(endpoint, options))
    operation.responses[problem] = responseRef(problem)
}

/** The problem+json schemas, generated from the contract's own zod schemas. */
function problemSchemas(): Record<string, OpenAPIV3.SchemaObject> {
  const registry = z.registry<{ id: string; description: string }>()
  registry.add(fieldErrorSchema, { id: 'FieldError', description: 'One field that failed validation.' })
  registry.add(problemSchema.omit({ errors: true }), {
    id: 'Problem',
    description: 'RFC 9457 problem details; `type` is `about:blank`, `title` the status text.',
  })
  registry.add(problemSchema, {
    id: 'ValidationProblem',
    description:
      `A 400 problem; when named fields failed validation, \`type\` is ${VALIDATION_PROBLEM_TYPE} and ` +
      '`errors` lists them (`body.name`, `query.pageNumber`, `params.examId` …).',
  })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'openapi-3.0',
    metadata: registry,
    uri: (id) => `#/components/schemas/${id}`,
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>
      return [id, rest as OpenAPIV3.SchemaObject]
    }),
  )
}

const RETRY_AFTER: OpenAPIV3.HeaderObject = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
}

const DATABASE_RETRY_AFTER: OpenAPIV3.HeaderObject = {
  ...RETRY_AFTER,
  description:
    'Seconds to wait before trying again; sent when the database is briefly unavailable or the server is restarting.',
}

/** The named problem responses the operations refer to (only those used, so none is left unused). */
function problemResponses(statuses: Set<number>): Record<string, OpenAPIV3.ResponseObject> {
  const responses = [...statuses]
    .sort((a, b) => a - b)
    .map((status): [string, OpenAPIV3.ResponseObject] => {
      const { name, description } = PROBLEM_RESPONSES[status]!
      const schema = { $ref: `#/components/schemas/${status === 400 ? 'ValidationProblem' : 'Problem'}` }
      const response: OpenAPIV3.ResponseObject = {
        description,
        content: { [PROBLEM_MEDIA_TYPE]: { schema } },
      }
      if (status === 429) response.headers = { 'Retry-After': RETRY_AFTER }
      // Other outages (the partner integration switched off, the tutor unreachable) send no Retry-After.
      if (status === 503) response.headers = { 'Retry-After': DATABASE_RETRY_AFTER }
      return [name, response]
    })
  return Object.fromEntries(responses)
}

/**
 * Completes the document @fastify/swagger generated from the routes: each contract call gets its
 * operationId, tag, security and problem answers; the document gets its tags and shared components.
 */
export function describeApi(document: OpenAPIV3.Document, options: DocumentOptions): OpenAPIV3.Document {
  const index = contractIndex()
  const usedGroups = new Set<string>()
  const usedStatuses = new Set<number>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method]
      const entry = index.get(operationKey(method, path))
      if (!operation || !entry) continue
      describeOperation(operation, entry, options)
      usedGroups.add(entry.group)
      for (const status of problemStatusesOf(entry.endpoint, options)) usedStatuses.add(status)
    }
  }
  return {
    ...document,
    tags: Object.keys(contract)
      .filter((group) => usedGroups.has(group))
      .map((group) => ({ name: group, description: GROUP_DESCRIPTIONS[group] ?? '' })),
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...problemSchemas() },
      responses: problemResponses(usedStatuses),
    },
  }
}

function infoOf(config: Config): OpenAPIV3.InfoObject {
  const limits = config.RATE_LIMIT_ENABLED
    ? '\n\n**Limits.** Writes are rate-limited per user (per address when anonymous); past the limit the answer ' +
      'is 429 with `Retry-After`.'
    : ''
  return {
    title: 'Grile API',
    version: '1.0.0',
    description:
      'The API of Grile, English multiple-choice tests for Romanian police candidates: exams, exercises, ' +
      'attempts, study materials, offers and purchases, and the vouchers of the partner Istoricescu.\n\n' +
      "**Authentication.** Most calls need a user's access token (`bearerAuth`); the partner's call needs its " +
      'API key (`partnerKey`); public calls need neither. Each operation says which it needs.\n\n' +
      '**Errors.** Every failure is an `application/problem+json` document (RFC 9457, `Problem`); a request ' +
      'that fails validation (400) lists the fields in `errors` (`ValidationProblem`). A 503 with ' +
      '`Retry-After` means the database is briefly unavailable or the server is restarting: try again.' +
      limits,
    license: { name: 'Proprietary', url: `${config.publicUrl}/terms-of-service` },
    contact: { name: 'Grile', email: CONTACT_EMAIL, url: `${config.publicUrl}/contact` },
  }
}

function securitySchemesOf(config: Config): Record<string, OpenAPIV3.SecuritySchemeObject> {
  return {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        "A user's access token, sent as `Authorization: Bearer <token>`. It is issued by the OpenID Connect " +
        `provider ${config.auth.issuer} (the one the web app signs in with) for the audience ` +
        `${config.auth.audience}, and must carry the scope \`${config.auth.scope}\` (asked for as ` +
        `\`${config.auth.apiScope}\`). Administrators' calls also need an administrator's account.`,
    },
    partnerKey: {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: 'The API key Grile gave the partner (Istoricescu); only the partner calls accept it.',
    },
  }
}

/** The @fastify/swagger options: a document of the contract's calls complete enough to lint and build clients from. */
export function swaggerOptions(config: Config): FastifyDynamicSwaggerOptions {
  const options: DocumentOptions = { rateLimited: config.RATE_LIMIT_ENABLED }
  return {
    openapi: {
      info: infoOf(config),
      // Relative to where the document is served, so it names the right host on every deployment.
      servers: [{ url: '/api', description: 'This deployment' }],
      components: { securitySchemes: securitySchemesOf(config) },
    },
    transform: jsonSchemaTransform,
    transformObject: (generated) => {
      if (!('openapiObject' in generated)) throw new Error('The API document is OpenAPI 3.')
      return describeApi(generated.openapiObject as OpenAPIV3.Document, options)
    },
  }
}
