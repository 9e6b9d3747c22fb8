import { z } from 'zod'
import { chainInfoSchema } from '../validation/chains'
import { delegatePageSchema } from '../validation/delegates'
import {
  authNonceSchema,
  collectiblesPageSchema,
  collectiblesSchema,
  indexingStatusSchema,
  masterCopiesSchema,
  noncesSchema,
  ownedSafesSchema,
  safeAppsSchema,
  safeBalanceResponseSchema,
  stringArraySchema,
} from '../validation/misc'
import { safeInfoSchema } from '../validation/safeInfo'
import { safeMessageListPageSchema, safeMessageSchema } from '../validation/safeMessages'
import { transactionDetailsSchema } from '../validation/transactionDetails'
import { transactionListPageSchema } from '../validation/transactions'
import type { GatewayResourceName } from './gatewayResources'

const rpcUrl = /^(https?|wss?):\/\//i
const address = /^0x[0-9a-fA-F]{40}$/

/**
 * A chain whose RPC URLs are network URLs and whose contract addresses are addresses: what the
 * wallet trusts most, so a chain that did not just come from the gateway (a persisted cache,
 * which anything on the origin can edit) is held to more than the lenient chain schema.
 */
const trustedChainSchema = chainInfoSchema.superRefine((chain, context) => {
  for (const field of ['rpcUri', 'publicRpcUri', 'safeAppsRpcUri'] as const) {
    if (!rpcUrl.test(chain[field].value)) {
      context.addIssue({ code: 'custom', message: 'not an RPC URL', path: [field, 'value'] })
    }
  }
  const contracts: unknown = chain.contractAddresses
  if (contracts === undefined) return
  const valid =
    contracts !== null &&
    typeof contracts === 'object' &&
    Object.values(contracts).every((a) => a === null || (typeof a === 'string' && address.test(a)))
  if (!valid) {
    context.addIssue({ code: 'custom', message: 'not addresses', path: ['contractAddresses'] })
  }
})

/**
 * The schema of each gatewayResources entry's data (a paged list's: one page), for data that
 * reaches the query cache by another way than its action — restored from storage, or read by
 * the web app's boot — and must pass the same checks as a fresh answer. The actions parse with
 * the same schemas; the chain list is held to more ({@link trustedChainSchema}). Complete by
 * type: a resource added to the registry without a schema fails the type check. The schemas
 * mirror the wire types without proving them (their outputs are looser), as in `parseWith`.
 */
export const gatewayResourceSchemas = {
  authNonce: authNonceSchema,
  balances: safeBalanceResponseSchema,
  chainConfig: chainInfoSchema,
  chains: z.array(trustedChainSchema),
  collectibles: collectiblesSchema,
  collectiblesPage: collectiblesPageSchema,
  delegates: delegatePageSchema,
  fiatCurrencies: stringArraySchema,
  incomingTransfers: transactionListPageSchema,
  indexingStatus: indexingStatusSchema,
  masterCopies: masterCopiesSchema,
  moduleTransactions: transactionListPageSchema,
  multisigTransactions: transactionListPageSchema,
  nonces: noncesSchema,
  ownedSafes: ownedSafesSchema,
  safeApps: safeAppsSchema,
  safeInfo: safeInfoSchema,
  safeMessage: safeMessageSchema.nullable(),
  safeMessages: safeMessageListPageSchema,
  transactionDetails: transactionDetailsSchema,
  transactionHistory: transactionListPageSchema,
  transactionQueue: transactionListPageSchema,
} satisfies Record<GatewayResourceName, z.ZodType>
