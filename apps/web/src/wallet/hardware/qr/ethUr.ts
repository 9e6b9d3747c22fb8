import { type Address, bytesToHex, getAddress, type Hex, hexToBytes } from 'viem'
import { CborTagged, type CborValue, decodeCbor, encodeCbor } from './cbor'
import type { Ur } from './ur'

/**
 * The Ethereum UR types of air-gapped signers (Keystone's registry): the wallet sends an
 * `eth-sign-request`, the device answers with an `eth-signature` carrying the same request id,
 * and pairing reads the device's `crypto-hdkey`.
 */
export const UR_TYPES = {
  signRequest: 'eth-sign-request',
  signature: 'eth-signature',
  hdkey: 'crypto-hdkey',
  account: 'crypto-account',
} as const

const TAG_UUID = 37
const TAG_KEYPATH = 304
/** CBOR tag of a crypto-hdkey inside another UR (a crypto-account's output descriptors). */
export const TAG_HDKEY = 303

/** What the device is asked to sign (the `data-type` of eth-sign-request). */
export const SIGN_DATA_TYPE = {
  transaction: 1,
  typedData: 2,
  personalMessage: 3,
  typedTransaction: 4,
} as const
export type SignDataType = (typeof SIGN_DATA_TYPE)[keyof typeof SIGN_DATA_TYPE]

export type KeyPath = {
  components: { index: number; hardened: boolean }[]
  sourceFingerprint?: number
}

export type EthSignRequest = {
  requestId: Uint8Array
  signData: Uint8Array
  dataType: SignDataType
  chainId?: number
  path: KeyPath
  address?: Address
  origin?: string
}

export type EthSignature = { requestId: Uint8Array; signature: Hex; origin?: string }

export type HdKey = {
  publicKey: Uint8Array
  /** Present on a key accounts are derived from; a single account's key may lack it. */
  chainCode?: Uint8Array
  /** Where the key sits in the device's tree, e.g. m/44'/60'/0'. */
  origin: KeyPath
  name?: string
}

const HARDENED = 0x80000000

export function parseKeyPath(path: string): KeyPath['components'] {
  const parts = path.trim().split('/')
  if (parts[0] === 'm') parts.shift()
  return parts.map((part) => {
    const hardened = part.endsWith("'") || part.endsWith('h')
    const index = Number(hardened ? part.slice(0, -1) : part)
    if (!Number.isInteger(index) || index < 0 || index >= HARDENED) {
      throw new Error(`Bad derivation path "${path}": "${part}" is not an index`)
    }
    return { index, hardened }
  })
}

export function formatKeyPath(components: KeyPath['components']): string {
  return ['m', ...components.map((c) => `${c.index}${c.hardened ? "'" : ''}`)].join('/')
}

function keyPathCbor(path: KeyPath): CborTagged {
  const map = new Map<number, CborValue>([
    [1, path.components.flatMap((c) => [c.index, c.hardened])],
  ])
  if (path.sourceFingerprint !== undefined) map.set(2, path.sourceFingerprint)
  return new CborTagged(TAG_KEYPATH, map)
}

function readKeyPath(value: CborValue | undefined, what: string): KeyPath {
  const map = value instanceof CborTagged && value.tag === TAG_KEYPATH ? value.value : value
  if (!(map instanceof Map)) throw new Error(`${what}: no key path`)
  const flat = map.get(1)
  if (!Array.isArray(flat) || flat.length % 2 !== 0) throw new Error(`${what}: bad key path`)
  const components: KeyPath['components'] = []
  for (let i = 0; i < flat.length; i += 2) {
    const index = flat[i]
    const hardened = flat[i + 1]
    if (typeof index !== 'number' || typeof hardened !== 'boolean') {
      throw new Error(`${what}: bad key path component`)
    }
    components.push({ index, hardened })
  }
  const fingerprint = map.get(2)
  return typeof fingerprint === 'number'
    ? { components, sourceFingerprint: fingerprint }
    : { components }
}

function bytesOf(value: CborValue | undefined, what: string): Uint8Array {
  const inner = value instanceof CborTagged ? value.value : value
  if (!(inner instanceof Uint8Array)) throw new Error(`${what} is missing`)
  return inner
}

/** The CBOR map a UR of `type` carries (tagged or not); another type is refused by name. */
export function mapOf(ur: Ur, type: string): Map<number, CborValue> {
  if (ur.type !== type) throw new Error(`Expected a ${type} QR code, got ${ur.type}`)
  const value = decodeCbor(ur.cbor)
  const map = value instanceof CborTagged ? value.value : value
  if (!(map instanceof Map)) throw new Error(`${type}: not a CBOR map`)
  return map
}

/** A random 16-byte request id (the device echoes it in its answer). */
export function newRequestId(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(16))
}

export function encodeEthSignRequest(request: EthSignRequest): Ur {
  const map = new Map<number, CborValue>([
    [1, new CborTagged(TAG_UUID, request.requestId)],
    [2, request.signData],
    [3, request.dataType],
    [5, keyPathCbor(request.path)],
  ])
  if (request.chainId !== undefined) map.set(4, request.chainId)
  if (request.address) map.set(6, hexToBytes(request.address))
  if (request.origin) map.set(7, request.origin)
  return { type: UR_TYPES.signRequest, cbor: encodeCbor(map) }
}

export function decodeEthSignRequest(ur: Ur): EthSignRequest {
  const map = mapOf(ur, UR_TYPES.signRequest)
  const dataType = map.get(3)
  if (!Object.values(SIGN_DATA_TYPE).includes(dataType as SignDataType)) {
    throw new Error(`eth-sign-request: unknown data type ${String(dataType)}`)
  }
  const chainId = map.get(4)
  const address = map.get(6)
  const origin = map.get(7)
  return {
    requestId: bytesOf(map.get(1), 'eth-sign-request: the request id'),
    signData: bytesOf(map.get(2), 'eth-sign-request: the sign data'),
    dataType: dataType as SignDataType,
    path: readKeyPath(map.get(5), 'eth-sign-request'),
    ...(typeof chainId === 'number' ? { chainId } : {}),
    ...(address instanceof Uint8Array ? { address: getAddress(bytesToHex(address)) } : {}),
    ...(typeof origin === 'string' ? { origin } : {}),
  }
}

export function encodeEthSignature(answer: EthSignature): Ur {
  const map = new Map<number, CborValue>([
    [1, new CborTagged(TAG_UUID, answer.requestId)],
    [2, hexToBytes(answer.signature)],
  ])
  if (answer.origin) map.set(3, answer.origin)
  return { type: UR_TYPES.signature, cbor: encodeCbor(map) }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Reads the device's answer to `requestId`. An answer to another request (an old QR code
 * still on the device's screen) or a signature that is not 65 bytes is refused.
 */
export function decodeEthSignature(ur: Ur, requestId: Uint8Array): Hex {
  const map = mapOf(ur, UR_TYPES.signature)
  const answered = bytesOf(map.get(1), 'eth-signature: the request id')
  if (!sameBytes(answered, requestId)) {
    throw new Error(
      `This signature answers another request (${bytesToHex(answered)}), not the one shown (${bytesToHex(requestId)}). Scan the device's answer to the QR code on this screen.`,
    )
  }
  const signature = bytesOf(map.get(2), 'eth-signature: the signature')
  if (signature.length !== 65) {
    throw new Error(`eth-signature: a signature is 65 bytes, this one is ${signature.length}`)
  }
  return bytesToHex(signature)
}

/** The CBOR map of a crypto-hdkey, as a UR of its own or inside a crypto-account. */
export function hdKeyMap(key: HdKey): Map<number, CborValue> {
  const map = new Map<number, CborValue>([
    [3, key.publicKey],
    [6, keyPathCbor(key.origin)],
  ])
  if (key.chainCode) map.set(4, key.chainCode)
  if (key.name) map.set(9, key.name)
  return map
}

export function encodeHdKey(key: HdKey): Ur {
  return { type: UR_TYPES.hdkey, cbor: encodeCbor(hdKeyMap(key)) }
}

/** Reads a crypto-hdkey's map; a private key is refused, never read. */
export function readHdKeyMap(map: Map<number, CborValue>): HdKey {
  if (map.get(2) === true) throw new Error('crypto-hdkey: this is a private key; never show it')
  const publicKey = bytesOf(map.get(3), 'crypto-hdkey: the key data')
  if (publicKey.length !== 33) {
    throw new Error('crypto-hdkey: the key is not a compressed public key')
  }
  const chainCode = map.get(4)
  const name = map.get(9)
  return {
    publicKey,
    ...(chainCode instanceof Uint8Array ? { chainCode } : {}),
    origin: readKeyPath(map.get(6), 'crypto-hdkey origin'),
    ...(typeof name === 'string' ? { name } : {}),
  }
}

export function decodeHdKey(ur: Ur): HdKey {
  const map = mapOf(ur, UR_TYPES.hdkey)
  if (map.get(2) !== true && !(map.get(4) instanceof Uint8Array)) {
    throw new Error('crypto-hdkey: the chain code (needed to derive accounts) is missing')
  }
  return readHdKeyMap(map)
}
