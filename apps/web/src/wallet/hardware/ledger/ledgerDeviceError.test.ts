import { createWalletClient, custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeWalletError } from '../../errors'
import { LEDGER_ERROR_TEXTS, LedgerDeviceError, ledgerStatusError } from './ledgerDeviceError'

describe('ledgerStatusError', () => {
  it('words the status words a person can act on, and names any other', () => {
    expect(ledgerStatusError(0x6985)).toMatchObject({
      message: 'You rejected the request on your Ledger.',
      rejected: true,
    })
    expect(ledgerStatusError(0x6a80).message).toBe(LEDGER_ERROR_TEXTS.blindSigning)
    expect(ledgerStatusError(0x5515).message).toBe(
      'Your Ledger is locked: unlock it with its PIN, open the Ethereum app, then try again.',
    )
    expect(ledgerStatusError(0x6d00).message).toBe(LEDGER_ERROR_TEXTS.appNotOpen)
    expect(ledgerStatusError(0x6b00).message).toBe(
      'The Ethereum app on your Ledger does not accept this request: update the app with Ledger Live, then try again.',
    )
    expect(ledgerStatusError(0x1234)).toMatchObject({
      message: 'Your Ledger refused the request (status 0x1234).',
      rejected: false,
    })
  })

  it("reaches the signer in the device's words through viem's wrapping", async () => {
    // What wagmi gets when the provider throws: viem wraps it in an RPC error.
    const wallet = createWalletClient({
      account: '0x0000000000000000000000000000000000000001',
      transport: custom({
        request: async () => {
          throw ledgerStatusError(0x6a80)
        },
      }),
    })
    const failure = await wallet.signMessage({ message: 'x' }).catch((error: unknown) => error)
    expect(describeWalletError(failure, 'signTypedData')).toEqual({
      title: 'Signature not created',
      message: LEDGER_ERROR_TEXTS.blindSigning,
      retry: true,
      rejected: false,
    })
    expect(describeWalletError(new LedgerDeviceError('Unplugged.'), 'connect').message).toBe(
      'Unplugged.',
    )
  })
})
