import type { SafeSettings } from '@assent/safe-apps'

/**
 * Whether applying `requested` changes how the app's messages get signed (off-chain SafeMessage
 * vs an on-chain SignMessageLib transaction); such a change needs the user's consent.
 */
export function settingsChangeAltersSigning(
  current: Required<SafeSettings>,
  requested: SafeSettings,
): boolean {
  return (
    requested.offChainSigning !== undefined && requested.offChainSigning !== current.offChainSigning
  )
}
