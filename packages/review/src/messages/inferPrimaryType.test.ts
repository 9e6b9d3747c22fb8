import { describe, expect, it } from 'vitest'
import { PrimaryTypeInferenceError } from '../errors/typedData'
import { mailTypedData } from '../test-utils/mailTypedData'
import { inferPrimaryType } from './inferPrimaryType'

describe('inferPrimaryType', () => {
  it('infers the primary type from the struct nobody references', () => {
    expect(inferPrimaryType(mailTypedData.types)).toBe('Mail')
  })

  it('refuses types with no candidate or more than one, in the words the web app shows', () => {
    // MessageContentView shows "This typed data cannot be read: <message>".
    expect(() => inferPrimaryType({ A: [], B: [] })).toThrow(
      new PrimaryTypeInferenceError({ candidates: ['A', 'B'] }),
    )
    expect(() => inferPrimaryType({ A: [], B: [] })).toThrow(
      "The typed data's primary type is ambiguous (A, B)",
    )
    const loop = {
      A: [{ name: 'b', type: 'B' }],
      B: [{ name: 'a', type: 'A[]' }],
    }
    expect(() => inferPrimaryType(loop)).toThrow(
      expect.objectContaining({
        name: 'PrimaryTypeInferenceError',
        message: 'The typed data has no primary type',
        candidates: [],
      }),
    )
  })
})
