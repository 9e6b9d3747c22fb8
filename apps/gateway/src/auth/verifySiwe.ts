import { lte } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { authNonces } from '../db/schema/auth'
import { type GatewayDeps, now } from '../deps'
import { ApiError, unprocessable } from '../errors'
import { SESSION_TTL_MS, type Session } from './session'
import { readSiweNonce } from './siweNonce'

const unauthorized = (message: string) => new ApiError(401, 401, message)

/**
 * Checks a signed EIP-4361 message: well-formed (422 otherwise), for the wallet itself (its
 * `domain` the host and its `uri` on one of the wallet origins, and the request's Origin, when
 * sent, that same origin), on a served chain, within its validity window, with a nonce this
 * gateway issued that is unused and unexpired, and signed by its address (EOA or EIP-1271
 * contract). Only then is the nonce consumed (atomically, so a replay race has one winner).
 * 401 otherwise.
 */
export async function verifySiwe(
  deps: GatewayDeps,
  p: { message: string; signature: Hex; origin: string | undefined },
): Promise<Session> {
  const fields = parseSiweMessage(p.message)
  if (
    !fields.address ||
    !fields.domain ||
    !fields.nonce ||
    !fields.uri ||
    !fields.chainId ||
    fields.version !== '1'
  ) {
    throw unprocessable('Invalid SIWE message')
  }
  // Sign-ins for any other site (a Safe App, a phishing page) must not open a wallet session.
  const walletOrigins = deps.settings.walletOrigins.filter(
    (origin) => new URL(origin).host === fields.domain,
  )
  if (walletOrigins.length === 0 || (p.origin && !walletOrigins.includes(p.origin))) {
    throw unauthorized(`Invalid domain: ${fields.domain}`)
  }
  const uriOrigin = originOf(fields.uri)
  if (!uriOrigin || !walletOrigins.includes(uriOrigin) || (p.origin && uriOrigin !== p.origin)) {
    throw unauthorized(`Invalid uri: ${fields.uri}`)
  }
  const chain = deps.chains.get(fields.chainId)
  if (!chain) throw unauthorized(`Unsupported chain: ${fields.chainId}`)
  const time = new Date(now(deps))
  if (!validateSiweMessage({ message: fields, time })) {
    throw unauthorized('SIWE message expired or not yet valid')
  }
  const ms = time.getTime()
  const nonceExpiresAt = readSiweNonce(deps.settings.sessionSecret, fields.nonce, ms)
  if (nonceExpiresAt === null) throw unauthorized('Invalid or expired nonce')
  const valid = await verifySiweMessage(chain.client, {
    message: p.message,
    signature: p.signature,
    time,
  }).catch(() => false)
  if (!valid) throw unauthorized('Invalid signature')
  // Used nonces are remembered only until they expire; past that their MAC check refuses them.
  const consumed = await deps.db.transaction(async (tx) => {
    await tx.delete(authNonces).where(lte(authNonces.expiresAt, ms))
    return tx
      .insert(authNonces)
      .values({ nonce: fields.nonce as string, expiresAt: nonceExpiresAt, usedAt: ms })
      .onConflictDoNothing()
      .returning({ nonce: authNonces.nonce })
  })
  if (consumed.length === 0) throw unauthorized('Invalid or expired nonce')
  const expiresAt = Math.min(
    ms + SESSION_TTL_MS,
    fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
  )
  return { address: getAddress(fields.address), chainId: fields.chainId, expiresAt }
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin
  } catch {
    return null
  }
}
