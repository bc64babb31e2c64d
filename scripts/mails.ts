// `npm run mails -- [options]`: the operators' view of the mail outbox (server/cli/mails-cli.ts holds it).
import { ConfigError } from '../server/config';
import { mailsCli } from '../server/cli/mails-cli';

try {
  process.exitCode = await mailsCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The mails tool failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
