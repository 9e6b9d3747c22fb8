import { buildSignatureBytes } from '@assent/core'
import type { Address, Hex } from 'viem'

/** Parameters of `buildParentContractSignature`: the parent Safe and its owners' signatures. */
export type BuildParentContractSignatureParameters = Parameters<typeof buildParentContractSignature>

/** What `buildParentContractSignature` answers: the confirmation to send for the child. */
export type BuildParentContractSignatureReturnType = Hex

/**
 * The parent's confirmation of the child transaction, self-contained: static part r = parent,
 * s = 65 (offset of the dynamic part), v = 0; dynamic part = length ‖ the parent owners'
 * signatures concatenated in ascending owner order (as the parent's checkSignatures wants).
 * @example const confirmation = buildParentContractSignature(parent, [{ signer: account, data: signature }])
 */
export function buildParentContractSignature(
  parent: Address,
  ownerSignatures: readonly { signer: Address; data: Hex }[],
): BuildParentContractSignatureReturnType {
  const payload = buildSignatureBytes([...ownerSignatures])
  return buildSignatureBytes([{ signer: parent, data: payload, dynamic: true }])
}
