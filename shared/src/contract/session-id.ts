/** Where random ids come from: the page's crypto, or a stand-in in tests. */
export interface RandomSource {
  randomUUID?: () => string
  getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array
}

/** The version and variant bits of a random (version 4) UUID, set on 16 random bytes. */
function asUuidV4(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A random UUID v4 for an attempt's idempotency key (its session id). crypto.randomUUID exists only in
 * secure contexts, so over plain http it is built from crypto.getRandomValues, which exists everywhere.
 */
export function newSessionId(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  return asUuidV4(source.getRandomValues(new Uint8Array(16)))
}
