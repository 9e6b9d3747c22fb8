import { Operation, safeMessageHash } from '@assent/core'
import {
  type ChainInfo,
  type GatewayClient,
  GatewayResponseError,
  getBalances,
  getSafeMessage,
  getTransactionDetails,
  type SafeInfo,
} from '@assent/gateway-client'
import {
  type LooseTypedData,
  toTypedDataDefinition,
  verifiedPreparedSignature,
} from '@assent/review'
import {
  type AddressBookItem,
  ERRORS,
  type Handlers,
  type OffChainSignMessageResponse,
  RPC_CALLS,
  type SafeSettings,
} from '@assent/safe-apps'
import type { Address, Hex } from 'viem'
import { getVerificationClient } from '../../../verification-rpc/useVerificationClient'
import { getAppSettings, setAppSettings } from './appSettingsStore'
import { buildSignMessageLibCall, chooseSigningMethod } from './chooseSigningMethod'
import { chooseSignMessageLib } from './chooseSignMessageLib'
import { forwardRpcCall } from './forwardRpcCall'
import { getPermissions, grantPermissions, hasPermission } from './permissionsStore'
import { settingsChangeAltersSigning } from './settingsChangeAltersSigning'

/** The app as the host knows it. */
export type HostedApp = { name: string; url: string; origin: string; id?: number }

/** The Safe the app acts for, read when each request arrives. */
export type HostedSafe = { chainId: string; address: Address; chain: ChainInfo; safeInfo: SafeInfo }

/** A transaction the app asks for; `operation` is DELEGATE only for SignMessageLib. */
export type AppCall = { to: string; value: string; data: string; operation?: Operation }

/** An off-chain message the user is asked to sign (text, or typed data as the app sent it). */
export type MessageSignRequest = {
  app: HostedApp
  content: string | LooseTypedData
  messageHash: Hex
}

/** An app's safe_setSettings that would change how its messages are signed. */
export type SettingsChangeRequest = {
  app: HostedApp
  current: Required<SafeSettings>
  requested: SafeSettings
}

/** Answered to the app when the user declines its settings change. */
export const SETTINGS_REJECTED = 'The user rejected the settings change'

/** What the host needs from the page: gateway, current Safe and account, the user's prompts. */
export type SafeAppHostDeps = {
  client: GatewayClient
  app: HostedApp
  hostOrigin: string
  getSafe: () => HostedSafe
  getAccount: () => Address | undefined
  getAddressBook: (chainId: string) => AddressBookItem[]
  /**
   * Opens the transaction flow; resolves once proposed, rejects when the user closes it.
   * `message` is set for on-chain message signing: what the SignMessageLib call signs.
   */
  proposeTransaction: (request: {
    txs: AppCall[]
    origin: { name: string; url: string }
    safeTxGas?: number
    message?: string | LooseTypedData
  }) => Promise<{ safeTxHash: string }>
  /** Asks the user to grant capabilities; false or a rejection means no. */
  askPermissions: (request: { app: HostedApp; capabilities: string[] }) => Promise<boolean>
  /** Asks the user to accept a settings change that alters signing; false or a rejection means no. */
  askSettingsChange: (request: SettingsChangeRequest) => Promise<boolean>
  /** Lets the user sign an off-chain message; resolves once the Safe's threshold is reached. */
  signOffChain: (request: MessageSignRequest) => Promise<OffChainSignMessageResponse>
}

const isNotFound = (error: unknown) => error instanceof GatewayResponseError && error.status === 404

/**
 * Every protocol method, served for one app: reads from the gateway and the chain's RPC,
 * transactions through the transaction flow, messages and permissions through prompts.
 * Params arrive validated by createAppHost.
 */
export function createSafeAppHandlers(deps: SafeAppHostDeps): Handlers {
  const { client, app } = deps

  const signMessage = async (content: string | LooseTypedData) => {
    const safe = deps.getSafe()
    const definition = typeof content === 'string' ? content : toTypedDataDefinition(content)
    const method = chooseSigningMethod(safe.chain.features, getAppSettings(app.origin))
    if (method === 'onChain') {
      const lib = chooseSignMessageLib({
        version: safe.safeInfo.version,
        implementation: safe.safeInfo.implementation.value,
      })
      const call = buildSignMessageLibCall(lib, definition)
      // The message rides along so the review shows what the hash in the call stands for.
      return deps.proposeTransaction({
        txs: [{ ...call, operation: Operation.DELEGATE }],
        origin: { name: app.name, url: app.url },
        message: content,
      })
    }
    if (!safe.safeInfo.version) throw new Error("The Safe's version is unknown")
    const messageHash = safeMessageHash({
      chainId: BigInt(safe.chainId),
      safeAddress: safe.address,
      safeVersion: safe.safeInfo.version,
      message: definition,
    })
    // Signed before by enough owners: the app gets its answer without asking anyone again.
    const existing = await getSafeMessage(client, { chainId: safe.chainId, messageHash }).catch(
      (error: unknown) => {
        if (isNotFound(error)) return null
        throw error
      },
    )
    // Only a signature built here from verified owner signatures (security item 10).
    const prepared =
      existing &&
      (await verifiedPreparedSignature(
        existing,
        messageHash,
        safe,
        getVerificationClient(safe.chainId).client,
      ))
    if (prepared) return { messageHash, signature: prepared }
    return deps.signOffChain({ app, content, messageHash })
  }

  // Switching signing methods changes what a "signature" from this app means: the user decides.
  const changeSettings = async (requested: SafeSettings) => {
    const current = getAppSettings(app.origin)
    if (!settingsChangeAltersSigning(current, requested)) return current
    const approved = await deps.askSettingsChange({ app, current, requested }).catch(() => false)
    if (!approved) throw new Error(SETTINGS_REJECTED)
    return setAppSettings(app.origin, requested)
  }

  return {
    sendTransactions: ({ txs, params }) =>
      deps.proposeTransaction({
        txs: txs.map((tx) => ({ to: tx.to, value: tx.value, data: tx.data })),
        origin: { name: app.name, url: app.url },
        ...(params?.safeTxGas === undefined ? {} : { safeTxGas: params.safeTxGas }),
      }),

    rpcCall: async ({ call, params }) => {
      if (call === RPC_CALLS.safe_setSettings) {
        return changeSettings((params as [SafeSettings])[0])
      }
      const { chainId, chain } = deps.getSafe()
      // The app's RPC policy for plain reads: the wallet's provider, the user's RPC, else the
      // chain's public RPCs (a keyed rpcUri only with the build's key).
      return forwardRpcCall({ chainId, chain }, call, params)
    },

    getChainInfo: () => {
      const { chain } = deps.getSafe()
      return {
        chainName: chain.chainName,
        chainId: chain.chainId,
        shortName: chain.shortName,
        nativeCurrency: chain.nativeCurrency,
        blockExplorerUriTemplate: chain.blockExplorerUriTemplate,
      }
    },

    getSafeInfo: () => {
      const { safeInfo, address, chainId } = deps.getSafe()
      const account = deps.getAccount()?.toLowerCase()
      const owners = safeInfo.owners.map((owner) => owner.value)
      return {
        safeAddress: address,
        chainId: Number(chainId),
        threshold: safeInfo.threshold,
        owners,
        isReadOnly: !account || !owners.some((owner) => owner.toLowerCase() === account),
        nonce: safeInfo.nonce,
        implementation: safeInfo.implementation.value,
        modules: safeInfo.modules?.map((module) => module.value) ?? null,
        fallbackHandler: safeInfo.fallbackHandler?.value ?? null,
        guard: safeInfo.guard?.value ?? null,
        version: safeInfo.version,
      }
    },

    getTxBySafeTxHash: async ({ safeTxHash }) => {
      const { chainId } = deps.getSafe()
      const details = await getTransactionDetails(client, { chainId, transactionId: safeTxHash })
      return details
    },

    getSafeBalances: async ({ currency }) => {
      const { chainId, address } = deps.getSafe()
      const balances = await getBalances(client, { chainId, address, currency })
      return balances
    },

    signMessage: ({ message }) => signMessage(message),
    signTypedMessage: ({ typedData }) => signMessage(typedData as LooseTypedData),

    getEnvironmentInfo: () => ({ origin: deps.hostOrigin }),

    getOffChainSignature: async (messageHash) => {
      const { chainId } = deps.getSafe()
      try {
        const message = await getSafeMessage(client, { chainId, messageHash })
        const safe = deps.getSafe()
        const { client: rpc } = getVerificationClient(chainId)
        return (await verifiedPreparedSignature(message, messageHash, safe, rpc)) ?? ''
      } catch (error) {
        if (isNotFound(error)) return ''
        throw error
      }
    },

    requestAddressBook: async () => {
      if (!hasPermission(app.origin, 'requestAddressBook'))
        throw new Error(ERRORS.permissionsRejected)
      return deps.getAddressBook(deps.getSafe().chainId)
    },

    wallet_getPermissions: () => getPermissions(app.origin),

    wallet_requestPermissions: async (requests) => {
      const capabilities = [...new Set(requests.flatMap((request) => Object.keys(request)))]
      const granted = await deps.askPermissions({ app, capabilities }).catch(() => false)
      if (!granted) throw new Error(ERRORS.permissionsRejected)
      return grantPermissions(app.origin, requests)
    },
  }
}
