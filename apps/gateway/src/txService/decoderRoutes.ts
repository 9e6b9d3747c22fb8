import { and, asc, count, eq, ilike, or } from 'drizzle-orm'
import type { Hono } from 'hono'
import { getAddress } from 'viem'
import { z } from 'zod'
import { tokens } from '../db/schema/tokens'
import { decodeData } from '../decoder/decodeData'
import type { GatewayDeps } from '../deps'
import { notFound } from '../errors'
import { addressSchema, hexSchema } from '../wire/schemas'
import { readServicePage, toServicePage } from './servicePage'
import {
  pathAddress,
  queryAddress,
  queryValue,
  readServiceBody,
  serviceChain,
} from './serviceRequest'
import { serviceRoute } from './serviceRoute'

/** `POST /v1/data-decoder/` as api-kit's `decodeData` sends it. */
const decoderBodySchema = z.object({
  data: hexSchema.refine((data) => data.length >= 10, 'Ensure this field has at least 4 bytes'),
  to: addressSchema.nullish(),
})

function toServiceToken(row: typeof tokens.$inferSelect) {
  return {
    type: row.type,
    address: getAddress(row.address),
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    logoUri: row.logoUri ?? '',
    trusted: false,
  }
}

/** The data decoder and the tokens the indexer has seen (`tokens/`), in the service's shapes. */
export function decoderRoutes(deps: GatewayDeps, app: Hono): void {
  serviceRoute(app, 'POST', ['/v1/data-decoder'], async (c) => {
    serviceChain(deps, c)
    const { data } = await readServiceBody(c, decoderBodySchema)
    const decoded = decodeData(data)
    // The service answers 404 for calldata it has no ABI for.
    if (!decoded) throw notFound('Cannot find function selector to decode data')
    return c.json({ method: decoded.method, parameters: decoded.parameters ?? [] })
  })

  serviceRoute(app, 'GET', ['/v1/tokens'], async (c) => {
    const chain = serviceChain(deps, c)
    const page = readServicePage(c)
    const address = queryAddress(c, 'address')
    const search = queryValue(c, 'search')
    const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined
    const where = and(
      eq(tokens.chainId, chain.chainId),
      address ? eq(tokens.address, address) : undefined,
      pattern ? or(ilike(tokens.name, pattern), ilike(tokens.symbol, pattern)) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(tokens)
        .where(where)
        .orderBy(asc(tokens.name), asc(tokens.address))
        .limit(page.limit)
        .offset(page.offset),
      deps.db.select({ value: count() }).from(tokens).where(where),
    ])
    return c.json(toServicePage(c.req.url, page, total?.value ?? 0, rows.map(toServiceToken)))
  })

  serviceRoute(app, 'GET', ['/v1/tokens/:address'], async (c) => {
    const chain = serviceChain(deps, c)
    const address = pathAddress(c)
    const [row] = await deps.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.chainId, chain.chainId), eq(tokens.address, address)))
    if (!row) throw notFound('Not found.')
    return c.json(toServiceToken(row))
  })
}
