// The statements a request runs, captured on the wire: a TCP proxy between a server and its PostgreSQL that
// reads the frontend protocol (Parse, Bind, simple Query) and the backend's ReadyForQuery, so any build of the
// server (the one before a change too) shows the SQL it sends, with its parameters, without a line of
// tracing code in it. The benchmark replays what it captured through pg as the raw SQL floor of the request.
import net from 'node:net';

const sslRequestCode = 80877103;

/**
 * Starts a proxy on a free port of 127.0.0.1 to `target` ({ host, port }). `start()` begins a recording,
 * `stop()` ends it and answers the statements sent meanwhile, in order: { text, values, sentAt, doneAt,
 * connection } (values as the server sent them: text, or a Buffer for a binary parameter; null for NULL).
 */
export async function startSqlCapture(target) {
  let recording;
  let connections = 0;
  const server = net.createServer((client) => {
    const id = ++connections;
    const upstream = net.connect(target.port, target.host);
    const statements = new Map(); // prepared statement name → text (per connection)
    const pending = []; // statements sent and not yet answered (ReadyForQuery), oldest first
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());

    let fromClient = Buffer.alloc(0);
    let started = false;
    let sslAnswers = 0; // the one-byte answers ('N' or 'S') owed to SSLRequests, which are not messages
    client.on('data', (chunk) => {
      upstream.write(chunk);
      fromClient = Buffer.concat([fromClient, chunk]);
      for (;;) {
        if (!started) {
          if (fromClient.length < 8) return;
          const length = fromClient.readInt32BE(0);
          if (fromClient.length < length) return;
          if (fromClient.readInt32BE(4) === sslRequestCode) sslAnswers++;
          else started = true;
          fromClient = fromClient.subarray(length);
          continue;
        }
        if (fromClient.length < 5) return;
        const length = fromClient.readInt32BE(1);
        if (fromClient.length < length + 1) return;
        onFrontend(String.fromCharCode(fromClient[0]), fromClient.subarray(5, length + 1));
        fromClient = fromClient.subarray(length + 1);
      }
    });
    let fromServer = Buffer.alloc(0);
    upstream.on('data', (chunk) => {
      client.write(chunk);
      fromServer = Buffer.concat([fromServer, chunk]);
      for (;;) {
        if (sslAnswers > 0 && fromServer.length > 0) {
          sslAnswers--;
          fromServer = fromServer.subarray(1);
          continue;
        }
        if (fromServer.length < 5) return;
        const length = fromServer.readInt32BE(1);
        if (fromServer.length < length + 1) return;
        if (fromServer[0] === 0x5a) {
          const done = pending.shift();
          if (done) done.doneAt = performance.now();
        }
        fromServer = fromServer.subarray(length + 1);
      }
    });

    function cstring(buffer, at) {
      const end = buffer.indexOf(0, at);
      return [buffer.toString('utf8', at, end), end + 1];
    }
    function onFrontend(type, body) {
      if (type === 'P') {
        const [name, next] = cstring(body, 0);
        const [text] = cstring(body, next);
        statements.set(name, text);
      } else if (type === 'B') {
        let [, at] = cstring(body, 0);
        let name;
        [name, at] = cstring(body, at);
        const formatCount = body.readInt16BE(at);
        at += 2;
        const formats = [];
        for (let i = 0; i < formatCount; i++, at += 2) formats.push(body.readInt16BE(at));
        const valueCount = body.readInt16BE(at);
        at += 2;
        const values = [];
        for (let i = 0; i < valueCount; i++) {
          const size = body.readInt32BE(at);
          at += 4;
          if (size < 0) {
            values.push(null);
            continue;
          }
          const raw = body.subarray(at, at + size);
          at += size;
          const binary = (formatCount === 1 ? formats[0] : formats[i]) === 1;
          values.push(binary ? Buffer.from(raw) : raw.toString('utf8'));
        }
        sent(statements.get(name) ?? '', values);
      } else if (type === 'Q') {
        sent(cstring(body, 0)[0], []);
      }
    }
    function sent(text, values) {
      const statement = { text, values, sentAt: performance.now(), doneAt: Infinity, connection: id };
      pending.push(statement);
      recording?.push(statement);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    start() {
      recording = [];
    },
    stop() {
      const got = recording ?? [];
      recording = undefined;
      return got;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Statements sent this close together (ms) were sent at once (one tick of the server), answered or not. */
const sameTick = 0.3;

/**
 * The statements in rounds as the server ran them: a statement sent while another of the round was still
 * unanswered, or right with the round's first, runs beside it (the list kit's page and count on two
 * connections), else it starts the next round (a query that needs the page's rows).
 */
export function roundsOf(statements) {
  const rounds = [];
  let round = [];
  for (const statement of [...statements].sort((a, b) => a.sentAt - b.sentAt)) {
    if (
      round.length > 0 &&
      statement.sentAt - round[0].sentAt > sameTick &&
      !round.some((s) => s.doneAt > statement.sentAt)
    ) {
      rounds.push(round);
      round = [];
    }
    round.push(statement);
  }
  if (round.length > 0) rounds.push(round);
  return rounds.map((r) => r.map(({ text, values }) => ({ text, values })));
}
