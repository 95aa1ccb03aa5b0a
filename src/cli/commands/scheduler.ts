import { Command } from 'commander'
import { type Api, connect, connectionFrom, ok } from '../client'

type Status = Awaited<ReturnType<Api['admin']['scheduler']['tweets']['status']['get']>>['data']

function print(status: NonNullable<Status>) {
  console.log(`Scheduler: ${status.enabled ? 'enabled' : 'disabled'}`)
  console.log(
    `Due now: ${status.counts.due}  Posted (24 h): ${status.counts.posted_last_24h}  Failed: ${status.counts.failed}`,
  )
  if (status.last_run) {
    console.log(
      `Last run: ${status.last_run.at} (${status.last_run.posted} posted, ${status.last_run.retried} retried, ${status.last_run.failed} failed)`,
    )
  }
}

export const schedulerCommand = new Command('scheduler').description(
  'The automatic tweet posting scheduler (admin)',
)

schedulerCommand
  .command('status')
  .description('Show whether posting is on, and what is due, posted and failed')
  .action(async (_opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    print(ok(await api.admin.scheduler.tweets.status.get()))
  })

for (const [name, enabled] of [
  ['enable', true],
  ['disable', false],
] as const) {
  schedulerCommand
    .command(name)
    .description(`${enabled ? 'Turn on' : 'Turn off'} automatic posting on every server`)
    .action(async (_opts: unknown, cmd: Command) => {
      const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
      print(ok(await api.admin.scheduler.tweets.put({ enabled })))
    })
}

schedulerCommand
  .command('run-once')
  .description('Run one scheduler pass now (posts what is due when the scheduler is enabled)')
  .action(async (_opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const result = ok(await api.admin.scheduler.tweets.run.post())
    console.log(
      result.enabled
        ? `Posted ${result.posted}, retried ${result.retried}, failed ${result.failed}`
        : 'The scheduler is disabled: nothing was posted.',
    )
  })
