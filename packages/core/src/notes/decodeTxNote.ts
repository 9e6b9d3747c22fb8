const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The proposer's note in a proposal's `origin`, or null: `note` of the origin's JSON, as
 * Safe{Wallet} writes it (`{"url":…,"name":…,"note":…}`), or of JSON inside its `name`, as
 * earlier Transaction Service versions stored an origin they wrapped (`{"url":"","name":"{\"note\":…}"}`).
 * Not cleaned: a reader cleans it for display like any other text from the gateway.
 *
 * @example decodeTxNote('{"url":"","name":"{\\"note\\":\\"Rent\\"}"}') // 'Rent'
 */
export function decodeTxNote(origin: string | null | undefined): string | null {
  if (!origin) return null
  const parsed = parseJson(origin)
  if (!isRecord(parsed)) return null
  if (typeof parsed.note === 'string') return parsed.note || null
  if (typeof parsed.name !== 'string') return null
  const inner = parseJson(parsed.name)
  return isRecord(inner) && typeof inner.note === 'string' ? inner.note || null : null
}
