// The live class's wire constants, one module for both ends (docs/live.md): the
// browser's client (live_client.js, beside it in the site) and the server
// (server/live/rooms.mjs, server.mjs, redis.mjs) import the same numbers, so a
// close code is never written twice.

export const PROTOCOL_VERSION = 1;

// Close codes (docs/live.md#close-codes).
export const CLOSE = Object.freeze({
  NORMAL: 1000,        // the client said leave
  GOING_AWAY: 1001,    // the server shuts down
  UNSUPPORTED: 1003,   // a binary frame
  INVALID: 1007,       // not JSON, not an object, a field of the wrong kind or size
  POLICY: 1008,        // message rate exceeded
  TOO_BIG: 1009,       // frame over maxPayload (sent by ws itself)
  ENDED: 4000,         // the teacher ended the room
  REPLACED: 4001,      // the same teacher or student connected again elsewhere
  REMOVED: 4003,       // the teacher removed this student
  EXPIRED: 4004,       // the teacher was away too long; or the student's slot expired
  IDLE: 4008,          // no create/join/resume in time (server.mjs)
});

// After these the client does not reconnect: the room or the seat is gone, or
// the client broke the protocol (a reconnect would fail the same way).
export const TERMINAL = Object.freeze(new Set([CLOSE.NORMAL, CLOSE.UNSUPPORTED, CLOSE.TOO_BIG, CLOSE.ENDED,
                                               CLOSE.REPLACED, CLOSE.REMOVED, CLOSE.EXPIRED, CLOSE.IDLE]));
// After these the client also forgets its saved seat (sessionStorage).
export const FORGET = Object.freeze(new Set([CLOSE.ENDED, CLOSE.REMOVED, CLOSE.EXPIRED]));
