/** A typed-data field as one line of text: numbers and strings as they are, the rest as JSON. */
export function fieldText(value: unknown): string {
  if (value === undefined) return 'missing'
  return typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))
}
