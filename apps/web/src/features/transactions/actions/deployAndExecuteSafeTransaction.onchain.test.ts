// @vitest-environment node
import { buildSafeTransaction, type SafeTransactionData, safeAbi, safeTxHash } from '@assent/core'
import { startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../../wallet/signAndProve'
import type { CounterfactualSafe } from '../../safe/counterfactualSafesStore'
import { createCounterfactualSafe } from '../../welcome/createCounterfactualSafe'
import {
  type DeployAndExecuteWallet,
  deployAndExecuteSafeTransaction,
} from './deployAndExecuteSafeTransaction'

// An undeployed Safe's first transaction on anvil with the real Safe contracts: one wallet
// transaction deploys the Safe at the predicted address and pays out of it; a 2-of-n Safe, a
// record whose setup gives another address and a wallet that refuses are stopped with the
// reason, and then nothing is sent.
let devnet: TestDevnet
let owner: Address
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
let salt = 7_000n

beforeAll(async () => {
  devnet = await startTestDevnet()
  owner = devnet.accounts[0]!.address
}, 60_000)
afterAll(() => devnet?.stop())

async function undeployedSafe(overrides: { owners?: Address[]; threshold?: number } = {}) {
  salt += 1n
  const safe = await createCounterfactualSafe(devnet.publicClient, {
    chainId: devnet.chainId,
    owners: [owner],
    threshold: 1,
    saltNonce: salt,
    version: '1.4.1',
    l2: true,
    ...overrides,
  })
  const funder = devnet.walletClients[9]!
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: safe.address, value: parseEther('1') }),
  })
  return safe
}

/** The connected owner's wallet: anvil's account 0 (or the one given), recording what it sends. */
function walletOf(index = 0, refuseSigning = false) {
  const client = devnet.walletClients[index]!
  const sent: Hex[] = []
  const wallet: DeployAndExecuteWallet = {
    getReader: () => devnet.publicClient,
    signTypedData: async ({ account: _account, ...typedData }) => {
      if (refuseSigning)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return client.signTypedData(typedData)
    },
    sendTransaction: async ({ to, data }) => {
      const hash = await client.sendTransaction({ to, data })
      sent.push(hash)
      return hash
    },
    waitForReceipt: ({ hash }) => devnet.publicClient.waitForTransactionReceipt({ hash }),
  }
  return { wallet, sent }
}

const firstTx = (): SafeTransactionData =>
  buildSafeTransaction({ to: recipient, value: parseEther('0.1'), nonce: 0n })
const reviewedHash = (safe: CounterfactualSafe, tx: SafeTransactionData) =>
  safeTxHash({
    chainId: devnet.chainId,
    safeAddress: safe.address,
    safeVersion: safe.version,
    tx,
  })
const hasCode = async (address: Address) => {
  const code = await devnet.publicClient.getCode({ address })
  return Boolean(code && code !== '0x')
}

describe('deployAndExecuteSafeTransaction', () => {
  it('deploys the 1-of-1 Safe at its predicted address and executes nonce 0 in one transaction', async () => {
    const safe = await undeployedSafe()
    const tx = firstTx()
    const before = await devnet.publicClient.getBalance({ address: recipient })
    const { wallet, sent } = walletOf()
    const steps: string[] = []
    const result = await deployAndExecuteSafeTransaction(wallet, {
      safe,
      chainName: 'Devnet',
      tx,
      reviewedSafeTxHash: reviewedHash(safe, tx),
      account: owner,
      onStep: (step) => steps.push(step),
    })
    expect(sent).toEqual([result.hash])
    expect(result.safeTxHash).toBe(reviewedHash(safe, tx))
    expect(steps).toEqual(['checking', 'signing', 'sending', 'mining'])
    expect(await hasCode(safe.address)).toBe(true)
    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(
      before + parseEther('0.1'),
    )
    expect(await devnet.publicClient.getBalance({ address: safe.address })).toBe(parseEther('0.9'))
    const nonce = await devnet.publicClient.readContract({
      address: safe.address,
      abi: safeAbi,
      functionName: 'nonce',
    })
    expect(nonce).toBe(1n)

    // Its entry is kept until the gateway knows it: a second "first" transaction is refused.
    await expect(
      deployAndExecuteSafeTransaction(wallet, {
        safe,
        chainName: 'Devnet',
        tx,
        reviewedSafeTxHash: reviewedHash(safe, tx),
        account: owner,
      }),
    ).rejects.toThrow('This Safe is deployed already')
    expect(sent).toHaveLength(1)
  })

  it('refuses a Safe that needs more signatures, and sends nothing', async () => {
    const second = devnet.accounts[1]!.address
    const safe = await undeployedSafe({ owners: [owner, second], threshold: 2 })
    const tx = firstTx()
    const { wallet, sent } = walletOf()
    await expect(
      deployAndExecuteSafeTransaction(wallet, {
        safe,
        chainName: 'Devnet',
        tx,
        reviewedSafeTxHash: reviewedHash(safe, tx),
        account: owner,
      }),
    ).rejects.toThrow('This Safe is not deployed yet and needs 2 signatures: activate it first.')
    expect(sent).toEqual([])
    expect(await hasCode(safe.address)).toBe(false)
  })

  it('refuses a stored address the setup does not give, before anything is signed', async () => {
    const safe = await undeployedSafe()
    const wrong = { ...safe, saltNonce: String(BigInt(safe.saltNonce) + 1000n) }
    const tx = firstTx()
    const { wallet, sent } = walletOf()
    const failure = await deployAndExecuteSafeTransaction(wallet, {
      safe: wrong,
      chainName: 'Devnet',
      tx,
      reviewedSafeTxHash: reviewedHash(safe, tx),
      account: owner,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SignStepFailure)
    expect((failure as SignStepFailure).title).toBe('Nothing was sent')
    expect((failure as SignStepFailure).message).toMatch(
      new RegExp(
        `^The stored setup deploys a Safe at 0x[0-9a-fA-F]{40}, not at ${safe.address}\\.$`,
      ),
    )
    expect(sent).toEqual([])
  })

  it('says so when the wallet refuses to sign, and sends nothing', async () => {
    const safe = await undeployedSafe()
    const tx = firstTx()
    const { wallet, sent } = walletOf(0, true)
    await expect(
      deployAndExecuteSafeTransaction(wallet, {
        safe,
        chainName: 'Devnet',
        tx,
        reviewedSafeTxHash: reviewedHash(safe, tx),
        account: owner,
      }),
    ).rejects.toThrow(/rejected/i)
    expect(sent).toEqual([])
    expect(await hasCode(safe.address)).toBe(false)
  })
})
