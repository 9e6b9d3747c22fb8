import { and, eq, gt, isNull } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { authNonces } from '../db/schema/auth'
import { type GatewayDeps, now } from '../deps'
import { ApiError, unprocessable } from '../errors'
import { SESSION_TTL_MS, type Session } from './session'

const unauthorized = (message: string) => new ApiError(401, 401, message)

/**
 * Checks a signed EIP-4361 message: well-formed (422 otherwise), for one of the wallet origins
 * the gateway serves, on a served chain, within its validity window, with a nonce this gateway
 * issued that is unused and unexpired, and signed by its address (EOA or EIP-1271 contract).
 * Only then is the nonce consumed (atomically, so a replay race has one winner). 401 otherwise.
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
  const allowedDomains = deps.settings.corsOrigins.map((origin) => new URL(origin).host)
  const requestDomain = p.origin ? safeHost(p.origin) : null
  if (
    !allowedDomains.includes(fields.domain) ||
    (requestDomain && requestDomain !== fields.domain)
  ) {
    throw unauthorized(`Invalid domain: ${fields.domain}`)
  }
  const chain = deps.chains.get(fields.chainId)
  if (!chain) throw unauthorized(`Unsupported chain: ${fields.chainId}`)
  const time = new Date(now(deps))
  if (!validateSiweMessage({ message: fields, time })) {
    throw unauthorized('SIWE message expired or not yet valid')
  }
  const ms = time.getTime()
  const [issued] = await deps.db
    .select()
    .from(authNonces)
    .where(
      and(
        eq(authNonces.nonce, fields.nonce),
        isNull(authNonces.usedAt),
        gt(authNonces.expiresAt, ms),
      ),
    )
  if (!issued) throw unauthorized('Invalid or expired nonce')
  const valid = await verifySiweMessage(chain.client, {
    message: p.message,
    signature: p.signature,
    time,
  }).catch(() => false)
  if (!valid) throw unauthorized('Invalid signature')
  const consumed = await deps.db
    .update(authNonces)
    .set({ usedAt: ms })
    .where(and(eq(authNonces.nonce, fields.nonce), isNull(authNonces.usedAt)))
    .returning({ nonce: authNonces.nonce })
  if (consumed.length === 0) throw unauthorized('Invalid or expired nonce')
  const expiresAt = Math.min(
    ms + SESSION_TTL_MS,
    fields.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
  )
  return { address: getAddress(fields.address), chainId: fields.chainId, expiresAt }
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
