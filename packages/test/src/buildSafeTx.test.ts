import { describe, expect, it } from 'vitest'
import { buildSafeTx } from './index'

describe('buildSafeTx', () => {
  it('fills a plain CALL with zero gas fields and keeps what is given', () => {
    const to = '0x000000000000000000000000000000000000bEEF'
    expect(buildSafeTx({ to })).toEqual({
      to,
      value: 0n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: 0n,
    })
    expect(buildSafeTx({ to, nonce: 5n, operation: 1, data: '0x12' })).toMatchObject({
      nonce: 5n,
      operation: 1,
      data: '0x12',
      value: 0n,
    })
  })
})
