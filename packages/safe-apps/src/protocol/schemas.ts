import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { isRestrictedMethod, type Method } from './methods'
import { RPC_CALLS, type RpcCall } from './rpc'

const MAX_UINT256 = 2n ** 256n - 1n

/** A 20-byte address in any case; mixed case must carry a valid EIP-55 checksum. Output: checksummed. */
export const addressSchema = z
  .string()
  .refine((value) => isAddress(value), 'Invalid address')
  .transform((value) => getAddress(value))

/** 0x-prefixed hex of whole bytes (`0x` is empty data). */
export const hexDataSchema = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'Invalid hex data')

/** A 32-byte hash. */
export const hash32Schema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid 32-byte hash')

/** A uint256 given as a decimal string, 0x string or safe integer; output: decimal string. */
export const uint256Schema = z
  .union([
    z.string().regex(/^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((value, ctx) => {
    const amount = BigInt(value)
    if (amount > MAX_UINT256) {
      ctx.addIssue({ code: 'custom', message: 'Value exceeds uint256' })
      return z.NEVER
    }
    return amount.toString()
  })

const baseTransactionSchema = z.object({
  to: addressSchema,
  value: uint256Schema,
  data: hexDataSchema.optional().default('0x'),
})

const safeTxGasSchema = z
  .union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,15}$/),
  ])
  .transform((value) => Number(value))

const noParamsSchema = z.unknown().transform(() => undefined)

const typedDataFieldSchema = z.object({ name: z.string().min(1), type: z.string().min(1) })

/** EIP-712 typed data; the domain admits only EIP-712 fields, so nothing signed is dropped. */
export const typedDataSchema = z.object({
  domain: z.strictObject({
    name: z.string().optional(),
    version: z.string().optional(),
    chainId: z
      .union([
        z.number().int().nonnegative(),
        z.string().regex(/^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/),
        z.bigint().nonnegative(),
      ])
      .optional(),
    verifyingContract: addressSchema.optional(),
    salt: hash32Schema.optional(),
  }),
  types: z.record(z.string().min(1), z.array(typedDataFieldSchema)),
  message: z.record(z.string(), z.unknown()),
  primaryType: z.string().min(1).optional(),
})

/** `safe_setSettings` takes exactly one settings object. */
export const safeSettingsSchema = z.strictObject({ offChainSigning: z.boolean().optional() })

const rpcReadParamsSchema = z.array(z.unknown()).max(8)
const setSettingsParamsSchema = z.tuple([safeSettingsSchema])

/** Params schema of an allowlisted RPC call. Reads are forwarded as they are (the node validates). */
export function rpcCallParamsSchema(call: RpcCall): z.ZodType<unknown[]> {
  return call === RPC_CALLS.safe_setSettings ? setSettingsParamsSchema : rpcReadParamsSchema
}

const permissionRequestSchema = z
  .record(z.string(), z.record(z.string(), z.unknown()))
  .refine(
    (request) => Object.keys(request).length > 0 && Object.keys(request).every(isRestrictedMethod),
    'Only restricted methods can be requested',
  )

/**
 * Params schema per method, as the host checks them. Outputs are normalised (checksummed
 * addresses, decimal amounts, default currency) and are what host handlers receive.
 */
export const METHOD_PARAMS_SCHEMAS = {
  sendTransactions: z.object({
    txs: z.array(baseTransactionSchema).min(1).max(1000),
    params: z.object({ safeTxGas: safeTxGasSchema.optional() }).optional(),
  }),
  rpcCall: z.object({
    call: z.string().min(1),
    params: z.array(z.unknown()).optional().default([]),
  }),
  getChainInfo: noParamsSchema,
  getSafeInfo: noParamsSchema,
  getTxBySafeTxHash: z.object({ safeTxHash: hash32Schema }),
  getSafeBalances: z
    .object({
      currency: z
        .string()
        .regex(/^[a-zA-Z]{3,10}$/)
        .transform((value) => value.toLowerCase())
        .optional()
        .default('usd'),
    })
    .optional()
    .transform((value) => value ?? { currency: 'usd' }),
  signMessage: z.object({ message: z.string() }),
  signTypedMessage: z.object({ typedData: typedDataSchema }),
  getEnvironmentInfo: noParamsSchema,
  getOffChainSignature: hash32Schema,
  requestAddressBook: noParamsSchema,
  wallet_getPermissions: noParamsSchema,
  wallet_requestPermissions: z.array(permissionRequestSchema).min(1).max(16),
} satisfies Record<Method, z.ZodType>

/** Params as host handlers receive them (after validation and normalisation). */
export type ParsedMethodParams = {
  [M in Method]: z.output<(typeof METHOD_PARAMS_SCHEMAS)[M]>
}
