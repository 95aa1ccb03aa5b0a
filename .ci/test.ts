// The whole test suite (README: `bun run test`): lint, typecheck, unit and API tests on PGlite,
// the API tests again on Postgres when TEST_DATABASE_URL is set, then the browser tests.
// Ends with one line `N passed, N failed` summing every bun test run.
import { Glob } from 'bun'

type Step = { name: string; cmd: string[]; env?: Record<string, string | undefined>; counts: boolean }

const e2eFiles = [...new Glob('src/**/*.e2e.ts').scanSync('.')].sort().map((f) => `./${f}`)
const only = process.argv[2] // optional: lint | types | unit | bench | postgres | e2e

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
    ? [{ name: 'postgres', cmd: ['bun', 'test', '--timeout', '20000', 'src/server'], counts: true }]
    : []),
  ...(e2eFiles.length
    ? [{ name: 'e2e', cmd: ['bun', 'test', '--timeout', '90000', ...e2eFiles], counts: true }]
    : []),
].filter((s) => !only || s.name === only)

let passed = 0
let failed = 0
const failedSteps: string[] = []

for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`)
  const started = performance.now()
  const env = { ...process.env, ...step.env }
  for (const [k, v] of Object.entries(step.env ?? {})) if (v === undefined) delete env[k]
  const proc = Bun.spawn(step.cmd, { env, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    for await (const chunk of stream) {
      const text = new TextDecoder().decode(chunk)
      output += text
      sink.write(text)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)])
  const code = await proc.exited
  if (step.counts) {
    const pass = Number(output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0)
    const fail = Number(output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0)
    passed += pass
    failed += fail
    if (code !== 0 && fail === 0) failed += 1 // a crash before any test ran still counts as a failure
  } else if (code !== 0) {
    failed += 1
  }
  if (code !== 0) failedSteps.push(step.name)
  console.log(
    `=== ${step.name} ${code === 0 ? 'ok' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failedSteps.length ? 1 : 0)
