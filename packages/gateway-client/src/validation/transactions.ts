import { z } from 'zod'
import { addressExSchema, displayText, openTagged, orNull, pageSchema, txNoteText } from './common'

export const dataDecodedSchema = z.looseObject({
  method: displayText,
  parameters: z
    .array(z.looseObject({ name: displayText, type: z.string(), value: z.unknown() }))
    .nullish(),
})

const tokenDisplayShape = {
  tokenName: orNull(displayText),
  tokenSymbol: orNull(displayText),
  logoUri: orNull(z.string()),
}

const transferInfoSchema = openTagged('type', {
  NATIVE_COIN: z.looseObject({ value: z.string() }),
  ERC20: z.looseObject({
    tokenAddress: z.string(),
    value: z.string(),
    ...tokenDisplayShape,
    decimals: orNull(z.number()),
  }),
  ERC721: z.looseObject({ tokenAddress: z.string(), tokenId: z.string(), ...tokenDisplayShape }),
})

const settingsInfoSchema = openTagged('type', {
  SET_FALLBACK_HANDLER: z.looseObject({ handler: orNull(addressExSchema) }),
  ADD_OWNER: z.looseObject({ owner: addressExSchema, threshold: z.number() }),
  REMOVE_OWNER: z.looseObject({ owner: addressExSchema, threshold: z.number() }),
  SWAP_OWNER: z.looseObject({ oldOwner: addressExSchema, newOwner: addressExSchema }),
  CHANGE_THRESHOLD: z.looseObject({ threshold: z.number() }),
  CHANGE_IMPLEMENTATION: z.looseObject({ implementation: addressExSchema }),
  ENABLE_MODULE: z.looseObject({ module: addressExSchema }),
  DISABLE_MODULE: z.looseObject({ module: addressExSchema }),
  SET_GUARD: z.looseObject({ guard: addressExSchema }),
  DELETE_GUARD: z.looseObject({}),
})

export const transactionInfoSchema = openTagged('type', {
  Transfer: z.looseObject({
    sender: addressExSchema,
    recipient: addressExSchema,
    direction: z.string(),
    transferInfo: transferInfoSchema,
  }),
  SettingsChange: z.looseObject({
    dataDecoded: dataDecodedSchema,
    settingsInfo: orNull(settingsInfoSchema),
  }),
  Custom: z.looseObject({
    to: addressExSchema,
    dataSize: z.string(),
    value: z.string(),
    methodName: orNull(displayText),
    actionCount: orNull(z.number()),
    isCancellation: z.boolean(),
  }),
  Creation: z.looseObject({
    creator: addressExSchema,
    transactionHash: z.string(),
    implementation: orNull(addressExSchema),
    factory: orNull(addressExSchema),
  }),
})

const executionInfoSchema = openTagged('type', {
  MULTISIG: z.looseObject({
    nonce: z.number(),
    confirmationsRequired: z.number(),
    confirmationsSubmitted: z.number(),
    missingSigners: z.array(addressExSchema).nullish(),
  }),
  MODULE: z.looseObject({ address: addressExSchema }),
})

export const safeAppInfoSchema = z.looseObject({
  name: displayText,
  url: z.string(),
  logoUri: orNull(z.string()),
})

export const transactionSummarySchema = z.looseObject({
  id: z.string(),
  txHash: z.string().nullish(),
  timestamp: z.number(),
  txStatus: z.string(),
  txInfo: transactionInfoSchema,
  executionInfo: executionInfoSchema.nullish(),
  safeAppInfo: safeAppInfoSchema.nullish(),
  note: txNoteText.nullish(),
})

const transactionListItemSchema = openTagged('type', {
  TRANSACTION: z.looseObject({
    transaction: transactionSummarySchema,
    conflictType: z.string(),
  }),
  LABEL: z.looseObject({ label: displayText }),
  CONFLICT_HEADER: z.looseObject({ nonce: z.number() }),
  DATE_LABEL: z.looseObject({ timestamp: z.number() }),
})

export const transactionListPageSchema = pageSchema(transactionListItemSchema)
