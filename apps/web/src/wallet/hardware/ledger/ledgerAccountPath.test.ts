import { describe, expect, it } from 'vitest'
import { ledgerAccountPath } from './ledgerAccountPath'

describe('ledgerAccountPath', () => {
  it("numbers Ledger Live's accounts at the account level and legacy ones at the last", () => {
    expect(ledgerAccountPath('ledgerLive', 0)).toBe("m/44'/60'/0'/0/0")
    expect(ledgerAccountPath('ledgerLive', 4)).toBe("m/44'/60'/4'/0/0")
    expect(ledgerAccountPath('legacy', 4)).toBe("m/44'/60'/0'/4")
    expect(() => ledgerAccountPath('legacy', -1)).toThrow(
      'Account number -1 is not a whole number from 0 to 2147483647.',
    )
  })
})
