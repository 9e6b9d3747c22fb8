// The entry point the web app's boot imports before zod has loaded: the resources it reads, the
// key helpers and its hand-written JSON checks — no schema, no action, and not the rest of the
// registry (whatever the boot imports comes whole into its first download).

export { bootResources } from './query/bootResources'
export type { StoredForm } from './query/defineResource'
export type {
  InfinitePages,
  KeyClient,
  QueryKeyData,
  TaggedQueryKey,
} from './query/gatewayQueryKey'
export type {
  BootResourceName,
  GatewayResourceData,
  GatewayResourceName,
} from './query/gatewayResources'
export { sameQueryKey } from './query/sameQueryKey'
export type { BootChain } from './validation/bootChecks'
export { type Check, InvalidJsonError, pageOf } from './validation/checkJson'
