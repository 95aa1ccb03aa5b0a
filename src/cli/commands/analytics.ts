import { Command } from 'commander'
import { connect, connectionFrom, ok } from '../client'

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text)

export const analyticsCommand = new Command('analytics')
  .description("Engagement per narrative pillar for a session's posted tweets")
  .argument('<session-id>', 'the marketing session')
  .option('--json', 'print JSON')
  .action(async (sessionId: string, opts: { json?: boolean }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const analytics = ok(await api['marketing-sessions']({ id: sessionId }).analytics.get())
    if (opts.json) {
      console.log(JSON.stringify(analytics, null, 2))
      return
    }
    if (analytics.metrics_unavailable) console.log(`Note: ${analytics.metrics_unavailable}`)
    const rows = analytics.pillars.map((p) => [
      clip(p.title, 36),
      String(p.posts),
      String(p.measured),
      String(p.total_engagement),
      String(p.median_engagement),
      p.best_post ? `${p.best_post.engagement}  ${clip(p.best_post.content.replace(/\s+/g, ' '), 50)}` : '—',
    ])
    const header = ['Pillar', 'Posts', 'Measured', 'Engagement', 'Median', 'Best post']
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    for (const row of [header, ...rows])
      console.log(
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
    if (rows.every((r) => r[2] === '0'))
      console.log('No metrics yet: they arrive about 1 hour after a post goes out.')
  })
