import type { DecodedDataResponse } from '@assent/gateway-client'
import { Hono } from 'hono'
import { isHex } from 'viem'
import { z } from 'zod'
import { decodeData } from '../decoder/decodeData'
import type { GatewayDeps } from '../deps'
import { ApiError, badRequest } from '../errors'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { addressSchema } from '../wire/schemas'

const decoderBodySchema = z.object({
  data: z.string(),
  to: addressSchema.nullish(),
  operation: z.union([z.literal(0), z.literal(1)]).nullish(),
})

/** `POST /v1/chains/{chainId}/data-decoder`: decodes calldata with the bundled signatures. */
export function decoderRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.post('/v1/chains/:chainId/data-decoder', resolveChain(deps.chains), async (c) => {
    const { data } = await readJsonBody(c, decoderBodySchema)
    // 0x and whole bytes.
    if (!isHex(data, { strict: true }) || data.length % 2 !== 0) {
      throw badRequest(`Invalid data: ${data}`)
    }
    const decoded = decodeData(data)
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
