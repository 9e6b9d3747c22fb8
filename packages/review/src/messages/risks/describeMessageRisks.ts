import { inferPrimaryType } from '../inferPrimaryType'
import type { LooseTypedData } from '../looseTypedData'
import type { MessageRiskFindings, MessageRiskSafe } from './messageRisk'
import { permitRisk } from './permitRisk'
import { rawHashRisk } from './rawHashRisk'
import { safeSignatureRisk } from './safeSignatureRisk'

/** Parameters of `describeMessageRisks`: the message content, and the Safe asked to sign it. */
export type DescribeMessageRisksParameters = Parameters<typeof describeMessageRisks>

/** What `describeMessageRisks` answers. */
export type DescribeMessageRisksReturnType = MessageRiskFindings

/**
 * What a signature of this Safe over the message would authorise beyond "I saw this text": a
 * token approval (EIP-2612, DAI or Permit2 permit), a SafeTx or SafeMessage of another Safe
 * (this Safe's signature approves it when it owns that Safe), a bare 32-byte hash or a raw
 * EIP-712 preimage (either can be another Safe's transaction in disguise). Each is a risk with
 * its own word; ordinary text and typed data carry none.
 * @example const { risks, notices } = describeMessageRisks(typedData, { chainId: '1', address: safe, version: '1.4.1' })
 */
export function describeMessageRisks(
  content: string | LooseTypedData,
  safe: MessageRiskSafe,
): DescribeMessageRisksReturnType {
  if (typeof content === 'string') {
    const risk = rawHashRisk(content, safe)
    return { risks: risk ? [risk] : [], notices: [] }
  }
  const primaryType = primaryTypeOf(content)
  const permit = permitRisk(content, primaryType)
  if (permit) return { risks: [permit], notices: [] }
  return safeSignatureRisk(content, primaryType, safe) ?? { risks: [], notices: [] }
}

/** The primary type the signature uses: the declared one, else the inferred one. */
function primaryTypeOf(data: LooseTypedData): string | undefined {
  if (data.primaryType) return data.primaryType
  try {
    return inferPrimaryType(data.types)
  } catch {
    // Unsignable anyway: MessageContentView says so and no hash can be computed.
    return undefined
  }
}
