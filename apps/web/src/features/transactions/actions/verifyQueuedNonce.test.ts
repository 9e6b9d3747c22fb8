import {
  baseTx,
  chainId,
  detailsOf,
  safeAddress,
  safeVersion,
} from '@assent/review/test-utils/fixtures'
import { describe, expect, it } from 'vitest'
import { verifyQueuedNonce } from './verifyQueuedNonce'

const details = detailsOf(baseTx, [])
const params = {
  requestedTxId: details.txId,
  details,
  chainId,
  safeAddress,
  safeVersion,
  listedNonce: 7,
  onChainNonce: 7,
}

describe('verifyQueuedNonce', () => {
  it("takes the nonce from the transaction's own hashed fields", () => {
    // The hash is recomputed here: the one the transaction id ends with.
    const safeTxHash = details.txId.split('_').at(-1)
    expect(verifyQueuedNonce(params)).toEqual({ ok: true, nonce: 7, safeTxHash })
    expect(verifyQueuedNonce({ ...params, onChainNonce: undefined })).toEqual({
      ok: true,
      nonce: 7,
      safeTxHash,
    })
  })

  it('refuses a list nonce the fields do not carry', () => {
    const check = verifyQueuedNonce({ ...params, listedNonce: 8 })
    expect(check).toEqual({ ok: false, reason: expect.stringContaining('lists nonce 8') })
  })

  it('refuses fields that do not hash to the listed transaction', () => {
    const tampered = {
      ...details,
      detailedExecutionInfo: { ...details.detailedExecutionInfo, nonce: 9 },
    } as typeof details
    expect(verifyQueuedNonce({ ...params, details: tampered, listedNonce: 9 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('does not hash'),
    })
    const other = detailsOf({ ...baseTx, value: 1n }, [])
    expect(verifyQueuedNonce({ ...params, details: other })).toMatchObject({ ok: false })
  })

  it('refuses a nonce the Safe is already past on chain', () => {
    expect(verifyQueuedNonce({ ...params, onChainNonce: 8 })).toEqual({
      ok: false,
      reason: 'Nonce 7 is already used: the Safe is at nonce 8 on chain.',
    })
  })

  it('refuses another Safe and an unknown version', () => {
    expect(
      verifyQueuedNonce({ ...params, safeAddress: '0x3333333333333333333333333333333333333333' }),
    ).toMatchObject({ ok: false })
    expect(verifyQueuedNonce({ ...params, safeVersion: null })).toMatchObject({ ok: false })
  })
})
