import { describe, expect, it } from 'vitest'
import { testChainInfo } from '../test-utils/fixtures'
import { explorerAddressUrl, explorerBaseUrl, explorerTxUrl } from './explorerUrls'

const chain = testChainInfo({
  blockExplorerUriTemplate: {
    address: 'https://etherscan.io/address/{{address}}',
    txHash: 'https://etherscan.io/tx/{{txHash}}',
    api: 'https://api.etherscan.io/api?module={{module}}',
  },
})

describe('explorer urls', () => {
  it('fills the address and tx templates', () => {
    expect(explorerAddressUrl(chain, '0xabc')).toBe('https://etherscan.io/address/0xabc')
    expect(explorerTxUrl(chain, '0x12')).toBe('https://etherscan.io/tx/0x12')
  })

  it('derives the explorer root', () => {
    expect(explorerBaseUrl(chain)).toBe('https://etherscan.io')
  })

  it('returns undefined without a chain or template', () => {
    expect(explorerAddressUrl(undefined, '0xabc')).toBeUndefined()
    expect(
      explorerBaseUrl({ ...chain, blockExplorerUriTemplate: { address: '', txHash: '', api: '' } }),
    ).toBeUndefined()
  })
})
