/**
 * The canonical text the Safe Transaction Builder hashes for its checksum: an object is the
 * JSON array of its sorted keys followed by each value's text and a comma, all in braces; an
 * array is its elements' texts between brackets, comma separated; anything else is its JSON,
 * with a missing value written as null. Key order in the source therefore does not matter.
 * @example serializeForTxBuilderChecksum({ b: 1, a: [true] }) // '{["a","b"][true],1,}'
 */
export function serializeForTxBuilderChecksum(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serializeForTxBuilderChecksum).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record).sort()
    const values = keys.map((key) => `${serializeForTxBuilderChecksum(record[key])},`)
    return `{${JSON.stringify(keys)}${values.join('')}}`
  }
  return value === undefined ? 'null' : JSON.stringify(value)
}
