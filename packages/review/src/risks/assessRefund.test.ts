import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { baseTx } from '../test-utils/fixtures'
import { assessRefund, EXECUTION_OVERHEAD_GAS } from './assessRefund'
import { formatRefund } from './formatRefund'

const eth = { symbol: 'ETH', decimals: 18 }
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('assessRefund', () => {
  it('finds nothing in a transaction proposed as Safe{Wallet} and Assent do', () => {
    expect(assessRefund(baseTx)).toEqual({
      hasRefundFields: false,
      pays: false,
      gasToken: zeroAddress,
      receiver: 'executor',
      maxRefund: 0n,
    })
  })

  it('flags each refund field on its own', () => {
    for (const field of [
      { gasPrice: 1n },
      { baseGas: 1n },
      { gasToken: token },
      { refundReceiver: token },
    ] as const) {
      expect(assessRefund({ ...baseTx, ...field }).hasRefundFields).toBe(true)
    }
  })

  it('bounds the payment by safeTxGas, the overhead and baseGas, times gasPrice', () => {
    const refund = assessRefund({ ...baseTx, safeTxGas: 100_000n, baseGas: 50_000n, gasPrice: 3n })
    expect(refund.pays).toBe(true)
    expect(refund.maxRefund).toBe((100_000n + EXECUTION_OVERHEAD_GAS + 50_000n) * 3n)
  })

  it('says nothing is paid when gasPrice is zero', () => {
    const refund = assessRefund({ ...baseTx, baseGas: 10n ** 12n, refundReceiver: token })
    expect(refund).toMatchObject({ hasRefundFields: true, pays: false, maxRefund: 0n })
    expect(formatRefund(refund, eth, undefined)).toBe('nothing (gasPrice is 0)')
  })
})

describe('formatRefund', () => {
  it('shows the native ceiling in coins and base units', () => {
    const refund = assessRefund({ ...baseTx, baseGas: 9_000_000_000n, gasPrice: 10n ** 9n })
    expect(formatRefund(refund, eth, undefined)).toBe(
      `up to 9.00004 ETH (${(9_000_040_000n * 10n ** 9n).toString()} base units)`,
    )
  })

  it('never hides the raw amount of a token, and says when its decimals are unverified', () => {
    const refund = assessRefund({ ...baseTx, gasToken: token, baseGas: 1_000n, gasPrice: 1n })
    expect(formatRefund(refund, eth, undefined)).toBe(
      `up to 41000 base units of token ${token} (decimals unknown)`,
    )
    expect(formatRefund(refund, eth, { symbol: 'USDC', decimals: 6, verified: false })).toBe(
      `up to 0.041 USDC (41000 base units of ${token}, symbol and decimals unverified)`,
    )
  })
})
