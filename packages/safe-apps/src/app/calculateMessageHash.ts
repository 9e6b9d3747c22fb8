import { asTypedDataDefinition, hashSafeMessageContent } from '@assent/core'
import type { Hex } from 'viem'
import type { EIP712TypedData } from '../protocol/types'

/** EIP-191 hash of a text message: what `isValidSignature` is asked about for `signMessage`. */
export function calculateMessageHash(message: string): Hex {
  return hashSafeMessageContent(message)
}

/**
 * Picks the primary type when the app left it out: the one struct no other struct refers to.
 * Ambiguity is an error rather than a guess, because a wrong guess hashes a different message.
 */
function inferPrimaryType(types: EIP712TypedData['types']): string {
  const names = Object.keys(types).filter((name) => name !== 'EIP712Domain')
  const referenced = new Set(
    Object.values(types).flatMap((fields) =>
      fields.map(({ type }) => type.replace(/(\[\d*\])+$/, '')),
    ),
  )
  const roots = names.filter((name) => !referenced.has(name))
  if (roots.length !== 1 || roots[0] === undefined) throw new Error('Please specify primaryType')
  return roots[0]
}

/** EIP-712 hash of typed data as apps send it (string chain ids, optional primaryType). */
export function calculateTypedMessageHash(typedData: EIP712TypedData): Hex {
  const { chainId, ...domain } = typedData.domain
  const definition = asTypedDataDefinition({
    domain: { ...domain, ...(chainId !== undefined && { chainId: BigInt(chainId) }) },
    types: typedData.types,
    message: typedData.message,
    primaryType: typedData.primaryType ?? inferPrimaryType(typedData.types),
  })
  return hashSafeMessageContent(definition)
}
