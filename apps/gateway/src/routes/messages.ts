import { Hono } from 'hono'
import type { Hex } from 'viem'
import { respondCached } from '../cache/respondCached'
import type { GatewayDeps } from '../deps'
import { badRequest } from '../errors'
import { parseAddressParam } from '../http/parseAddressParam'
import { readJsonBody } from '../http/readJsonBody'
import {
  confirmMessage,
  getMessage,
  listMessages,
  proposeMessage,
} from '../messages/messageService'
import { proposeMessageBodySchema } from '../messages/schemas'
import { parseCursor } from '../transactions/paging'
import { signatureBodySchema } from '../transactions/schemas'

function parseMessageHashParam(value: string): Hex {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw badRequest(`Invalid messageHash: ${value}`)
  return value.toLowerCase() as Hex
}

/** Off-chain Safe messages: propose, confirm, list (paged, by UTC day) and get by hash. */
export function messagesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()

  app.post('/v1/chains/:chainId/safes/:address/messages', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const address = parseAddressParam(c.req.param('address'))
    const body = await readJsonBody(c, proposeMessageBodySchema)
    await proposeMessage(deps, chain, address, body)
    return c.body(null, 201)
  })

  app.get('/v1/chains/:chainId/safes/:address/messages', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const address = parseAddressParam(c.req.param('address'))
    const page = parseCursor(c.req.query('cursor'))
    return respondCached(c, deps.db, chain, () =>
      listMessages(deps, chain, address, page, c.req.url),
    )
  })

  app.get('/v1/chains/:chainId/messages/:messageHash', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const hash = parseMessageHashParam(c.req.param('messageHash'))
    return respondCached(c, deps.db, chain, () => getMessage(deps, chain, hash))
  })

  app.post('/v1/chains/:chainId/messages/:messageHash/signatures', async (c) => {
    const chain = deps.chains.require(c.req.param('chainId'))
    const hash = parseMessageHashParam(c.req.param('messageHash'))
    const { signature } = await readJsonBody(c, signatureBodySchema)
    await confirmMessage(deps, chain, hash, signature)
    return c.body(null, 201)
  })

  return app
}
