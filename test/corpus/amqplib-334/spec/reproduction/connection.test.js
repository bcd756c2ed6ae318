// The connection tests the fix added, from test/connection.test.js at amqp-node/amqplib
// 0c60d26e89cd2fea33b58cac6bb14a278f2caffc (MIT, see repo/LICENSE-MIT): the file's header and
// connectionTest helper and the two new describe blocks, whole (the fix's channel tests are left
// out). Only the require paths are adapted (the helpers stay in repo/test/lib).
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
    });

    it('throw in close handler from server-initiated close is swallowed without handler-error listener', connectionTest((c, cb) => {
      c.on('close', () => { throw new Error('user handler explodes'); });
      c.open(OPEN_OPTS);
      cb();
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionClose, {
          replyText: 'Begone',
          replyCode: defs.constants.CONNECTION_FORCED,
          methodId: 0,
          classId: 0,
        }))
        .then(wait(defs.ConnectionCloseOk))
        .then(cb, cb);
    }));

    it('throw in close handler from client-initiated close is swallowed without handler-error listener', connectionTest((c, cb) => {
      c.open(OPEN_OPTS, (err) => {
        assert.ifError(err);
        c.on('close', () => { throw new Error('user handler explodes on client close'); });
        c.close();
        cb();
      });
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(wait(defs.ConnectionClose))
        .then(() => send(defs.ConnectionCloseOk, {}))
        .then(cb, cb);
    }));

    it('throw in error handler becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('error', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionClose, {
          replyText: 'Begone',
          replyCode: defs.constants.INTERNAL_ERROR,
          methodId: 0,
          classId: 0,
        }))
        .then(wait(defs.ConnectionCloseOk))
        .then(cb, cb);
    }));

    it('throw in blocked handler becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('user blocked handler explodes');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('blocked', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionBlocked, { reason: 'memory' }, 0))
        .then(cb, cb);
    }));

    it('throw in unblocked handler becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('user unblocked handler explodes');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('unblocked', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionUnblocked, {}, 0))
        .then(cb, cb);
    }));

    it('throw in update-secret-ok handler becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('user update-secret-ok handler explodes');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.open(OPEN_OPTS, (err) => {
        assert.ifError(err);
        c.on('update-secret-ok', () => { throw expectedErr; });
        c._updateSecret(Buffer.from('new secret'), 'reason', () => {});
      });
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(wait(defs.ConnectionUpdateSecret))
        .then(() => send(defs.ConnectionUpdateSecretOk, {}, 0))
        .then(cb, cb);
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
    });

    it('throw in close handler is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user close handler explodes');
      c.on('handler-error', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('close', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionClose, {
          replyText: 'Begone',
          replyCode: defs.constants.CONNECTION_FORCED,
          methodId: 0,
          classId: 0,
        }))
        .then(wait(defs.ConnectionCloseOk))
        .then(cb, cb);
    }));

    it('throw in error handler is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user error handler explodes');
      c.on('handler-error', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('error', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionClose, {
          replyText: 'Begone',
          replyCode: defs.constants.INTERNAL_ERROR,
          methodId: 0,
          classId: 0,
        }))
        .then(wait(defs.ConnectionCloseOk))
        .then(cb, cb);
    }));

    it('throw in blocked handler is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user blocked handler explodes');
      c.on('handler-error', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('blocked', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionBlocked, { reason: 'memory' }, 0))
        .then(cb, cb);
    }));

    it('throw in unblocked handler is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user unblocked handler explodes');
      c.on('handler-error', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('unblocked', () => { throw expectedErr; });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionUnblocked, {}, 0))
        .then(cb, cb);
    }));

    it('throw in update-secret-ok handler is delivered via handler-error event', connectionTest((c, cb) => {
      const expectedErr = new Error('user update-secret-ok handler explodes');
      c.on('handler-error', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.open(OPEN_OPTS, (err) => {
        assert.ifError(err);
        c.on('update-secret-ok', () => { throw expectedErr; });
        c._updateSecret(Buffer.from('new secret'), 'reason', () => {});
      });
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(wait(defs.ConnectionUpdateSecret))
        .then(() => send(defs.ConnectionUpdateSecretOk, {}, 0))
        .then(cb, cb);
    }));

    it('throw in handler-error handler becomes uncaught exception', connectionTest((c, cb) => {
      const expectedErr = new Error('handler-error handler explodes');
      process.once('uncaughtException', (err) => {
        assert.strictEqual(err, expectedErr);
        cb();
      });
      c.on('handler-error', () => { throw expectedErr; });
      c.on('blocked', () => { throw new Error('user blocked handler explodes'); });
      c.open(OPEN_OPTS);
    }, (send, wait, cb) => {
      handshake(send, wait)
        .then(() => send(defs.ConnectionBlocked, { reason: 'memory' }, 0))
        .then(cb, cb);
    }));
  });
});
