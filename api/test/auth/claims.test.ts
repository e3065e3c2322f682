import {
  displayNameOf,
  emailOf,
  principalFromClaims,
  rolesOf,
  scopesOf,
  userIdOf,
  uuidV5,
} from '../../src/auth/claims'

const OID = '4c7e1a92-5b3d-4f6e-8a1c-9d2b7e0f3a58'
const required = { requiredScope: 'user.access' }

describe('scopes and roles', () => {
  it('reads scp or scope as space-separated text or as an array', () => {
    expect(scopesOf({ scp: 'user.access openid' })).toEqual(['user.access', 'openid'])
    expect(scopesOf({ scope: 'openid  profile user.access' })).toEqual(['openid', 'profile', 'user.access'])
    expect(scopesOf({ scp: ['user.access', 'email'] })).toEqual(['user.access', 'email'])
    expect(scopesOf({})).toEqual([])
  })

  it('reads roles only as an array of strings', () => {
    expect(rolesOf({ roles: ['user.access', 7, 'Reader'] })).toEqual(['user.access', 'Reader'])
    expect(rolesOf({ roles: 'user.access' })).toEqual([])
  })
})

describe('e-mail', () => {
  it('takes the first configured claim holding an e-mail address', () => {
    expect(emailOf({ email: 'ana@example.ro', emails: ['b2c@example.ro'] })).toBe('ana@example.ro')
    expect(emailOf({ emails: ['b2c@example.ro', 'second@example.ro'] })).toBe('b2c@example.ro')
    expect(emailOf({ preferred_username: 'ana@example.ro' })).toBe('ana@example.ro')
  })

  it('skips claims that hold no e-mail address (a plain user name, an empty list)', () => {
    expect(emailOf({ emails: [], preferred_username: 'ana.pop' })).toBe('')
    expect(emailOf({ email: 'not an address', preferred_username: ' ana@example.ro ' })).toBe(
      'ana@example.ro',
    )
  })

  it('looks only where it is told', () => {
    expect(emailOf({ preferred_username: 'ana@example.ro' }, ['email'])).toBe('')
    expect(emailOf({ upn: 'ana@grilero.onmicrosoft.com' }, ['email', 'upn'])).toBe(
      'ana@grilero.onmicrosoft.com',
    )
  })
})

describe('display name', () => {
  it('prefers name, then given and family name, then a user name that is no e-mail', () => {
    expect(displayNameOf({ name: 'Ana Pop', given_name: 'X' })).toBe('Ana Pop')
    expect(displayNameOf({ given_name: 'Ana', family_name: 'Pop' })).toBe('Ana Pop')
    expect(displayNameOf({ family_name: 'Pop' })).toBe('Pop')
    expect(displayNameOf({ preferred_username: 'ana.pop' })).toBe('ana.pop')
    expect(displayNameOf({ preferred_username: 'ana@example.ro' })).toBe('')
    expect(displayNameOf({ name: '  ' })).toBe('')
  })
})

describe('user id', () => {
  it('prefers oid to sub (External ID and B2C), and takes a UUID sub as it is (Keycloak)', () => {
    expect(userIdOf({ oid: OID, sub: 'pairwise-subject' })).toBe(OID)
    expect(userIdOf({ sub: OID.toUpperCase() })).toBe(OID)
  })

  it('derives a stable UUID from issuer and subject when the subject is no UUID (Auth0, Okta)', () => {
    const auth0 = userIdOf({ iss: 'https://grile.eu.auth0.com/', sub: 'auth0|65f1c2d3e4a5b6c7d8e9f012' })
    expect(auth0).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(userIdOf({ iss: 'https://grile.eu.auth0.com/', sub: 'auth0|65f1c2d3e4a5b6c7d8e9f012' })).toBe(
      auth0,
    )
    expect(userIdOf({ iss: 'https://other.example/', sub: 'auth0|65f1c2d3e4a5b6c7d8e9f012' })).not.toBe(auth0)
    expect(userIdOf({})).toBeUndefined()
  })

  it('computes RFC 9562 version-5 UUIDs (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    )
  })
})

describe('principalFromClaims', () => {
  const claims = { oid: OID, sub: 'x', scp: 'user.access', email: 'ana@example.ro', name: 'Ana Pop' }

  it('maps a complete token', () => {
    expect(principalFromClaims(claims, required)).toEqual({
      userId: OID,
      email: 'ana@example.ro',
      name: 'Ana Pop',
      scopes: ['user.access'],
      roles: [],
    })
  })

  it('accepts the API scope granted as an app role instead of a delegated scope', () => {
    const principal = principalFromClaims({ ...claims, scp: undefined, roles: ['user.access'] }, required)
    expect(principal.roles).toEqual(['user.access'])
  })

  it.each([
    [
      'no API scope',
      { ...claims, scp: 'openid profile', roles: ['Reader'] },
      'The access token lacks the API scope.',
    ],
    ['no user', { ...claims, oid: undefined, sub: undefined }, 'The access token names no user.'],
    ['an unverified e-mail', { ...claims, email_verified: false }, 'not verified the e-mail address'],
    [
      'no e-mail',
      { ...claims, email: undefined, preferred_username: 'ana.pop' },
      'carries no e-mail address',
    ],
  ])('refuses a token with %s', (_case, payload, message) => {
    expect(() => principalFromClaims(payload, required)).toThrow(message)
  })

  it('names the claims it looked in when the e-mail is missing', () => {
    expect(() =>
      principalFromClaims({ ...claims, email: undefined }, { ...required, emailClaims: ['email'] }),
    ).toThrow('The access token carries no e-mail address (looked in: email).')
  })
})
