import {
  buildSafeTransaction,
  decodeMultiSendData,
  SAFE_DEPLOYMENTS,
  safeAbi,
  safeProxyFactoryAbi,
} from '@assent/core'
import { type Address, decodeFunctionData, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildSafeDeployment } from '../../welcome/buildSafeDeployment'
import { buildDeployAndExecuteBatch } from './buildDeployAndExecuteBatch'

// The one wallet transaction of an undeployed Safe's first SafeTx, decoded back: MultiSendCallOnly
// runs createProxyWithNonce on the factory, then execTransaction on the new Safe, both as calls.
const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safeAddress: Address = '0x1111111111111111111111111111111111111111'
const recipient: Address = '0x2222222222222222222222222222222222222222'
const signature = `0x${'ab'.repeat(64)}1b` as Hex

describe('buildDeployAndExecuteBatch', () => {
  it('decodes to createProxyWithNonce then execTransaction through MultiSendCallOnly', () => {
    const deployment = buildSafeDeployment({ owners: [owner], threshold: 1, saltNonce: 42n })
    const tx = buildSafeTransaction({ to: recipient, value: parseEther('0.1'), nonce: 0n })
    const batch = buildDeployAndExecuteBatch({
      multiSendCallOnly: SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly,
      factory: deployment.factory,
      deploymentData: deployment.data,
      safeAddress,
      tx,
      signatures: signature,
    })
    expect(batch.to).toBe(SAFE_DEPLOYMENTS['1.4.1'].multiSendCallOnly)

    const calls = decodeMultiSendData(batch.data)
    expect(calls.map(({ to, value, operation }) => ({ to, value, operation }))).toEqual([
      { to: SAFE_DEPLOYMENTS['1.4.1'].safeProxyFactory, value: 0n, operation: 0 },
      { to: safeAddress, value: 0n, operation: 0 },
    ])
    const create = decodeFunctionData({ abi: safeProxyFactoryAbi, data: calls[0]?.data as Hex })
    expect(create.functionName).toBe('createProxyWithNonce')
    expect(create.args).toEqual([SAFE_DEPLOYMENTS['1.4.1'].safeL2, deployment.initializer, 42n])

    const exec = decodeFunctionData({ abi: safeAbi, data: calls[1]?.data as Hex })
    expect(exec.functionName).toBe('execTransaction')
    expect(exec.args).toEqual([
      recipient,
      parseEther('0.1'),
      '0x',
      0,
      0n,
      0n,
      0n,
      tx.gasToken,
      tx.refundReceiver,
      signature,
    ])
  })
})
