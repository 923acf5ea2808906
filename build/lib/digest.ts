import crypto from 'node:crypto'

/** The identity of some bytes (a string as UTF-8) that the build's caches key and name things by: SHA-256, base64url. */
export function digestOf(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('base64url')
}
