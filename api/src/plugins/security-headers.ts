import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { Config } from '../config'
import { IDENTITY_INLINE_SCRIPTS } from '../identity/identity-pages'
import { PAGES_FOLDER } from './web'

export interface SecurityHeadersOptions {
  config: Config
  repositoryRoot: string
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}

/** Hashes of the inline scripts of a built HTML page (the theme and session scripts, the script loader). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1] ?? ''))
}

/** The shell's built pages: index.html, the redirect bridge, and the public pages rendered at build time. */
function builtPages(repositoryRoot: string): string[] {
  const dist = path.join(repositoryRoot, 'shell', 'dist')
  const prerendered = path.join(dist, PAGES_FOLDER)
  const pages = fs.existsSync(prerendered)
    ? fs.readdirSync(prerendered).filter((file) => file.endsWith('.html')).map((file) => path.join(prerendered, file))
    : []
  return [path.join(dist, 'index.html'), path.join(dist, 'redirect.html'), ...pages].filter((page) => fs.existsSync(page))
}

function builtPageHashes(repositoryRoot: string): string[] {
  return builtPages(repositoryRoot).flatMap((page) => inlineScriptHashes(fs.readFileSync(page, 'utf8')))
}

/** Origins of remotes served from another host (REMOTES_JSON), whose scripts and manifests the shell loads. */
function remoteOrigins(remotesJson: string | undefined): string[] {
  if (!remotesJson) return []
  try {
    const urls = Object.values(JSON.parse(remotesJson) as Record<string, unknown>)
    return urls.flatMap((url) => (typeof url === 'string' && /^https?:\/\//.test(url) ? [new URL(url).origin] : []))
  } catch {
    return []
  }
}

/** The policy the web app runs under; built once at start, from what is deployed. */
export function contentSecurityPolicyDirectives(config: Config, repositoryRoot: string): Record<string, string[]> {
  // Remotes on other hosts: those REMOTES_JSON names, and the origins releases may be served from.
  const remotes = [...new Set([...remoteOrigins(config.REMOTES_JSON), ...config.releaseOrigins])]
  const authority = config.auth.mode === 'hosted' ? [new URL(config.auth.authority).origin] : []
  const scripts = [...new Set([...IDENTITY_INLINE_SCRIPTS.map(scriptHash), ...builtPageHashes(repositoryRoot)])]
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

/**
 * Security headers on every response (API, pages, static files): the CSP, nosniff, Referrer-Policy,
 * SAMEORIGIN framing, and HSTS only for requests that reached us over https (behind a proxy too).
 */
export default fp<SecurityHeadersOptions>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options.config, options.repositoryRoot) },
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
