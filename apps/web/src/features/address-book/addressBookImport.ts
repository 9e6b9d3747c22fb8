import { parseAddressBookCsv } from './addressBookCsv'
import { parseSafeWalletJson } from './addressBookJson'
import { mergeAddressBookEntries } from './addressBookStore'

export type AddressBookImportOutcome = { ok: boolean; title: string; message?: string }

const plural = (count: number) => `${count} address${count === 1 ? '' : 'es'}`

/**
 * Imports an address book file: Safe{Wallet}'s JSON export (all or nothing) when it is named
 * .json or starts with "{", else CSV (bad rows skipped and reported).
 */
export function importAddressBookFile(fileName: string, text: string): AddressBookImportOutcome {
  if (/\.json$/i.test(fileName) || text.trimStart().startsWith('{')) {
    try {
      const entries = parseSafeWalletJson(text)
      mergeAddressBookEntries(entries)
      return { ok: true, title: `Imported ${plural(entries.length)}` }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { ok: false, title: 'Nothing imported', message }
    }
  }
  const result = parseAddressBookCsv(text)
  mergeAddressBookEntries(result.entries)
  return {
    ok: result.errors.length === 0,
    title: `Imported ${plural(result.entries.length)}`,
    message: result.errors.length
      ? `${result.errors.length} line(s) skipped: ${result.errors
          .slice(0, 3)
          .map((e) => e.message)
          .join(' ')}`
      : undefined,
  }
}
