// The tests the fix added, from test/connection.test.js at amqp-node/amqplib
// c11bd07768731336d24b111fdb4c3208c3c99b72 (MIT, see repo/LICENSE-MIT): the file's header and
// connectionTest helper, and the two describe blocks with their hooks, holding only the six new
// tests. Only the require paths are adapted (the helpers stay in repo/test/lib).
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

describe('Connection', () => {
  describe('Event handler errors - without handler-event listener', () => {
    let prevUncaughtExceptionListeners;

    beforeEach(() => {
      prevUncaughtExceptionListeners = process.rawListeners('uncaughtException').slice();
      process.removeAllListeners('uncaughtException');
    });

    afterEach(() => {
      prevUncaughtExceptionListeners.forEach((h) => process.on('uncaughtException', h));
      heartbeat.UNITS_TO_MS = 1000;
    });

    it('throw in error handler from closeWithError becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes on closeWithError');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.once('error', (err) => {
        assert.match(err.message, /Unexpected frame on channel 0/);
        throw expectedErr;
      });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ChannelOpenOk, { channelId: Buffer.from('') }, 0))
        .then(cb, cb);
    }));

    it('throw in error handler from onSocketError', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes on socket error');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.once('error', (err) => {
        assert.match(err.message, /Unexpected close/);
        throw expectedErr;
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

    it('throw in error handler from heartbeat timeout', connectionTest((c, cb) => {
      heartbeat.UNITS_TO_MS = 20;
      const expectedErr = new Error('user error handler explodes on heartbeat timeout');
      const opts = Object.create(OPEN_OPTS);
      opts.heartbeat = 1;
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        c.heartbeater.clear();
        cb();
      });
      c.on('error', (err) => {
        assert.match(err.message, /Heartbeat timeout/);
        throw expectedErr;
      });
      c.open(opts);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(cb, cb);
      // conspicuously not sending anything ...
    }));
  });

  describe('Event handler errors - with handler-error listener', () => {
    let prevUncaughtExceptionListeners;

    beforeEach(() => {
      prevUncaughtExceptionListeners = process.rawListeners('uncaughtException').slice();
      process.removeAllListeners('uncaughtException');
    });

    afterEach(() => {
      prevUncaughtExceptionListeners.forEach((h) => process.on('uncaughtException', h));
      heartbeat.UNITS_TO_MS = 1000;
    });

    it('throw in error handler from heartbeat timeout is delivered via handler-error event', connectionTest((c, cb) => {
      heartbeat.UNITS_TO_MS = 20;
      const expectedErr = new Error('user error handler explodes on heartbeat timeout');
      const opts = Object.create(OPEN_OPTS);
      opts.heartbeat = 1;
      c.on('handler-error', (err, event) => {
        assert.strictEqual(err, expectedErr);
        assert.strictEqual(event, 'error');
        c.heartbeater.clear();
        cb();
      });
      c.on('error', (err) => {
        assert.match(err.message, /Heartbeat timeout/);
        throw expectedErr;
      });
      c.open(opts);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(cb, cb);
      // conspicuously not sending anything ...
    }));

    it('throw in error handler from closeWithError is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes on closeWithError');
      c.on('handler-error', (err, event) => {
        assert.strictEqual(err, expectedErr);
        assert.strictEqual(event, 'error');
        cb();
      });
      c.once('error', (err) => {
        assert.match(err.message, /Unexpected frame on channel 0/);
        throw expectedErr;
      });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ChannelOpenOk, { channelId: Buffer.from('') }, 0))
        .then(cb, cb);
    }));

    it('throw in error handler from onSocketError is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes on socket error');
      c.on('handler-error', (err, event) => {
        assert.strictEqual(err, expectedErr);
        assert.strictEqual(event, 'error');
        cb();
      });
      c.once('error', (err) => {
        assert.match(err.message, /Unexpected close/);
        throw expectedErr;
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
  });

});
