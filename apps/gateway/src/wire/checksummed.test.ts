import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksummed } from './checksummed'

describe('checksummed', () => {
  it('checksums any spelling as getAddress does, again and again', () => {
    const lower = '0x52908400098527886e0f7030069857d2e4169ee7'
    for (let i = 0; i < 3; i++) {
      expect(checksummed(lower)).toBe('0x52908400098527886E0F7030069857D2E4169EE7')
      expect(checksummed(lower.toUpperCase().replace('0X', '0x'))).toBe(getAddress(lower))
    }
  })

  it('refuses what is not an address, every time', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => checksummed('0x1234')).toThrow(/Address "0x1234" is invalid/)
      expect(() => checksummed('not an address')).toThrow(/is invalid/)
    }
  })

  it('stays right past its bound', () => {
    const addresses = Array.from(
      { length: 10_050 },
      (_, i) => `0x${i.toString(16).padStart(40, '0')}`,
    )
    for (const address of addresses) checksummed(address)
    for (const address of [addresses[0]!, addresses.at(-1)!]) {
      expect(checksummed(address)).toBe(getAddress(address))
    }
  })
})
