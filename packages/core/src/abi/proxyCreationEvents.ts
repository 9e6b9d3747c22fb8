import { type Log, parseAbi, parseEventLogs } from 'viem'
import { safeProxyFactoryAbi } from './safeProxyFactoryAbi'

/** GnosisSafeProxyFactory 1.3.0's ProxyCreation: same topic as 1.4.1's, arguments unindexed. */
export const proxyCreation130Abi = parseAbi([
  'event ProxyCreation(address proxy, address singleton)',
])

/**
 * The ProxyCreation events of a proxy factory of 1.4.1 (proxy indexed) or 1.3.0 (proxy in the
 * data) among `logs`, each as `{ proxy, singleton }` in log order.
 *
 * @example
 * parseProxyCreations(receipt.logs.filter((log) => isAddressEqual(log.address, factory)))
 */
export function parseProxyCreations(logs: readonly Log[]) {
  return logs.flatMap((log) => {
    const [current] = parseEventLogs({
      abi: safeProxyFactoryAbi,
      eventName: 'ProxyCreation',
      logs: [log],
    })
    if (current) return [{ proxy: current.args.proxy, singleton: current.args.singleton }]
    const [older] = parseEventLogs({ abi: proxyCreation130Abi, logs: [log] })
    return older ? [{ proxy: older.args.proxy, singleton: older.args.singleton }] : []
  })
}
