import type { LooseTypedData } from '@assent/review'
import type { Abi } from 'viem'
import type { SafeCallDraft } from './buildSafeCall'
import type { FlowOrigin } from './flowCall'

/** What a builder hands to the review step. */
export type TransactionDraft = {
  /** One line for the review header and toasts ("Send 1 ETH to 0x12…"). */
  title: string
  call: SafeCallDraft
  /** Forced nonce (rejections replace a given nonce). */
  nonce?: number
  safeTxGas?: bigint
  origin?: FlowOrigin
  /** ABIs the user pasted, to decode their own call in the review. */
  abis?: readonly Abi[]
  /** A Safe App's on-chain message signature: the message the SignMessageLib call signs. */
  message?: string | LooseTypedData
}
