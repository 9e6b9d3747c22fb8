import { readFileSync } from 'node:fs'
import { SAFE_1_3_0_EIP155_DEPLOYMENTS } from '@assent/core'
import type { Address, Hex } from 'viem'
import type { PlantedSafeState } from './plantSafe'

/** The text of one file of official/, exactly as stored. */
function readOfficial(name: string): string {
  return readFileSync(new URL(`./official/${name}`, import.meta.url), 'utf8')
}

/** A pending swap order of a Sepolia Safe, as the official Safe Client Gateway answered it. */
export const SWAP_ORDER = {
  chainId: 11_155_111,
  shortName: 'sep',
  safe: '0xF979f34D16d865f51e2eC7baDEde4f3735DaFb7d' as Address,
  safeTxHash: '0x8061c0374937f7c1722e3e305d9e364c84e06fadda806e36c0e09a110b806f42' as Hex,
  nonce: 19,
  /** The one confirmation: owner 2's ECDSA signature of the safeTxHash. */
  signer: '0xbbeedB6d8e56e23f5812e59d1b6602F15957271F' as Address,
  owners: [
    '0x3326c5D84bd462Ec1CadA0B5bBa9b2B85059FCba',
    '0xbbeedB6d8e56e23f5812e59d1b6602F15957271F',
  ] as Address[],
  /** CoW Protocol's settlement: the call is setPreSignature(orderUid, true). */
  to: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41' as Address,
  /** The recorded transaction details (txData, detailedExecutionInfo…). */
  transactionText: readOfficial('recorded-transaction.json'),
  /** The recorded configuration of Sepolia. */
  chainText: readOfficial('recorded-chain.json'),
  /** Built in the official shape, not recorded (no recording of this Safe was found). */
  safeText: readOfficial('built-safe.json'),
  /** Built in the official shape around the recorded transaction's summary fields. */
  multisigPageText: readOfficial('built-multisig-transactions.json'),
  /** The recorded Safe info of another Sepolia Safe (2 of 2, a module), for the Safe check. */
  recordedSafeInfoText: readOfficial('recorded-safe-info.json'),
} as const

/** The Safe on chain as safe.json states it: SafeL2 1.3.0 (EIP-155 deployment), threshold 1. */
export const SWAP_ORDER_SAFE: PlantedSafeState = {
  address: SWAP_ORDER.safe,
  singleton: SAFE_1_3_0_EIP155_DEPLOYMENTS.safeL2,
  owners: SWAP_ORDER.owners,
  threshold: 1,
  nonce: SWAP_ORDER.nonce,
  fallbackHandler: SAFE_1_3_0_EIP155_DEPLOYMENTS.compatibilityFallbackHandler,
}

/** The answers by path, as `startRecordedGateway` takes them; `change` edits one text first. */
export function swapOrderAnswers(
  change: { transactionText?: string; safeText?: string } = {},
): Record<string, string> {
  const chain = `/v1/chains/${SWAP_ORDER.chainId}`
  const safe = `${chain}/safes/${SWAP_ORDER.safe}`
  return {
    [chain]: SWAP_ORDER.chainText,
    [safe]: change.safeText ?? SWAP_ORDER.safeText,
    [`${safe}/multisig-transactions/?nonce=${SWAP_ORDER.nonce}`]: SWAP_ORDER.multisigPageText,
    [`${chain}/transactions/multisig_${SWAP_ORDER.safe}_${SWAP_ORDER.safeTxHash}`]:
      change.transactionText ?? SWAP_ORDER.transactionText,
  }
}
