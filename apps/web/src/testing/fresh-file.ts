import { vi } from 'vitest';

// The first setup file of every test file. The web's files share a worker and its page (decision
// 071): one happy-dom window per worker instead of one per file, which was most of the project's
// time. What a file could inherit from the ones before it is put back here, before any of its
// own imports run: the app's modules are evaluated afresh (their caches and stores start empty;
// packages from node_modules stay loaded), the storages are empty and the address is the root.
vi.resetModules();
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
