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


// Hidden tests of the same bug (a throw from a user's 'error' handler on the connection's
// heartbeat-timeout and socket-error paths), written for this corpus with the project's own
// test harness (connectionTest, handshake, socketPair from repo/test/lib/util.js).
describe('Connection error handlers that throw', () => {
  let prevUncaughtExceptionListeners;

  beforeEach(() => {
    prevUncaughtExceptionListeners = process.rawListeners('uncaughtException').slice();
    process.removeAllListeners('uncaughtException');
  });

  afterEach(() => {
    prevUncaughtExceptionListeners.forEach((h) => process.on('uncaughtException', h));
    heartbeat.UNITS_TO_MS = 1000;
  });

  it('heartbeat timeout: a thrown string is reported and the connection still closes', connectionTest((c, cb) => {
    heartbeat.UNITS_TO_MS = 20;
    const opts = Object.create(OPEN_OPTS);
    opts.heartbeat = 1;
    const seen = [];
    const finish = latch(2, () => {
      assert.deepStrictEqual(seen.sort(), ['close', 'handler-error']);
      cb();
    });
    c.on('handler-error', (err, event) => {
      assert.strictEqual(err, 'a plain string');
      assert.strictEqual(event, 'error');
      seen.push('handler-error');
      finish();
    });
    c.on('close', () => {
      seen.push('close');
      finish();
    });
    c.on('error', () => {
      throw 'a plain string';
    });
    c.open(opts);
  }, (send, wait, cb) => {
    handshake(send, wait).then(cb, cb);
  }));

  it('socket error: the handler-error event comes after close and carries the thrown error', connectionTest((c, cb) => {
    const thrown = new TypeError('handler bug 42');
    let closed = false;
    c.on('close', () => {
      closed = true;
    });
    c.on('handler-error', (err, event) => {
      assert.strictEqual(err, thrown);
      assert.strictEqual(event, 'error');
      assert.strictEqual(closed, true);
      cb();
    });
    c.once('error', () => {
      throw thrown;
    });
    c.open(OPEN_OPTS, (err) => {
      assert.ifError(err);
      c.sendHeartbeat();
    });
  }, (send, wait, cb, socket) => {
    handshake(send, wait)
      .then(wait())
      .then(() => socket.end())
      .then(cb, cb);
  }));

  it('heartbeat timeout: an error handler that does not throw sees the error and no handler-error', connectionTest((c, cb) => {
    heartbeat.UNITS_TO_MS = 20;
    const opts = Object.create(OPEN_OPTS);
    opts.heartbeat = 1;
    let handlerErrors = 0;
    c.on('handler-error', () => {
      handlerErrors++;
    });
    c.on('error', (err) => {
      assert.match(err.message, /Heartbeat timeout/);
    });
    c.on('close', () => {
      setImmediate(() => {
        assert.strictEqual(handlerErrors, 0);
        cb();
      });
    });
    c.open(opts);
  }, (send, wait, cb) => {
    handshake(send, wait).then(cb, cb);
  }));
});
