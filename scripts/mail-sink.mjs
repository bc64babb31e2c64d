// A real mail server for the end-to-end tests: an SMTP server (smtp-server) that the e2e server
// sends through (SMTP_URL), keeping every mail in memory, and a small HTTP endpoint on its own port
// where a test reads what was delivered to an address, as its mail program would show it (parsed by
// mailparser). Nothing here is part of Herfa: the server under test only knows an SMTP address.
//
//   GET /mails?to=<address>  → [{ to, subject, text, html, receivedAt }], the newest first
//   GET /                    → 200 once both ports listen (Playwright's readiness check)
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './lib/e2e-ports.mjs';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? MAIL_SINK_HTTP_PORT);
/** Enough for a whole run; the oldest go first past it. */
const KEPT = 5000;

/** Every mail received, oldest first; one entry per recipient. */
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        for (const recipient of session.envelope.rcptTo) {
          mails.push({
            to: recipient.address.toLowerCase(),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? '' : (parsed.html ?? ''),
            receivedAt: new Date().toISOString(),
          });
        }
        if (mails.length > KEPT) mails.splice(0, mails.length - KEPT);
        callback();
      })
      .catch((error) => callback(error));
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'GET' && url.pathname === '/mails') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const found = mails.filter((mail) => mail.to === to).reverse();
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(found));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/') {
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end(`mail sink: SMTP on ${smtpPort}, ${mails.length} mails\n`);
    return;
  }
  response.writeHead(404).end();
});

await new Promise((ready) => smtp.listen(smtpPort, '127.0.0.1', ready));
await new Promise((ready) => http.listen(httpPort, '127.0.0.1', ready));
console.info(`mail sink: SMTP on 127.0.0.1:${smtpPort}, mails readable at http://127.0.0.1:${httpPort}/mails?to=…`);

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
