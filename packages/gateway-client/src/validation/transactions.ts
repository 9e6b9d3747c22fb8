import { z } from 'zod'
import { addressExSchema, openTagged, orNull, pageSchema } from './common'

export const dataDecodedSchema = z.looseObject({
  method: z.string(),
  parameters: z
    .array(z.looseObject({ name: z.string(), type: z.string(), value: z.unknown() }))
    .nullish(),
})

const tokenDisplayShape = {
  tokenName: orNull(z.string()),
  tokenSymbol: orNull(z.string()),
  logoUri: orNull(z.string()),
}

const transferInfoSchema = openTagged(
  'type',
  ['NATIVE_COIN', 'ERC20', 'ERC721'],
  [
    z.looseObject({ type: z.literal('NATIVE_COIN'), value: z.string() }),
    z.looseObject({
      type: z.literal('ERC20'),
      tokenAddress: z.string(),
      value: z.string(),
      ...tokenDisplayShape,
      decimals: orNull(z.number()),
    }),
    z.looseObject({
      type: z.literal('ERC721'),
      tokenAddress: z.string(),
      tokenId: z.string(),
      ...tokenDisplayShape,
    }),
  ],
)

const settingsKinds = {
  SET_FALLBACK_HANDLER: { handler: orNull(addressExSchema) },
  ADD_OWNER: { owner: addressExSchema, threshold: z.number() },
  REMOVE_OWNER: { owner: addressExSchema, threshold: z.number() },
  SWAP_OWNER: { oldOwner: addressExSchema, newOwner: addressExSchema },
  CHANGE_THRESHOLD: { threshold: z.number() },
  CHANGE_IMPLEMENTATION: { implementation: addressExSchema },
  ENABLE_MODULE: { module: addressExSchema },
  DISABLE_MODULE: { module: addressExSchema },
  SET_GUARD: { guard: addressExSchema },
  DELETE_GUARD: {},
} as const

const settingsTags = Object.keys(settingsKinds)
const settingsInfoSchema = openTagged(
  'type',
  settingsTags,
  Object.entries(settingsKinds).map(([type, shape]) =>
    z.looseObject({ type: z.literal(type), ...shape }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
)

export const transactionInfoSchema = openTagged(
  'type',
  ['Transfer', 'SettingsChange', 'Custom', 'Creation'],
  [
    z.looseObject({
      type: z.literal('Transfer'),
      sender: addressExSchema,
      recipient: addressExSchema,
      direction: z.string(),
      transferInfo: transferInfoSchema,
    }),
    z.looseObject({
      type: z.literal('SettingsChange'),
      dataDecoded: dataDecodedSchema,
      settingsInfo: orNull(settingsInfoSchema),
    }),
    z.looseObject({
      type: z.literal('Custom'),
      to: addressExSchema,
      dataSize: z.string(),
      value: z.string(),
      methodName: orNull(z.string()),
      actionCount: orNull(z.number()),
      isCancellation: z.boolean(),
    }),
    z.looseObject({
      type: z.literal('Creation'),
      creator: addressExSchema,
      transactionHash: z.string(),
      implementation: orNull(addressExSchema),
      factory: orNull(addressExSchema),
    }),
  ],
)

const executionInfoSchema = openTagged(
  'type',
  ['MULTISIG', 'MODULE'],
  [
    z.looseObject({
      type: z.literal('MULTISIG'),
      nonce: z.number(),
      confirmationsRequired: z.number(),
      confirmationsSubmitted: z.number(),
      missingSigners: z.array(addressExSchema).nullish(),
    }),
    z.looseObject({ type: z.literal('MODULE'), address: addressExSchema }),
  ],
)

export const safeAppInfoSchema = z.looseObject({
  name: z.string(),
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
})

const transactionListItemSchema = openTagged(
  'type',
  ['TRANSACTION', 'LABEL', 'CONFLICT_HEADER', 'DATE_LABEL'],
  [
    z.looseObject({
      type: z.literal('TRANSACTION'),
      transaction: transactionSummarySchema,
      conflictType: z.string(),
    }),
    z.looseObject({ type: z.literal('LABEL'), label: z.string() }),
    z.looseObject({ type: z.literal('CONFLICT_HEADER'), nonce: z.number() }),
    z.looseObject({ type: z.literal('DATE_LABEL'), timestamp: z.number() }),
  ],
)

export const transactionListPageSchema = pageSchema(transactionListItemSchema)
