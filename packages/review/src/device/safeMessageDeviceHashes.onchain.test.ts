import { compatibilityFallbackHandlerAbi, safeAbi } from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, hashMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeMessageDeviceHashes } from './safeMessageDeviceHashes'

// The hashes a hardware wallet shows for a Safe message, against a real Safe 1.4.1: the domain
// hash is the Safe's domainSeparator(), and joined with the message hash it is the hash the
// fallback handler checks signatures over.
describe('safeMessageDeviceHashes on a real Safe', () => {
  let devnet: TestDevnet
  let safe: Address

  beforeAll(async () => {
    devnet = await startTestDevnet()
    safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('matches domainSeparator() and getMessageHashForSafe()', async () => {
    const text = 'compare these on your device'
    const hashes = safeMessageDeviceHashes({
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      message: text,
    })
    const domainSeparator = await devnet.publicClient.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'domainSeparator',
    })
    expect(hashes.domainHash).toBe(domainSeparator)
    // The handler is reached through the Safe's fallback; its argument is the content's bytes,
    // here the EIP-191 hash of the text.
    const onChain = await devnet.publicClient.readContract({
      address: safe,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'getMessageHashForSafe',
      args: [safe, hashMessage(text)],
    })
    expect(hashes.hash).toBe(onChain)
  })
})
