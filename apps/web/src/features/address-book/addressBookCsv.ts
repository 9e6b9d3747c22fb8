import { isChecksummedAddress } from '@assent/core'
import { AddressBookEntry, ALL_CHAINS } from './addressBookStore'

export const ADDRESS_BOOK_CSV_HEADER = 'address,name,chainId'

function quote(field: string): string {
  // Quote fields with separators or quotes; neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(field) ? `'${field}` : field
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The address book as CSV with the header `address,name,chainId` (Safe{Wallet}'s format). An
 * all-chains entry is written with an empty chainId, which Assent reads back as all chains.
 */
export function toAddressBookCsv(entries: readonly AddressBookEntry[]): string {
  const lines = entries.map((e) =>
    [e.address, e.name, e.chainId === ALL_CHAINS ? '' : e.chainId].map(quote).join(','),
  )
  return `${[ADDRESS_BOOK_CSV_HEADER, ...lines].join('\n')}\n`
}

/** Splits CSV text into rows of fields (RFC 4180 quoting, CRLF or LF). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''))
}

export type CsvImportResult = {
  entries: AddressBookEntry[]
  errors: { line: number; message: string }[]
}

/**
 * Reads an address book CSV. The header must name address, name and chainId (any order);
 * each bad row is reported by line number and skipped, the good ones are returned. An empty
 * chainId means the name is for all chains.
 */
export function parseAddressBookCsv(text: string): CsvImportResult {
  const rows = parseCsvRows(text.replace(/^\uFEFF/, ''))
  const header = rows[0]?.map((h) => h.trim().toLowerCase())
  const column = (name: string) => header?.indexOf(name.toLowerCase()) ?? -1
  const [addressAt, nameAt, chainAt] = [column('address'), column('name'), column('chainId')]
  if (!header || addressAt < 0 || nameAt < 0 || chainAt < 0) {
    return {
      entries: [],
      errors: [{ line: 1, message: `The first line must be "${ADDRESS_BOOK_CSV_HEADER}".` }],
    }
  }
  const entries: AddressBookEntry[] = []
  const errors: CsvImportResult['errors'] = []
  rows.slice(1).forEach((row, index) => {
    const line = index + 2
    const raw = {
      address: (row[addressAt] ?? '').trim(),
      name: (row[nameAt] ?? '').trim(),
      chainId: (row[chainAt] ?? '').trim() || ALL_CHAINS,
    }
    const parsed = AddressBookEntry.safeParse(raw)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      errors.push({ line, message: `Invalid ${String(field ?? 'row')} on line ${line}.` })
      return
    }
    const hex = raw.address.slice(2)
    const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
    if (mixedCase && !isChecksummedAddress(raw.address)) {
      errors.push({ line, message: `Invalid address checksum on line ${line}.` })
      return
    }
    entries.push(parsed.data)
  })
  return { entries, errors }
}
