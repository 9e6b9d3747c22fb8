import { type Hex, hexToBigInt, isHex, keccak256, toRlp } from 'viem'

/** A block header as `eth_getBlockByNumber` answers it: every field as JSON-RPC hex. */
export type BlockHeader = Record<string, Hex>

// The header's fields in the order they are RLP-encoded; forks append fields, and a header
// carries exactly the ones of its fork (London: baseFeePerGas … Prague: requestsHash).
const FIELDS = [
  ['parentHash', 'bytes'],
  ['sha3Uncles', 'bytes'],
  ['miner', 'bytes'],
  ['stateRoot', 'bytes'],
  ['transactionsRoot', 'bytes'],
  ['receiptsRoot', 'bytes'],
  ['logsBloom', 'bytes'],
  ['difficulty', 'quantity'],
  ['number', 'quantity'],
  ['gasLimit', 'quantity'],
  ['gasUsed', 'quantity'],
  ['timestamp', 'quantity'],
  ['extraData', 'bytes'],
  ['mixHash', 'bytes'],
  ['nonce', 'bytes'],
  ['baseFeePerGas', 'quantity'],
  ['withdrawalsRoot', 'bytes'],
  ['blobGasUsed', 'quantity'],
  ['excessBlobGas', 'quantity'],
  ['parentBeaconBlockRoot', 'bytes'],
  ['requestsHash', 'bytes'],
] as const

/** The header fields the block hash covers, by name, to copy from an RPC answer. */
export const HEADER_FIELDS: readonly string[] = FIELDS.map(([name]) => name)

/** A header that cannot be hashed: a field missing in the middle, or not hex. */
export class MalformedHeaderError extends Error {
  override name = 'MalformedHeaderError'
}

/** Parameters of `hashBlockHeader`: the header's fields. */
export type HashBlockHeaderParameters = BlockHeader

/** What `hashBlockHeader` answers: the block hash, keccak256 of the RLP-encoded header. */
export type HashBlockHeaderReturnType = Hex

/**
 * Computes a block's hash from its header fields, so a header (and the stateRoot proofs are
 * checked against) is tied to the block hash a signer compares with a second source.
 * @throws MalformedHeaderError when a field is not hex or a later fork's field follows a gap
 * @example hashBlockHeader(header) === header.hash
 */
export function hashBlockHeader(header: HashBlockHeaderParameters): HashBlockHeaderReturnType {
  const items: Hex[] = []
  let ended: string | undefined
  for (const [name, kind] of FIELDS) {
    const value = header[name]
    if (value === undefined) {
      ended ??= name
      continue
    }
    if (ended) throw new MalformedHeaderError(`The header has ${name} but no ${ended}.`)
    if (!isHex(value, { strict: true })) {
      throw new MalformedHeaderError(`The header's ${name} is not hex: ${String(value)}.`)
    }
    items.push(kind === 'bytes' ? value : minimalQuantity(value))
  }
  return keccak256(toRlp(items))
}

/** A JSON-RPC quantity as RLP wants an integer: big-endian bytes, no leading zero, 0 empty. */
function minimalQuantity(value: Hex): Hex {
  const digits = hexToBigInt(value).toString(16)
  if (digits === '0') return '0x'
  return `0x${digits.length % 2 === 1 ? '0' : ''}${digits}`
}
