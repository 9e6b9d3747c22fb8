import { execSafeTransaction, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, encodeFunctionData, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestSafe } from '../testing/deployTestSafe'
import { startTestGateway, type TestGateway } from '../testing/startTestGateway'
import { waitForIndexed } from '../testing/waitForIndexed'

// `modules/{address}/safes/` (the service's "which Safes enabled this module"): a module that
// was enabled but never executed is found from its EnabledModule event, and is gone once
// disabled — for an L2 and a non-L2 Safe alike.
const moduleAbi = parseAbi([
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
])
const SENTINEL = '0x0000000000000000000000000000000000000001'

let devnet: TestDevnet
let gateway: TestGateway
beforeAll(async () => {
  devnet = await startTestDevnet()
  gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl })
})
afterAll(async () => {
  await gateway?.close()
  await devnet?.stop()
})

const safesOf = async (module: Address): Promise<Address[]> => {
  const res = await fetch(`${gateway.url}/txs/31337/api/v1/modules/${module}/safes/`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { safes: Address[] }).safes
}

describe.each([true, false])('modules/{address}/safes (L2: %s)', (l2) => {
  it('lists a Safe that enabled the module, until it disables it', async () => {
    const module = devnet.accounts[6 + Number(l2)]!.address
    const safe = await deployTestSafe(devnet, {
      owners: [devnet.accounts[0]!.address],
      threshold: 1,
      version: '1.3.0',
      l2,
    })
    const selfCall = async (data: `0x${string}`) => {
      const result = await execSafeTransaction(devnet, {
        safe: safe.address,
        safeVersion: '1.3.0',
        tx: { to: safe.address, data },
        signers: [0],
      })
      expect(result.success).toBe(true)
      await waitForIndexed(gateway, Number(result.receipt.blockNumber))
    }
    await selfCall(
      encodeFunctionData({ abi: moduleAbi, functionName: 'enableModule', args: [module] }),
    )
    expect(await safesOf(module)).toEqual([safe.address])

    await selfCall(
      encodeFunctionData({
        abi: moduleAbi,
        functionName: 'disableModule',
        args: [SENTINEL, module],
      }),
    )
    expect(await safesOf(module)).toEqual([])
  })
})
