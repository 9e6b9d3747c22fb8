import type { SafeTransactionEstimation } from '@assent/gateway-client'
import { Hono } from 'hono'
import { getAddress } from 'viem'
import { readSafeState } from '../chain/readSafeState'
import type { GatewayDeps } from '../deps'
import { readJsonBody } from '../http/readJsonBody'
import { resolveChain } from '../http/resolveChain'
import { addressPath } from '../http/validators'
import { estimateSafeTxGas } from '../transactions/estimateSafeTxGas'
import { getNonces } from '../transactions/getNonces'
import { estimationBodySchema } from '../transactions/schemas'

/** `POST /v2/…/multisig-transactions/estimations`: nonces and the safeTxGas to use. */
export function estimationsRoutes(deps: GatewayDeps): Hono {
  const app = new Hono()
  app.post(
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    resolveChain(deps.chains),
    addressPath,
    async (c) => {
      const { chain } = c.var
      const { address } = c.req.valid('param')
      const body = await readJsonBody(c, estimationBodySchema)
      const safe = await readSafeState(deps, chain.chainId, address)
      const accessor = chain.info.contractAddresses?.simulateTxAccessorAddress
      const [nonces, safeTxGas] = await Promise.all([
        getNonces(deps, chain.chainId, safe),
        estimateSafeTxGas(chain.client, {
          safe: address,
          accessor: accessor ? getAddress(accessor) : null,
          to: body.to,
          value: BigInt(body.value),
          data: body.data,
          operation: body.operation,
        }),
      ])
      const reply: SafeTransactionEstimation = { ...nonces, safeTxGas: safeTxGas.toString() }
      return c.json(reply)
    },
  )
  return app
}
