import { describe, expect, it } from 'vitest'
import { InvalidSafeSetupError } from '../errors/BaseError'
import { checkSafeSetup, SAFE_SETUP_ERRORS, type SafeSetupInput } from './checkSafeSetup'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const valid: SafeSetupInput = {
  owners: [alice, bob],
  threshold: 2,
  saltNonce: 0n,
  version: '1.4.1',
  l2: true,
}

function refusal(input: Partial<SafeSetupInput>): string {
  try {
    checkSafeSetup({ ...valid, ...input })
  } catch (error) {
    if (!(error instanceof InvalidSafeSetupError)) throw error
    return error.message
  }
  throw new Error('checkSafeSetup accepted the input')
}

describe('checkSafeSetup', () => {
  it('checksums owners typed in one case and keeps the rest', () => {
    expect(
      checkSafeSetup({
        ...valid,
        owners: [` ${alice.toLowerCase()} `, bob.toUpperCase().replace('0X', '0x')],
      }),
    ).toEqual({ ...valid, owners: [alice, bob] })
  })

  it('refuses each bad input with its exact text', () => {
    expect(refusal({ owners: [] })).toBe('A Safe needs at least one owner.')
    expect(refusal({ owners: [alice, '0x1234'] })).toBe(
      'Owner 2 is not an address (0x and 40 hexadecimal digits).',
    )
    expect(refusal({ owners: [alice.replace('C51', 'c51')] })).toBe(
      'Owner 1 has a wrong checksum: check the address for typos.',
    )
    expect(refusal({ owners: [`0x${'0'.repeat(40)}`], threshold: 1 })).toBe(
      'Owner 1 is the zero address, which a Safe refuses as an owner.',
    )
    expect(refusal({ owners: [alice, `0x${'0'.repeat(39)}1`] })).toBe(
      "Owner 2 is 0x…0001, the marker of a Safe's owner list, which a Safe refuses as an owner.",
    )
    expect(refusal({ owners: [alice, bob, alice.toLowerCase()] })).toBe(
      'Owner 3 is the same address as owner 1.',
    )
    expect(refusal({ threshold: 0 })).toBe('The threshold must be a whole number of at least 1.')
    expect(refusal({ threshold: 1.5 })).toBe(SAFE_SETUP_ERRORS.thresholdTooLow)
    expect(refusal({ threshold: 3 })).toBe('The threshold (3) is above the number of owners (2).')
    expect(refusal({ saltNonce: -1n })).toBe(
      'The salt nonce must be a whole number from 0 to 2^256 - 1.',
    )
    expect(refusal({ saltNonce: 2n ** 256n })).toBe(SAFE_SETUP_ERRORS.badSaltNonce)
    expect(refusal({ version: '1.2.0' })).toBe(
      'Safe 1.2.0 cannot be predicted here; choose 1.4.1 or 1.3.0.',
    )
  })
})
