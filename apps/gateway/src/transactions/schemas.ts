import { z } from 'zod'
import { addressSchema, hashSchema, hexSchema, uintSchema } from '../wire/schemas'

/** `POST /v1/chains/{chainId}/transactions/{address}/propose` */
export const proposeBodySchema = z.object({
  to: addressSchema,
  value: uintSchema,
  data: hexSchema.nullish().transform((v) => v ?? '0x'),
  nonce: uintSchema,
  operation: z.union([z.literal(0), z.literal(1)]),
  safeTxGas: uintSchema,
  baseGas: uintSchema,
  gasPrice: uintSchema,
  gasToken: addressSchema,
  refundReceiver: addressSchema,
  safeTxHash: hashSchema,
  sender: addressSchema,
  signature: hexSchema.nullish(),
  origin: z.string().max(1000).nullish(),
})
export type ProposeBody = z.output<typeof proposeBodySchema>

/** `POST /v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations` */
export const estimationBodySchema = z.object({
  to: addressSchema,
  value: uintSchema,
  data: hexSchema.nullish().transform((v) => v ?? '0x'),
  operation: z.union([z.literal(0), z.literal(1)]),
})
