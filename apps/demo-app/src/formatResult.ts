/** Renders a result or an error for the <pre> boxes (bigints as decimal strings). */
export function formatResult(value: unknown): string {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code
    return JSON.stringify({ error: value.message, ...(code !== undefined && { code }) }, null, 2)
  }
  return (
    JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item), 2) ??
    'undefined'
  )
}
