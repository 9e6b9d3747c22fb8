import { describe, expect, it } from 'vitest'
import { testChainInfo } from '../../test-utils/fixtures'
import { parseSafeParam } from './parseSafeParam'

const chains = [
  testChainInfo(),
  testChainInfo({ chainId: '1', shortName: 'eth', chainName: 'Ethereum' }),
]
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseSafeParam', () => {
  it('finds the chain of the short name and checksums the address', () => {
    const result = parseSafeParam(`devnet:${address.toLowerCase()}`, chains)
    expect(result).toMatchObject({ status: 'ok', shortName: 'devnet', address })
    expect(result.status === 'ok' && result.chain.chainId).toBe('31337')
  })

  it('is none without a value', () => {
    expect(parseSafeParam(undefined, chains)).toEqual({ status: 'none' })
    expect(parseSafeParam('', chains)).toEqual({ status: 'none' })
  })

  it('rejects a bad checksum, a bad address and a missing prefix', () => {
    const badChecksum = `eth:${address.replace('f39F', 'F39f')}`
    expect(parseSafeParam(badChecksum, chains)).toMatchObject({ status: 'invalid' })
    expect(parseSafeParam('eth:0x1234', chains)).toMatchObject({ status: 'invalid' })
    expect(parseSafeParam(address, chains)).toMatchObject({
      status: 'invalid',
      error: expect.stringContaining('chain prefix'),
    })
  })

  it('reports a short name the gateway does not serve', () => {
    expect(parseSafeParam(`gno:${address}`, chains)).toEqual({
      status: 'unknownChain',
      shortName: 'gno',
      address,
    })
  })
})
