// @vitest-environment node
import { SAFE_DEPLOYMENTS } from '@assent/core'
import { SECOND_DEVNET_CHAIN_ID } from '@assent/devnet'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCounterfactualSafeOnChains } from './createCounterfactualSafeOnChains'

// One create flow, several networks: two anvils with the canonical Safe contracts get the same
// predicted address, each stored under its own chain; a third anvil without them refuses the
// whole flow with its reason, and nothing is sent anywhere.
let first: TestDevnet
let second: TestDevnet
let bare: TestDevnet
let owners: Address[]

beforeAll(async () => {
  ;[first, second, bare] = await Promise.all([
    startTestDevnet(),
    startTestDevnet({ chainId: SECOND_DEVNET_CHAIN_ID }),
    startTestDevnet({ chainId: 31_339, deploy: false }),
  ])
  owners = first.accounts.slice(0, 2).map((account) => account.address)
}, 90_000)
afterAll(() => Promise.all([first?.stop(), second?.stop(), bare?.stop()]))

const target = (devnet: TestDevnet, chainName: string) => ({
  chainId: devnet.chainId,
  chainName,
  client: devnet.publicClient,
})
const setup = {
  owners: [] as Address[],
  threshold: 2,
  saltNonce: 31n,
  version: '1.4.1' as const,
  l2: true,
}

describe('createCounterfactualSafeOnChains', () => {
  it('answers the same address on each picked network, one record per chain', async () => {
    const safes = await createCounterfactualSafeOnChains(
      [target(first, 'Devnet'), target(second, 'Devnet 2')],
      { ...setup, owners },
    )
    expect(safes.map((safe) => safe.chainId)).toEqual([
      String(first.chainId),
      String(SECOND_DEVNET_CHAIN_ID),
    ])
    expect(safes[1]?.address).toBe(safes[0]?.address)
    expect(safes[0]).toMatchObject({ owners, threshold: 2, saltNonce: '31', version: '1.4.1' })
    expect(await second.publicClient.getCode({ address: safes[0]!.address })).toBeUndefined()
  })

  it('works with one network', async () => {
    const safes = await createCounterfactualSafeOnChains([target(second, 'Devnet 2')], {
      ...setup,
      owners,
      saltNonce: 32n,
    })
    expect(safes).toHaveLength(1)
  })

  it('refuses every network when one lacks the canonical factory, and sends nothing', async () => {
    const sender = owners[0] as Address
    const before = await first.publicClient.getTransactionCount({ address: sender })
    await expect(
      createCounterfactualSafeOnChains(
        [
          target(first, 'Devnet'),
          target(bare, 'Bare chain'),
          { ...target(second, 'Devnet 2'), client: undefined },
        ],
        { ...setup, owners },
      ),
    ).rejects.toThrow(
      `Not created on any network. Bare chain: There is no Safe 1.4.1 factory at ${SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory} on this chain. Devnet 2: No RPC for Devnet 2.`,
    )
    expect(await first.publicClient.getTransactionCount({ address: sender })).toBe(before)
    await expect(createCounterfactualSafeOnChains([], { ...setup, owners })).rejects.toThrow(
      'Pick at least one network.',
    )
  })
})
