// @vitest-environment node
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import {
  bytesToHex,
  type Hex,
  hashMessage,
  keccak256,
  parseSignature,
  recoverAddress,
  serializeTransaction,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createLedgerEthApp } from './createLedgerEthApp'
import { LEDGER_ERROR_TEXTS, LedgerDeviceError } from './ledgerDeviceError'

// Every exchange below is written from the Ethereum app's specification (CLA E0, INS, P1, P2,
// Lc, data; answers end with the status word), not recorded from this code: the replayer
// fails on the first APDU that differs. The device's signatures are real, made here with a
// known key, so what the app returns must recover to that key.

const device = privateKeyToAccount(
  '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
)
const PATH = "m/44'/60'/0'/0/0"
// 5 derivations, each index big-endian, hardened ones with the top bit.
const PATH_BYTES = '05 8000002c 8000003c 80000000 00000000 00000000'
const OK = '9000'
const hex = (value: Hex) => value.slice(2)

/** What the device answers to a signing command: v ‖ r ‖ s ‖ 9000. */
async function answer(hash: Hex, v: (yParity: number) => number): Promise<string> {
  const { r, s, yParity } = parseSignature(await device.sign({ hash }))
  return `${v(yParity).toString(16).padStart(2, '0')}${hex(r)}${hex(s)}${OK}`
}

async function replay(exchanges: string) {
  const store = RecordStore.fromString(exchanges)
  const transport = await openTransportReplayer(store)
  return { app: createLedgerEthApp(transport), store }
}

describe('createLedgerEthApp (replayed device)', () => {
  it('reads an address with GET ETH PUBLIC ADDRESS (INS 02), without showing it or with', async () => {
    const asciiAddress = bytesToHex(new TextEncoder().encode(device.address.slice(2)))
    const addressAnswer = `41 ${hex(device.publicKey)} 28 ${hex(asciiAddress)} ${OK}`
    const { app, store } = await replay(`
      => e0 02 00 00 15 ${PATH_BYTES}
      <= ${addressAnswer}
      => e0 02 01 00 15 ${PATH_BYTES}
      <= ${addressAnswer}
    `)
    expect(await app.getAddress(PATH)).toEqual({
      address: device.address,
      publicKey: device.publicKey,
    })
    expect((await app.getAddress(PATH, { display: true })).address).toBe(device.address)
    store.ensureQueueEmpty()
  })

  it('signs typed data with SIGN ETH EIP 712 (INS 0C), sending only the two hashes', async () => {
    const domainHash = keccak256(toHex('domain'))
    const messageHash = keccak256(toHex('message'))
    const hash = keccak256(`0x1901${hex(domainHash)}${hex(messageHash)}`)
    // Lc 0x55 = 1 + 5 × 4 + 32 + 32.
    const { app, store } = await replay(`
      => e0 0c 00 00 55 ${PATH_BYTES} ${hex(domainHash)} ${hex(messageHash)}
      <= ${await answer(hash, (parity) => 27 + parity)}
    `)
    const { v, r, s } = await app.signEip712Hashed(PATH, { domainHash, messageHash })
    expect(await recoverAddress({ hash, signature: { r, s, v: BigInt(v) } })).toBe(device.address)
    store.ensureQueueEmpty()
  })

  it('signs a long personal message in two chunks (INS 08, P1 00 then 80)', async () => {
    const message = new Uint8Array(300).map((_, index) => index % 251)
    // First chunk: 21 path bytes, the length (4 bytes: 0x12c = 300), then 230 message bytes.
    const { app, store } = await replay(`
      => e0 08 00 00 ff ${PATH_BYTES} 0000012c ${hex(bytesToHex(message.slice(0, 230)))}
      <= ${OK}
      => e0 08 80 00 46 ${hex(bytesToHex(message.slice(230)))}
      <= ${await answer(hashMessage({ raw: message }), (parity) => 27 + parity)}
    `)
    const { v, r, s } = await app.signPersonalMessage(PATH, bytesToHex(message))
    expect(
      await recoverAddress({
        hash: hashMessage({ raw: message }),
        signature: { r, s, v: BigInt(v) },
      }),
    ).toBe(device.address)
    store.ensureQueueEmpty()
  })

  it('signs an EIP-1559 transaction in chunks (INS 04), the device answering the y-parity', async () => {
    const unsigned = serializeTransaction({
      type: 'eip1559',
      chainId: 31337,
      nonce: 7,
      maxPriorityFeePerGas: 1_000_000_000n,
      maxFeePerGas: 3_000_000_000n,
      gas: 210_000n,
      to: '0x000000000000000000000000000000000000dEaD',
      value: 0n,
      data: `0x${'ab'.repeat(300)}`,
    })
    const bytes = hex(unsigned)
    const firstLength = 255 - 21
    const restLength = bytes.length / 2 - firstLength
    expect(restLength).toBeGreaterThan(0)
    expect(restLength).toBeLessThanOrEqual(255)
    const { app, store } = await replay(`
      => e0 04 00 00 ff ${PATH_BYTES} ${bytes.slice(0, firstLength * 2)}
      <= ${OK}
      => e0 04 80 00 ${restLength.toString(16).padStart(2, '0')} ${bytes.slice(firstLength * 2)}
      <= ${await answer(keccak256(unsigned), (parity) => parity)}
    `)
    const { v, r, s } = await app.signTransaction(PATH, unsigned)
    expect(v === 0 || v === 1).toBe(true)
    expect(
      await recoverAddress({ hash: keccak256(unsigned), signature: { r, s, yParity: v } }),
    ).toBe(device.address)
    store.ensureQueueEmpty()
  })

  it('turns status words into errors in words: rejected, blind signing off, app not open', async () => {
    const hashes = { domainHash: keccak256('0x01'), messageHash: keccak256('0x02') }
    const request = `e0 0c 00 00 55 ${PATH_BYTES} ${hex(hashes.domainHash)} ${hex(hashes.messageHash)}`
    const { app } = await replay(`
      => ${request}
      <= 6985
      => ${request}
      <= 6a80
      => ${request}
      <= 6e00
      => ${request}
      <= 6f42
    `)
    const rejected = await app.signEip712Hashed(PATH, hashes).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(LedgerDeviceError)
    expect(rejected).toMatchObject({ rejected: true, message: LEDGER_ERROR_TEXTS.rejected })
    await expect(app.signEip712Hashed(PATH, hashes)).rejects.toThrow(
      'The Ethereum app refused the data. If your Ledger says blind signing is off, turn on Settings → Blind signing in the Ethereum app, then try again.',
    )
    await expect(app.signEip712Hashed(PATH, hashes)).rejects.toThrow(
      'Open the Ethereum app on your Ledger, then try again.',
    )
    await expect(app.signEip712Hashed(PATH, hashes)).rejects.toThrow(
      'Your Ledger refused the request (status 0x6f42).',
    )
  })

  it('fails when the app sends another APDU than the specification asks for', async () => {
    const hashes = { domainHash: keccak256('0x01'), messageHash: keccak256('0x02') }
    // The same command for the legacy path m/44'/60'/0'/0: not what is asked below.
    const { app } = await replay(`
      => e0 0c 00 00 51 04 8000002c 8000003c 80000000 00000000 ${hex(hashes.domainHash)} ${hex(hashes.messageHash)}
      <= 9000
    `)
    const failure = await app.signEip712Hashed(PATH, hashes).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(LedgerDeviceError)
    expect(String((failure as Error).cause)).toMatch(/RecordStoreWrongAPDU|expected/)
  })
})
