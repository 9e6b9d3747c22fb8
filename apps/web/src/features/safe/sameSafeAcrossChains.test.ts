import { OWNER_A, OWNER_B } from '@assent/gateway-client/test-utils/fixtures'
import { describe, expect, it } from 'vitest'
import { addressEx, testChainInfo, testSafeInfo } from '../../test-utils/fixtures'
import { describeSetupDifferences, groupSafesByAddress } from './sameSafeAcrossChains'

const devnet = testChainInfo()
const devnet2 = testChainInfo({ chainId: '31338', shortName: 'devnet2', chainName: 'Devnet 2' })
const SAFE = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('groupSafesByAddress', () => {
  it('puts the same address on several chains in one group, whatever its case', () => {
    const groups = groupSafesByAddress([
      { chain: devnet, address: SAFE },
      { chain: devnet, address: OTHER },
      { chain: devnet2, address: SAFE.toLowerCase() },
      { chain: devnet2, address: SAFE },
    ])
    expect(groups.map((g) => [g.address, g.chains.map((c) => c.shortName)])).toEqual([
      [SAFE, ['devnet', 'devnet2']],
      [OTHER, ['devnet']],
    ])
  })
})

describe('describeSetupDifferences', () => {
  const info = (threshold: number, owners: string[]) =>
    testSafeInfo({ threshold, owners: owners.map(addressEx) })

  it('is quiet when threshold and owners agree, in any order', () => {
    expect(
      describeSetupDifferences([info(1, [OWNER_A, OWNER_B]), info(1, [OWNER_B, OWNER_A])]),
    ).toBe(null)
  })

  it('names what differs', () => {
    expect(describeSetupDifferences([info(1, [OWNER_A]), info(2, [OWNER_A])])).toBe(
      'The threshold differs between networks: check each network before signing.',
    )
    expect(describeSetupDifferences([info(1, [OWNER_A]), info(1, [OWNER_B])])).toContain(
      'The owners differ',
    )
    expect(describeSetupDifferences([info(1, [OWNER_A]), info(2, [OWNER_B, OWNER_A])])).toContain(
      'The threshold and owners differ',
    )
  })
})
