/** The fields of ERC-721 metadata JSON the collectibles list shows. */
export type TokenMetadata = {
  name: string | null
  description: string | null
  image: string | null
  raw: Record<string, unknown>
}

const DATA_JSON = /^data:application\/json(;charset=[\w-]+)?(;utf8)?(;base64)?,/i

/**
 * Reads token metadata embedded in a `data:application/json` tokenURI (plain or base64). Other
 * URIs are not fetched, so the gateway never calls out to hosts a token contract names.
 * @example parseDataUriMetadata('data:application/json;utf8,{"name":"Punk #1"}')?.name // 'Punk #1'
 */
export function parseDataUriMetadata(uri: string | null): TokenMetadata | null {
  const match = uri ? DATA_JSON.exec(uri) : null
  if (!uri || !match) return null
  const payload = uri.slice(match[0].length)
  try {
    const text = match[3]
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponentSafe(payload)
    const raw = JSON.parse(text) as unknown
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null
    const record = raw as Record<string, unknown>
    const text_ = (key: string) =>
      typeof record[key] === 'string' ? (record[key] as string) : null
    return {
      name: text_('name'),
      description: text_('description'),
      image: text_('image'),
      raw: record,
    }
  } catch {
    return null
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
