// The layer rule of DESIGN.md, enforced in the test command:
//   ui ──> application ──> domain <── server;  ui ──> infrastructure ──> application/domain;
//   contract is imported by infrastructure and server only.
const testFile = '\\.(test|pg\\.test)\\.tsx?$|^src/domain/testing/';
const testTools = '^node_modules/(vitest|@vitest|fast-check)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make layers meaningless and modules hard to load in isolation.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'page-folders-are-features',
      severity: 'error',
      comment:
        'A folder of src/ui/pages is one feature and imports no other: what two features share lives in src/ui/components, src/ui/forms or beside the hooks in src/ui. The app-wide 404 and error pages (files of src/ui/pages itself) may be shown by any feature.',
      from: { path: '^src/ui/pages/([^/]+)/' },
      to: { path: '^src/ui/pages/', pathNot: ['^src/ui/pages/$1/', '^src/ui/pages/[^/]+$'] },
    },
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment: 'src/domain is plain data and pure functions: it imports nothing but itself (tests may use vitest and fast-check).',
      from: { path: '^src/domain/' },
      to: { pathNot: [`^src/domain/`, testTools] },
    },
    {
      name: 'domain-production-code-imports-no-test-tools',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: testFile },
      to: { path: testTools },
    },
    {
      name: 'application-imports-domain-and-xstate',
      severity: 'error',
      comment: 'Use cases and machines depend on the domain and XState only; adapters come in through ports.',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/(domain|application)/', '^node_modules/xstate/', testTools] },
    },
    {
      name: 'contract-imports-domain-and-valibot',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/(domain|contract)/', '^node_modules/valibot/', testTools] },
    },
    {
      name: 'contract-is-for-infrastructure-and-server',
      severity: 'error',
      from: { pathNot: ['^src/(contract|infrastructure)/', '^server/', '^test/'] },
      to: { path: '^src/contract/' },
    },
    {
      name: 'routes-hold-no-sql',
      severity: 'error',
      comment:
        'An HTTP route validates, calls a use case and answers: queries, transactions and locks live behind the use cases\' ports, in server/persistence.',
      from: { path: '^server/http/', pathNot: testFile },
      to: { path: ['^node_modules/drizzle-orm/', '^server/persistence/(schema|database|transactions)\\.ts$'] },
    },
    {
      name: 'use-cases-reach-storage-through-ports',
      severity: 'error',
      comment:
        'A use-case feature (a folder of server/use-cases) depends on the domain, the contract and its ports; Drizzle adapters (server/persistence) and HTTP come in from outside.',
      from: { path: '^server/use-cases/[^/]+/', pathNot: testFile },
      to: { path: ['^node_modules/drizzle-orm/', '^server/persistence/', '^server/http/', '^server/testing/'] },
    },
    {
      name: 'persistence-knows-no-http',
      severity: 'error',
      from: { path: '^server/persistence/', pathNot: testFile },
      to: { path: '^server/http/' },
    },
    {
      name: 'server-never-imports-the-browser',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(ui|application|infrastructure)/' },
    },
    {
      name: 'only-the-react-root-knows-adapters',
      severity: 'error',
      comment: 'Screens reach adapters through ports; only the two React roots (src/ui/main.tsx in the browser, src/ui/entry-server.tsx on the server) compose the container.',
      from: { path: '^src/ui/', pathNot: ['^src/ui/main\\.tsx$', '^src/ui/entry-server\\.tsx$', testFile] },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'infrastructure-never-imports-ui',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'browser-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    exclude: { path: '^(dist|data)/' },
  },
};
