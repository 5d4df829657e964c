import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FrontDoor } from '../lib/net/front-door';

export function createFrontDoorServer(door: FrontDoor, handle: (req: IncomingMessage, res: ServerResponse) => unknown): Server;
export const KEEP_ALIVE_MS: number;
