// @vitest-environment node
import {
  keccak256,
  recoverAddress,
  recoverMessageAddress,
  recoverTransactionAddress,
  serializeTransaction,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { createLedgerEthApp } from '../createLedgerEthApp'
import { ledgerAccountPath } from '../ledgerAccountPath'
import { createTestLedgerTransport, type TestLedgerScreen } from './createTestLedgerTransport'

// The test build's device must answer as the Ethereum app does, or the browser suite would
// prove nothing: the app's real command encoder talks to it here.
const MNEMONIC = 'test test test test test test test test test test test junk'
// anvil's account 0 is m/44'/60'/0'/0/0: Ledger Live's account 1 on this mnemonic.
const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function testDevice() {
  const screens: TestLedgerScreen[] = []
  const transport = createTestLedgerTransport({
    mnemonic: MNEMONIC,
    onScreen: (screen) => screens.push(screen),
  })
  return { app: createLedgerEthApp(transport), transport, screens }
}

describe('createTestLedgerTransport', () => {
  it('derives addresses at any Ethereum path, and says when it showed one', async () => {
    const { app, screens } = testDevice()
    const first = await app.getAddress(ledgerAccountPath('ledgerLive', 0))
    expect(first.address).toBe(ANVIL_ACCOUNT_0)
    const legacy = await app.getAddress(ledgerAccountPath('legacy', 1), { display: true })
    expect(legacy.address).not.toBe(ANVIL_ACCOUNT_0)
    expect(screens.map((screen) => screen.kind === 'address' && screen.shown)).toEqual([
      false,
      true,
    ])
  })

  it('signs hashed typed data, a chunked message and a chunked transaction with the path key', async () => {
    const { app, screens } = testDevice()
    const path = ledgerAccountPath('ledgerLive', 0)
    const domainHash = keccak256(toHex('d'))
    const messageHash = keccak256(toHex('m'))
    const typed = await app.signEip712Hashed(path, { domainHash, messageHash })
    const hash = keccak256(`0x1901${domainHash.slice(2)}${messageHash.slice(2)}`)
    expect(await recoverAddress({ hash, signature: { ...typed, v: BigInt(typed.v) } })).toBe(
      ANVIL_ACCOUNT_0,
    )
    expect(screens.at(-1)).toEqual({ kind: 'eip712', path, domainHash, messageHash })

    const message = toHex('x'.repeat(600))
    const personal = await app.signPersonalMessage(path, message)
    expect(
      await recoverMessageAddress({
        message: { raw: message },
        signature: { ...personal, v: BigInt(personal.v) },
      }),
    ).toBe(ANVIL_ACCOUNT_0)

    const transaction = {
      type: 'eip1559',
      chainId: 31337,
      nonce: 1,
      gas: 100_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      to: ANVIL_ACCOUNT_0,
      data: toHex(new Uint8Array(700).fill(7)),
    } as const
    const signed = await app.signTransaction(path, serializeTransaction(transaction))
    expect(
      await recoverTransactionAddress({
        serializedTransaction: serializeTransaction(transaction, {
          r: signed.r,
          s: signed.s,
          yParity: signed.v,
        }),
      }),
    ).toBe(ANVIL_ACCOUNT_0)
  })

  it('answers what the app answers to what it does not know', async () => {
    const { transport } = testDevice()
    const { Buffer } = await import('buffer')
    const answer = async (hex: string) =>
      (await transport.exchange(Buffer.from(hex.replace(/ /g, ''), 'hex'))).toString('hex')
    expect(await answer('b0 01 00 00 00')).toBe('6e00')
    expect(await answer('e0 ff 00 00 00')).toBe('6d00')
    expect(await answer('e0 02 00 00 09 01 8000002c')).toBe('6700')
    // Not an Ethereum path (44'/0'): refused.
    expect(await answer('e0 02 00 00 09 02 8000002c 80000000')).toBe('6a80')
  })
})
