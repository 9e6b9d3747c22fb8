import { createDevnetClients, type DevnetClients } from './createDevnetClients'

/** Clients for a devnet whose chain id is not known in advance: it is asked for first. */
export async function connectDevnet(rpcUrl: string): Promise<DevnetClients> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const body = (await response.json()) as { result?: string }
  if (typeof body.result !== 'string') throw new Error(`${rpcUrl}: no eth_chainId answer`)
  return createDevnetClients(rpcUrl, Number(body.result))
}
