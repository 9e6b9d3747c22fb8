import { describe, expect, it } from 'vitest'
import { buildSignatureBytes } from '../signatures/buildSignatureBytes'
import { parseSignatureBytes } from '../signatures/parseSignatureBytes'
import { splitSignature } from '../signatures/splitSignature'
import { parseSafeVersion } from '../version/compareSafeVersions'
import {
  BaseError,
  DuplicateSignerError,
  InvalidSafeVersionError,
  InvalidSignatureError,
} from './BaseError'

/** The error `run` throws, for assertions on its class and text. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

const signer = '0x1111111111111111111111111111111111111111'

describe('core errors', () => {
  it('bad signature bytes throw InvalidSignatureError with the exact text', () => {
    const error = thrown(() => splitSignature('0x1234'))
    expect(error).toBeInstanceOf(InvalidSignatureError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      name: 'InvalidSignatureError',
      message: 'Invalid signature: expected 65 bytes',
    })
    expect(thrown(() => parseSignatureBytes('0x12'))).toMatchObject({
      name: 'InvalidSignatureError',
      message: 'Invalid signature bytes: length is not a multiple of 65',
    })
  })

  it('the same signer twice throws DuplicateSignerError', () => {
    const data = `0x${'11'.repeat(64)}1b` as const
    const error = thrown(() =>
      buildSignatureBytes([
        { signer, data },
        { signer, data },
      ]),
    )
    expect(error).toBeInstanceOf(DuplicateSignerError)
    expect((error as Error).message).toBe(`Duplicate signer: ${signer}`)
  })

  it('a malformed version throws InvalidSafeVersionError', () => {
    expect(thrown(() => parseSafeVersion('one.two'))).toBeInstanceOf(InvalidSafeVersionError)
  })
})
