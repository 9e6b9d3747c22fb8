/**
 * A random request id: 10 hex characters (5 bytes) from `crypto.getRandomValues`, like the
 * published SDK, so ids are unguessable by other frames.
 */
export function generateRequestId(): string {
  const bytes = new Uint8Array(5)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
