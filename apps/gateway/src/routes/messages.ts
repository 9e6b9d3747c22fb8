import { Hono } from 'hono'
import { respondCached } from '../cache/respondCached'
import type { GatewayDeps } from '../deps'
import { LIST_CURSOR, parseCursor } from '../http/paging'
import { parseHashParam } from '../http/parseHashParam'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { addressPath, validPath, validQuery } from '../http/validators'
import {
  confirmMessage,
  getMessage,
  listMessages,
  proposeMessage,
} from '../messages/messageService'
import { proposeMessageBodySchema } from '../messages/schemas'
import { signatureBodySchema } from '../wire/schemas'

/** Off-chain Safe messages: propose, confirm, list (paged, by UTC day) and get by hash. */
export function messagesRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  const withChain = resolveChain(deps.chains)
  const messageHashPath = validPath((param) => ({
    messageHash: parseHashParam(param('messageHash'), 'messageHash'),
  }))

  app.post('/v1/chains/:chainId/safes/:address/messages', withChain, addressPath, async (c) => {
    const body = await readJsonBody(c, proposeMessageBodySchema)
    await proposeMessage(deps, c.var.chain, c.req.valid('param').address, body)
    return c.body(null, 201)
  })

  app.get(
    '/v1/chains/:chainId/safes/:address/messages',
    withChain,
    addressPath,
    validQuery((query) => parseCursor(query('cursor'), LIST_CURSOR)),
    async (c) => {
      const { chain } = c.var
      const { address } = c.req.valid('param')
      const page = c.req.valid('query')
      return respondCached(c, deps.db, chain, () =>
        listMessages(deps, chain, address, page, c.req.url),
      )
    },
  )

  app.get('/v1/chains/:chainId/messages/:messageHash', withChain, messageHashPath, async (c) => {
    const { chain } = c.var
    const { messageHash } = c.req.valid('param')
    return respondCached(c, deps.db, chain, () => getMessage(deps, chain, messageHash))
  })

  app.post(
    '/v1/chains/:chainId/messages/:messageHash/signatures',
    withChain,
    messageHashPath,
    async (c) => {
      const { signature } = await readJsonBody(c, signatureBodySchema)
      await confirmMessage(deps, c.var.chain, c.req.valid('param').messageHash, signature)
      return c.body(null, 201)
    },
  )

  return app
}
