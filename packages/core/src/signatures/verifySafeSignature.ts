import {
  type Address,
  BaseError,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  size,
  slice,
} from 'viem'
import { InvalidSignatureError } from '../errors/BaseError'
import { askOwnerContract, type ContractSignatureCaller } from './askOwnerContract'
import { attemptRead } from './attemptRead'
import { readContractSignature } from './readContractSignature'
import { recoverSafeSignature } from './recoverSafeSignature'
import type { RecoveredSafeSignature, SafeSignatureCheck, SafeSignatureFailure } from './types'

const approvedHashesAbi = parseAbi([
  'function approvedHashes(address owner, bytes32 hash) view returns (uint256)',
])

export type VerifySafeSignatureParams = {
  /** An RPC independent of the gateway; without one, v 0/1 signatures stay `unverified`. */
  client: PublicClient | undefined
  safeAddress: Address
  /** Who asks an owner contract: the Safe of this version, or `'direct'` (see the type). */
  caller: ContractSignatureCaller
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
 * contract to answer, called as from the Safe, the form the Safe's version calls: the legacy
 * `isValidSignature(preimage, payload)` with 0x20c13b0b up to 1.4.1, `isValidSignature(hash,
 * payload)` with 0x1626ba7e from 1.5.0 (either for `caller: 'direct'`). A revert or a wrong
 * answer is `invalid`, and so is the magic value of the other form only (execution would
 * revert); no client or a failing RPC is `unverified`, never `verified`.
 * @throws Error `GS027` when `preimage` does not hash to `hash`, `Invalid Safe version` when
 * a contract signature's caller has a version that cannot be read (a caller's mistake).
 * @example const check = await verifySafeSignature({ client, safeAddress, caller: { safeVersion: '1.4.1' }, hash, preimage, signatures })
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
    const approved = await attemptRead(() =>
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
  const answer = await askOwnerContract(client, {
    owner: signer,
    safeAddress: p.safeAddress,
    caller: p.caller,
    hash: p.hash,
    preimage: p.preimage,
    payload,
    blockNumber: p.blockNumber,
  })
  if (answer.outcome === 'proven') {
    return {
      status: 'verified',
      kind,
      signer,
      proof: answer.proof,
      data,
      contractSignature: payload,
    }
  }
  if (answer.outcome === 'rpc-error') return rpcError(kind, signer, answer.error)
  return invalid('refused-on-chain', answer.reason, kind, signer)
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
