// End-to-end tests: Debian's Chromium against the real server on a fresh embedded database.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
import { AUTH_EMULATOR_PORT, AUTH_EMULATOR_PROJECT, AUTH_EMULATOR_URL, E2E_PORT, MAIL_SINK_SMTP_PORT, MAIL_SINK_URL } from './scripts/lib/e2e-ports.mjs';

const PORT = E2E_PORT;

export default defineConfig({
  testDir: 'test/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two shared cores: a test that takes 4 s on a quiet machine has taken over 30 s when the
  // machine's neighbours were busy (a clean-clone run), and a screen that answers in 1 s over 5 s.
  // The limits are for a hung test, not a slow one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/reports/e2e.json' }]],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] },
  },
  webServer: [
    {
      command: 'node scripts/auth-emulator.mjs',
      url: `${AUTH_EMULATOR_URL}/`,
      env: { AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT), AUTH_EMULATOR_PROJECT },
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
    },
    {
      // A real SMTP server the e2e server mails through; the tests read the mail (a registration's code) from it.
      command: 'node scripts/mail-sink.mjs',
      url: `${MAIL_SINK_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORT}/api/health`,
      // One JSON line per request would bury the report; warnings and errors still show (LOG_LEVEL=info to see every request).
      // Mail goes to the mail sink over SMTP, as it would to a real mail server.
      // Google and Apple sign in through the emulator: the server accepts its tokens only because it is told to here.
      env: {
        PORT: String(PORT),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
