// `npm run orders -- <command>`: the operators' order tool (server/cli/orders-cli.ts holds it).
import { ConfigError } from '../server/config';
import { ordersCli } from '../server/cli/orders-cli';

try {
  process.exitCode = await ordersCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The orders tool failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
