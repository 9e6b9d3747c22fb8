import { runGatewayBench } from '../../apps/gateway/bench/runGatewayBench'
import type { BenchModule } from '../bench'

/** `npm run bench -- --only gateway`: HTTP latency/throughput, indexing latency, catch-up. */
const gateway: BenchModule = { name: 'gateway', run: runGatewayBench }
export default gateway
