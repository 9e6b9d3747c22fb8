import type { Address, Hex } from 'viem'

/** A call the Safe should make, as Safe Apps and the batch builder describe it. */
export type FlowCall = {
  to: Address
  /** Wei, as a decimal string or bigint. */
  value: string | bigint
  data: Hex
  /**
   * CALL (0, default) or DELEGATE (1), e.g. a Safe App's on-chain message through
   * SignMessageLib. The review flags every delegate call and demands a typed acknowledgement
   * for targets other than the Safe's own libraries.
   */
  operation?: 0 | 1
}

/** Who asked for the transaction when it was not the user in this app (a Safe App). */
export type FlowOrigin = { name: string; url: string }
