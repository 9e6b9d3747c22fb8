import {
  getSafeTxTypedData,
  type SafeTransactionData,
  type SafeTxTypedData,
  safeTxHash,
} from '@assent/core'
import type { Address, Hex } from 'viem'
import { SignStepFailure, signAndProve } from '../../../wallet/signAndProve'

/** Asks a wallet for an EIP-712 signature (wagmi's or viem's signTypedData, bound to its config). */
export type SignTypedDataFn = (typedData: SafeTxTypedData & { account: Address }) => Promise<Hex>

export type SafeTransactionTarget = {
  chainId: number | bigint | string
  safeAddress: Address
  /** The Safe's version: it decides the EIP-712 domain and the gas field's name. */
  safeVersion: string
}

/**
 * Signs a SafeTx with the connected owner: the hash is computed here from the fields, and the
 * wallet's answer is proven (ECDSA by `account` over that hash) before anyone else sees it.
 * @throws SignStepFailure when the wallet refuses or answers with something else
 */
export async function signSafeTransaction({
  target,
  tx,
  account,
  signTypedData,
  reviewedSafeTxHash,
}: {
  target: SafeTransactionTarget
  tx: SafeTransactionData
  account: Address
  signTypedData: SignTypedDataFn
  /** The hash the signer was shown: signing anything else is refused. */
  reviewedSafeTxHash?: Hex
}): Promise<{ safeTxHash: Hex; signature: Hex }> {
  const params = {
    chainId: BigInt(target.chainId),
    safeAddress: target.safeAddress,
    safeVersion: target.safeVersion,
    tx,
  }
  const hash = safeTxHash(params)
  if (reviewedSafeTxHash && reviewedSafeTxHash.toLowerCase() !== hash.toLowerCase()) {
    throw new SignStepFailure(
      'Nothing was signed',
      `The transaction hashes to ${hash}, not to the ${reviewedSafeTxHash} you reviewed.`,
    )
  }
  const typedData = getSafeTxTypedData(params)
  const signature = await signAndProve({
    sign: () => signTypedData({ ...typedData, account }),
    account,
    hash,
  })
  return { safeTxHash: hash, signature }
}
