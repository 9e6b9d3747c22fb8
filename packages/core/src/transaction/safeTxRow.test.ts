import fc from 'fast-check'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSafeTransactionError } from '../errors/BaseError'
import { safeTransactionArbitrary } from '../test-utils/safeTransactionArbitrary'
import { fromSafeTxRow, type SafeTxRow, toSafeTxRow } from './safeTxRow'

const to = getAddress('0x00000000000000000000000000000000deadbeef')
const row: SafeTxRow = {
  to,
  value: '1000000000000000000',
  data: '0xa9059cbb',
  operation: 1,
  safeTxGas: '2',
  baseGas: '3',
  gasPrice: '4',
  gasToken: getAddress('0x0000000000000000000000000000000000000005'),
  refundReceiver: getAddress('0x0000000000000000000000000000000000000006'),
  nonce: '7',
}

/** The error `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('toSafeTxRow / fromSafeTxRow', () => {
  it('turn a SafeTx into its columns and back', () => {
    expect(toSafeTxRow(fromSafeTxRow(row))).toEqual(row)
    expect(fromSafeTxRow(row)).toEqual({
      to,
      value: 10n ** 18n,
      data: '0xa9059cbb',
      operation: 1,
      safeTxGas: 2n,
      baseGas: 3n,
      gasPrice: 4n,
      gasToken: row.gasToken,
      refundReceiver: row.refundReceiver,
      nonce: 7n,
    })
  })

  it('round-trip every SafeTx', () => {
    fc.assert(
      fc.property(safeTransactionArbitrary, (tx) => {
        expect(fromSafeTxRow(toSafeTxRow(tx))).toEqual(tx)
      }),
    )
  })

  it('read only the ten fields of a wider row, and checksum its addresses', () => {
    const stored = { ...row, to: row.to.toLowerCase() as Address, chainId: 1, proposer: null }
    expect(fromSafeTxRow(stored)).toEqual(fromSafeTxRow(row))
  })

  it.each([
    [{ value: '-1' }, 'Invalid SafeTx: value "-1" is not a decimal uint256'],
    [{ nonce: '0x10' }, 'Invalid SafeTx: nonce "0x10" is not a decimal uint256'],
    [
      { gasPrice: (2n ** 256n).toString() },
      `Invalid SafeTx: gasPrice "${2n ** 256n}" is not a decimal uint256`,
    ],
    [{ to: '0x1234' }, 'Invalid SafeTx: to "0x1234" is not an address'],
    [{ refundReceiver: 'nobody' }, 'Invalid SafeTx: refundReceiver "nobody" is not an address'],
    [{ data: '0xabc' }, 'Invalid SafeTx: data is not hex bytes'],
    [{ operation: 2 }, 'Invalid SafeTx: operation 2 is neither CALL (0) nor DELEGATE (1)'],
  ])('refuse %o with a clear error', (change, message) => {
    const error = thrown(() => fromSafeTxRow({ ...row, ...change } as SafeTxRow))
    expect(error).toBeInstanceOf(InvalidSafeTransactionError)
    expect(error).toMatchObject({ name: 'InvalidSafeTransactionError', message })
  })
})
