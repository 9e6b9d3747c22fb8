import type { GatewayClient, RequestOptions } from '../transport/createGatewayClient'
import type { ChainInfo } from '../types/chains'
import { getChains } from './getChains'

export type GetAllChainsParameters = {
  /** Stop after this many pages (default 20): a gateway cannot make the client loop forever. */
  maxPages?: number
}

/** Every chain the gateway serves: the first page of /v1/chains, then each `next` page. */
export async function getAllChains(
  client: GatewayClient,
  { maxPages = 20 }: GetAllChainsParameters = {},
  { signal }: RequestOptions = {},
): Promise<ChainInfo[]> {
  let page = await getChains(client, {}, { signal })
  const chains = [...page.results]
  for (let pages = 1; page.next && pages < maxPages; pages++) {
    page = await getChains(client, { pageUrl: page.next }, { signal })
    chains.push(...page.results)
  }
  return chains
}
