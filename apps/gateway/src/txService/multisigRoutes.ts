import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { getAddress } from 'viem'
import { z } from 'zod'
import { respondCached } from '../cache/respondCached'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeState } from '../chain/readSafeState'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { multisigConfirmations, multisigTransactions as txs } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { confirmTransaction, requireMultisigTx } from '../transactions/confirmTransaction'
import { deleteTransaction } from '../transactions/deleteTransaction'
import { estimateSafeTxGas } from '../transactions/estimateSafeTxGas'
import { loadConfirmations } from '../transactions/loadConfirmations'
import { storeProposal } from '../transactions/proposeTransaction'
import { estimationBodySchema, proposeBodySchema } from '../transactions/schemas'
import { hexSchema } from '../wire/schemas'
import { readServicePage, toServicePage } from './servicePage'
import {
  pathAddress,
  pathHash,
  queryAddress,
  queryBoolean,
  queryOrdering,
  queryUint,
  readServiceBody,
  serviceChain,
} from './serviceRequest'
import { serviceRoute } from './serviceRoute'
import { toServiceConfirmation, toServiceMultisigTransaction } from './toServiceMultisigTransaction'

/**
 * The body api-kit's `proposeTransaction` posts: the SafeTx fields, `contractTransactionHash`
 * (the safeTxHash), `sender`, `signature` and `origin`. It is the Client Gateway propose body
 * under another name for the hash, so both dialects run the very same checks.
 */
const serviceProposeBodySchema = proposeBodySchema
  .omit({ safeTxHash: true })
  .extend({ contractTransactionHash: proposeBodySchema.shape.safeTxHash })
  .transform(({ contractTransactionHash, ...rest }) => ({
    ...rest,
    safeTxHash: contractTransactionHash,
  }))

const signatureBodySchema = z.object({ signature: hexSchema })

/** Filters of the multisig list, as the service names them. */
function readListFilters(c: Context) {
  return {
    executed: queryBoolean(c, 'executed'),
    // Every stored transaction is trusted (see toServiceMultisigTransaction): read for validation.
    trusted: queryBoolean(c, 'trusted'),
    hasConfirmations: queryBoolean(c, 'has_confirmations'),
    nonce: queryUint(c, 'nonce'),
    nonceGte: queryUint(c, 'nonce__gte'),
    nonceGt: queryUint(c, 'nonce__gt'),
    nonceLte: queryUint(c, 'nonce__lte'),
    nonceLt: queryUint(c, 'nonce__lt'),
    to: queryAddress(c, 'to'),
    ordering: queryOrdering(c, ['nonce', 'created', 'modified'] as const, '-nonce'),
  }
}

/** The Safe's multisig transactions with the service's filters, ordering and paging. */
async function listServiceMultisigTransactions(deps: GatewayDeps, chain: ChainContext, c: Context) {
  const safe = pathAddress(c)
  const filters = readListFilters(c)
  const page = readServicePage(c)
  const hasConfirmation = exists(
    deps.db
      .select({ one: sql`1` })
      .from(multisigConfirmations)
      .where(
        and(
          eq(multisigConfirmations.chainId, txs.chainId),
          eq(multisigConfirmations.safeTxHash, txs.safeTxHash),
        ),
      ),
  )
  const where = and(
    eq(txs.chainId, chain.chainId),
    eq(txs.safe, safe),
    filters.executed === undefined
      ? undefined
      : filters.executed
        ? isNotNull(txs.txHash)
        : isNull(txs.txHash),
    filters.hasConfirmations === undefined
      ? undefined
      : filters.hasConfirmations
        ? hasConfirmation
        : sql`not ${hasConfirmation}`,
    filters.nonce === undefined ? undefined : eq(txs.nonce, filters.nonce),
    filters.nonceGte === undefined ? undefined : gte(txs.nonce, filters.nonceGte),
    filters.nonceGt === undefined ? undefined : gt(txs.nonce, filters.nonceGt),
    filters.nonceLte === undefined ? undefined : lte(txs.nonce, filters.nonceLte),
    filters.nonceLt === undefined ? undefined : lt(txs.nonce, filters.nonceLt),
    filters.to === undefined ? undefined : eq(txs.to, filters.to),
  )
  const column = {
    nonce: txs.nonce,
    created: sql`coalesce(${txs.submittedAt}, ${txs.executedAt})`,
    modified: sql`greatest(${txs.submittedAt}, ${txs.confirmedAt}, ${txs.executedAt})`,
  }[filters.ordering.field]
  const direction = filters.ordering.descending ? desc : asc
  return respondCached(c, deps.db, chain, async () => {
    const [rows, [total], state] = await Promise.all([
      deps.db
        .select()
        .from(txs)
        .where(where)
        // One direction for every key, so `-nonce` walks the (chain, safe, nonce) index backwards.
        .orderBy(direction(column), direction(txs.submittedAt), direction(txs.safeTxHash))
        .limit(page.limit)
        .offset(page.offset),
      deps.db.select({ value: count() }).from(txs).where(where),
      readSafeStateCached(chain, safe),
    ])
    const confirmations = await loadConfirmations(
      deps,
      chain.chainId,
      rows.map((r) => r.safeTxHash),
    )
    const results = rows.map((row) =>
      toServiceMultisigTransaction(row, confirmations.get(row.safeTxHash) ?? [], state.threshold),
    )
    return toServicePage(c.req.url, page, total?.value ?? 0, results)
  })
}

/**
 * Multisig transactions in the service's dialect: the list per Safe (v1 and v2), one by
 * safeTxHash, propose, confirmations (list and add) and delete by the proposer. Writes go
 * through the Client Gateway's own services, so both APIs check the same things and write the
 * same rows.
 */
export function multisigRoutes(deps: GatewayDeps, app: Hono): void {
  const bothVersions = (path: string) => [`/v1${path}`, `/v2${path}`]

  serviceRoute(app, 'GET', bothVersions('/safes/:address/multisig-transactions'), (c) =>
    listServiceMultisigTransactions(deps, serviceChain(deps, c), c),
  )

  serviceRoute(app, 'POST', bothVersions('/safes/:address/multisig-transactions'), async (c) => {
    const chain = serviceChain(deps, c)
    const safe = pathAddress(c)
    // The service answers an invalid proposal with a 422, field by field.
    const body = await readServiceBody(c, serviceProposeBodySchema, 422)
    await storeProposal(deps, chain, safe, body)
    return c.body(null, 201)
  })

  serviceRoute(
    app,
    'POST',
    bothVersions('/safes/:address/multisig-transactions/estimations'),
    async (c) => {
      const chain = serviceChain(deps, c)
      const safe = pathAddress(c)
      const body = await readServiceBody(c, estimationBodySchema)
      // The Client Gateway's estimation; reading the Safe first makes an unknown Safe a 404.
      await readSafeState(deps, chain.chainId, safe)
      const accessor = chain.info.contractAddresses?.simulateTxAccessorAddress
      const safeTxGas = await estimateSafeTxGas(chain.client, {
        safe,
        accessor: accessor ? getAddress(accessor) : null,
        to: body.to,
        value: BigInt(body.value),
        data: body.data,
        operation: body.operation,
      })
      return c.json({ safeTxGas: safeTxGas.toString() })
    },
  )

  serviceRoute(app, 'GET', bothVersions('/multisig-transactions/:safeTxHash'), (c) => {
    const chain = serviceChain(deps, c)
    const safeTxHash = pathHash(c, 'safeTxHash')
    return respondCached(c, deps.db, chain, async () => {
      const row = await requireMultisigTx(deps, chain, safeTxHash)
      const [state, confirmations] = await Promise.all([
        readSafeStateCached(chain, row.safe),
        loadConfirmations(deps, chain.chainId, [safeTxHash]),
      ])
      return toServiceMultisigTransaction(row, confirmations.get(safeTxHash) ?? [], state.threshold)
    })
  })

  serviceRoute(app, 'DELETE', bothVersions('/multisig-transactions/:safeTxHash'), async (c) => {
    const chain = serviceChain(deps, c)
    const safeTxHash = pathHash(c, 'safeTxHash')
    const { signature } = await readServiceBody(c, signatureBodySchema)
    await deleteTransaction(deps, chain, safeTxHash, signature)
    return c.body(null, 204)
  })

  serviceRoute(app, 'GET', ['/v1/multisig-transactions/:safeTxHash/confirmations'], (c) => {
    const chain = serviceChain(deps, c)
    const safeTxHash = pathHash(c, 'safeTxHash')
    const page = readServicePage(c)
    return respondCached(c, deps.db, chain, async () => {
      await requireMultisigTx(deps, chain, safeTxHash)
      const all = (await loadConfirmations(deps, chain.chainId, [safeTxHash])).get(safeTxHash)
      const confirmations = (all ?? []).map(toServiceConfirmation)
      const onPage = confirmations.slice(page.offset, page.offset + page.limit)
      return toServicePage(c.req.url, page, confirmations.length, onPage)
    })
  })

  serviceRoute(app, 'POST', ['/v1/multisig-transactions/:safeTxHash/confirmations'], async (c) => {
    const chain = serviceChain(deps, c)
    const safeTxHash = pathHash(c, 'safeTxHash')
    const { signature } = await readServiceBody(c, signatureBodySchema)
    await confirmTransaction(deps, chain, safeTxHash, signature)
    return c.json({ signature }, 201)
  })
}
