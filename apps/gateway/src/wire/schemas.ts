import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import { lowercaseHex } from './lowercaseHex'

const MAX_UINT256 = 2n ** 256n - 1n

/** An address in any case; mixed case must carry a valid EIP-55 checksum. Output checksummed. */
export const addressSchema = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'not an address')
  .refine(
    (v) => v === v.toLowerCase() || v.slice(2) === v.slice(2).toUpperCase() || isAddress(v),
    'bad checksum',
  )
  .transform((v) => getAddress(v))

/** A uint256 as a decimal string (or a safe JSON integer); output a decimal string. */
export const uintSchema = z
  .union([
    z.string().regex(/^\d{1,78}$/),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ])
  .transform((v) => BigInt(v))
  .refine((v) => v <= MAX_UINT256, 'exceeds uint256')
  .transform((v) => v.toString())

/** Any 0x-prefixed even-length hex string; output lower-case. */
export const hexSchema = z
  .string()
  .refine((v): v is Hex => isHex(v, { strict: true }) && v.length % 2 === 0, 'not hex bytes')
  .transform(lowercaseHex)

/** A 32-byte hash; output lower-case. */
export const hashSchema = hexSchema.refine((v) => v.length === 66, 'not a 32-byte hash')

/** `POST …/confirmations`, `DELETE …/transactions/{safeTxHash}`, `POST …/signatures` */
export const signatureBodySchema = z.object({ signature: hexSchema })
