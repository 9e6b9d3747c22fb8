import { z } from 'zod'
import { displayText, orNull, pageSchema } from './common'

const rpcUriSchema = z.looseObject({ authentication: z.string(), value: z.string() })

// Gateways have sent `oracle`/`fixed`; the app switches on upper-case tags.
const gasPriceSchema = z.looseObject({ type: z.string().transform((type) => type.toUpperCase()) })

export const chainInfoSchema = z.looseObject({
  chainId: z.string(),
  chainName: displayText,
  shortName: displayText,
  l2: z.boolean(),
  isTestnet: z.boolean().optional(),
  description: displayText,
  chainLogoUri: orNull(z.string()),
  nativeCurrency: z.looseObject({
    name: displayText,
    symbol: displayText,
    decimals: z.number(),
    logoUri: z.string(),
  }),
  transactionService: z.string(),
  blockExplorerUriTemplate: z.looseObject({
    address: z.string(),
    txHash: z.string(),
    api: z.string(),
  }),
  ensRegistryAddress: orNull(z.string()),
  features: z.array(z.string()),
  gasPrice: z.array(gasPriceSchema),
  publicRpcUri: rpcUriSchema,
  rpcUri: rpcUriSchema,
  safeAppsRpcUri: rpcUriSchema,
  disabledWallets: z.array(z.string()),
  theme: z.looseObject({ textColor: z.string(), backgroundColor: z.string() }),
  // Newer gateways' fields: checked when sent, absent from older ones.
  balancesProvider: z
    .looseObject({ chainName: orNull(z.string()), enabled: z.boolean() })
    .optional(),
  contractAddresses: z.record(z.string(), z.string().nullable()).optional(),
  recommendedMasterCopyVersion: z.string().nullish(),
})

export const chainPageSchema = pageSchema(chainInfoSchema)
