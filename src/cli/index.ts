#!/usr/bin/env bun
// The Chad CLI: `bun run cli -- <command>`. Talks to a running server over HTTP (never opens the database).
import { Command, CommanderError } from 'commander'
import { CliError } from './client'
import { analyticsCommand } from './commands/analytics'
import { channelsCommand } from './commands/channels'
import { conversationsCommand } from './commands/conversations'
import { evalCommand } from './commands/eval'
import { personasCommand } from './commands/personas'
import { replayCommand } from './commands/replay'
import { schedulerCommand } from './commands/scheduler'
import { seedCommand } from './commands/seed'
import { sessionsCommand } from './commands/sessions'
import { tweetsCommand } from './commands/tweets'
import { usersCommand } from './commands/users'

// Global options: every command reads them through `connectionFrom(cmd.optsWithGlobals())`.
const program = new Command('chad')
  .description('Script the Chad server')
  .option('--url <url>', 'server URL (env CHAD_URL, default http://localhost:3000)')
  .option('--email <email>', 'sign in as (env CHAD_EMAIL)')
  .option('--password <password>', 'password (env CHAD_PASSWORD)')
  .showHelpAfterError()
program.addCommand(usersCommand)
program.addCommand(seedCommand)
program.addCommand(personasCommand)
program.addCommand(conversationsCommand)
program.addCommand(replayCommand)
program.addCommand(schedulerCommand)
program.addCommand(channelsCommand)
program.addCommand(analyticsCommand)
program.addCommand(sessionsCommand)
program.addCommand(tweetsCommand)
program.addCommand(evalCommand)
program.exitOverride()

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode)
  console.error(`Error: ${error instanceof CliError ? error.message : (error as Error).message}`)
  process.exit(1)
}
