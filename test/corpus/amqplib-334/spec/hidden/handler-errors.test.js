const { describe, it, beforeEach, afterEach } = require('node:test');
const assert = require('node:assert');
const defs = require('../../lib/defs');
const Connection = require('../../lib/connection').Connection;
const HEARTBEAT = require('../../lib/frame').HEARTBEAT;
const HB_BUF = require('../../lib/frame').HEARTBEAT_BUF;
const OPEN_OPTS = require('../../test/lib/data').OPEN_OPTS;
const heartbeat = require('../../lib/heartbeat');
const { latch, handshake, runServer, socketPair } = require('../../test/lib/util');

const LOG_ERRORS = process.env.LOG_ERRORS;

function connectionTest(client, server) {
  return (_t, done) => {
    const decrementLatch = latch(2, done);
    const pair = socketPair();
    const c = new Connection(pair.client);
    if (LOG_ERRORS) c.on('error', console.warn);
    client(c, decrementLatch);

    // NB only not a race here because the writes are synchronous
    const protocolHeader = pair.server.read(8);
    assert.deepEqual(Buffer.from(`AMQP${String.fromCharCode(0, 0, 9, 1)}`), protocolHeader);

    runServer(pair.server, (send, wait) => {
      server(send, wait, decrementLatch, pair.server);
    });
  };
}


// Hidden tests of the same bug (amqp-node/amqplib#334: a throw from a user's connection event
// handler escaped into amqplib instead of reaching 'handler-error'), written for this corpus
// with the project's own harness (repo/test/lib/util.js).
describe('Connection handlers that throw, other shapes', () => {
  let prevUncaughtExceptionListeners;

  beforeEach(() => {
    prevUncaughtExceptionListeners = process.rawListeners('uncaughtException').slice();
    process.removeAllListeners('uncaughtException');
  });

  afterEach(() => {
    prevUncaughtExceptionListeners.forEach((h) => process.on('uncaughtException', h));
  });

  it('a thrown string from a blocked handler reaches handler-error', connectionTest((c, cb) => {
    c.on('handler-error', (err) => {
      assert.strictEqual(err, 'blocked went wrong');
      cb();
    });
    c.on('blocked', (reason) => {
      assert.strictEqual(reason, 'disk');
      throw 'blocked went wrong';
    });
    c.open(OPEN_OPTS);
  }, (send, wait, cb) => {
    handshake(send, wait)
      .then(() => send(defs.ConnectionBlocked, { reason: 'disk' }, 0))
      .then(cb, cb);
  }));

  it('the connection keeps working after a blocked handler threw', connectionTest((c, cb) => {
    let reported = 0;
    c.on('handler-error', () => {
      reported++;
    });
    c.on('blocked', () => {
      throw new RangeError('first handler fails');
    });
    c.on('unblocked', () => {
      setImmediate(() => {
        assert.strictEqual(reported, 1);
        cb();
      });
    });
    c.open(OPEN_OPTS);
  }, (send, wait, cb) => {
    handshake(send, wait)
      .then(() => send(defs.ConnectionBlocked, { reason: 'memory' }, 0))
      .then(() => send(defs.ConnectionUnblocked, {}, 0))
      .then(cb, cb);
  }));

  it('handlers that do not throw see their events and no handler-error', connectionTest((c, cb) => {
    const seen = [];
    c.on('handler-error', () => {
      seen.push('handler-error');
    });
    c.on('blocked', (reason) => {
      seen.push(`blocked:${reason}`);
    });
    c.on('unblocked', () => {
      seen.push('unblocked');
      setImmediate(() => {
        assert.deepStrictEqual(seen, ['blocked:memory', 'unblocked']);
        cb();
      });
    });
    c.open(OPEN_OPTS);
  }, (send, wait, cb) => {
    handshake(send, wait)
      .then(() => send(defs.ConnectionBlocked, { reason: 'memory' }, 0))
      .then(() => send(defs.ConnectionUnblocked, {}, 0))
      .then(cb, cb);
  }));
});
