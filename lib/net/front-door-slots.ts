/**
 * The names under which the front door and our server (scripts/serve.mjs) meet in the process's
 * registry (lib/runtime/process.ts). No imports: the server, plain Node, reads this file too.
 */
/** The front door itself, once instrumentation.ts has opened it. */
export const FRONT_DOOR_SLOT = 'frontDoor';
/** What the server waits on: called with the front door, or with the error that stopped start-up. */
export const FRONT_DOOR_WAITER_SLOT = 'frontDoorWaiter';
