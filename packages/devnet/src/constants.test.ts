import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from './constants'

describe('DEVNET_ACCOUNTS', () => {
  it('are accounts 0..9 of the default anvil mnemonic', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10)
    DEVNET_ACCOUNTS.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
      expect(account.address).toBe(derived.address)
      expect(derived.getHdKey().privateKey).toEqual(
        Uint8Array.from(Buffer.from(account.privateKey.slice(2), 'hex')),
      )
    })
  })
})
