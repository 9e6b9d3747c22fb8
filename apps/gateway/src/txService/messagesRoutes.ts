import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { getAddress, type Hex } from 'viem'
import { z } from 'zod'
import { respondCached } from '../cache/respondCached'
import type { ChainContext } from '../chain/createChainRegistry'
import { readSafeStateCached } from '../chain/readSafeStateCached'
import { messages } from '../db/schema/messages'
import type { GatewayDeps } from '../deps'
import { notFound } from '../errors'
import {
  confirmMessage,
  loadMessageConfirmations,
  proposeMessage,
} from '../messages/messageService'
import { proposeMessageBodySchema } from '../messages/schemas'
import {
  type MessageConfirmationRow,
  type MessageRow,
  toSafeMessage,
} from '../messages/toSafeMessage'
import { hexSchema } from '../wire/schemas'
import { isoDate, serviceSignatureType } from './serviceFormat'
import { readServicePage, toServicePage } from './servicePage'
import {
  pathAddress,
  pathHash,
  queryOrdering,
  readServiceBody,
  serviceChain,
} from './serviceRequest'
import { serviceRoute } from './serviceRoute'

const signatureBodySchema = z.object({ signature: hexSchema })

/**
 * A stored message in the service's SafeMessage shape. `preparedSignature` is the Client
 * Gateway's: current owners' signatures once they reach the threshold, else null.
 */
function toServiceMessage(
  deps: GatewayDeps,
  row: MessageRow,
  confirmations: MessageConfirmationRow[],
  safe: { owners: readonly `0x${string}`[]; threshold: number },
) {
  const gatewayView = toSafeMessage(row, confirmations, safe, deps.settings.safeApps)
  return {
    created: isoDate(row.createdAt),
    modified: isoDate(row.modifiedAt),
    safe: getAddress(row.safe),
    messageHash: row.messageHash,
    message: gatewayView.message,
    proposedBy: getAddress(row.proposedBy),
    safeAppId: row.safeAppId,
    confirmations: confirmations.map((c) => ({
      created: isoDate(c.createdAt),
      modified: isoDate(c.createdAt),
      owner: getAddress(c.owner),
      signature: c.signature,
      signatureType: serviceSignatureType(c.signatureType),
    })),
    preparedSignature: gatewayView.preparedSignature,
    origin: row.origin,
  }
}

async function getServiceMessage(deps: GatewayDeps, chain: ChainContext, messageHash: Hex) {
  const [row] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.chainId, chain.chainId), eq(messages.messageHash, messageHash)))
  if (!row) throw notFound('Not found.')
  const [safe, confirmations] = await Promise.all([
    readSafeStateCached(chain, getAddress(row.safe)),
    loadMessageConfirmations(deps, chain.chainId, [messageHash]),
  ])
  return toServiceMessage(deps, row, confirmations.get(messageHash) ?? [], safe)
}

/**
 * Off-chain messages (EIP-1271) in the service's dialect: list and create per Safe, get by hash,
 * add a signature. Writes go through the Client Gateway's message service.
 */
export function messagesRoutes(deps: GatewayDeps, app: Hono): void {
  serviceRoute(app, 'GET', ['/v1/safes/:address/messages'], (c) => {
    const chain = serviceChain(deps, c)
    const safe = pathAddress(c)
    const page = readServicePage(c)
    const ordering = queryOrdering(c, ['created', 'modified'] as const, '-created')
    const column = ordering.field === 'created' ? messages.createdAt : messages.modifiedAt
    const direction = ordering.descending ? desc : asc
    const where = and(eq(messages.chainId, chain.chainId), eq(messages.safe, safe))
    return respondCached(c, deps.db, chain, async () => {
      const [rows, [total], state] = await Promise.all([
        deps.db
          .select()
          .from(messages)
          .where(where)
          .orderBy(direction(column), asc(messages.messageHash))
          .limit(page.limit)
          .offset(page.offset),
        deps.db.select({ value: count() }).from(messages).where(where),
        readSafeStateCached(chain, safe),
      ])
      const confirmations = await loadMessageConfirmations(
        deps,
        chain.chainId,
        rows.map((r) => r.messageHash),
      )
      const results = rows.map((row) =>
        toServiceMessage(deps, row, confirmations.get(row.messageHash) ?? [], state),
      )
      return toServicePage(c.req.url, page, total?.value ?? 0, results)
    })
  })

  serviceRoute(app, 'POST', ['/v1/safes/:address/messages'], async (c) => {
    const chain = serviceChain(deps, c)
    const safe = pathAddress(c)
    // The same body as the Client Gateway's (message, signature, safeAppId, origin).
    const body = await readServiceBody(c, proposeMessageBodySchema)
    await proposeMessage(deps, chain, safe, body)
    return c.body(null, 201)
  })

  serviceRoute(app, 'GET', ['/v1/messages/:messageHash'], (c) => {
    const chain = serviceChain(deps, c)
    const messageHash = pathHash(c, 'messageHash')
    return respondCached(c, deps.db, chain, () => getServiceMessage(deps, chain, messageHash))
  })

  serviceRoute(app, 'POST', ['/v1/messages/:messageHash/signatures'], async (c) => {
    const chain = serviceChain(deps, c)
    const messageHash = pathHash(c, 'messageHash')
    const { signature } = await readServiceBody(c, signatureBodySchema)
    await confirmMessage(deps, chain, messageHash, signature)
    return c.body(null, 201)
  })
}
