import { z } from 'zod'
import { pinnedRpcUrlSchema } from './pinnedRpcStore'

const chainIdAnswerSchema = z.object({
  result: z.string().regex(/^0x[0-9a-fA-F]{1,16}$/),
})

export type RpcTestResult = { ok: true } | { ok: false; message: string }

/**
 * Asks `url` for eth_chainId: the RPC must answer, and for `chainId` — an RPC of another chain
 * would "verify" a different Safe.
 */
export async function testRpcUrl(
  url: string,
  chainId: string,
  { fetch: doFetch = fetch, timeoutMs = 10_000 }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<RpcTestResult> {
  const parsedUrl = pinnedRpcUrlSchema.safeParse(url)
  if (!parsedUrl.success) {
    return { ok: false, message: parsedUrl.error.issues[0]?.message ?? 'Invalid URL' }
  }
  let body: unknown
  try {
    const response = await doFetch(parsedUrl.data, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
    })
    if (!response.ok) return { ok: false, message: `The RPC answered HTTP ${response.status}.` }
    body = await response.json()
  } catch (error) {
    return {
      ok: false,
      message: `The RPC could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
  const answer = chainIdAnswerSchema.safeParse(body)
  if (!answer.success) return { ok: false, message: 'The RPC did not answer eth_chainId.' }
  const served = BigInt(answer.data.result).toString()
  if (served !== chainId) {
    return { ok: false, message: `This RPC serves chain ${served}, not chain ${chainId}.` }
  }
  return { ok: true }
}
