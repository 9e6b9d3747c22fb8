import { z } from 'zod'
import { displayText, operationSchema, orNull, pageSchema, tokenInfoSchema } from './common'
import { dataDecodedSchema } from './transactions'

export const safeBalanceResponseSchema = z.looseObject({
  fiatTotal: z.string(),
  items: z.array(
    z.looseObject({
      tokenInfo: tokenInfoSchema,
      balance: z.string(),
      fiatBalance: z.string(),
      fiatConversion: z.string(),
    }),
  ),
})

export const stringArraySchema = z.array(z.string())

export const ownedSafesSchema = z.looseObject({ safes: z.array(z.string()) })

const collectibleSchema = z.looseObject({
  address: z.string(),
  tokenName: displayText,
  tokenSymbol: displayText,
  logoUri: z.string(),
  id: z.string(),
  uri: orNull(z.string()),
  name: orNull(displayText),
  description: orNull(displayText),
  imageUri: orNull(z.string()),
  metadata: orNull(z.record(z.string(), z.unknown())),
})

export const collectiblesSchema = z.array(collectibleSchema)
export const collectiblesPageSchema = pageSchema(collectibleSchema)

export const noncesSchema = z.looseObject({
  currentNonce: z.number(),
  recommendedNonce: z.number(),
})

export const estimationSchema = z.looseObject({
  currentNonce: z.number(),
  recommendedNonce: z.number(),
  safeTxGas: z.string(),
})

export const safeAppsSchema = z.array(
  z.looseObject({
    id: z.number(),
    url: z.string(),
    name: displayText,
    iconUrl: z.string(),
    description: displayText,
    chainIds: z.array(z.string()),
    provider: orNull(z.looseObject({ url: z.string(), name: displayText })),
    accessControl: z.looseObject({ type: z.string(), value: z.array(z.string()).optional() }),
    tags: z.array(displayText).default([]),
    features: z.array(z.string()).default([]),
    developerWebsite: orNull(z.string()),
    socialProfiles: z.array(z.looseObject({ platform: z.string(), url: z.string() })).default([]),
  }),
)

export const masterCopiesSchema = z.array(
  z.looseObject({
    address: z.string(),
    version: z.string(),
    deployer: displayText,
    deployerRepoUrl: z.string(),
  }),
)

export const decodedDataSchema = dataDecodedSchema.extend({
  parameters: z
    .array(
      z.looseObject({
        name: displayText,
        type: z.string(),
        value: z.unknown(),
        valueDecoded: z
          .array(z.looseObject({ operation: operationSchema, to: z.string() }))
          .nullish(),
      }),
    )
    .nullish()
    .transform((parameters) => parameters ?? []),
})

export const indexingStatusSchema = z.looseObject({
  chainId: z.string(),
  latestBlock: z.number(),
  indexedBlock: z.number(),
  lag: z.number(),
  synced: z.boolean(),
})

export const authNonceSchema = z.looseObject({ nonce: z.string() })
