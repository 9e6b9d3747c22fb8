import fc from 'fast-check'
import { getAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSafeTransactionError } from '../errors/BaseError'
import { bytesArbitrary, safeTransactionArbitrary } from '../test-utils/safeTransactionArbitrary'
import { buildSafeTransaction } from './buildSafeTransaction'
import { decodeExecTransaction } from './decodeExecTransaction'
import { encodeExecTransaction } from './encodeExecTransaction'

const to = getAddress('0x00000000000000000000000000000000deadbeef')

/** The error `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('decodeExecTransaction', () => {
  const signatures = `0x${'11'.repeat(65)}` as const

  it('reads back what encodeExecTransaction wrote, with the nonce it is given', () => {
    fc.assert(
      fc.property(safeTransactionArbitrary, bytesArbitrary, (tx, sigs) => {
        expect(decodeExecTransaction(encodeExecTransaction(tx, sigs), { nonce: tx.nonce })).toEqual(
          { tx, signatures: sigs },
        )
      }),
    )
  })

  it('leaves the nonce out when none is given (the calldata has none)', () => {
    const tx = buildSafeTransaction({ to, value: 5n, nonce: 9n })
    const { nonce: _nonce, ...fields } = tx
    expect(decodeExecTransaction(encodeExecTransaction(tx, signatures))).toEqual({
      tx: fields,
      signatures,
    })
  })

  it.each([
    ['nothing', '0x', 'selector 0x is not execTransaction (0x6a761202)'],
    ['another call', '0xa9059cbb00', 'selector 0xa9059cbb is not execTransaction (0x6a761202)'],
    ['text', 'execTransaction', 'not hex'],
  ])('refuses %s', (_what, data, reason) => {
    const error = thrown(() => decodeExecTransaction(data as Hex))
    expect(error).toBeInstanceOf(InvalidSafeTransactionError)
    expect(error).toMatchObject({ message: `Invalid execTransaction calldata: ${reason}` })
  })

  it('refuses truncated calldata and an operation a Safe cannot run', () => {
    const data = encodeExecTransaction(buildSafeTransaction({ to }), signatures)
    expect(() => decodeExecTransaction(data.slice(0, 200) as Hex)).toThrow(
      /^Invalid execTransaction calldata: the arguments do not decode \(/,
    )
    // The operation is the fourth 32-byte word after the selector.
    const at = 10 + 3 * 64
    const delegate2 = `${data.slice(0, at + 62)}02${data.slice(at + 64)}` as Hex
    expect(() => decodeExecTransaction(delegate2)).toThrow(
      'Invalid execTransaction calldata: operation 2 is neither CALL (0) nor DELEGATE (1)',
    )
  })
})
