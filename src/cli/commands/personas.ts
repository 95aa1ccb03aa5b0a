import { Command } from 'commander'
import { connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

export const personasCommand = new Command('personas').description('Base prompts and founder personas')

personasCommand
  .command('list')
  .description('List personas, newest first')
  .option('-t, --tags <tags>', 'comma-separated tags: base_prompt, founder, chad')
  .option('--json', 'print JSON')
  .action(async (opts: { tags?: string; json?: boolean }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const personas = ok(await api.personas.get({ query: { tags: opts.tags } }))
    if (opts.json) return console.log(JSON.stringify(personas, null, 2))
    printTable(
      ['NAME', 'TAGS', 'VERSION', 'ID'],
      personas.map((p) => [p.name, p.tags.join(','), `v${p.versions[0]?.version ?? 0}`, p.id]),
      'No personas.',
    )
  })

personasCommand
  .command('make-default')
  .description('Make a base prompt the default Chad for new marketing sessions')
  .argument('<id>', 'persona id')
  .action(async (id: string, _opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const persona = ok(await api.personas({ id })['make-default-chad'].put())
    console.log(`${persona.name} is now the default Chad`)
  })
