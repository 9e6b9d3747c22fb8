import type { GatewayClient } from '@assent/gateway-client'
import { createContext, type ReactNode, useContext } from 'react'

const GatewayContext = createContext<GatewayClient | null>(null)

/** Makes one gateway client available to every data hook below it. */
export function GatewayProvider({
  client,
  children,
}: {
  client: GatewayClient
  children: ReactNode
}) {
  return <GatewayContext.Provider value={client}>{children}</GatewayContext.Provider>
}

/** The app's gateway client (throws outside GatewayProvider, which is a wiring bug). */
export function useGateway(): GatewayClient {
  const client = useContext(GatewayContext)
  if (!client) throw new Error('useGateway must be used inside <GatewayProvider>')
  return client
}
