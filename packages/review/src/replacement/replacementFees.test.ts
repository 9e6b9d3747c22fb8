import { parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkReplacementFees } from './checkReplacementFees'
import { minimumReplacementFees } from './minimumReplacementFees'
import { suggestReplacementFees } from './suggestReplacementFees'

const original = { maxFeePerGas: parseGwei('20'), maxPriorityFeePerGas: parseGwei('1') }

describe('minimumReplacementFees', () => {
  it('raises both fields by 10 %, rounded up, and never leaves a tiny fee equal', () => {
    expect(minimumReplacementFees(original)).toEqual({
      maxFeePerGas: parseGwei('22'),
      maxPriorityFeePerGas: parseGwei('1.1'),
    })
    expect(minimumReplacementFees({ maxFeePerGas: 101n, maxPriorityFeePerGas: 1n })).toEqual({
      maxFeePerGas: 112n,
      maxPriorityFeePerGas: 2n,
    })
    expect(minimumReplacementFees({ maxFeePerGas: 0n, maxPriorityFeePerGas: 0n })).toEqual({
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    })
  })
})

describe('checkReplacementFees', () => {
  it('accepts exactly the 10 % raise', () => {
    expect(checkReplacementFees({ original, offered: minimumReplacementFees(original) })).toEqual({
      ok: true,
    })
  })

  it('refuses an equal offer, naming both minimums', () => {
    const check = checkReplacementFees({ original, offered: original })
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.reason).toBe(
      "The new fees must be at least 10 % above the pending transaction's: at least max fee 22 gwei and priority fee 1.1 gwei. Nothing was sent.",
    )
  })

  it('refuses a raised max fee with a lower priority fee', () => {
    const check = checkReplacementFees({
      original,
      offered: { maxFeePerGas: parseGwei('50'), maxPriorityFeePerGas: parseGwei('0.5') },
    })
    expect(check.ok ? '' : check.reason).toBe(
      "The new fees must be at least 10 % above the pending transaction's: at least priority fee 1.1 gwei. Nothing was sent.",
    )
  })
})

describe('suggestReplacementFees', () => {
  it('takes the market where it is higher and the minimum raise elsewhere', () => {
    expect(
      suggestReplacementFees({
        original,
        market: { maxFeePerGas: parseGwei('90'), maxPriorityFeePerGas: parseGwei('1') },
      }),
    ).toEqual({ maxFeePerGas: parseGwei('90'), maxPriorityFeePerGas: parseGwei('1.1') })
    expect(suggestReplacementFees({ original })).toEqual(minimumReplacementFees(original))
  })
})
