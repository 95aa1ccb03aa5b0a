// Runs every benchmark script in bench/ and prints their figures.
import { Glob } from 'bun'

const only = process.argv[2]
for (const file of [...new Glob('*.ts').scanSync(import.meta.dir), 'blind-read/run.ts'].sort()) {
  if (file === 'index.ts' || (only && !file.includes(only))) continue
  console.log(`\n# bench/${file}`)
  const proc = Bun.spawn(['bun', `${import.meta.dir}/${file}`], { stdout: 'inherit', stderr: 'inherit' })
  if ((await proc.exited) !== 0) process.exitCode = 1
}
