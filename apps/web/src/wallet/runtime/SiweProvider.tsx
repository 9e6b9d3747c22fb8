import { getAuthNonce, postAuthLogout, verifyAuth } from '@assent/gateway-client'
import {
  type AuthenticationStatus,
  createAuthenticationAdapter,
  RainbowKitAuthenticationProvider,
} from '@rainbow-me/rainbowkit'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { useAccount } from 'wagmi'
import { config } from '../../kernel/config'
import { useGateway } from '../../kernel/GatewayProvider'

/**
 * The address this browser last signed in with. The session cookie is httpOnly, so scripts
 * cannot see it; without this hint every connect would ask /v1/auth/me and get a 401, which
 * the browser logs as a console error (and the official gateway has no such endpoint).
 */
const SESSION_HINT_KEY = 'assent.siwe.address'

function readSessionHint(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) ?? null
  } catch {
    return null
  }
}

function writeSessionHint(address: string | null) {
  try {
    if (address) globalThis.localStorage?.setItem(SESSION_HINT_KEY, address)
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY)
  } catch {
    // Storage disabled: the user signs in again on the next visit.
  }
}

async function fetchSession(): Promise<{ address?: string } | null> {
  const response = await fetch(new URL('/v1/auth/me', config.gatewayUrl), {
    credentials: 'include',
  })
  if (!response.ok) return null
  return (await response.json()) as { address?: string }
}

/**
 * Optional Sign-In with Ethereum (VITE_SIWE=1): RainbowKit's authentication adapter against
 * the gateway's /v1/auth/nonce and /v1/auth/verify; the session cookie is the proof,
 * /v1/auth/me tells whether it is still valid on load, and /v1/auth/logout ends it. RainbowKit shows the sign-in modal and
 * the spec's texts ("Error signing message, please retry!", "Wrong network detected…").
 */
export function SiweProvider({ children }: { children: ReactNode }) {
  const gateway = useGateway()
  const { address, status: accountStatus } = useAccount()
  const [status, setStatus] = useState<AuthenticationStatus>('loading')

  useEffect(() => {
    const hint = readSessionHint()
    // No sign-in on record: unauthenticated whatever the wallet reconnects to, so the connect
    // button does not wait for wagmi's reconnect (slow when heavy connectors initialise).
    if (!hint) {
      setStatus('unauthenticated')
      return
    }
    if (accountStatus === 'connecting' || accountStatus === 'reconnecting') return
    // Without an account there is nothing to check (and no need for a 401 in the console).
    if (!address || hint.toLowerCase() !== address.toLowerCase()) {
      setStatus('unauthenticated')
      return
    }
    let active = true
    fetchSession().then(
      (session) => {
        if (!active) return
        const same =
          session?.address && address && session.address.toLowerCase() === address.toLowerCase()
        if (!same) writeSessionHint(null)
        setStatus(same ? 'authenticated' : 'unauthenticated')
      },
      () => active && setStatus('unauthenticated'),
    )
    return () => {
      active = false
    }
  }, [address, accountStatus])

  const adapter = useMemo(
    () =>
      createAuthenticationAdapter({
        getNonce: async () => (await getAuthNonce(gateway)).nonce,
        createMessage: ({ nonce, address: account, chainId }) =>
          createSiweMessage({
            domain: window.location.host,
            address: account,
            statement: 'Sign in to Assent with your wallet.',
            uri: window.location.origin,
            version: '1',
            chainId,
            nonce,
          }),
        verify: async ({ message, signature }) => {
          try {
            await verifyAuth(gateway, { body: { message, signature } })
            writeSessionHint(parseSiweMessage(message).address ?? null)
            setStatus('authenticated')
            return true
          } catch {
            return false
          }
        },
        signOut: async () => {
          // A gateway without the Assent extension (the official one) answers 404: the user is
          // signed out here all the same, and the cookie, if any, expires on its own.
          await postAuthLogout(gateway).catch(() => undefined)
          writeSessionHint(null)
          setStatus('unauthenticated')
        },
      }),
    [gateway],
  )

  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
