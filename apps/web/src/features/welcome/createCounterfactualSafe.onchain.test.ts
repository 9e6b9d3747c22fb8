// @vitest-environment node
import { safeAbi } from '@assent/core'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseSafeDeployment } from './chooseSafeDeployment'
import { createCounterfactualSafe } from './createCounterfactualSafe'
import { deploySafe } from './deploySafe'

// "Create without deploying" and "Activate" on anvil with the real Safe factories: the predicted
// address receives coin before any code is there, Activate puts the Safe at exactly that address
// with the stored setup, and bad input is refused before anything is sent.
let devnet: TestDevnet
let owners: Address[]

beforeAll(async () => {
  devnet = await startTestDevnet()
  owners = devnet.accounts.slice(0, 2).map((account) => account.address)
}, 60_000)
afterAll(() => devnet?.stop())

const setup = (overrides = {}) => ({
  chainId: devnet.chainId,
  owners,
  threshold: 2,
  saltNonce: 900n,
  version: '1.4.1' as const,
  l2: true,
  ...overrides,
})

describe('createCounterfactualSafe then Activate', () => {
  it('predicts an address that receives coin and that Activate deploys, with the setup', async () => {
    const safe = await createCounterfactualSafe(devnet.publicClient, setup())
    expect(safe).toMatchObject({ chainId: String(devnet.chainId), threshold: 2, saltNonce: '900' })
    expect(await devnet.publicClient.getCode({ address: safe.address })).toBeUndefined()

    const hash = await devnet.walletClient.sendTransaction({
      to: safe.address,
      value: parseEther('1.5'),
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(await devnet.publicClient.getBalance({ address: safe.address })).toBe(parseEther('1.5'))

    // What the Activate button runs, from the stored record only.
    const deployed = await deploySafe(
      {
        switchChain: async () => {},
        getReader: () => devnet.publicClient,
        sendTransaction: ({ to, data }) => devnet.walletClient.sendTransaction({ to, data }),
        waitForReceipt: ({ hash: h }) => devnet.publicClient.waitForTransactionReceipt({ hash: h }),
      },
      {
        chainId: devnet.chainId,
        chainName: 'Devnet',
        walletChainId: devnet.chainId,
        choice: chooseSafeDeployment({ version: safe.version, l2: safe.l2 }),
        owners: safe.owners,
        threshold: safe.threshold,
        saltNonce: BigInt(safe.saltNonce),
      },
    )
    expect(deployed).toBe(safe.address)
    const read = (functionName: 'getOwners' | 'getThreshold') =>
      devnet.publicClient.readContract({ address: safe.address, abi: safeAbi, functionName })
    expect(await read('getOwners')).toEqual(owners)
    expect(await read('getThreshold')).toBe(2n)
    expect(await devnet.publicClient.getBalance({ address: safe.address })).toBe(parseEther('1.5'))

    // The same salt nonce again is refused with the reason, nothing sent.
    await expect(createCounterfactualSafe(devnet.publicClient, setup())).rejects.toThrow(
      `A Safe with these owners, threshold and salt nonce already exists at ${safe.address} on chain ${devnet.chainId}; choose another salt nonce.`,
    )
  })

  it('refuses bad input with clear errors and sends nothing', async () => {
    const sender = owners[0] as Address
    const nonceBefore = await devnet.publicClient.getTransactionCount({ address: sender })
    await expect(
      createCounterfactualSafe(devnet.publicClient, setup({ threshold: 3 })),
    ).rejects.toThrow('The threshold (3) is above the number of owners (2).')
    await expect(
      createCounterfactualSafe(devnet.publicClient, setup({ owners: [owners[0], owners[0]] })),
    ).rejects.toThrow('Owner 2 is the same address as owner 1.')
    expect(await devnet.publicClient.getTransactionCount({ address: sender })).toBe(nonceBefore)
  })
})
