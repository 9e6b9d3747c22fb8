export { type Gateway, type StartGatewayOptions, startGateway } from './server'
