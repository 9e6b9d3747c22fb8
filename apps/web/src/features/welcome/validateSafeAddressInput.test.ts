import { describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { validateSafeAddressInput } from './validateSafeAddressInput'

const devnet = testChainInfo()
const eth = testChainInfo({ chainId: '1', shortName: 'eth' })
const chains = [devnet, eth]
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateSafeAddressInput', () => {
  it('uses the selected chain for a plain address and the prefix otherwise', () => {
    expect(validateSafeAddressInput(address, devnet, chains)).toEqual({
      ok: true,
      chain: devnet,
      address,
    })
    expect(validateSafeAddressInput(` eth:${address.toLowerCase()} `, devnet, chains)).toEqual({
      ok: true,
      chain: eth,
      address,
    })
  })

  it('explains each kind of bad input', () => {
    expect(validateSafeAddressInput('', devnet, chains)).toMatchObject({
      ok: false,
      error: 'Enter the address of the Safe.',
    })
    expect(validateSafeAddressInput('0x1234', devnet, chains)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not a valid address'),
    })
    expect(
      validateSafeAddressInput(address.replace('C51812dc', 'c51812DC'), devnet, chains),
    ).toMatchObject({ ok: false, error: expect.stringContaining('checksum') })
    expect(validateSafeAddressInput(`gno:${address}`, devnet, chains)).toMatchObject({
      ok: false,
      error: expect.stringContaining('"gno"'),
    })
    expect(validateSafeAddressInput(address, undefined, chains)).toMatchObject({
      ok: false,
      error: 'Choose a network.',
    })
  })
})
