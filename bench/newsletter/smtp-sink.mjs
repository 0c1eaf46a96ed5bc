// The newsletter bench's SMTP server, in a process of its own: parsing a thousand messages a
// second must not slow the load generator measuring the article (in the bench's process).
// Tells its parent its port, then answers each "count" message with how many it accepted. It
// stands for the mail provider's server, which runs elsewhere in production: the bench puts it
// under the idle policy as it does the sender (newsletter-bench.ts), so its CPU is not counted
// against the readers on this shared machine.
import { SMTPServer } from 'smtp-server';

let accepted = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      accepted++;
      callback();
    });
  },
});
server.on('error', () => undefined);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.server.address().port });
});
process.on('message', (message) => {
  if (message === 'count') process.send?.({ accepted });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
