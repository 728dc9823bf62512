/**
 * @caliber/test-stack: Caliber started the way `npm start` starts it, on a scratch database, for the
 * end-to-end tests and the bench, the small helpers that talk to it, the Chromium both drive, and the
 * reading of a test run that `npm test` closes with.
 */
export { OPERATOR, startStack, stopChild, type Replica, type Stack, type StackOptions } from './stack.js';
export { api, signIn, type ApiResponse } from './api-client.js';
export { freePort } from './free-port.js';
export { startS3Server, type S3Server, type S3ServerOptions } from './s3-server.js';
export { startReadyProxy, type ReadyProxy } from './ready-proxy.js';
export { ROLLING_LOAD_PATHS, ROLLING_REPLICA_ENV, rollReplicas, startReplicaBehind, waitUntil, type RollingUpdate, type RollingUpdateOptions } from './rolling-update.js';
export { startMailbox, type Mailbox } from './mailbox.js';
export { CHROMIUM_FLAGS, CHROMIUM_INSTALL_COMMAND, CHROMIUM_PATH, chromiumStarts, ensureChromium, type EnsureChromiumOptions } from './chromium.js';
export { closingLine, summarizeReport, type TestSummary, type VitestJsonReport } from './test-report.js';
export { startStaticRemoteServer, type ServerBuildBehaviour, type StaticRemoteServer } from './static-remote-server.js';
export { makeReleaseKey, releaseAgain, stageRelease, uploadManifest, uploadRelease, type BuildChange, type ReleaseKey, type ReleaseOptions } from './remote-release.js';
