import {
  type SafeMessageTypedData,
  type SafeTransactionData,
  safeAbi,
  safeTxHash,
  safeTxPreimage,
  verifySafeSignature,
} from '@assent/core'
import {
  buildParentContractSignature,
  childCallsLegacyEip1271,
  parentSafeMessageTypedData,
  parentSigningSupport,
  readOnChainSafeState,
} from '@assent/review'
import {
  type Address,
  type Hex,
  hashTypedData,
  isAddressEqual,
  keccak256,
  type PublicClient,
} from 'viem'
import { SignStepFailure, signAndProve } from '../../../wallet/signAndProve'

/** Asks the wallet for an EIP-712 signature of the parent's SafeMessage. */
export type SignSafeMessageFn = (
  typedData: SafeMessageTypedData & { account: Address },
) => Promise<Hex>

export type SignAsParentSafeParams = {
  /** The verification RPC (wallet's or pinned), never the gateway: parent and child are read there. */
  client: PublicClient
  chainId: number
  child: { address: Address; version: string }
  tx: SafeTransactionData
  /** The child's safeTxHash the signer reviewed: anything else is refused. */
  reviewedSafeTxHash: Hex
  parent: Address
  account: Address
  signTypedData: SignSafeMessageFn
  /** Hands the proven confirmation to the gateway (its normal confirm call). */
  submit: (p: { safeTxHash: Hex; signature: Hex }) => Promise<void>
  onSigned?: () => void
}

/**
 * Confirms the child's transaction as its owner Safe `parent`, off-chain (EIP-1271): reads the
 * parent on chain (version, fallback handler, owners, threshold 1) and that it owns the child,
 * recomputes the child's safeTxHash and preimage from the fields, has `account` sign the
 * parent's SafeMessage over that preimage (proven ECDSA by `account`), builds the contract
 * signature and proves it with the child's own EIP-1271 call on chain BEFORE submitting it.
 * @throws SignStepFailure saying what is wrong; nothing is submitted then.
 */
export async function signAsParentSafe(p: SignAsParentSafeParams): Promise<{
  safeTxHash: Hex
  signature: Hex
}> {
  const params = {
    chainId: BigInt(p.chainId),
    safeAddress: p.child.address,
    safeVersion: p.child.version,
    tx: p.tx,
  }
  const hash = safeTxHash(params)
  if (hash !== p.reviewedSafeTxHash.toLowerCase()) {
    throw new SignStepFailure(
      'Nothing was signed',
      `The transaction hashes to ${hash}, not to the ${p.reviewedSafeTxHash} you reviewed.`,
    )
  }
  if (!childCallsLegacyEip1271(p.child.version)) {
    throw new SignStepFailure(
      'This Safe cannot be confirmed this way',
      `Safe ${p.child.version} does not call the legacy EIP-1271 check this signature answers; use "Confirm via Safe".`,
    )
  }
  const preimage = safeTxPreimage(params)
  if (keccak256(preimage) !== hash)
    throw new Error('The SafeTx preimage does not hash to its safeTxHash.')

  const parentState = await readOnChain(() =>
    readOnChainSafeState(p.client, { chainId: p.chainId, address: p.parent }),
  )
  const support = parentSigningSupport(parentState, p.account)
  if (support.status !== 'ready') throw new SignStepFailure('Nothing was signed', support.reason)
  const parentOwnsChild = await readOnChain(() =>
    p.client.readContract({
      address: p.child.address,
      abi: safeAbi,
      functionName: 'isOwner',
      args: [p.parent],
    }),
  )
  if (!parentOwnsChild) {
    throw new SignStepFailure(
      'Nothing was signed',
      `On chain, ${p.parent} is not an owner of ${p.child.address}.`,
    )
  }

  const typedData = parentSafeMessageTypedData({
    chainId: p.chainId,
    parent: p.parent,
    parentVersion: parentState.version as string,
    childPreimage: preimage,
  })
  const ownerSignature = await signAndProve({
    sign: () => p.signTypedData({ ...typedData, account: p.account }),
    account: p.account,
    hash: hashTypedData(typedData),
  })
  p.onSigned?.()
  const signature = buildParentContractSignature(p.parent, [
    { signer: p.account, data: ownerSignature },
  ])
  const check = await verifySafeSignature({
    client: p.client,
    safeAddress: p.child.address,
    caller: { safeVersion: p.child.version },
    hash,
    preimage,
    signatures: signature,
  })
  if (check.status !== 'verified' || !isAddressEqual(check.signer, p.parent)) {
    throw new SignStepFailure(
      'The Safe signature was not accepted',
      `The chain does not accept it as ${p.parent}'s signature, so it was not submitted: ${check.status === 'verified' ? 'it names another owner.' : check.reason}`,
    )
  }
  await p.submit({ safeTxHash: hash, signature })
  return { safeTxHash: hash, signature }
}

/** A failed read of the verification RPC, in words for the signer. */
async function readOnChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new SignStepFailure('The owner Safe could not be read on chain', message ?? '')
  }
}
