import { ALLOWANCE_MODULE_0_1_1 } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { isSpendingLimitTransfer, SPENDING_LIMIT_MODULE } from './spendingLimitTransfer'

describe('isSpendingLimitTransfer', () => {
  it('names the module @assent/core deploys', () => {
    expect(SPENDING_LIMIT_MODULE).toBe(ALLOWANCE_MODULE_0_1_1.toLowerCase())
  })

  it('tells the spending-limit module from other modules and from owners', () => {
    const byModule = (value: string) => ({
      executionInfo: { type: 'MODULE' as const, address: { value } },
    })
    expect(isSpendingLimitTransfer(byModule(ALLOWANCE_MODULE_0_1_1))).toBe(true)
    expect(isSpendingLimitTransfer(byModule('0x000000000000000000000000000000000000dEaD'))).toBe(
      false,
    )
    expect(isSpendingLimitTransfer({ executionInfo: null })).toBe(false)
  })
})
