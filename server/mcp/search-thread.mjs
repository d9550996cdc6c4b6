// Entry of the search worker thread (search-worker.ts). A worker thread starts without the loader the server was
// started with (tsx), so it registers tsx's own, then runs the TypeScript module that searches.
import {register} from 'tsx/esm/api';

register();
await import('./search-thread.ts');
