import { asTypedDataDefinition, type SafeMessageContent } from '@assent/core'
import type { EIP712TypedData } from '@assent/gateway-client'
import { z } from 'zod'
import { hexSchema } from '../wire/schemas'

const typedDataSchema = z.object({
  domain: z.object({
    name: z.string().optional(),
    version: z.string().optional(),
    chainId: z
      .union([z.number().int().nonnegative(), z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/)])
      .optional(),
    verifyingContract: z.string().optional(),
    salt: z.string().optional(),
  }),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().optional(),
  message: z.record(z.string(), z.unknown()),
})

/** `POST /v1/chains/{chainId}/safes/{address}/messages` */
export const proposeMessageBodySchema = z.object({
  message: z.union([z.string().min(1).max(100_000), typedDataSchema]),
  signature: hexSchema,
  safeAppId: z.number().int().nonnegative().nullish(),
  origin: z.string().max(1000).nullish(),
})

/**
 * Typed data as wallets hash it: `EIP712Domain` is derived from the domain (viem adds it), and a
 * missing `primaryType` is the one struct no other struct refers to.
 * @throws Error when the primary type cannot be determined
 */
export function toMessageContent(message: string | EIP712TypedData): SafeMessageContent {
  if (typeof message === 'string') return message
  const { EIP712Domain: _domainType, ...types } = message.types
  const referenced = new Set(
    Object.values(types).flatMap((fields) => fields.map((f) => f.type.replace(/\[\d*\]$/, ''))),
  )
  const primaryType =
    message.primaryType ?? Object.keys(types).find((name) => !referenced.has(name))
  if (!primaryType || !(primaryType in types)) throw new Error('Unknown primary type')
  const { chainId, ...domain } = message.domain
  return asTypedDataDefinition({
    domain: { ...domain, ...(chainId === undefined ? {} : { chainId: BigInt(chainId) }) },
    types,
    primaryType,
    message: message.message,
  })
}
