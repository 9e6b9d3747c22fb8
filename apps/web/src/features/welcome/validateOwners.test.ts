import { describe, expect, it } from 'vitest'
import { validateOwners } from './validateOwners'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateOwners', () => {
  it('accepts checksummed and lower-case addresses and checksums them', () => {
    expect(validateOwners([a, b.toLowerCase()])).toEqual({ errors: [null, null], owners: [a, b] })
  })

  it('reports empty, malformed, bad-checksum and duplicate rows', () => {
    const result = validateOwners(['', '0x12', a.replace('f39Fd6', 'F39fd6'), a, a.toLowerCase()])
    expect(result.owners).toBeNull()
    expect(result.errors).toEqual([
      'Enter an owner address.',
      'Not a valid address.',
      'Wrong checksum: check the address for typos.',
      null,
      'This owner is listed twice.',
    ])
  })
})
