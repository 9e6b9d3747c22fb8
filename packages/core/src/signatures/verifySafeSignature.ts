import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  type Address,
  BaseError,
  ContractFunctionZeroDataError,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  size,
  slice,
} from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './constants'
import { readContractSignature } from './readContractSignature'
import { recoverSafeSignature } from './recoverSafeSignature'
import type { RecoveredSafeSignature, SafeSignatureCheck, SafeSignatureFailure } from './types'

const approvedHashesAbi = parseAbi([
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
])
// Two ABIs: viem cannot tell the bytes32 and bytes overloads apart for a 32-byte argument.
const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const legacyIsValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
])

export type VerifySafeSignatureParams = {
  /** An RPC independent of the gateway; without one, v 0/1 signatures stay `unverified`. */
  client: PublicClient | undefined
  safeAddress: Address
  /** What the Safe checks: the safeTxHash, or the SafeMessage hash. */
  hash: Hex
  /** The EIP-712 preimage of `hash` (see `typedDataPreimage`), passed to legacy EIP-1271. */
  preimage: Hex
  /** One self-contained signature, or concatenated signature bytes (with `index`). */
  signatures: Hex
  /** Which static part to check (default 0). */
  index?: number
  /** How many static parts precede the dynamic ones (default index + 1), as the Safe's threshold. */
  requiredSignatures?: number
  blockNumber?: bigint
}

/**
 * Proves one Safe signature as `Safe.checkNSignatures` would accept it, minus the owner check:
 * ECDSA kinds (v 27/28, 31/32) are recovered locally; an approved hash (v 1) needs
 * `approvedHashes(owner, hash) != 0` on the Safe; a contract signature (v 0) needs its owner
 * contract to answer `isValidSignature(hash, payload)` with 0x1626ba7e or the legacy
 * `isValidSignature(preimage, payload)` with 0x20c13b0b, called as from the Safe. A revert or a
 * wrong answer is `invalid`; no client or a failing RPC is `unverified`, never `verified`.
 * @throws Error `GS027` when `preimage` does not hash to `hash` (a caller's mistake).
 * @example const check = await verifySafeSignature({ client, safeAddress, hash, preimage, signatures })
 */
export async function verifySafeSignature(
  p: VerifySafeSignatureParams,
): Promise<SafeSignatureCheck> {
  if (keccak256(p.preimage) !== p.hash.toLowerCase()) {
    throw new InvalidSignatureError('GS027: the preimage does not hash to the hash being verified')
  }
  const index = p.index ?? 0
  const required = p.requiredSignatures ?? index + 1
  const start = index * 65
  if (size(p.signatures) < start + 65) {
    return invalid('malformed', 'The signature is shorter than 65 bytes.')
  }
  const data = slice(p.signatures, start, start + 65)
  let local: RecoveredSafeSignature
  try {
    local = await recoverSafeSignature({ hash: p.hash, signature: data })
  } catch (error) {
    return invalid('malformed', messageOf(error))
  }
  const { kind, signer } = local
  if (local.proof === 'ecdsa') return { status: 'verified', kind, signer, proof: 'ecdsa', data }
  if (!p.client) {
    return {
      status: 'unverified',
      kind,
      signer,
      failure: 'no-client',
      reason: 'There is no independent RPC to prove it on chain.',
    }
  }
  const client = p.client
  if (kind === 'approved_hash') {
    const approved = await attempt(() =>
      client.readContract({
        address: p.safeAddress,
        abi: approvedHashesAbi,
        functionName: 'approvedHashes',
        args: [signer, p.hash],
        blockNumber: p.blockNumber,
      }),
    )
    if (approved.ok && approved.value !== 0n) {
      return { status: 'verified', kind, signer, proof: 'approved-hash', data }
    }
    if (!approved.ok && !approved.refused) return rpcError(kind, signer, approved.error)
    return invalid(
      'refused-on-chain',
      `${signer} has not approved this hash on the Safe (approvedHashes is 0).`,
      kind,
      signer,
    )
  }

  let payload: Hex
  try {
    payload = readContractSignature(p.signatures, index, required)
  } catch (error) {
    return invalid('malformed', messageOf(error), kind, signer)
  }
  // As the Safe calls it: msg.sender is the Safe (some validators depend on the caller).
  const call = { address: signer, account: p.safeAddress, blockNumber: p.blockNumber } as const
  const [legacy, byHash] = await Promise.all([
    attempt(() =>
      client.readContract({
        ...call,
        abi: legacyIsValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [p.preimage, payload],
      }),
    ),
    attempt(() =>
      client.readContract({
        ...call,
        abi: isValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [p.hash, payload],
      }),
    ),
  ])
  const contractSignature = payload
  if (legacy.ok && legacy.value.toLowerCase() === EIP1271_LEGACY_MAGIC_VALUE) {
    return { status: 'verified', kind, signer, proof: 'eip1271-legacy', data, contractSignature }
  }
  if (byHash.ok && byHash.value.toLowerCase() === EIP1271_MAGIC_VALUE) {
    return { status: 'verified', kind, signer, proof: 'eip1271', data, contractSignature }
  }
  for (const result of [legacy, byHash]) {
    if (!result.ok && !result.refused) return rpcError(kind, signer, result.error)
  }
  return invalid(
    'refused-on-chain',
    `The owner contract ${signer} does not accept this signature (EIP-1271).`,
    kind,
    signer,
  )
}

type Attempt<T> = { ok: true; value: T } | { ok: false; refused: boolean; error: unknown }

async function attempt<T>(read: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    return { ok: false, refused: isRefusal(error), error }
  }
}

/** The chain said no (a revert, no code, an undecodable answer), as opposed to an RPC failure. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError ||
        (cause instanceof BaseError && /revert/i.test(`${cause.shortMessage} ${cause.details}`)),
    ),
  )
}

function invalid(
  failure: SafeSignatureFailure,
  reason: string,
  kind?: RecoveredSafeSignature['kind'],
  signer?: Address,
): SafeSignatureCheck {
  return { status: 'invalid', failure, reason, kind, signer }
}

function rpcError(
  kind: RecoveredSafeSignature['kind'],
  signer: Address,
  error: unknown,
): SafeSignatureCheck {
  return {
    status: 'unverified',
    kind,
    signer,
    failure: 'rpc-error',
    reason: `The RPC could not prove it: ${messageOf(error)}`,
  }
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
