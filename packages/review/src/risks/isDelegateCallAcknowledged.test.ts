import { describe, expect, it } from 'vitest'
import { isDelegateCallAcknowledged } from './isDelegateCallAcknowledged'

describe('isDelegateCallAcknowledged', () => {
  it('accepts only the typed word', () => {
    expect(isDelegateCallAcknowledged(' DelegateCall ')).toBe(true)
    expect(isDelegateCallAcknowledged('delegate call')).toBe(false)
    expect(isDelegateCallAcknowledged('')).toBe(false)
  })
})
