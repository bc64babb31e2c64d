// `npm run catalogue:generate -- --products N`: the catalogue generator (server/cli/generate-catalogue.ts holds it).
import { ConfigError } from '../server/config';
import { generateCatalogueCli } from '../server/cli/generate-catalogue';

try {
  process.exitCode = await generateCatalogueCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The catalogue generator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
