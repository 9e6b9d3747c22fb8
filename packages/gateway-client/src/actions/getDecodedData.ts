import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainIdParameter } from '../transport/pagedTarget'
import type { DecodedDataRequest, DecodedDataResponse } from '../types/decodedData'
import { decodedDataSchema } from '../validation/misc'
import { parseWith } from '../validation/parseResponse'

export type GetDecodedDataParameters = ChainIdParameter & { body: DecodedDataRequest }

/** Decodes calldata into a method and parameters (MultiSend batches expanded). */
export function getDecodedData(
  client: GatewayClient,
  { chainId, body }: GetDecodedDataParameters,
  { signal }: RequestOptions = {},
): Promise<DecodedDataResponse> {
  return client.request({
    method: 'POST',
    path: '/v1/chains/{chainId}/data-decoder',
    pathParams: { chainId },
    body,
    parse: parseWith<DecodedDataResponse>(decodedDataSchema),
    signal,
  })
}
