/** Wallet origins the app talks to when VITE_ALLOWED_PARENT_ORIGINS is not set. */
export const DEFAULT_ALLOWED_PARENT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173']

/**
 * Parses a comma-separated list of origins (e.g. VITE_ALLOWED_PARENT_ORIGINS). Each entry is
 * reduced to its origin; an empty or missing list gives the defaults; an invalid entry throws,
 * so a typo cannot silently open the app to every parent.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return DEFAULT_ALLOWED_PARENT_ORIGINS
  return entries.map((entry) => {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null'
    if (origin === 'null') throw new Error(`VITE_ALLOWED_PARENT_ORIGINS: not an origin: ${entry}`)
    return origin
  })
}
