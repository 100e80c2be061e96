/** `npm start`: build the client if needed, then run the server (migrations and demo seed happen at boot). */
import { main } from '../src/server/main';
import { buildIfStale } from './build-if-stale';

buildIfStale();
await main();
