import { demoErc20Abi, demoTokenAddresses } from '@assent/devnet'
import { type Address, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSafeSuite } from './harness/fundedSafe'
import { executeRow, newTransaction, signAndPropose, testAccount } from './harness/safeOwners'

// Issue #34, CSV payouts in Chromium against the whole stack: a file with bad lines shows each
// line's errors and offers nothing to sign; the corrected file becomes one MultiSendCallOnly
// batch that owner A proposes and owner B executes, and the receivers are paid on chain. The
// suite deploys its own 2-of-3 Safe (test accounts 0, 1, 2) and funds it with ETH and aUSD.

const tokens = demoTokenAddresses()

const { devnet, safe, openAs, release, shot } = fundedSafeSuite('payouts', {
  owners: [0, 1, 2],
  threshold: 2,
  eth: '1',
})

const usdBalance = (holder: Address) =>
  devnet.publicClient.readContract({
    address: tokens.usd6,
    abi: demoErc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })

beforeAll(async () => {
  const funder = devnet.walletClients[9]
  if (!funder) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: tokens.usd6,
      abi: demoErc20Abi,
      functionName: 'mint',
      args: [safe(), 100_000_000n],
    }),
  })
}, 300_000)

describe('payouts from a CSV', () => {
  it('shows each bad line its errors, then proposes and pays the corrected file', async () => {
    const paid = [testAccount(6), testAccount(7)] as const
    const header = 'token_type,token_address,receiver,amount'
    // One letter's case flipped: a typo the address checksum catches.
    const badChecksum = paid[0].replace(/[a-fA-F]/, (c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    )
    const a = await openAs(0, '/transactions/queue')
    await newTransaction(a, 'Payouts from a CSV')
    await a
      .getByTestId('payouts-csv')
      .fill(
        [
          header,
          `erc20,${tokens.usd6},${badChecksum},1`,
          `erc20,${tokens.usd6},${paid[1]},1.1234567`,
          `erc20,${tokens.usd6},${paid[1]},-2`,
          `native,,${paid[1]},5`,
        ].join('\n'),
      )
    await a.getByTestId('payouts-check').click()
    const issue = (line: number) => a.getByTestId(`payouts-issue-${line}`)
    await issue(2).getByText('wrong checksum', { exact: false }).waitFor()
    await issue(3).getByText('has 7 decimals; aUSD has 6', { exact: false }).waitFor()
    await issue(4).getByText('is negative', { exact: false }).waitFor()
    await issue(5).getByText("more than the Safe's balance", { exact: false }).waitFor()
    await expect(a.getByTestId('build-next').isDisabled()).resolves.toBe(true)
    await shot(a, '01-errors-per-line')

    const before = await Promise.all([
      usdBalance(paid[0]),
      devnet.publicClient.getBalance({ address: paid[1] }),
    ])
    await a
      .getByTestId('payouts-csv')
      .fill([header, `erc20,${tokens.usd6},${paid[0]},12.5`, `native,,${paid[1]},0.25`].join('\n'))
    await a.getByTestId('payouts-check').click()
    await a
      .getByTestId('payouts-totals')
      .getByText('1 line sends 12.5 aUSD', { exact: false })
      .waitFor()
    await a.getByTestId('build-next').click()
    await a.getByTestId('decoded-action').nth(1).waitFor()
    await expect(a.getByTestId('decoded-action').count()).resolves.toBe(2)
    await shot(a, '02-review')
    await signAndPropose(a)

    const b = await openAs(1, '/transactions/queue')
    await executeRow(b, 'Batch of 2 actions')
    await b.getByTestId('queue-empty').waitFor({ timeout: 20_000 })
    const after = await Promise.all([
      usdBalance(paid[0]),
      devnet.publicClient.getBalance({ address: paid[1] }),
    ])
    expect(after[0] - before[0]).toBe(12_500_000n)
    expect(after[1] - before[1]).toBe(parseEther('0.25'))
    await release(a)
    await release(b)
  })
})
