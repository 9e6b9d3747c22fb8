import { buildSafeTransaction, safeTxHash, safeTxPreimage } from '@assent/core'
import { deployBadEip1271Owner } from '@assent/devnet'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import type { Address, PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { explainContractRefusal } from './explainContractRefusal'

// The words shown for a refused contract signature, from real owner contracts on anvil: the
// devnet's BadEip1271Owner in both modes, a real Safe given a garbage payload, and an EOA.
let devnet: TestDevnet
let safe: Address
let client: PublicClient

beforeAll(async () => {
  devnet = await startTestDevnet()
  client = devnet.publicClient as PublicClient
  safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
}, 120_000)
afterAll(() => devnet?.stop())

const tx = buildSafeTransaction({ to: '0x000000000000000000000000000000000000bEEF', nonce: 0n })

function explain(owner: Address) {
  const params = { chainId: devnet.chainId, safeAddress: safe, safeVersion: '1.4.1', tx }
  return explainContractRefusal(client, {
    safe,
    owner,
    hash: safeTxHash(params),
    preimage: safeTxPreimage(params),
    payload: '0x1234',
  })
}

describe('explainContractRefusal', () => {
  it('says which wrong value an owner contract answered, or that it reverted and why', async () => {
    const wrongMagic = await deployBadEip1271Owner(devnet, 'wrong-magic')
    expect(await explain(wrongMagic)).toBe(
      'isValidSignature(bytes,bytes) answered 0xdeadbeef, not 0x20c13b0b; isValidSignature(bytes32,bytes) answered 0xdeadbeef, not 0x1626ba7e.',
    )
    const reverting = await deployBadEip1271Owner(devnet, 'revert')
    expect(await explain(reverting)).toBe(
      'isValidSignature(bytes,bytes) reverted: BadEip1271Owner: refused; isValidSignature(bytes32,bytes) reverted: BadEip1271Owner: refused.',
    )
  })

  it('explains a real owner Safe refusing a garbage payload, and an owner without code', async () => {
    const parent = await deployTestSafe(devnet, { owners: [3], threshold: 1 })
    expect(await explain(parent)).toMatch(/^isValidSignature\(bytes,bytes\) reverted/)
    expect(await explain(devnet.accounts[5]!.address)).toContain('has no code')
  })
})
