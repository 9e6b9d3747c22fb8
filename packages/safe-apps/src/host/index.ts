export {
  type AppFrame,
  type AppHost,
  type AppHostOptions,
  createAppHost,
  type Handler,
  type Handlers,
  type HostParams,
  type HostWindow,
  type RequestContext,
} from './createAppHost'
