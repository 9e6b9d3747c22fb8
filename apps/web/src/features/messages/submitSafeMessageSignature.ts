import {
  getSafeMessageTypedData,
  recoverSafeSignature,
  type SafeMessageTypedData,
} from '@assent/core'
import {
  confirmSafeMessage,
  type GatewayClient,
  GatewayResponseError,
  getSafeMessage,
  proposeSafeMessage,
} from '@assent/gateway-client'
import { type LooseTypedData, toJsonTypedData, toTypedDataDefinition } from '@assent/review'
import { type Address, type Hex, isAddressEqual } from 'viem'

export type SafeMessageTarget = {
  chainId: string
  safeAddress: Address
  safeVersion: string
}

/**
 * Signs a SafeMessage with the connected owner and hands the signature to the gateway: it
 * proposes the message when the gateway does not know it yet and confirms it otherwise. The
 * signature is checked locally (it must recover to `account` over the local hash) before it
 * is sent anywhere.
 */
export async function submitSafeMessageSignature(p: {
  client: GatewayClient
  safe: SafeMessageTarget
  account: Address
  content: string | LooseTypedData
  messageHash: Hex
  signTypedData: (typedData: SafeMessageTypedData & { account: Address }) => Promise<Hex>
  origin?: string
  safeAppId?: number
}): Promise<void> {
  const definition = typeof p.content === 'string' ? p.content : toTypedDataDefinition(p.content)
  const typedData = getSafeMessageTypedData({
    chainId: BigInt(p.safe.chainId),
    safeAddress: p.safe.safeAddress,
    safeVersion: p.safe.safeVersion,
    message: definition,
  })
  const signature = await p.signTypedData({ ...typedData, account: p.account })
  const { signer, proof } = await recoverSafeSignature({ hash: p.messageHash, signature })
  // A v=0/v=1 "signature" only names an owner; the wallet must have really signed.
  if (proof !== 'ecdsa') throw new Error('The wallet did not return an ECDSA signature.')
  if (!isAddressEqual(signer, p.account)) {
    throw new Error(`The wallet's signature recovers to ${signer}, not to ${p.account}.`)
  }
  const existing = await getSafeMessage(p.client, {
    chainId: p.safe.chainId,
    messageHash: p.messageHash,
  }).catch((error: unknown) => {
    if (error instanceof GatewayResponseError && error.status === 404) return null
    throw error
  })
  if (existing) {
    await confirmSafeMessage(p.client, {
      chainId: p.safe.chainId,
      messageHash: p.messageHash,
      body: { signature },
    })
    return
  }
  await proposeSafeMessage(p.client, {
    chainId: p.safe.chainId,
    address: p.safe.safeAddress,
    body: {
      message: typeof p.content === 'string' ? p.content : toJsonTypedData(p.content),
      signature,
      ...(p.origin ? { origin: p.origin } : {}),
      ...(p.safeAppId === undefined ? {} : { safeAppId: p.safeAppId }),
    },
  })
}
