import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * SIWE nonces are stateless: `<expiry ms, 12 hex><96 random bits, 24 hex><HMAC, 32 hex>`.
 *
 * Why not a row per nonce: `GET /v1/auth/nonce` is anonymous, so anything it stored would grow
 * with whatever rate a client cares to ask at (a per-IP cap would not help behind a proxy, and a
 * global cap lets one client lock everyone out of signing in). A signed nonce costs no storage
 * to issue; the gateway recognises its own by the MAC and its expiry. Single use still needs
 * memory, but only of nonces that completed a sign-in (a valid signature was checked), and only
 * until they expire (see verifySiwe). Hex keeps the nonce alphanumeric, as EIP-4361 requires.
 */
const EXPIRY_HEX = 12
const RANDOM_BYTES = 12
const MAC_HEX = 32
const NONCE_LENGTH = EXPIRY_HEX + RANDOM_BYTES * 2 + MAC_HEX
const NONCE_PATTERN = new RegExp(`^[0-9a-f]{${NONCE_LENGTH}}$`)

/** A key for nonces only, derived from the gateway secret so it never signs anything else. */
function nonceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('assent/siwe-nonce/v1').digest()
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', nonceKey(secret)).update(payload).digest('hex').slice(0, MAC_HEX)
}

/** A fresh nonce valid until `expiresAt` (ms since epoch). */
export function issueSiweNonce(secret: string, expiresAt: number): string {
  const payload =
    Math.floor(expiresAt).toString(16).padStart(EXPIRY_HEX, '0') +
    randomBytes(RANDOM_BYTES).toString('hex')
  return payload + mac(secret, payload)
}

/**
 * The expiry of a nonce this gateway issued and that is still valid at `now`; null for
 * anything else (malformed, forged, altered or expired). Says nothing about prior use.
 */
export function readSiweNonce(secret: string, nonce: string, now: number): number | null {
  if (!NONCE_PATTERN.test(nonce)) return null
  const payload = nonce.slice(0, -MAC_HEX)
  const expected = Buffer.from(mac(secret, payload), 'hex')
  const given = Buffer.from(nonce.slice(-MAC_HEX), 'hex')
  if (!timingSafeEqual(expected, given)) return null
  const expiresAt = Number.parseInt(nonce.slice(0, EXPIRY_HEX), 16)
  return expiresAt > now ? expiresAt : null
}
