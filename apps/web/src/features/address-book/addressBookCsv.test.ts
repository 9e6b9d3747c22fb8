import { describe, expect, it } from 'vitest'
import { parseAddressBookCsv, parseCsvRows, toAddressBookCsv } from './addressBookCsv'
import type { AddressBookEntry } from './addressBookStore'

const entries: AddressBookEntry[] = [
  { chainId: '31337', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', name: 'Alice' },
  {
    chainId: '1',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    name: 'Bob, "the builder"',
  },
]

describe('address book CSV', () => {
  it('round-trips entries, including commas and quotes in names', () => {
    const csv = toAddressBookCsv(entries)
    expect(csv.split('\n')[0]).toBe('address,name,chainId')
    expect(parseAddressBookCsv(csv)).toEqual({ entries, errors: [] })
  })

  it('accepts any column order, CRLF, a BOM and lower-case addresses', () => {
    const csv =
      '\uFEFFname,chainId,address\r\nAlice,31337,0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266\r\n'
    expect(parseAddressBookCsv(csv).entries).toEqual([entries[0]])
  })

  it('reports bad rows by line and keeps the good ones', () => {
    const csv =
      'address,name,chainId\n0x123,Bad,1\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8,,1\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,Alice,31337\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8,Bob,mainnet\n0x70997970c51812DC3A010C7d01b50e0d17dc79C8,Eve,1\n'
    const result = parseAddressBookCsv(csv)
    expect(result.entries).toEqual([entries[0]])
    expect(result.errors).toEqual([
      { line: 2, message: 'Invalid address on line 2.' },
      { line: 3, message: 'Invalid name on line 3.' },
      { line: 5, message: 'Invalid chainId on line 5.' },
      { line: 6, message: 'Invalid address checksum on line 6.' },
    ])
  })

  it('reads an empty chainId as all chains and writes all chains back as empty', () => {
    const csv = `address,name,chainId\n${entries[0]?.address},Alice,\n`
    const parsed = parseAddressBookCsv(csv)
    expect(parsed).toEqual({
      entries: [{ chainId: 'all', address: entries[0]?.address, name: 'Alice' }],
      errors: [],
    })
    expect(toAddressBookCsv(parsed.entries)).toBe(csv)
  })

  it('rejects a file without the header', () => {
    expect(parseAddressBookCsv('foo,bar\n1,2').errors[0]?.message).toContain('address,name,chainId')
  })

  it('neutralises spreadsheet formulas in names on export', () => {
    const csv = toAddressBookCsv([{ ...entries[0], name: '=HYPERLINK("x")' } as AddressBookEntry])
    expect(parseCsvRows(csv)[1]?.[1]).toBe('\'=HYPERLINK("x")')
  })
})
