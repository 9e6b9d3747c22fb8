import { createHash } from 'node:crypto'

/** Subresource Integrity value of some bytes: `sha384-<base64>`, as browsers compare it. */
export function sriHash(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`
}

/** CSP hash source of an inline script's text: `'sha256-<base64>'`. */
export function cspScriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
