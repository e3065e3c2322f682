import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { Config } from '../config'
import { IDENTITY_INLINE_SCRIPTS } from '../identity/identity-pages'
import { scriptHash } from '../lib/shell-site'

export interface SecurityHeadersOptions {
  config: Config
  /** The inline scripts of the shell build deployed with the server (its pages carry their own policy). */
  pageScriptHashes: readonly string[]
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/** Origins of remotes served from another host (REMOTES_JSON), whose scripts and manifests the shell loads. */
function remoteOrigins(remotesJson: string | undefined): string[] {
  if (!remotesJson) return []
  try {
    const urls = Object.values(JSON.parse(remotesJson) as Record<string, unknown>)
    return urls.flatMap((url) =>
      typeof url === 'string' && /^https?:\/\//.test(url) ? [new URL(url).origin] : [],
    )
  } catch {
    return []
  }
}

/**
 * The policy the web app runs under: its own origin, the release origins, the identity service, and the
 * inline scripts allowed by hash (the identity pages' and those of the shell pages it serves).
 */
export function contentSecurityPolicyDirectives(
  config: Config,
  pageScriptHashes: readonly string[],
): Record<string, string[]> {
  // Remotes on other hosts: those REMOTES_JSON names, and the origins releases may be served from.
  const remotes = [...new Set([...remoteOrigins(config.REMOTES_JSON), ...config.releaseOrigins])]
  const authority = config.auth.mode === 'hosted' ? [new URL(config.auth.authority).origin] : []
  const scripts = [...new Set([...IDENTITY_INLINE_SCRIPTS.map(scriptHash), ...pageScriptHashes])]
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...remotes],
    // Chakra (Emotion) injects <style> elements at run time; a nonce would switch 'unsafe-inline' off.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes, ...authority],
    // MSAL's hidden renewal frame; lessons render in srcdoc frames, which need no source.
    'frame-src': ["'self'", ...authority],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...authority],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

/** The policy as a header value, for a page that carries its own (a release of the shell: its inline scripts). */
export function contentSecurityPolicy(config: Config, pageScriptHashes: readonly string[]): string {
  return Object.entries(contentSecurityPolicyDirectives(config, pageScriptHashes))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * Security headers on every response (API, pages, static files): the CSP, nosniff, Referrer-Policy,
 * SAMEORIGIN framing, and HSTS only for requests that reached us over https (behind a proxy too).
 */
export default fp<SecurityHeadersOptions>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options.config, options.pageScriptHashes),
    },
    // Popups to a hosted authority must keep their opener for MSAL to read the result.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE)
  })
})
