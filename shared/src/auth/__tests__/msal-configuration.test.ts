import { LogLevel, ProtocolMode } from '@azure/msal-browser'
import type { ClientAuthConfig } from '@grile/shared/contract'
import { createMsalConfiguration } from '../msal-configuration'

const local: ClientAuthConfig = {
  clientId: 'grile-web',
  authority: 'https://localhost:8080/identity',
  knownAuthorities: ['localhost:8080'],
  authorityMetadata: '{"issuer":"http://localhost:8080/identity"}',
  protocolMode: 'OIDC',
  apiScope: 'https://grile.ro/api/user.access',
  redirectPath: '/redirect.html',
  tokenRenewalOffsetSeconds: 300,
}

describe('createMsalConfiguration', () => {
  it('gives MSAL the local provider through its metadata, in OIDC mode, caching in localStorage', () => {
    const configuration = createMsalConfiguration(local, 'http://localhost:8080')
    expect(configuration.auth).toMatchObject({
      clientId: 'grile-web',
      authority: 'https://localhost:8080/identity',
      knownAuthorities: ['localhost:8080'],
      authorityMetadata: local.authorityMetadata,
      redirectUri: 'http://localhost:8080/redirect.html',
      OIDCOptions: { defaultScopes: ['openid'] },
    })
    expect(configuration.cache?.cacheLocation).toBe('localStorage')
    expect(configuration.system).toMatchObject({
      protocolMode: ProtocolMode.OIDC,
      tokenRenewalOffsetSeconds: 300,
      loggerOptions: { logLevel: LogLevel.Warning },
    })
  })

  it('leaves a hosted B2C user flow to MSAL defaults: AAD mode, metadata fetched by MSAL', () => {
    const configuration = createMsalConfiguration(
      {
        ...local,
        authority: 'https://grile.b2clogin.com/grile.onmicrosoft.com/B2C_1_signupsignin',
        knownAuthorities: ['grile.b2clogin.com'],
        authorityMetadata: undefined,
        protocolMode: 'AAD',
      },
      'https://grile.ro',
    )
    expect(configuration.auth.authorityMetadata).toBeUndefined()
    expect(configuration.auth.OIDCOptions).toBeUndefined()
    expect(configuration.system?.protocolMode).toBe(ProtocolMode.AAD)
  })

  it("prints MSAL's warnings and errors, but not the two warnings about what the product does on purpose", () => {
    const log = createMsalConfiguration(local, 'http://localhost:8080').system!.loggerOptions!.loggerCallback!
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const line = (level: string, code: string) =>
        `[Sun, 29 Nov 2026 22:26:55 GMT] : [01a2296b] : @azure/msal-browser@5.29.0 : ${level} - ${code}`
      log(LogLevel.Warning, line('Warning', '1kl318'), false)
      log(LogLevel.Warning, line('Warning', '1ub6wv'), false)
      expect(warn).not.toHaveBeenCalled()
      log(LogLevel.Warning, line('Warning', '0nvm2l'), false)
      expect(warn).toHaveBeenCalledWith(line('Warning', '0nvm2l'))
      log(LogLevel.Error, line('Error', '1kl318'), false)
      expect(error).toHaveBeenCalledWith(line('Error', '1kl318'))
      log(LogLevel.Warning, line('Warning', 'with a name in it'), true)
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})
