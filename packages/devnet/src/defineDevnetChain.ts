import { type Chain, defineChain } from 'viem'
import { DEVNET_CHAIN_ID } from './constants'

/** The viem chain of the Assent devnet (name "Assent Devnet", ETH, chain id 31337 by default). */
export function defineDevnetChain(rpcUrl: string, chainId: number = DEVNET_CHAIN_ID): Chain {
  return defineChain({
    id: chainId,
    name: 'Assent Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
