import { z } from 'zod'
import {
  addressExSchema,
  openTagged,
  operationSchema,
  orNull,
  tokenInfoSchema,
  txNoteText,
} from './common'
import { dataDecodedSchema, safeAppInfoSchema, transactionInfoSchema } from './transactions'

const transactionDataSchema = z.looseObject({
  hexData: orNull(z.string()),
  dataDecoded: orNull(dataDecodedSchema),
  to: addressExSchema,
  value: orNull(z.string()),
  operation: operationSchema,
  trustedDelegateCallTarget: orNull(z.boolean()),
  addressInfoIndex: orNull(z.record(z.string(), addressExSchema)),
})

const detailedExecutionInfoSchema = openTagged('type', {
  MULTISIG: z.looseObject({
    submittedAt: z.number(),
    nonce: z.number(),
    safeTxGas: z.string(),
    baseGas: z.string(),
    gasPrice: z.string(),
    gasToken: z.string(),
    refundReceiver: addressExSchema,
    safeTxHash: z.string(),
    executor: orNull(addressExSchema),
    signers: z.array(addressExSchema),
    confirmationsRequired: z.number(),
    confirmations: z.array(
      z.looseObject({
        signer: addressExSchema,
        signature: orNull(z.string()),
        submittedAt: z.number(),
      }),
    ),
    rejectors: orNull(z.array(addressExSchema)),
    gasTokenInfo: orNull(tokenInfoSchema),
    trusted: z.boolean(),
    proposer: orNull(addressExSchema),
    proposedByDelegate: orNull(addressExSchema).optional(),
  }),
  MODULE: z.looseObject({ address: addressExSchema }),
})

export const transactionDetailsSchema = z.looseObject({
  safeAddress: z.string(),
  txId: z.string(),
  executedAt: orNull(z.number()),
  txStatus: z.string(),
  txInfo: transactionInfoSchema,
  txData: orNull(transactionDataSchema),
  detailedExecutionInfo: orNull(detailedExecutionInfoSchema),
  txHash: orNull(z.string()),
  safeAppInfo: orNull(safeAppInfoSchema),
  note: txNoteText.nullish(),
})
