import type { Config } from 'wagmi'
import {
  getPublicClient,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import type { DeploySafeWallet } from './deploySafe'

/** The connected wallet and the app's RPCs as deploySafe takes them: wagmi's actions on `config`. */
export function wagmiDeploySafeWallet(config: Config): DeploySafeWallet {
  return {
    switchChain: (chainId) => switchChain(config, { chainId }),
    getReader: (chainId) => getPublicClient(config, { chainId }),
    sendTransaction: (request) => sendTransaction(config, request),
    waitForReceipt: (request) => waitForTransactionReceipt(config, request),
  }
}
