/**
 * `npm run bench:web`: the shop as a customer on a phone meets it, next to its floor. Builds the
 * shop, serves it with the demo backend as `npm start` does, captures each page's floor (its
 * settled markup and CSS with no script, served by this script: floor.ts), and runs Lighthouse 12
 * in its mobile emulation (simulated slow 4G) on the shop and on the floor of every page, round
 * after round, first at the default 4× CPU and then at a fixed 6×. Prints the medians, LCP shop /
 * floor, every run's benchmark index, the bundle sizes, and which budget of issue 27 a median
 * misses (report.ts). A benchmark, not a test: `npm test` leaves it out. How to read it:
 * docs/performance.md.
 *
 * BENCH_PORT (default 4790) chooses the shop's port; BENCH_RUNS (default 5) the rounds of each
 * pass; BENCH_SKIP_BUILD=1 measures the dist/ that is there; CHROME_PATH the Chromium.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { bundleSizes } from './bundle-sizes.ts';
import { builtAddresses } from '../../serve/static-host-headers.ts';
import { captureFloor, serveFloors, type FloorServer } from './floor.ts';
import { CPU_PASSES, PAGES, PAGES_AT_6X, indexTable, mediansTable, misses, summarise, type CpuMultiplier, type Measurement, type Run, type Served } from './report.ts';
import { putInLighthouseProfile, storageOf, visitorOf } from './visitors.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4790);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const SHOP = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The pages of each pass. */
const PASS_PAGES: Record<CpuMultiplier, readonly string[]> = { 4: PAGES, 6: PAGES_AT_6X };

/** Lighthouse's phone, for the browser that captures the floors: the page settles as it does in a run. */
const PHONE: BrowserContextOptions = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

async function waitForShop(server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the shop stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${SHOP}/home`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop did not answer on ${SHOP}`);
}

/** The demo as it was seeded: no run meets carts or tokens an earlier one left. */
async function resetDemo(): Promise<void> {
  const answer = await fetch(`${SHOP}/api/__demo/reset`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the demo's reset answered ${answer.status}`);
}

async function inContext<T>(browser: Browser, use: (context: BrowserContext) => Promise<T>, options: BrowserContextOptions = {}): Promise<T> {
  const context = await browser.newContext({ ...options, baseURL: SHOP });
  try {
    return await use(context);
  } finally {
    await context.close();
  }
}

async function measure(chromePort: number, url: string, cpu: CpuMultiplier): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu) throw new Error(`${url} ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not ${cpu}×`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    // Both builds: the shop's, and the server's that renders its first screens.
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const server = spawn('npx', ['tsx', 'demo-api/serve.ts'], { env: { ...process.env, PORT: String(PORT), INSTANCES: '1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const helper = await chromium.launch({ executablePath: CHROMIUM });
  let floor: FloorServer | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    await waitForShop(server);
    await resetDemo();
    const floors = new Map<string, string>();
    for (const page of PAGES) {
      const markup = await inContext(
        helper,
        async (context) => {
          await storageOf(visitorOf(page), context);
          return captureFloor(context, page);
        },
        PHONE,
      );
      floors.set(page, markup);
      process.stderr.write(`captured the floor of ${page}\n`);
    }
    floor = await serveFloors(SHOP, floors, builtAddresses('dist'));
    process.stderr.write(`floors served at ${floor.origin}\n`);
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

    const runs: Run[] = [];
    // A run Lighthouse could not finish (a busy machine can time out its protocol) is left out and
    // named, rather than throwing away the rounds measured so far; a median with no run is a miss.
    const failed: string[] = [];
    for (const cpu of CPU_PASSES) {
      for (let round = 1; round <= RUNS; round++) {
        // Each side goes first in every other round, so neither always meets the machine the other left.
        const order: Served[] = round % 2 ? ['shop', 'floor'] : ['floor', 'shop'];
        for (const page of PASS_PAGES[cpu]) {
          for (const served of order) {
            if (served === 'shop') {
              await resetDemo();
              const stored = await inContext(helper, (context) => storageOf(visitorOf(page), context));
              await putInLighthouseProfile(chrome.port, SHOP, stored);
            }
            const which = `${cpu}× round ${round}/${RUNS} ${page} ${served}`;
            try {
              const measurement = await measure(chrome.port, (served === 'shop' ? SHOP : floor.origin) + page, cpu);
              runs.push({ cpu, round, page, served, measurement });
              process.stderr.write(
                `${which}: ${measurement.performance}, LCP ${Math.round(measurement.lcpMs)} ms, TBT ${Math.round(measurement.tbtMs)} ms, index ${Math.round(measurement.benchmarkIndex)}\n`,
              );
            } catch (error) {
              failed.push(`${which}: ${error instanceof Error ? error.message : String(error)}`);
              process.stderr.write(`${failed.at(-1)}\n`);
            }
          }
        }
      }
    }

    const sizes = bundleSizes('dist');
    const version = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
    const medians = { 4: summarise(runs, 4), 6: summarise(runs, 6) };
    console.log(`Lighthouse ${version}, mobile emulation (simulated slow 4G), ${new Date().toISOString().slice(0, 10)}: medians of ${RUNS} interleaved round${RUNS === 1 ? '' : 's'}, each page on the shop and on its floor in turn\n`);
    console.log(`At 4× CPU (Lighthouse's default)\n\n${mediansTable(medians[4])}\n`);
    console.log(`At a fixed 6× CPU\n\n${mediansTable(medians[6])}\n`);
    console.log(`Lighthouse's benchmark index of every run at 4×\n\n${indexTable(runs, 4)}\n`);
    console.log(`Lighthouse's benchmark index of every run at 6×\n\n${indexTable(runs, 6)}\n`);
    console.log(`entry ${sizes.entryKb.toFixed(1)} KB gzip; largest route chunk ${sizes.largestRoute.kb.toFixed(1)} KB gzip (${sizes.largestRoute.chunk}, loaded by ${sizes.largestRoute.route})`);
    if (failed.length > 0) console.log(`\nLeft out, Lighthouse could not measure them:\n  ${failed.join('\n  ')}`);
    const missed = misses(medians, sizes);
    console.log(missed.length ? `\nMisses a budget:\n  ${missed.join('\n  ')}` : '\nEvery median is within its budget.');
  } finally {
    chrome?.kill();
    await floor?.close();
    await helper.close();
    if (server.pid) process.kill(-server.pid);
  }
}

await main();
