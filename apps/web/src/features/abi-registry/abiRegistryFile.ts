import { type AbiRegistryEntry, toAbiRegistryEntry } from './abiRegistryEntry'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'
import { MAX_ABI_TEXT_LENGTH } from './parseAbiJson'

/** The export file: every entry of every chain, readable and diffable. */
export type AbiRegistryFile = {
  app: 'assent'
  kind: 'abi-registry'
  version: 1
  exportedAt: string
  entries: AbiRegistryEntry[]
}

/** The registry's entries as the text of an export file. */
export function toAbiRegistryFile(entries: readonly AbiRegistryEntry[], now = new Date()): string {
  const file: AbiRegistryFile = {
    app: 'assent',
    kind: 'abi-registry',
    version: 1,
    exportedAt: now.toISOString(),
    entries: [...entries],
  }
  return JSON.stringify(file, null, 2)
}

/**
 * Reads an export file back, checking every entry as if it were typed in. One bad entry
 * refuses the whole file, so an import is all or nothing.
 * @throws AbiRegistryError: notJson, notExport, abiNotExport, or the entry's own problem with
 *   details naming the entry.
 */
export function parseAbiRegistryFile(text: string): AbiRegistryEntry[] {
  // An export holds many ABIs; allow a few times the size of one.
  if (text.length > 10 * MAX_ABI_TEXT_LENGTH) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.tooLarge)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notJson, { cause })
  }
  if (Array.isArray(json) || (json && typeof json === 'object' && 'abi' in json)) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.abiNotExport)
  }
  const file = json as Partial<Record<keyof AbiRegistryFile, unknown>> | null
  if (
    !file ||
    typeof file !== 'object' ||
    file.kind !== 'abi-registry' ||
    file.version !== 1 ||
    !Array.isArray(file.entries)
  ) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notExport)
  }
  return file.entries.map((raw: unknown, index) => {
    const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
    try {
      return toAbiRegistryEntry({
        chainId: fields.chainId,
        address: fields.address,
        abi: fields.abi,
        addedAt: fields.addedAt,
      })
    } catch (error) {
      if (!(error instanceof AbiRegistryError)) throw error
      const which = typeof fields.address === 'string' ? ` (${fields.address})` : ''
      throw new AbiRegistryError(error.shortMessage, {
        details: `Entry ${index + 1}${which}${error.details ? `: ${error.details}` : ''}`,
        cause: error,
      })
    }
  })
}
