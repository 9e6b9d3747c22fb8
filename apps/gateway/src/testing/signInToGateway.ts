import type { Account, Chain, Transport, WalletClient } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** The wallet origin test gateways accept by default (server.ts DEFAULT_WALLET_ORIGINS). */
const WALLET_ORIGIN = 'http://127.0.0.1:5173'

/**
 * Signs in to a running gateway with Sign-In with Ethereum as the wallet page does (nonce,
 * signed message, verify from the wallet's origin) and returns the session cookie to send.
 */
export async function signInToGateway(
  gatewayUrl: string,
  wallet: WalletClient<Transport, Chain | undefined, Account>,
  chainId = 31337,
): Promise<string> {
  const { nonce } = (await (await fetch(`${gatewayUrl}/v1/auth/nonce`)).json()) as {
    nonce: string
  }
  const message = createSiweMessage({
    domain: new URL(WALLET_ORIGIN).host,
    address: wallet.account.address,
    statement: 'Sign in to Assent',
    uri: WALLET_ORIGIN,
    version: '1',
    chainId,
    nonce,
    issuedAt: new Date(),
  })
  const signature = await wallet.signMessage({ message })
  const response = await fetch(`${gatewayUrl}/v1/auth/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: WALLET_ORIGIN },
    body: JSON.stringify({ message, signature }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
  if (!cookie) throw new Error('sign-in set no session cookie')
  return cookie
}
