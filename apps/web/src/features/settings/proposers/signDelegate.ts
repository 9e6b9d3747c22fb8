import { delegateTypedData } from '@assent/core'
import { type Address, type Hex, hashTypedData } from 'viem'
import { signAndProve } from '../../../wallet/signAndProve'

/** The Delegate typed data a wallet is asked to sign. */
export type DelegateTypedData = ReturnType<typeof delegateTypedData>

/** Asks a wallet for an EIP-712 signature (wagmi's or viem's signTypedData, bound to its config). */
export type SignDelegateFn = (typedData: DelegateTypedData & { account: Address }) => Promise<Hex>

/**
 * Has `account` sign the Delegate typed data of `totp` for `delegate` and proves the answer here
 * (an ECDSA signature by `account` of that hash) before anything is sent.
 * @throws SignStepFailure when the wallet refuses or answers with something else
 */
export async function signDelegate(p: {
  chainId: number
  delegate: Address
  account: Address
  totp: bigint
  signTypedData: SignDelegateFn
}): Promise<Hex> {
  const typedData = delegateTypedData({ chainId: p.chainId, delegate: p.delegate, totp: p.totp })
  return signAndProve({
    sign: () => p.signTypedData({ ...typedData, account: p.account }),
    account: p.account,
    hash: hashTypedData(typedData),
  })
}
