#!/usr/bin/env bun
// The Chad CLI: `bun run cli -- <command>`. Talks to a running server over HTTP (never opens the database).
import { Command, CommanderError } from 'commander'
import { CliError } from './client'
import { connectionOptions, usersCommand } from './commands/users'

const program = new Command('chad').description('Script the Chad server').showHelpAfterError()
for (const option of connectionOptions) program.addOption(option)
program.addCommand(usersCommand)
program.exitOverride()

try {
  await program.parseAsync(process.argv)
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode)
  console.error(`Error: ${error instanceof CliError ? error.message : (error as Error).message}`)
  process.exit(1)
}
