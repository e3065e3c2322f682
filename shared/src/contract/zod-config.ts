import { z } from 'zod'

/**
 * zod 4 compiles fast object parsers with `new Function`, after probing once whether eval is allowed.
 * The product's pages run under a Content-Security-Policy without 'unsafe-eval': the probe is caught, but
 * the browser still reports it as a violation. jitless skips the probe and the compiling. zod reads the
 * setting when each object schema is created, so this module is the contract's first import (and listed
 * under `sideEffects` in package.json, so bundlers keep it). Only in the browser: the API has no CSP and
 * keeps the faster compiled parsers. The setting is global (on globalThis), so it also covers the other
 * copies of zod an app may bundle.
 */
// `in globalThis` rather than `typeof document`: the API compiles this file without the DOM's types.
if ('document' in globalThis) z.config({ jitless: true })
