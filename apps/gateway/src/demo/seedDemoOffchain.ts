import { readFileSync } from 'node:fs'
import {
  buildSafeTransaction,
  getSafeMessageTypedData,
  type SafeTransactionInput,
} from '@assent/core'
import type { EIP712TypedData } from '@assent/gateway-client'
import { and, eq, isNotNull } from 'drizzle-orm'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  type LocalAccount,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { readSafeState } from '../chain/readSafeState'
import { messages } from '../db/schema/messages'
import { multisigTransactions } from '../db/schema/multisig'
import type { GatewayDeps } from '../deps'
import { confirmMessage, proposeMessage } from '../messages/messageService'
import { proposeMessageBodySchema, toMessageContent } from '../messages/schemas'
import { buildProposal } from '../transactions/buildProposal'
import { proposeTransaction } from '../transactions/proposeTransaction'
import { proposeBodySchema } from '../transactions/schemas'

const addressSchema = z.string().transform((v) => getAddress(v))

/** The parts of the devnet's demo manifest (`demo.json`, see @assent/devnet) the seed uses. */
export const demoManifestSchema = z.object({
  chainId: z.number().int(),
  tokens: z.object({ usd6: addressSchema }),
  safes: z.object({
    multisig: z.object({ address: addressSchema, owners: z.array(addressSchema) }),
    // Written by devnets seeded since the Safe 1.3.0 demo Safe exists.
    mainnet: z.object({ address: addressSchema, owners: z.array(addressSchema) }).optional(),
    // Written by devnets seeded since the nested demo Safe (owned by the 2-of-3) exists.
    nested: z.object({ address: addressSchema, owners: z.array(addressSchema) }).optional(),
  }),
  accounts: z.array(
    z.object({
      address: addressSchema,
      privateKey: z
        .string()
        .refine((v): v is Hex => /^0x[0-9a-fA-F]{64}$/.test(v), 'not a 32-byte hex key'),
    }),
  ),
})
export type DemoManifest = z.output<typeof demoManifestSchema>

/** Reads and validates a demo manifest; undefined when the file does not exist. */
export function readDemoManifest(path: string): DemoManifest | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  return demoManifestSchema.parse(JSON.parse(text))
}

/** The typed-data message left waiting for a second signature. */
export const DEMO_TYPED_MESSAGE: EIP712TypedData = {
  domain: { name: 'Assent Demo', version: '1', chainId: 31337 },
  types: {
    Approval: [
      { name: 'purpose', type: 'string' },
      { name: 'validUntil', type: 'uint256' },
    ],
  },
  primaryType: 'Approval',
  message: { purpose: 'Sign in to the Assent demo app', validUntil: '4102444800' },
}
export const DEMO_TEXT_MESSAGE = 'Welcome to Assent: this message was signed by two owners.'

/**
 * Seeds the off-chain part of the demo world on the 2-of-3 demo Safe, through the same
 * services (and checks) as the API: a Next tx (aUSD transfer, 1 confirmation), a Queued tx
 * (ETH transfer, 1 confirmation), a nonce conflict (an ETH transfer and its rejection), a
 * CONFIRMED text message and a NEEDS_CONFIRMATION typed message. Does nothing when the Safe
 * already has proposals or messages, so a restart never adds a second set.
 * @returns whether it seeded
 */
export async function seedDemoOffchain(
  deps: GatewayDeps,
  manifest: DemoManifest,
): Promise<boolean> {
  const chain = deps.chains.get(manifest.chainId)
  if (!chain) return false
  const safe = manifest.safes.multisig.address
  const [proposed] = await deps.db
    .select({ hash: multisigTransactions.safeTxHash })
    .from(multisigTransactions)
    .where(
      and(
        eq(multisigTransactions.chainId, chain.chainId),
        eq(multisigTransactions.safe, safe),
        isNotNull(multisigTransactions.proposer),
      ),
    )
    .limit(1)
  const [message] = await deps.db
    .select({ hash: messages.messageHash })
    .from(messages)
    .where(and(eq(messages.chainId, chain.chainId), eq(messages.safe, safe)))
    .limit(1)
  if (proposed || message) return false

  const state = await readSafeState(deps, chain.chainId, safe)
  const keys = new Map(manifest.accounts.map((a) => [a.address, a.privateKey]))
  const owner = (index: number): LocalAccount => {
    const address = manifest.safes.multisig.owners[index]
    const key = address && keys.get(address)
    if (!key) throw new Error(`demo manifest: no key for owner ${index}`)
    return privateKeyToAccount(key)
  }
  const recipient = (index: number) => manifest.accounts[index]?.address ?? safe
  const propose = async (signer: LocalAccount, tx: SafeTransactionInput) => {
    const params = {
      chainId: chain.chainId,
      safeAddress: safe,
      safeVersion: state.version,
      tx: buildSafeTransaction(tx),
    }
    const body = proposeBodySchema.parse(await buildProposal(signer, params))
    await proposeTransaction(deps, chain, safe, body)
  }
  const n = state.nonce
  await propose(owner(0), {
    to: manifest.tokens.usd6,
    nonce: n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient(3), parseUnits('250', 6)],
    }),
  })
  await propose(owner(1), { to: recipient(4), value: parseEther('0.1'), nonce: n + 1n })
  await propose(owner(0), { to: recipient(5), value: parseEther('0.5'), nonce: n + 2n })
  await propose(owner(2), { to: safe, nonce: n + 2n })

  const signMessage = (signer: LocalAccount, content: ReturnType<typeof toMessageContent>) =>
    signer.signTypedData(
      getSafeMessageTypedData({
        chainId: chain.chainId,
        safeAddress: safe,
        safeVersion: state.version,
        message: content,
      }),
    )
  const text = toMessageContent(DEMO_TEXT_MESSAGE)
  const textHash = await proposeMessage(
    deps,
    chain,
    safe,
    proposeMessageBodySchema.parse({
      message: DEMO_TEXT_MESSAGE,
      signature: await signMessage(owner(0), text),
    }),
  )
  await confirmMessage(deps, chain, textHash, await signMessage(owner(1), text))
  await proposeMessage(
    deps,
    chain,
    safe,
    proposeMessageBodySchema.parse({
      message: DEMO_TYPED_MESSAGE,
      signature: await signMessage(owner(0), toMessageContent(DEMO_TYPED_MESSAGE)),
    }),
  )
  return true
}
