import type { TransactionInfo } from '@assent/gateway-client'
import { deployTestSafe, execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, parseEther, parseGwei } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSummaryMatchesCall } from '../verification/checkSummaryMatchesCall'
import { signingBlockers } from '../verification/signingBlockers'
import { assessRefund } from './assessRefund'
import { collectSigningRisks } from './collectSigningRisks'
import { isPlainRejection } from './isPlainRejection'

// The attack from the review: a "rejection" (to = Safe, value 0, data 0x) whose refund fields pay
// an attacker out of the Safe when any owner executes it.
describe('gas refund behind a rejection, on the real Safe 1.4.1', () => {
  let devnet: TestDevnet
  let safe: Address
  const attacker: Address = '0x000000000000000000000000000000000000a77a'

  beforeAll(async () => {
    devnet = await startTestDevnet()
    safe = await deployTestSafe(devnet, { owners: [0], threshold: 1 })
    await devnet.testClient.setBalance({ address: safe, value: parseEther('20') })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('pays the refund receiver on execution; the review never calls it a rejection and demands "refund"', async () => {
    const drain = {
      to: safe,
      baseGas: 9_000_000_000n,
      gasPrice: parseGwei('1'),
      refundReceiver: attacker,
    }
    const before = await devnet.publicClient.getBalance({ address: attacker })
    const executed = await execSafeTransaction(devnet, {
      safe,
      tx: drain,
      signers: [0],
      gas: 500_000n,
    })
    const paid = (await devnet.publicClient.getBalance({ address: attacker })) - before
    // The attack is real: the Safe paid more than 9 ETH for an empty call.
    expect(paid).toBeGreaterThan(parseEther('9'))
    // With gasPrice > 0 the inner call gets exactly safeTxGas (0): it fails, and the Safe pays anyway.
    expect(executed.success).toBe(false)

    const refund = assessRefund(executed.tx)
    expect(refund.hasRefundFields).toBe(true)
    expect(refund.receiver).toBe(attacker)
    // The ceiling shown to the signer covers what the chain really paid.
    expect(refund.maxRefund).toBeGreaterThanOrEqual(paid)
    expect(refund.maxRefund).toBeLessThan(parseEther('9.001'))
    expect(isPlainRejection(executed.tx, safe)).toBe(false)

    const gatewaySaysRejection: TransactionInfo = {
      type: 'Custom',
      to: { value: safe },
      dataSize: '0',
      value: '0',
      methodName: null,
      isCancellation: true,
    } as TransactionInfo
    expect(checkSummaryMatchesCall(gatewaySaysRejection, executed.tx, safe)).toMatch(
      /gas refund fields/,
    )

    const risks = collectSigningRisks({
      delegateCalls: { findings: [], needsAcknowledgement: false },
      refund,
      refundText: 'up to 9 ETH',
    })
    expect(risks.map((risk) => risk.id)).toEqual(['refund'])
    expect(signingBlockers({ problems: [], risks, acknowledgements: {} })).toHaveLength(1)
    expect(
      signingBlockers({ problems: [], risks, acknowledgements: { refund: ' Refund ' } }),
    ).toEqual([])
  })

  it('a true rejection pays nothing and needs no acknowledgement', async () => {
    const rejection = { to: safe }
    const balance = await devnet.publicClient.getBalance({ address: safe })
    const executed = await execSafeTransaction(devnet, { safe, tx: rejection, signers: [0] })
    expect(executed.success).toBe(true)
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(balance)
    expect(assessRefund(executed.tx)).toMatchObject({ hasRefundFields: false, maxRefund: 0n })
    expect(isPlainRejection(executed.tx, safe)).toBe(true)
  })
})
