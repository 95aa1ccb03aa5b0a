import { Command } from 'commander'
import { NETWORKS, type Network } from '../../shared/networks'
import { CliError, connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

export const channelsCommand = new Command('channels').description(
  'Your channels: the accounts your plans post to on X, LinkedIn, Bluesky and Mastodon',
)

const networkOf = (value: string): Network => {
  if (!(NETWORKS as readonly string[]).includes(value))
    throw new CliError(`Unknown network "${value}": use one of ${NETWORKS.join(', ')}`)
  return value as Network
}

channelsCommand
  .command('list')
  .description('Show every network, the account connected on it and its state')
  .option('--json', 'print JSON')
  .action(async (opts: { json?: boolean }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const { channels } = ok(await api.channels.get())
    if (opts.json) return console.log(JSON.stringify(channels, null, 2))
    printTable(
      ['NETWORK', 'STATE', 'ACCOUNT', 'LIMIT'],
      channels.map((c) => [
        c.network,
        !c.account
          ? c.configured
            ? 'not connected'
            : 'not set up on this server'
          : c.account.needs_reconnect
            ? 'needs reconnecting'
            : 'connected',
        c.account ? (c.network === 'linkedin' ? c.account.display_name : `@${c.account.username}`) : '',
        String(c.post_limit),
      ]),
      'No networks.',
    )
  })

channelsCommand
  .command('connect-bluesky')
  .argument('<handle>', 'your Bluesky handle, such as you.bsky.social')
  .requiredOption(
    '--app-password <password>',
    'an app password made in Bluesky (Settings → Privacy and security)',
  )
  .option('--server <url>', 'your server, if not bsky.social')
  .description('Connect a Bluesky account with an app password')
  .action(async (handle: string, opts: { appPassword?: string; server?: string }, cmd: Command) => {
    const appPassword = opts.appPassword ?? process.env.BLUESKY_APP_PASSWORD
    if (!appPassword) throw new CliError('Give the app password: --app-password or BLUESKY_APP_PASSWORD')
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const { channel } = ok(
      await api.channels.bluesky.connect.post({
        identifier: handle,
        app_password: appPassword,
        ...(opts.server ? { server: opts.server } : {}),
      }),
    )
    console.log(`Bluesky connected as @${channel.account?.username}`)
  })

channelsCommand
  .command('test-post')
  .argument('<network>', NETWORKS.join(', '))
  .argument('<text>', 'what to post')
  .option('--reply <text>', 'a second part: posts a two-part thread (one post on LinkedIn)')
  .description('Post now to one of your channels, to check it works')
  .action(async (network: string, text: string, opts: { reply?: string }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const sent = ok(
      await api.channels({ network: networkOf(network) })['test-post'].post({
        content: text,
        ...(opts.reply !== undefined ? { reply: opts.reply } : {}),
      }),
    )
    console.log(`Posted: ${sent.post.url}`)
    if (sent.reply) console.log(`Reply: ${sent.reply.url}`)
  })

channelsCommand
  .command('disconnect')
  .argument('<network>', NETWORKS.join(', '))
  .description('Disconnect the account on one network')
  .action(async (network: string, _opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    ok(await api.channels({ network: networkOf(network) }).delete())
    console.log(`Disconnected ${network}`)
  })
