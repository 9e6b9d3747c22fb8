import { describe, expect, it } from 'vitest'
import {
  checkChainShortName,
  getKnownChainIdByShortName,
  getKnownChainShortName,
  KNOWN_CHAIN_SHORT_NAMES,
} from './knownChainShortNames'
import { parseEip3770 } from './parseEip3770'

describe('built-in chain short names', () => {
  it('knows the registry names of well-known chains and the devnet', () => {
    expect(getKnownChainShortName(1)).toBe('eth')
    expect(getKnownChainShortName('10')).toBe('oeth')
    expect(getKnownChainShortName(56n)).toBe('bnb')
    expect(getKnownChainShortName(100)).toBe('gno')
    expect(getKnownChainShortName(137)).toBe('matic')
    expect(getKnownChainShortName(324)).toBe('zksync')
    expect(getKnownChainShortName(8453)).toBe('base')
    expect(getKnownChainShortName(42161)).toBe('arb1')
    expect(getKnownChainShortName(42220)).toBe('celo')
    expect(getKnownChainShortName(43114)).toBe('avax')
    expect(getKnownChainShortName(11155111)).toBe('sep')
    expect(getKnownChainShortName(84532)).toBe('basesep')
    expect(getKnownChainShortName(31337)).toBe('devnet')
    expect(getKnownChainShortName(31338)).toBe('devnet2')
    expect(getKnownChainShortName(999_999)).toBeUndefined()
    expect(getKnownChainIdByShortName('ARB1')).toBe('42161')
    expect(getKnownChainIdByShortName('nope')).toBeUndefined()
  })

  it('has one chain per name, each a valid EIP-3770 prefix', () => {
    const names = Object.values(KNOWN_CHAIN_SHORT_NAMES)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) {
      expect(parseEip3770(`${name}:0x29fcB43b46531BcA003ddC8FCB67FFE91900C762`).shortName).toBe(
        name,
      )
    }
  })

  it('believes a gateway that agrees (any case) and no other', () => {
    expect(checkChainShortName('1', 'eth')).toEqual({ shortName: 'eth' })
    expect(checkChainShortName('1', 'ETH')).toEqual({ shortName: 'eth' })
    const renamed = checkChainShortName('1', 'evil')
    expect(renamed.shortName).toBe('eth')
    expect(renamed.warning).toContain('"evil"')
  })

  it('keeps unknown chains, but not under a well-known chain’s name', () => {
    expect(checkChainShortName('777', 'mychain')).toEqual({ shortName: 'mychain' })
    const squatter = checkChainShortName('777', 'eth')
    expect(squatter.shortName).toBe('eip155-777')
    expect(squatter.warning).toContain('chain 1')
  })
})
