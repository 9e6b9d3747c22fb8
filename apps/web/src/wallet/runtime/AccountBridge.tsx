import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import { setWalletAccount } from '../walletAccount'

/** Publishes wagmi's account to the shell's wallet store (see useWalletAccount). */
export function AccountBridge() {
  const { status, address, chainId, connector } = useAccount()
  useEffect(() => {
    setWalletAccount({ status, address, chainId, connectorId: connector?.id })
  }, [status, address, chainId, connector?.id])
  return null
}
