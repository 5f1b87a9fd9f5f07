/**
 * Console unit tests: ts-jest in transpile-only mode (tsc does the type check), jsdom with the
 * Fetch API of Node, and react-intl's ESM-only packages transformed like our own code.
 */
import type { Config } from 'jest';

const ESM_ONLY_PACKAGES = ['react-intl', '@formatjs', 'intl-messageformat'];

const config: Config = {
  testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/contract/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          resolveJsonModule: true,
          allowJs: true,
          isolatedModules: true,
        },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less|svg|png|jpg|gif)$': '<rootDir>/src/testing/assetStub.ts',
    // rc-util's, antd's and pro-components' ES modules, which the build's stand-ins import (src/app/bundle), as CommonJS.
    '^rc-util/es/(.*)$': 'rc-util/lib/$1',
    '^rc-field-form/es/(.*)$': 'rc-field-form/lib/$1',
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/(pro-[a-z]+|cssinjs)/es/(.*)$': '@ant-design/$1/lib/$2',
  },
  // Screens rendered whole in jsdom (ProTable, ProForm) take seconds each, minutes on a loaded
  // two-core machine: a timeout is a failure to finish, never a performance goal here.
  testTimeout: 240_000,
  // Both cores of a CI machine (Jest's default leaves one idle): the unit suite is CPU-bound.
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
