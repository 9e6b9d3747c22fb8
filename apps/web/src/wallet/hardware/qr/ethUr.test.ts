import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from '@assent/devnet'
import { bytesToHex, type Hex, hexToBytes, recoverTypedDataAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { MINIMAL_WORDS } from './bytewords'
import { type CborValue, encodeCbor } from './cbor'
import {
  decodeEthSignature,
  decodeEthSignRequest,
  decodeHdKey,
  encodeEthSignature,
  encodeEthSignRequest,
  encodeHdKey,
  formatKeyPath,
  newRequestId,
  parseKeyPath,
  SIGN_DATA_TYPE,
} from './ethUr'
import { deriveQrAccounts } from './hdAccounts'
import { encodeUrParts, UrCollector } from './ur'

const typedData = {
  domain: { chainId: 31337, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
  types: {
    SafeMessage: [{ name: 'message', type: 'bytes' }],
  },
  primaryType: 'SafeMessage',
  message: { message: `0x${'ab'.repeat(300)}` },
} as const

function readBack(parts: string[]) {
  const collector = new UrCollector()
  let result: ReturnType<UrCollector['receive']>
  // Scanned out of order and twice over, as a camera reads an animation.
  for (const part of [...parts.slice(1), ...parts, ...parts]) {
    result = collector.receive(part.toUpperCase()) ?? result
  }
  return result
}

describe('UR bytewords', () => {
  it('has 256 distinct two-letter codes', () => {
    expect(new Set(MINIMAL_WORDS).size).toBe(256)
  })
})

describe('eth-sign-request', () => {
  const path = { components: parseKeyPath("m/44'/60'/0'/0/3"), sourceFingerprint: 0x12345678 }

  it('round-trips a large typed-data request through animated multi-part QR codes', () => {
    const requestId = newRequestId()
    const ur = encodeEthSignRequest({
      requestId,
      signData: new TextEncoder().encode(JSON.stringify(typedData)),
      dataType: SIGN_DATA_TYPE.typedData,
      chainId: 31337,
      path,
      address: DEVNET_ACCOUNTS[3]?.address,
      origin: 'Assent',
    })
    const parts = encodeUrParts(ur)
    expect(parts.length).toBeGreaterThan(3)
    expect(parts[0]).toMatch(/^ur:eth-sign-request\/1-\d+\/[a-z]+$/)
    const scanned = readBack(parts)
    expect(scanned).toBeDefined()
    const request = decodeEthSignRequest(scanned as NonNullable<typeof scanned>)
    expect(bytesToHex(request.requestId)).toBe(bytesToHex(requestId))
    expect(JSON.parse(new TextDecoder().decode(request.signData))).toEqual(typedData)
    expect(request.dataType).toBe(SIGN_DATA_TYPE.typedData)
    expect(request.chainId).toBe(31337)
    expect(formatKeyPath(request.path.components)).toBe("m/44'/60'/0'/0/3")
    expect(request.path.sourceFingerprint).toBe(0x12345678)
    expect(request.address).toBe(DEVNET_ACCOUNTS[3]?.address)
    expect(request.origin).toBe('Assent')
  })

  it('fits a small request in one QR code', () => {
    const ur = encodeEthSignRequest({
      requestId: newRequestId(),
      signData: hexToBytes('0x02c0'),
      dataType: SIGN_DATA_TYPE.typedTransaction,
      path,
    })
    const parts = encodeUrParts(ur)
    expect(parts).toHaveLength(1)
    expect(
      decodeEthSignRequest(readBack(parts) as NonNullable<ReturnType<typeof readBack>>),
    ).toMatchObject({
      dataType: SIGN_DATA_TYPE.typedTransaction,
    })
  })

  it('refuses a misread part and text that is no UR', () => {
    const [part] = encodeUrParts(
      encodeEthSignRequest({
        requestId: newRequestId(),
        signData: hexToBytes('0x02c0'),
        dataType: SIGN_DATA_TYPE.typedTransaction,
        path,
      }),
    )
    // One byte read as another valid word: only the checksum can tell.
    const text = part as string
    const at = text.length - 10
    const misread = `${text.slice(0, at)}${text.slice(at, at + 2) === 'ae' ? 'ad' : 'ae'}${text.slice(at + 2)}`
    expect(() => new UrCollector().receive(misread)).toThrow(/checksum mismatch/)
    expect(() => new UrCollector().receive('https://example.invalid')).toThrow(/not a UR/)
  })
})

describe('eth-signature', () => {
  const owner = privateKeyToAccount(DEVNET_ACCOUNTS[3]?.privateKey as Hex)

  it('gives back the device’s signature for the request shown', async () => {
    const requestId = newRequestId()
    const signature = await owner.signTypedData(typedData)
    const [part] = encodeUrParts(encodeEthSignature({ requestId, signature }))
    const ur = new UrCollector().receive(part as string)
    const read = decodeEthSignature(ur as NonNullable<typeof ur>, requestId)
    expect(read).toBe(signature)
    await expect(recoverTypedDataAddress({ ...typedData, signature: read })).resolves.toBe(
      owner.address,
    )
  })

  it('rejects an answer to another request with a clear error', async () => {
    const signature = await owner.signTypedData(typedData)
    const ur = encodeEthSignature({ requestId: newRequestId(), signature })
    expect(() => decodeEthSignature(ur, newRequestId())).toThrow(
      /This signature answers another request .*not the one shown/,
    )
  })

  it('rejects a signature that is not 65 bytes', () => {
    const requestId = newRequestId()
    const ur = encodeEthSignature({ requestId, signature: `0x${'11'.repeat(64)}` })
    expect(() => decodeEthSignature(ur, requestId)).toThrow(
      'eth-signature: a signature is 65 bytes, this one is 64',
    )
  })

  it('rejects another UR type where a signature is expected', () => {
    const ur = encodeEthSignRequest({
      requestId: newRequestId(),
      signData: hexToBytes('0x02c0'),
      dataType: SIGN_DATA_TYPE.typedTransaction,
      path: { components: [] },
    })
    expect(() => decodeEthSignature(ur, newRequestId())).toThrow(
      'Expected a eth-signature QR code, got eth-sign-request',
    )
  })
})

describe('crypto-hdkey pairing', () => {
  it('derives the device’s accounts m/44’/60’/0’/0/i from its account key', () => {
    const master = mnemonicToAccount(DEVNET_MNEMONIC, { path: "m/44'/60'/0'" }).getHdKey()
    const ur = encodeHdKey({
      publicKey: master.publicKey as Uint8Array,
      chainCode: master.chainCode as Uint8Array,
      origin: { components: parseKeyPath("m/44'/60'/0'"), sourceFingerprint: 0x0a0b0c0d },
      name: 'Test device',
    })
    const key = decodeHdKey(ur)
    expect(key.name).toBe('Test device')
    const accounts = deriveQrAccounts(key, 4)
    expect(accounts.map((a) => a.address)).toEqual(
      DEVNET_ACCOUNTS.slice(0, 4).map((a) => a.address),
    )
    expect(formatKeyPath(accounts[2]?.path.components ?? [])).toBe("m/44'/60'/0'/0/2")
    expect(accounts[2]?.path.sourceFingerprint).toBe(0x0a0b0c0d)
  })

  it('refuses a key without a chain code, a private key and a bad path', () => {
    const master = mnemonicToAccount(DEVNET_MNEMONIC, { path: "m/44'/60'/0'" }).getHdKey()
    const publicKey = master.publicKey as Uint8Array
    const noChainCode = { type: 'crypto-hdkey', cbor: encodeCbor(new Map([[3, publicKey]])) }
    expect(() => decodeHdKey(noChainCode)).toThrow(
      'crypto-hdkey: the chain code (needed to derive accounts) is missing',
    )
    const privateKey = {
      type: 'crypto-hdkey',
      cbor: encodeCbor(
        new Map<number, CborValue>([
          [2, true],
          [3, publicKey],
        ]),
      ),
    }
    expect(() => decodeHdKey(privateKey)).toThrow('this is a private key')
    expect(() => parseKeyPath("m/44'/x")).toThrow(
      'Bad derivation path "m/44\'/x": "x" is not an index',
    )
  })
})
