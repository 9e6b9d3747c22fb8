export {
  createSafeAppProvider,
  type ProviderEvent,
  type SafeAppProvider,
  type SafeAppProviderOptions,
} from './createSafeAppProvider'
export { type SafeAppConnectorOptions, safeAppConnector } from './safeAppConnector'
