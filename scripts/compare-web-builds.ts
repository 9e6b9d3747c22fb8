import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startGateway } from '@assent/gateway'
import { launchChromium } from '@assent/test'
import { startSeededStack } from '../apps/gateway/bench/seed'
import { buildFloorApp } from './bench/_floorApp'
import { alternately, coldVisit } from './bench/_visible'
import { BENCH_PORTS, median } from './bench/_webStack'
import { walletSecurityHeaders } from './lib/securityHeaders'
import { startStaticServer } from './lib/staticServer'

// Two builds of the wallet side by side, with the bench's floor page beside them: the same
// gateway, Safe (100 executed txs, bulk-seeded) and browser; each page visited alternately in
// fresh contexts, the order reversed every round. For trying a change to the first paint:
// the web bench compares Assent with the floor, this compares Assent with Assent.
//
// From the repository root (folders under .data/, which git ignores):
//   VITE_GATEWAY_URL=http://127.0.0.1:38787 npm run build -w apps/web -- --outDir ../../.data/compare/a --emptyOutDir
//   (change something, then the same with --outDir ../../.data/compare/b --emptyOutDir)
//   npm run bench:compare -- .data/compare/a .data/compare/b [--page /transactions/history] [--rounds 25]
//
// --latency MS adds that much delay to every request (Chromium's network emulation), as for a
// gateway and web server across a network: here they share the machine's two cores with the
// browser, so a change that only moves a request earlier can show no gain without it.
//
// It prints the first rows' medians and, beside them, when each page's entry script had arrived
// (resource timing): where a cold load's time goes before the page's own code runs.
//
// On the 2-core machine two copies of one build differed by up to 11 % at 15–25 rounds: a change
// smaller than that needs more rounds, or is not worth its code.

const PAGES: Record<string, string> = {
  '/balances': '[data-testid="balance-row"]',
  '/transactions/history': '[data-testid="tx-row"]',
}
const FLOOR_SELECTOR = '[data-testid="balance-row"]'
const PORTS = { a: BENCH_PORTS.web, b: BENCH_PORTS.web + 6, floor: BENCH_PORTS.web + 7 }

function usage(problem: string): never {
  console.error(`compare-web-builds: ${problem}
usage: npm run bench:compare -- <build A> <build B> [--page ${Object.keys(PAGES).join('|')}] [--rounds N] [--latency MS]
Each build is a folder with index.html, built with VITE_GATEWAY_URL=http://127.0.0.1:${BENCH_PORTS.gateway}.`)
  process.exit(2)
}

const parseCommandLine = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      page: { type: 'string', default: '/balances' },
      rounds: { type: 'string', default: '25' },
      latency: { type: 'string', default: '0' },
    },
  })

function readOptions() {
  let parsed: ReturnType<typeof parseCommandLine>
  try {
    parsed = parseCommandLine()
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error))
  }
  const { positionals, values } = parsed
  if (positionals.length !== 2) usage('give exactly two build folders')
  const builds = positionals.map((dir) => resolve(dir))
  for (const dir of builds) {
    if (!existsSync(join(dir, 'index.html'))) usage(`${dir} has no index.html`)
    // index.html preloads the chain list from the gateway it was built for (vite.config.ts).
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    if (!html.includes(`http://127.0.0.1:${BENCH_PORTS.gateway}/v1/chains`)) {
      usage(`${dir} was built for another gateway`)
    }
  }
  if (!Object.hasOwn(PAGES, values.page)) usage(`unknown page ${values.page}`)
  const rounds = Number(values.rounds)
  if (!Number.isInteger(rounds) || rounds < 1) usage(`--rounds must be a positive integer`)
  const latency = Number(values.latency)
  if (!Number.isFinite(latency) || latency < 0) usage(`--latency must be a number of ms, 0 or more`)
  return { a: builds[0] as string, b: builds[1] as string, page: values.page, rounds, latency }
}

async function main() {
  const options = readOptions()
  const origins = {
    a: `http://127.0.0.1:${PORTS.a}`,
    b: `http://127.0.0.1:${PORTS.b}`,
    floor: `http://127.0.0.1:${PORTS.floor}`,
  }
  const seeded = await startSeededStack('pglite', {
    executed: 100,
    incoming: 0,
    queued: 0,
    messages: 0,
  })
  const floorDir = mkdtempSync(join(tmpdir(), 'assent-floor-'))
  const stops: (() => Promise<void>)[] = [
    async () => rmSync(floorDir, { recursive: true, force: true }),
    () => seeded.stop(),
  ]
  try {
    const gateway = await startGateway({
      port: BENCH_PORTS.gateway,
      dataDir: seeded.dataDir,
      devnetRpcUrl: seeded.devnet.rpcUrl,
      walletOrigins: Object.values(origins),
      indexer: false,
    })
    stops.unshift(() => gateway.stop())
    await buildFloorApp({ gatewayUrl: gateway.url, outDir: floorDir })
    const headers = walletSecurityHeaders({
      gatewayUrl: gateway.url,
      rpcUrls: [seeded.devnet.rpcUrl],
    })
    for (const [app, root] of [
      ['a', options.a],
      ['b', options.b],
      ['floor', floorDir],
    ] as const) {
      const server = await startStaticServer({ root, port: PORTS[app], spaFallback: true, headers })
      stops.unshift(() => server.stop())
    }
    const chromium = await launchChromium()
    stops.unshift(() => chromium.close())

    const search = `?safe=devnet:${seeded.safe}`
    const targets = {
      a: { url: `${origins.a}${options.page}${search}`, selector: PAGES[options.page] ?? '' },
      b: { url: `${origins.b}${options.page}${search}`, selector: PAGES[options.page] ?? '' },
      floor: { url: `${origins.floor}/${search}`, selector: FLOOR_SELECTOR },
    }
    const times = { a: [] as number[], b: [] as number[], floor: [] as number[] }
    const entryScript = { a: [] as number[], b: [] as number[], floor: [] as number[] }
    await alternately(['a', 'b', 'floor'] as const, options.rounds, async (app, measured) => {
      const { url, selector } = targets[app]
      const visit = await coldVisit(chromium.browser, url, selector, { latencyMs: options.latency })
      if (measured) {
        times[app].push(visit.visibleMs)
        entryScript[app].push(visit.entryScriptMs)
      }
    })

    const a = median(times.a)
    const b = median(times.b)
    const floor = median(times.floor)
    const delay = options.latency > 0 ? `, ${options.latency} ms added to each request` : ''
    console.log(`${options.page}, cold, medians of ${options.rounds}${delay}:`)
    console.log(`  A ${a.toFixed(0)} ms · ${(a / floor).toFixed(2)}× the floor  (${options.a})`)
    console.log(`  B ${b.toFixed(0)} ms · ${(b / floor).toFixed(2)}× the floor  (${options.b})`)
    console.log(`  floor ${floor.toFixed(0)} ms`)
    console.log(`  B / A = ${(b / a).toFixed(2)}`)
    // Where the time goes before the page's code runs (resource timing, medians).
    console.log(
      `  entry script arrived: A ${median(entryScript.a).toFixed(0)} ms · B ${median(entryScript.b).toFixed(0)} ms · floor ${median(entryScript.floor).toFixed(0)} ms`,
    )
    for (const [app, samples] of Object.entries(times)) {
      console.log(`  ${app} samples: ${samples.map((v) => v.toFixed(0)).join(' ')}`)
    }
  } finally {
    for (const stop of stops) await stop()
  }
}

await main()
