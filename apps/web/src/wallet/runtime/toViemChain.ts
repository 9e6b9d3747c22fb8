import type { ChainInfo } from '@assent/gateway-client'
import { type Chain, defineChain } from 'viem'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from 'viem/chains'
import { explorerBaseUrl } from '../../chains/explorerUrls'
import { config } from '../../kernel/config'
import { chainRpcUrls } from '../../verification-rpc/chooseChainRpc'

/** viem's own definitions of the public chains Safe{Wallet} serves most, by id. */
const KNOWN_CHAINS = new Map<number, Chain>(
  [mainnet, sepolia, gnosis, polygon, arbitrum, optimism, base, bsc, avalanche].map((known) => [
    known.id,
    known,
  ]),
)

/**
 * A gateway chain as a viem chain: id, name, native currency, RPC and explorer URLs from the
 * gateway; for a well-known chain id, viem's contracts (ENS universal resolver, multicall3)
 * and ENS settings too, which the gateway's config does not carry (without them the account
 * button shows no ENS name and multicalls fall back to single reads).
 */
export function toViemChain(
  chain: ChainInfo,
  options: { rpcApiKey?: string | undefined } = { rpcApiKey: config.rpcApiKey },
): Chain {
  const known = KNOWN_CHAINS.get(Number(chain.chainId))
  const explorer = explorerBaseUrl(chain)
  // The app's RPC policy: a keyed RPC (API_KEY_PATH) only with the build's key, then public.
  const rpcUrls = chainRpcUrls(chain, options.rpcApiKey)
  const chainIcon =
    chain.chainLogoUri && /^https?:\/\//.test(chain.chainLogoUri) ? chain.chainLogoUri : undefined
  return defineChain({
    // RainbowKit reads these two for its network buttons and modal.
    iconUrl: chainIcon,
    iconBackground: chain.theme?.backgroundColor,
    id: Number(chain.chainId),
    name: chain.chainName,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    },
    rpcUrls: { default: { http: rpcUrls } },
    blockExplorers: explorer ? { default: { name: 'Explorer', url: explorer } } : undefined,
    testnet: chain.isTestnet,
    contracts: known?.contracts,
    ensTlds: known?.ensTlds,
  })
}
