// The whole test suite (README: `bun run test`): lint, typecheck, unit and API tests on PGlite,
// the API tests again on Postgres when TEST_DATABASE_URL is set, then the browser tests.
// Ends with one line `N passed, N failed` summing every bun test run.
import { Glob } from 'bun'

// `alongside`: starts and runs beside the steps after it (its output is printed when it ends): the API
// tests on Postgres wait mostly on the database, the browser tests on the browser, so the two share the
// machine's two cores well.
type Step = {
  name: string
  cmd: string[]
  env?: Record<string, string | undefined>
  counts: boolean
  alongside?: boolean
}

const e2eFiles = [...new Glob('src/**/*.e2e.ts').scanSync('.')].sort().map((f) => `./${f}`)
const only = process.argv[2] // optional: lint | types | unit | bench | postgres | bluesky-pds | e2e

const steps: Step[] = [
  { name: 'lint', cmd: ['bunx', 'biome', 'ci', '--colors=off', '.'], counts: false },
  { name: 'types', cmd: ['bunx', 'tsc', '--noEmit', '-p', '.'], counts: false },
  {
    name: 'unit',
    cmd: ['bun', 'test', '--timeout', '20000'],
    env: { TEST_DATABASE_URL: undefined },
    counts: true,
  },
  // The benches' own pure parts (the blind read's founder simulator and checks) live beside them.
  { name: 'bench', cmd: ['bun', 'test', './bench'], counts: true },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          cmd: ['bun', 'test', '--timeout', '20000', 'src/server'],
          counts: true,
          alongside: true,
        },
      ]
    : []),
  // Our Bluesky client against Bluesky's own server from npm (bench/bluesky-pds.ts). Its first run installs
  // the PDS into .data (about 3 minutes, mostly the download), so it runs when asked (CI asks), beside the
  // browser tests.
  ...(process.env.TEST_BLUESKY_PDS
    ? [{ name: 'bluesky-pds', cmd: ['bun', 'bench/bluesky-pds.ts'], counts: false, alongside: true }]
    : []),
  ...(e2eFiles.length
    ? [{ name: 'e2e', cmd: ['bun', 'test', '--timeout', '90000', ...e2eFiles], counts: true }]
    : []),
].filter((s) => !only || s.name === only)

let passed = 0
let failed = 0
const failedSteps: string[] = []
const failures: string[] = []

/**
 * Each failed test with the error printed before it, so the end of a long log (all a CI summary may
 * keep) still says what failed and why.
 */
function whatFailed(step: string, output: string): string[] {
  // (Bun lists the failed tests again at the end, without their errors: read up to that list.)
  const lines = output.split('\n')
  const summary = lines.findIndex((l) => /^\d+ tests? failed:$/.test(l))
  if (summary >= 0) lines.length = summary
  const out: string[] = []
  let from = 0
  lines.forEach((line, i) => {
    if (!line.startsWith('(fail)')) return
    // (The passing tests printed between are left out: only the error's own lines.)
    const context = lines.slice(Math.max(from, i - 40), i).filter((l) => l.trim() && !l.startsWith('(pass)'))
    out.push(`--- ${step}: ${line}`, ...context.slice(-24))
    from = i + 1
  })
  return out
}

/** Runs a step; what it resolves to reports it (at once, or for a step beside others, after them). */
async function run(step: Step): Promise<() => void> {
  const heading = `\n=== ${step.name}: ${step.cmd.join(' ')}`
  // A step beside others keeps its output until the others end, so the two never interleave.
  if (!step.alongside) console.log(heading)
  const started = performance.now()
  const env = { ...process.env, ...step.env }
  for (const [k, v] of Object.entries(step.env ?? {})) if (v === undefined) delete env[k]
  const proc = Bun.spawn(step.cmd, { env, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    for await (const chunk of stream) {
      const text = new TextDecoder().decode(chunk)
      output += text
      if (!step.alongside) sink.write(text)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)])
  const code = await proc.exited
  const seconds = (performance.now() - started) / 1000
  return () => {
    if (step.alongside) console.log(`${heading}\n${output}`)
    count(step, code, output, seconds)
  }
}

function count(step: Step, code: number, output: string, seconds: number) {
  if (step.counts) {
    const pass = Number(output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0)
    const fail = Number(output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0)
    passed += pass
    failed += fail
    if (code !== 0 && fail === 0) failed += 1 // a crash before any test ran still counts as a failure
  } else if (code !== 0) {
    failed += 1
  }
  if (code !== 0) {
    failedSteps.push(step.name)
    failures.push(...whatFailed(step.name, output))
  }
  console.log(`=== ${step.name} ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`)
}

const beside: Promise<() => void>[] = []
for (const step of steps) {
  if (step.alongside) beside.push(run(step))
  else (await run(step))()
}
for (const report of await Promise.all(beside)) report()

if (failures.length) console.log(`\nWhat failed:\n${failures.slice(0, 120).join('\n')}`)
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
