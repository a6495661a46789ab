/**
 * The file, next to the compiled gateway (dist-server/), holding the SHA-256 of the compiled code: written
 * by src/build/gateway-bundle.ts, read by src/server/main.ts. A database prepared (migrated and seeded) by a
 * build is not prepared again by a start of the same build on the same product files (`GatewayOptions.buildId`).
 */
export const BUILD_ID_FILE = 'build-id.sha256';
