// A bare Node.js HTTP server for the benches' floor (floor.mjs): it reads each request whole and
// answers the same small envelope, with no framework, no database and no work. It prints its port
// once it listens.
import { createServer } from 'node:http';

const ANSWER = Buffer.from(JSON.stringify({ success: true, code: 'OK', message: 'OK', value: null }));
const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'content-length': ANSWER.length };

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, HEADERS);
    response.end(ANSWER);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
