import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { safeTxHash } from '@assent/core'
import {
  createDevnetClients,
  demoErc20Abi,
  demoErc721Abi,
  demoTokenAddresses,
} from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, encodeFunctionData, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  confirmRow,
  DEVNET_CHAIN_ID,
  executeRow,
  gatewayJson,
  newTransaction,
  queueRow,
  safeOwners,
  signAndPropose,
  testAccount,
  until,
} from './harness/safeOwners'

// Issue #6 flows beyond token transfers, in Chromium against the whole stack: sending an NFT and
// calling a contract from a pasted ABI, each proposed by owner A, confirmed and executed by
// owner B, and checked on chain with viem. The suite deploys its own 2-of-3 Safe (owners = test
// accounts 0, 1, 2) and mints it an NFT of the demo collection, so the demo Safe and its
// seeded queue, which other suites read, stay untouched.

const stack = inject('stack')
const artifacts = join(import.meta.dirname, '../artifacts')
const devnet = createDevnetClients(stack.rpc)
const tokens = demoTokenAddresses()

let chromium: TestChromium
let safe: Address
let tokenId: bigint
const { openAs, release, shot } = safeOwners({
  browser: () => chromium.browser,
  stack,
  safe: () => safe,
  artifacts,
  prefix: 'flows',
})

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
  const minter = devnet.walletClients[9]
  if (!minter) throw new Error('no test account 9')
  const receipt = await devnet.publicClient.waitForTransactionReceipt({
    hash: await minter.writeContract({
      address: tokens.nft,
      abi: demoErc721Abi,
      functionName: 'mint',
      args: [safe],
    }),
  })
  const [minted] = parseEventLogs({ abi: demoErc721Abi, logs: receipt.logs, eventName: 'Transfer' })
  if (!minted) throw new Error('the mint emitted no Transfer')
  tokenId = minted.args.tokenId
  await until(
    'the gateway to index the Safe and its NFT',
    async () => {
      const page = await gatewayJson<{ results: { address: string; id: string }[] }>(
        stack,
        `/v2/chains/${DEVNET_CHAIN_ID}/safes/${safe}/collectibles`,
      )
      return page.results.some((nft) => nft.id === tokenId.toString())
    },
    60_000,
  )
  chromium = await launchChromium()
}, 300_000)

afterAll(async () => {
  await chromium?.close()
})

describe('transaction flows', () => {
  it('owner A sends an NFT, B confirms and executes, the NFT changes hands on chain', async () => {
    const recipient = testAccount(5)
    const ownerOf = () =>
      devnet.publicClient.readContract({
        address: tokens.nft,
        abi: demoErc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
    expect(await ownerOf()).toBe(safe)

    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Send NFT')
    const nftSelect = a.getByTestId('nft-select')
    await nftSelect
      .locator(`option[value="${tokens.nft}:${tokenId}"]`)
      .waitFor({ state: 'attached' })
    await nftSelect.selectOption(`${tokens.nft}:${tokenId}`)
    await a.getByTestId('recipient-input').fill(recipient)
    await a.getByTestId('build-next').click()
    const review = a.getByTestId('transaction-review')
    await review.getByTestId('method').getByText('safeTransferFrom').waitFor()
    const call = (await review.getByTestId('decoded-call').textContent())?.toLowerCase()
    expect(call).toContain(recipient.toLowerCase())
    expect(call).toContain(safe.toLowerCase())
    await shot(a, '01-nft-review')
    await signAndPropose(a)
    await queueRow(a, 'Send NFT').getByText('1 of 2 verified').waitFor()

    const b = await openAs(1, '/transactions/queue')
    await confirmRow(b, 'Send NFT')
    await queueRow(b, 'Send NFT').getByText('2 of 2 verified').waitFor()
    await executeRow(b, 'Send NFT')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    expect(await ownerOf()).toBe(recipient)
    await release(a)
    await release(b)
  })

  it('owner A calls approve from a pasted ABI; the review decodes it and shows the local safeTxHash', async () => {
    const spender = testAccount(6)
    const amount = 123_456_789n
    const allowance = () =>
      devnet.publicClient.readContract({
        address: tokens.usd6,
        abi: demoErc20Abi,
        functionName: 'allowance',
        args: [safe, spender],
      })
    expect(await allowance()).toBe(0n)

    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Contract interaction')
    await a.getByTestId('contract-input').fill(tokens.usd6)
    // A known ABI offers its methods at once; this test pastes one instead.
    await a.getByTestId('abi-select').selectOption('ERC-20 token')
    await a.getByTestId('method-select').locator('option', { hasText: 'approve' }).waitFor({
      state: 'attached',
    })
    await a.getByTestId('abi-select').selectOption('paste')
    await a.getByTestId('abi-input').fill(JSON.stringify(demoErc20Abi))
    // Only state-changing methods are offered, each with its typed inputs.
    const methods = await a.getByTestId('method-select').locator('option').allTextContents()
    expect(methods).toContain('approve(address,uint256)')
    expect(methods).not.toContain('balanceOf(address)')
    await a.getByTestId('method-select').selectOption('approve(address,uint256)')
    await a.getByTestId('param-0').fill(spender)
    await a.getByTestId('param-1').fill('not a number')
    await a.getByText('"not a number" is not an integer').waitFor()
    await expect(a.getByTestId('build-next').isDisabled()).resolves.toBe(true)
    await a.getByTestId('param-1').fill(amount.toString())
    await a.getByTestId('build-next').click()

    const review = a.getByTestId('transaction-review')
    await review.getByTestId('method').getByText('approve').waitFor()
    const call = (await review.getByTestId('decoded-call').textContent())?.toLowerCase()
    expect(call).toContain(spender.toLowerCase())
    expect(call).toContain(amount.toString())
    // The hash on screen is the one these ten fields give, computed here independently.
    const nonce = BigInt(await a.getByTestId('nonce-input').inputValue())
    const expected = safeTxHash({
      chainId: DEVNET_CHAIN_ID,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: {
        to: tokens.usd6,
        value: 0n,
        data: encodeFunctionData({
          abi: demoErc20Abi,
          functionName: 'approve',
          args: [spender, amount],
        }),
        operation: 0,
        safeTxGas: 0n,
        baseGas: 0n,
        gasPrice: 0n,
        gasToken: zeroAddress,
        refundReceiver: zeroAddress,
        nonce,
      },
    })
    await expect(review.getByTestId('safe-tx-hash').textContent()).resolves.toContain(expected)
    await shot(a, '02-contract-review')
    await signAndPropose(a)
    await queueRow(a, 'Call approve').getByText('1 of 2 verified').waitFor()

    const b = await openAs(1, '/transactions/queue')
    await confirmRow(b, 'Call approve')
    await executeRow(b, 'Call approve')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    expect(await allowance()).toBe(amount)
    await release(a)
    await release(b)
  })
})
