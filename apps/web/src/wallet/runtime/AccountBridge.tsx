import { useEffect } from 'react'
import type { EIP1193Provider } from 'viem'
import { useAccount } from 'wagmi'
import { setVerificationWalletProvider } from '../../verification-rpc/walletProviderStore'
import { setWalletAccount } from '../walletAccount'
import { DEVNET_CONNECTOR_ID } from './devnet/devnetConnector'

/**
 * Connectors whose provider reads the chain through an RPC the wallet itself chose: injected
 * extensions (EIP-6963 or window.ethereum) and the devnet wallet (the build's devnet RPC).
 * WalletConnect, the MetaMask SDK, Coinbase's SDK and the Safe connector may answer reads from
 * the RPC URLs we hand them, which come from the gateway: they do not count as independent.
 */
export function isIndependentConnector(connector: { id: string; type: string }): boolean {
  return connector.type === 'injected' || connector.id === DEVNET_CONNECTOR_ID
}

/**
 * Publishes wagmi's account to the shell's wallet store (see useWalletAccount), and the
 * connector's own provider to the verification store (see useVerificationClient).
 */
export function AccountBridge() {
  const { status, address, chainId, connector } = useAccount()
  useEffect(() => {
    setWalletAccount({ status, address, chainId, connectorId: connector?.id })
  }, [status, address, chainId, connector?.id])

  useEffect(() => {
    if (status !== 'connected' || !connector || chainId === undefined) {
      setVerificationWalletProvider(undefined)
      return
    }
    if (!isIndependentConnector(connector)) {
      setVerificationWalletProvider(undefined)
      return
    }
    let current = true
    connector.getProvider().then(
      (provider) => {
        if (!current || !provider) return
        setVerificationWalletProvider({
          provider: provider as EIP1193Provider,
          chainId,
          connectorId: connector.id,
          connectorName: connector.name,
        })
      },
      () => current && setVerificationWalletProvider(undefined),
    )
    return () => {
      current = false
    }
  }, [status, chainId, connector])

  // Leaving the wallet runtime (unmount) leaves no stale provider behind.
  useEffect(() => () => setVerificationWalletProvider(undefined), [])
  return null
}
