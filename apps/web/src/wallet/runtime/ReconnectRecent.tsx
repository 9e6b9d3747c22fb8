import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { reconnect } from 'wagmi/actions'

/**
 * Automatic reconnection (SPEC §1), limited to the wallet used last. wagmi's own
 * reconnectOnMount asks every connector for its provider, which would download every
 * wallet SDK on each visit; asking only the recent one keeps them lazy.
 */
export function ReconnectRecent() {
  const config = useConfig()
  useEffect(() => {
    let cancelled = false
    ;(async () => {
      const recentId = await config.storage?.getItem('recentConnectorId')
      if (cancelled) return
      const recent = config.connectors.filter((connector) => connector.id === recentId)
      if (recent.length === 0) {
        config.setState((state) => ({ ...state, status: 'disconnected' }))
        return
      }
      await reconnect(config, { connectors: recent })
    })()
    return () => {
      cancelled = true
    }
  }, [config])
  return null
}
