/** The message requests that need a typed word before the Safe signs them. */
export type MessageRiskId = 'permit' | 'other-safe' | 'blind-hash' | 'raw-preimage'

/**
 * Something that is not proven wrong but can cost the Safe everything: the signer must read it
 * and type its word before the sign button arms. Verification problems (proven lies) are not
 * risks: they block outright.
 */
export type SigningRisk = {
  id:
    | 'delegatecall'
    | 'refund'
    | 'unverified-state'
    // Found by the local decoder (criticalChangeRisks.ts), the simulation adding to them:
    | 'safe-control'
    | 'owner-change'
    // Found by the simulation (simulation/):
    | 'hidden-approval'
    | 'look-alike'
    // Message signing requests (messages/risks/describeMessageRisks.ts):
    | MessageRiskId
    | `nested-approval${string}` // nested/: approvals of other Safes' hashes
  /** What the user types to acknowledge it (case and surrounding spaces ignored). */
  word: string
  title: string
  explanation: string
  /** One line per place it occurs (targets, paths, amounts). */
  items: string[]
}
