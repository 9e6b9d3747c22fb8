import type { DecodedDataResponse } from '@assent/gateway-client'
import { Hono } from 'hono'
import { z } from 'zod'
import { decodeData } from '../decoder/decodeData'
import type { GatewayDeps } from '../deps'
import { ApiError, badRequest } from '../errors'
import { readJsonBody } from '../http/readJsonBody'
import { addressSchema } from '../transactions/schemas'

const decoderBodySchema = z.object({
  data: z.string(),
  to: addressSchema.nullish(),
  operation: z.union([z.literal(0), z.literal(1)]).nullish(),
})

/** `POST /v1/chains/{chainId}/data-decoder`: decodes calldata with the bundled signatures. */
export function decoderRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.post('/v1/chains/:chainId/data-decoder', async (c) => {
    deps.chains.require(c.req.param('chainId'))
    const body = await readJsonBody(c, decoderBodySchema)
    if (!/^0x([0-9a-fA-F]{2})*$/.test(body.data)) throw badRequest(`Invalid data: ${body.data}`)
    const decoded = decodeData(body.data as `0x${string}`)
    // The real gateway answers 404 when the transaction service cannot decode the data.
    if (!decoded) throw new ApiError(404, 404, 'Cannot decode data')
    const reply: DecodedDataResponse = {
      method: decoded.method,
      parameters: decoded.parameters ?? [],
    }
    return c.json(reply)
  })
  return app
}
