import { type Address, bytesToHex, getAddress, type Hex } from 'viem'

// The commands of Ledger's Ethereum app this wallet sends, as its technical specification
// ("Ethereum application: technical specifications", section "Commands") lays them out. Every
// command is an ISO 7816 APDU: CLA 0xE0, INS, P1, P2, Lc (length of the data, at most 255),
// data. A payload longer than one APDU goes in chunks: P1 0x00 on the first, 0x80 on each one
// after. Every answer ends with a two-byte status word (0x9000: done; see ledgerDeviceError).
//
// GET ETH PUBLIC ADDRESS     INS 0x02, P1 0x00 return / 0x01 show on the device first,
//                            P2 0x00 (no chain code).
//   data:   number of BIP-32 derivations (1) ‖ each index, big-endian (4 each)
//   answer: public key length (1) ‖ uncompressed public key (65) ‖ address length (1) ‖
//           address as ASCII hex, no 0x (40)
// SIGN ETH TRANSACTION       INS 0x04, P1 0x00 first chunk / 0x80 next, P2 0x00.
//   data:   derivations ‖ indices ‖ the unsigned transaction, cut into chunks; for EIP-1559
//           0x02 ‖ rlp([chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value,
//           data, accessList])
//   answer: v (1: the y-parity, 0 or 1, for typed transactions) ‖ r (32) ‖ s (32)
// SIGN ETH PERSONAL MESSAGE  INS 0x08, P1 0x00 first chunk / 0x80 next, P2 0x00.
//   data:   derivations ‖ indices ‖ message length, big-endian (4) ‖ the message, in chunks
//   answer: v (27 or 28) ‖ r ‖ s
// SIGN ETH EIP 712           INS 0x0C, P1 0x00, P2 0x00 (the "v0" form: hashes only, so no
//                            struct definitions and no clear-signing metadata are needed).
//   data:   derivations ‖ indices ‖ domain separator hash (32) ‖ message hash (32)
//   answer: v (27 or 28) ‖ r ‖ s

/** CLA of every Ethereum app command. */
const CLA = 0xe0
/** The instruction codes used here. */
export const INS = {
  getAddress: 0x02,
  signTransaction: 0x04,
  signPersonalMessage: 0x08,
  signEip712Hashed: 0x0c,
} as const
const FIRST_CHUNK = 0x00
const NEXT_CHUNK = 0x80
/** The most data one APDU carries (Lc is one byte). */
const MAX_DATA = 255

function apdu(ins: number, p1: number, p2: number, data: Uint8Array): Uint8Array {
  if (data.length > MAX_DATA) throw new Error(`An APDU carries at most ${MAX_DATA} bytes.`)
  return Uint8Array.from([CLA, ins, p1, p2, data.length, ...data])
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]
}

/** Number of derivations, then each index as 4 big-endian bytes. */
function encodePath(path: readonly number[]): number[] {
  return [path.length, ...path.flatMap(uint32)]
}

/** `head ‖ payload` cut into APDUs of at most 255 data bytes, P1 0x00 then 0x80. */
function chunked(ins: number, head: number[], payload: Uint8Array): Uint8Array[] {
  const apdus: Uint8Array[] = []
  const first = Math.min(payload.length, MAX_DATA - head.length)
  apdus.push(apdu(ins, FIRST_CHUNK, 0x00, Uint8Array.from([...head, ...payload.slice(0, first)])))
  for (let offset = first; offset < payload.length; offset += MAX_DATA) {
    apdus.push(apdu(ins, NEXT_CHUNK, 0x00, payload.slice(offset, offset + MAX_DATA)))
  }
  return apdus
}

/** GET ETH PUBLIC ADDRESS for `path`; `display` asks the device to show it for confirmation. */
export function getAddressApdu(path: readonly number[], { display = false } = {}): Uint8Array {
  return apdu(INS.getAddress, display ? 0x01 : 0x00, 0x00, Uint8Array.from(encodePath(path)))
}

/** SIGN ETH TRANSACTION for the unsigned serialized transaction, in as many chunks as it needs. */
export function signTransactionApdus(path: readonly number[], unsigned: Uint8Array): Uint8Array[] {
  return chunked(INS.signTransaction, encodePath(path), unsigned)
}

/** SIGN ETH PERSONAL MESSAGE for the message's bytes, in as many chunks as it needs. */
export function signPersonalMessageApdus(
  path: readonly number[],
  message: Uint8Array,
): Uint8Array[] {
  return chunked(INS.signPersonalMessage, [...encodePath(path), ...uint32(message.length)], message)
}

/** SIGN ETH EIP 712 in its hashed form: the two hashes the device shows. */
export function signEip712HashedApdu(
  path: readonly number[],
  hashes: { domainHash: Uint8Array; messageHash: Uint8Array },
): Uint8Array {
  if (hashes.domainHash.length !== 32 || hashes.messageHash.length !== 32) {
    throw new Error('The domain hash and message hash are 32 bytes each.')
  }
  return apdu(
    INS.signEip712Hashed,
    0x00,
    0x00,
    Uint8Array.from([...encodePath(path), ...hashes.domainHash, ...hashes.messageHash]),
  )
}

/**
 * The answer to GET ETH PUBLIC ADDRESS (status word removed).
 * @throws Error when it is not laid out as the specification says.
 */
export function parseAddressAnswer(data: Uint8Array): { publicKey: Hex; address: Address } {
  const keyLength = data[0] ?? 0
  const addressLength = data[1 + keyLength] ?? 0
  const ascii = new TextDecoder().decode(data.slice(2 + keyLength, 2 + keyLength + addressLength))
  if (keyLength !== 65 || addressLength !== 40 || !/^[0-9a-fA-F]{40}$/.test(ascii)) {
    throw new Error('The Ledger answered the address request with data this wallet cannot read.')
  }
  return { publicKey: bytesToHex(data.slice(1, 66)), address: getAddress(`0x${ascii}`) }
}

/**
 * The answer to a signing command (status word removed): v, r and s.
 * @throws Error when it is not 65 bytes.
 */
export function parseSignatureAnswer(data: Uint8Array): { v: number; r: Hex; s: Hex } {
  if (data.length !== 65) {
    throw new Error('The Ledger answered the signing request with data this wallet cannot read.')
  }
  return {
    v: data[0] as number,
    r: bytesToHex(data.slice(1, 33)),
    s: bytesToHex(data.slice(33, 65)),
  }
}
