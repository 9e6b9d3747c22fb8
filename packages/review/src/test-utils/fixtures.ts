import {
  buildSafeTransaction,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeTxHash,
} from '@assent/core'
import type { TransactionDetails } from '@assent/gateway-client'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Anvil's well-known test keys (accounts 0, 1, 2 and 3). */
export const owners = [
  privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
  privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
  privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'),
] as const
export const stranger = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
)
export const safeAddress: Address = '0x1111111111111111111111111111111111111111'
export const chainId = 31337
export const safeVersion = '1.4.1'

export const baseTx: SafeTransactionData = buildSafeTransaction({
  to: '0x2222222222222222222222222222222222222222',
  value: 10n ** 18n,
  nonce: 7n,
})

/** Signs `tx` as the Safe's owner would, with eth_signTypedData_v4. */
export function signSafeTx(
  account: (typeof owners)[number],
  tx: SafeTransactionData,
): Promise<Hex> {
  return account.signTypedData(getSafeTxTypedData({ chainId, safeAddress, safeVersion, tx }))
}

/** Gateway transaction details of `tx`, confirmed by `signatures`, as our gateway returns them. */
export function detailsOf(
  tx: SafeTransactionData,
  signatures: { signer: Address; signature: Hex }[],
  safe: {
    chainId: number
    safeAddress: Address
    proposer?: Address | null
    /** The Safe's version (default 1.4.1): it decides the hash the gateway would list. */
    version?: string
  } = {
    chainId,
    safeAddress,
  },
): TransactionDetails {
  const { safeAddress } = safe
  const hash = safeTxHash({
    chainId: safe.chainId,
    safeAddress,
    safeVersion: safe.version ?? safeVersion,
    tx,
  })
  return {
    safeAddress,
    txId: `multisig_${safeAddress}_${hash}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Transfer',
      sender: { value: safeAddress },
      recipient: { value: tx.to },
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: tx.value.toString() },
    },
    txData: {
      hexData: tx.data === '0x' ? null : tx.data,
      dataDecoded: null,
      to: { value: tx.to },
      value: tx.value.toString(),
      operation: tx.operation,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1_700_000_000_000,
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: { value: tx.refundReceiver },
      safeTxHash: hash,
      executor: null,
      signers: owners.map((owner) => ({ value: owner.address })),
      confirmationsRequired: 2,
      confirmations: signatures.map(({ signer, signature }) => ({
        signer: { value: signer },
        signature,
        submittedAt: 1_700_000_000_000,
      })),
      rejectors: null,
      gasTokenInfo: null,
      trusted: true,
      proposer: safe.proposer === null ? null : { value: safe.proposer ?? owners[0].address },
    },
    txHash: null,
    safeAppInfo: null,
  }
}
