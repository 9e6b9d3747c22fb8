/** The wallet web app's own origins when none are configured (`npm run dev -w apps/web`). */
export const DEFAULT_WALLET_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173']

/** `*` among the read-only origins lets any origin read the gateway (never with credentials). */
export const ANY_ORIGIN = '*'

/**
 * Checks a list of origins from configuration: each must be exactly an http(s) origin
 * (`https://wallet.example`, no path or trailing slash), since the CORS and SIWE checks compare
 * them as strings. `*` is accepted only where `allowAny` says so. Throws with the bad entry.
 * @example parseOrigins(['http://127.0.0.1:5173'], 'walletOrigins')
 */
export function parseOrigins(origins: readonly string[], name: string, allowAny = false): string[] {
  return origins.map((origin) => {
    if (origin === ANY_ORIGIN && allowAny) return origin
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (
      !parsed ||
      (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
      parsed.origin !== origin
    ) {
      throw new Error(
        `${name}: "${origin}" is not an origin like https://wallet.example (scheme, host, optional port; no path)`,
      )
    }
    return origin
  })
}

/** Splits a comma-separated environment value into its non-empty entries. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
