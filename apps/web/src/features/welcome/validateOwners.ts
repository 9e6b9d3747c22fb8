import { isChecksummedAddress } from '@assent/core'
import { type Address, getAddress } from 'viem'

/** Per-row errors (by index) and the checksummed owners when all rows are valid. */
export function validateOwners(rows: readonly string[]): {
  errors: (string | null)[]
  owners: Address[] | null
} {
  const seen = new Set<string>()
  const errors = rows.map((row) => {
    const value = row.trim()
    if (!value) return 'Enter an owner address.'
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return 'Not a valid address.'
    const lower =
      value.slice(2) === value.slice(2).toLowerCase() ||
      value.slice(2) === value.slice(2).toUpperCase()
    if (!lower && !isChecksummedAddress(value))
      return 'Wrong checksum: check the address for typos.'
    if (seen.has(value.toLowerCase())) return 'This owner is listed twice.'
    seen.add(value.toLowerCase())
    return null
  })
  return {
    errors,
    owners: errors.every((e) => e === null) ? rows.map((r) => getAddress(r.trim())) : null,
  }
}
