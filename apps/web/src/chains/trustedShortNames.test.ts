import { afterEach, describe, expect, it, vi } from 'vitest'
import { testChainInfo } from '../test-utils/fixtures'
import { applyTrustedShortNames } from './trustedShortNames'

const chain = (chainId: string, shortName: string) => testChainInfo({ chainId, shortName })

afterEach(() => {
  vi.restoreAllMocks()
  applyTrustedShortNames([])
})

describe('applyTrustedShortNames', () => {
  it("keeps what matches, replaces a known chain's renamed short name and a squatter's, and warns", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = applyTrustedShortNames([
      chain('1', 'eth'),
      chain('100', 'eth'),
      chain('31337', 'devnet'),
      chain('777', 'gno'),
      chain('888', 'mine'),
    ])
    expect(result.map((c) => c.shortName)).toEqual(['eth', 'gno', 'devnet', 'eip155-777', 'mine'])
    expect(warn).toHaveBeenCalledTimes(2)
    // The same list again logs nothing new.
    applyTrustedShortNames([chain('100', 'eth'), chain('777', 'gno')])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
