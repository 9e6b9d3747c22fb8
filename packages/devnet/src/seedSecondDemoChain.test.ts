import { erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDevnet } from './connectDevnet'
import { SECOND_DEVNET_CHAIN_ID } from './constants'
import { demoTokenAddresses } from './deployDemoTokens'
import { predictSafeAddress } from './predictSafeAddress'
import { seedDemoWorld } from './seedDemoWorld'
import { seedSecondDemoChain } from './seedSecondDemoChain'
import { type Devnet, startDevnet } from './startDevnet'

// Two anvils side by side, as npm start runs them: the demo 2-of-3 has one address on both.
describe('seedSecondDemoChain', () => {
  let first: Devnet
  let second: Devnet
  beforeAll(async () => {
    ;[first, second] = await Promise.all([
      startDevnet({ port: 0, dataDir: null }),
      startDevnet({ port: 0, dataDir: null, chainId: SECOND_DEVNET_CHAIN_ID }),
    ])
  })
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  // Seeding the whole first-chain demo world is minutes of RPC work on a busy 2-core machine:
  // a ceiling, not an expectation.
  it('puts the demo Safe at its first-chain address, with the same contracts and tokens', {
    timeout: 300_000,
  }, async () => {
    const [world, chain] = await Promise.all([
      seedDemoWorld(first.rpcUrl),
      seedSecondDemoChain(second.rpcUrl),
    ])
    expect(chain.chainId).toBe(31338)
    expect(world.chainId).toBe(31337)
    expect(chain.contracts).toEqual(world.contracts)
    expect(chain.tokens).toEqual(world.tokens)
    expect(chain.tokens).toEqual(demoTokenAddresses())
    const multisig = chain.safes.multisig
    expect(multisig).toEqual({ ...world.safes.multisig, nonce: 0 })
    expect(world.safes.multisig.nonce).toBeGreaterThan(0)

    const clients = await connectDevnet(second.rpcUrl)
    const client = clients.publicClient
    expect(await client.getBalance({ address: multisig.address })).toBe(3n * 10n ** 18n)
    const usd = await client.readContract({
      address: chain.tokens.usd6,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [multisig.address],
    })
    expect(usd).toBe(2_500_000_000n)
    expect(
      await predictSafeAddress(client, {
        owners: multisig.owners,
        threshold: multisig.threshold,
        saltNonce: BigInt(multisig.saltNonce),
      }),
    ).toBe(multisig.address)

    // A second seed finds everything in place and sends nothing.
    const block = await client.getBlockNumber({ cacheTime: 0 })
    expect(await seedSecondDemoChain(second.rpcUrl)).toEqual(chain)
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(block)
  })
})
