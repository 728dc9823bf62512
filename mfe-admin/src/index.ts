// The shell loads this remote through remoteEntry.js and the modules in ./exposes; webpack still wants an entry.
export {};
