import { Command } from 'commander'
import { connect, connectionFrom, ok } from '../client'

export const seedCommand = new Command('seed')
  .description('Add the default Chad prompt, founder personas and the sample interview (idempotent)')
  .action(async (_opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const { created } = ok(await api.admin.seed.post())
    console.log(
      created.length ? `Created: ${created.join(', ')}` : 'Nothing to do: the seed content is already there.',
    )
  })
