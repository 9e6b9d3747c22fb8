import { fromRlp, type Hex, hexToBigInt } from 'viem'
import { MerkleProofError } from './verifyMerkleProof'

/** A JSON-RPC quantity (`0x` is zero); undefined stays undefined. */
export function quantity(value: Hex | undefined): bigint | undefined {
  if (value === undefined) return undefined
  return value === '0x' ? 0n : hexToBigInt(value)
}

/** A storage value from its proven RLP: absent is zero. */
export function storageValue(rlp: Hex | null): bigint {
  if (!rlp) return 0n
  const value = fromRlp(rlp, 'hex')
  if (typeof value !== 'string') throw new Error('a storage value is not a byte string')
  return value === '0x' ? 0n : hexToBigInt(value)
}

/** "account proof node 2": the proof, and the node in it that fails. */
export function partOfProofError(proof: string, error: unknown): string {
  return error instanceof MerkleProofError ? `${proof} node ${error.node}` : proof
}

/** An error's message, for a check. */
export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
