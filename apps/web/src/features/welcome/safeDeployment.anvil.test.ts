// @vitest-environment node
import { SAFE_DEPLOYMENTS, safeAbi } from '@assent/core'
import { deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  type Hex,
  pad,
  size,
  toEventSelector,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkNewSafeState } from './checkNewSafeState'
import { chooseSafeDeployment, UNKNOWN_FACTORY_ACK_WORD } from './chooseSafeDeployment'
import { type PreparedSafeDeployment, prepareSafeDeployment } from './prepareSafeDeployment'
import { SafeDeploymentCheckError } from './SafeDeploymentCheckError'
import { verifySafeDeployment } from './verifySafeDeployment'

// The real SafeProxyFactory / SafeL2 1.4.1 at their canonical addresses on anvil.
let devnet: TestDevnet
let owners: Address[]
const canonical = SAFE_DEPLOYMENTS['1.4.1']

beforeAll(async () => {
  devnet = await startTestDevnet()
  owners = devnet.accounts.slice(0, 2).map((account) => account.address)
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

let nextSalt = 1n
const prepare = (gatewayFactory: Address, acknowledgement = '') =>
  prepareSafeDeployment(devnet.publicClient, {
    choice: chooseSafeDeployment({ gatewayFactory, acknowledgement }),
    owners,
    threshold: 2,
    saltNonce: nextSalt++,
  })

async function send(prepared: PreparedSafeDeployment) {
  const hash = await devnet.walletClient.sendTransaction({
    to: prepared.factory,
    data: prepared.data,
  })
  const receipt = await devnet.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

const push = (value: Hex) => concat([toHex(0x5f + size(value), { size: 1 }), value])

/**
 * A hostile "factory" as raw bytecode: `proxyCreationCode()` (4 bytes of calldata) is forwarded
 * to the canonical factory so the pre-flight check passes; any other call only emits
 * ProxyCreation(`reported`, `singleton`) and deploys nothing.
 */
function fakeFactoryCode(reported: Address, singleton: Address): Hex {
  const emit = concat([
    push(singleton),
    '0x5f52', // PUSH0 MSTORE: the event's data word
    push(reported),
    push(toEventSelector('ProxyCreation(address,address)')),
    '0x60205fa200', // PUSH1 32 PUSH0 LOG2 STOP
  ])
  const forward = concat([
    '0x5b365f5f37', // JUMPDEST; CALLDATACOPY(0, 0, CALLDATASIZE)
    '0x5f5f365f', // STATICCALL's retSize, retOffset, argsSize, argsOffset
    push(canonical.safeProxyFactory),
    '0x5afa50', // GAS STATICCALL POP
    '0x3d5f5f3e3d5ff3', // RETURNDATACOPY(0, 0, size); RETURN(0, size)
  ])
  const head = (dest: number) => concat(['0x3660041460', toHex(dest, { size: 1 }), '0x57']) // CALLDATASIZE 4 EQ PUSH1 dest JUMPI
  const dest = size(head(0)) + size(emit)
  return concat([head(dest), emit, forward])
}

async function installFake(reported: Address): Promise<Address> {
  const address = getAddress(toHex(BigInt(`0xbad${nextSalt.toString(16)}`), { size: 20 }))
  await devnet.testClient.setCode({
    address,
    bytecode: fakeFactoryCode(reported, canonical.safeL2),
  })
  return address
}

describe('Safe deployment checks (anvil)', () => {
  it('deploys through the canonical factory and accepts the verified Safe', async () => {
    const prepared = await prepare(canonical.safeProxyFactory)
    const receipt = await send(prepared)
    await expect(verifySafeDeployment(devnet.publicClient, prepared, receipt)).resolves.toBe(
      prepared.predicted,
    )
    expect(await devnet.publicClient.getCode({ address: prepared.predicted })).not.toBe('0x')
  })

  it.each([
    ['1.3.0', false],
    ['1.3.0', true],
    ['1.4.1', false],
  ] as const)(
    'deploys and verifies a Safe %s (L2: %s) through its own canonical factory',
    async (version, l2) => {
      const choice = chooseSafeDeployment({
        gatewayFactory: canonical.safeProxyFactory,
        version,
        l2,
      })
      const prepared = await prepareSafeDeployment(devnet.publicClient, {
        choice,
        owners,
        threshold: 2,
        saltNonce: nextSalt++,
      })
      expect(prepared.factory).toBe(SAFE_DEPLOYMENTS[version].safeProxyFactory)
      const receipt = await send(prepared)
      const safe = await verifySafeDeployment(devnet.publicClient, prepared, receipt)
      const onChainVersion = await devnet.publicClient.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'VERSION',
      })
      expect(onChainVersion).toBe(version)
      const slot0 = await devnet.publicClient.getStorageAt({ address: safe, slot: '0x0' })
      expect(getAddress(`0x${slot0?.slice(-40)}`)).toBe(
        l2 ? SAFE_DEPLOYMENTS[version].safeL2 : SAFE_DEPLOYMENTS[version].safe,
      )
    },
  )

  it('uses an acknowledged copy of the real factory at another address, checking the result', async () => {
    const copy = getAddress(toHex(0xfac7095n, { size: 20 }))
    const code = await devnet.publicClient.getCode({ address: canonical.safeProxyFactory })
    await devnet.testClient.setCode({ address: copy, bytecode: code as Hex })
    await expect(prepare(copy)).rejects.toThrow('type the acknowledgement')
    const prepared = await prepare(copy, UNKNOWN_FACTORY_ACK_WORD)
    expect(prepared.factory).toBe(copy)
    const receipt = await send(prepared)
    await expect(verifySafeDeployment(devnet.publicClient, prepared, receipt)).resolves.toBe(
      prepared.predicted,
    )
  })

  it('refuses a factory that reports an attacker-owned Safe instead of deploying ours', async () => {
    const attacker = devnet.accounts[9]!.address
    const attackerSafe = await deployTestSafe(devnet, { owners: [attacker], threshold: 1 })
    const fake = await installFake(attackerSafe)
    const prepared = await prepare(fake, UNKNOWN_FACTORY_ACK_WORD)
    const receipt = await send(prepared)
    const error = await verifySafeDeployment(devnet.publicClient, prepared, receipt).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SafeDeploymentCheckError)
    expect((error as Error).message).toContain(`reported a Safe at ${attackerSafe}`)
    // Only logs the factory emitted count: a lookalike from elsewhere is ignored.
    const moved = receipt.logs.map((log) => ({ ...log, address: attacker }))
    await expect(
      verifySafeDeployment(devnet.publicClient, prepared, { ...receipt, logs: moved }),
    ).rejects.toThrow('reported 0 new Safes')
  })

  it('refuses a Safe proxy at the predicted address that runs another singleton', async () => {
    const prepared = await prepare(canonical.safeProxyFactory)
    // What a factory that swapped the singleton would leave: the proxy code with another slot 0.
    const realProxy = await deployTestSafe(devnet, { owners, threshold: 1 })
    const proxyCode = await devnet.publicClient.getCode({ address: realProxy })
    const fake = await installFake(prepared.predicted)
    const faked = { ...prepared, factory: fake }
    await devnet.testClient.setCode({ address: prepared.predicted, bytecode: proxyCode as Hex })
    await devnet.testClient.setStorageAt({
      address: prepared.predicted,
      index: 0,
      value: pad(canonical.safe, { size: 32 }),
    })
    const receipt = await send(faked)
    await expect(verifySafeDeployment(devnet.publicClient, faked, receipt)).rejects.toThrow(
      `runs the code at ${canonical.safe}`,
    )
  })

  it('refuses before sending when the factory would not create the Safe proxy', async () => {
    // Answers proxyCreationCode() with other bytes: CODECOPY the encoded answer and RETURN it.
    const answer = encodeAbiParameters([{ type: 'bytes' }], ['0x600160005260206000f3'])
    const returner = (offset: number) =>
      concat([
        push(toHex(size(answer), { size: 2 })),
        push(toHex(offset, { size: 2 })),
        '0x5f39',
        push(toHex(size(answer), { size: 2 })),
        '0x5ff3',
      ])
    const other = getAddress(toHex(0xb0905n, { size: 20 }))
    const offset = size(returner(0))
    await devnet.testClient.setCode({
      address: other,
      bytecode: concat([returner(offset), answer]),
    })
    await expect(prepare(other, UNKNOWN_FACTORY_ACK_WORD)).rejects.toThrow(
      'does not create the published Safe 1.4.1 proxy',
    )
    // Not a factory at all (MultiSend reverts), and no code at all.
    const error = await prepare(canonical.multiSend, UNKNOWN_FACTORY_ACK_WORD).catch((e) => e)
    expect(error).toBeInstanceOf(SafeDeploymentCheckError)
    expect(error.message).toContain('is not a Safe factory')
    const empty = getAddress(toHex(0xe3971n, { size: 20 }))
    await expect(prepare(empty, UNKNOWN_FACTORY_ACK_WORD)).rejects.toThrow('no Safe factory')
  })

  it('refuses a Safe with other owners or threshold than asked for', async () => {
    const safe = await deployTestSafe(devnet, { owners, threshold: 1 })
    const expected = {
      owners,
      threshold: 1,
      fallbackHandler: canonical.compatibilityFallbackHandler,
    }
    await expect(checkNewSafeState(devnet.publicClient, safe, expected)).resolves.toBeUndefined()
    await expect(
      checkNewSafeState(devnet.publicClient, safe, { ...expected, threshold: 2 }),
    ).rejects.toThrow('not the ones you chose')
    await expect(
      checkNewSafeState(devnet.publicClient, safe, { ...expected, owners: [...owners].reverse() }),
    ).rejects.toThrow('not the ones you chose')
    await expect(
      checkNewSafeState(devnet.publicClient, safe, {
        ...expected,
        fallbackHandler: canonical.safe,
      }),
    ).rejects.toThrow('fallback handler is')
  })
})
