// Jest runs the server-side tests: unit (aws-sdk-client-mock), integration (the local API
// server against dynalite and the auth emulator) and infra (CDK template assertions).
// middy and jose ship ESM only, so they are transformed like our own TypeScript.
// The AWS SDK warns on every Node 20 process that it will need Node 22 from 2027; Lambda runs 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The web app's `@/` alias (tsconfig.base.json), for the few tests that read web modules.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/web/src/$1' },
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    { ...common, displayName: 'infra', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
  ],
};
