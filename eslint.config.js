import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Which top-level folders each folder may import from (architecture brief, "Folders"). */
const boundaries = {
  schemas: ['schemas'],
  runtime: ['schemas', 'runtime'],
  machines: ['schemas', 'machines'],
  blocks: ['runtime', 'schemas', 'machines', 'blocks', 'kits'],
  kits: ['runtime', 'schemas', 'machines', 'kits'],
  server: ['schemas', 'server'],
};
const allFolders = ['schemas', 'runtime', 'machines', 'blocks', 'kits', 'src', 'server', 'tests', 'site-configs'];
/**
 * The back office's app (admin/) is a bundle of its own: no reader code imports it. Its folders (app, features, kits)
 * are named in full, since `server/admin/` and `schemas/admin/` are other folders called admin.
 */
const adminAppFolders = ['**/admin/app/**', '**/admin/features/**', '**/admin/kits/**', '**/admin/main.tsx'];

const boundaryRules = Object.entries(boundaries).map(([folder, allowed]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  ignores: [`${folder}/**/__tests__/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...allFolders
            .filter((other) => !allowed.includes(other))
            .map((other) => ({
              group: [`**/${other}/**`, `../${other}/*`, `../../${other}/*`, `../../../${other}/*`],
              message: `${folder}/ may import only from ${allowed.join(', ')} (see the architecture brief).`,
            })),
          { group: adminAppFolders, message: `${folder}/ may not import the back office's app (admin/): readers' pages load none of it.` },
        ],
      },
    ],
  },
}));

/**
 * A block imports no other block (architecture brief, "Folders"): what two blocks share lives in a kit (`kits/`),
 * the runtime or the schemas. A file `depth` folders below `blocks/` reaches a sibling block folder by exactly
 * `depth` times `../`. Tests included: a fixture several blocks' tests use goes to tests/support/.
 */
const blockIsolationRules = [1, 2, 3, 4].map((depth) => ({
  files: [`blocks/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?:\\.\\./){${depth}}(?!\\.\\./)[\\w-]+/`,
            message: 'a block imports no other block: move what they share into a kit (kits/), the runtime or the schemas.',
          },
        ],
      },
    ],
  },
}));

/**
 * The renderer reaches the `/rc-pub` API by the entries of the endpoint table (schemas/api/*-endpoints.ts), through
 * runtime/api/call-endpoint.ts (`callEndpoint`, `endpointPath`, a block query's `context.call`): a path it wrote itself
 * would drift from the route, and the query and reply types with it. Tests may name paths: they check the wire.
 */
const callByEntryMessage = 'call the /rc-pub API by its endpoint-table entry (schemas/api/), with callEndpoint, endpointPath or context.call, not by a path written here';
const callByEntryRule = {
  files: ['{blocks,kits,runtime,src,admin}/**/*.{ts,tsx}'],
  ignores: ['**/__tests__/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      // `\x2F` is "/": the selector's regular expression is written between slashes.
      { selector: 'Literal[value=/\\x2Frc-pub\\b/]', message: callByEntryMessage },
      { selector: 'TemplateElement[value.raw=/\\x2Frc-pub\\b/]', message: callByEntryMessage },
    ],
  },
};

/**
 * The back office's app (admin/): the schemas and the runtime it builds on, and itself — no reader code (blocks,
 * kits, machines, src) and no server. A file `depth` folders below admin/ reaches the project's top by `depth + 1`
 * times `../`; what follows must be schemas/ or runtime/.
 */
const adminBoundaryRules = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`admin/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['admin/**/__tests__/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?:\\.\\./){${depth + 1}}(?!schemas/|runtime/)[\\w-]+/`,
            message: 'admin/ may import only from schemas/, runtime/ and admin/ itself: reader code stays out of the back office (see admin/README.md).',
          },
        ],
      },
    ],
  },
}));

/**
 * Inside the back office, a feature (admin/features/<name>/) imports no other feature, and neither a feature nor a
 * kit (admin/kits/) imports the app's shell (admin/app/), which composes them; what features share is a kit. Tests
 * included, as for blocks.
 */
const adminFeatureRules = [1, 2, 3].flatMap((depth) => [
  {
    files: [`admin/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(?:\\.\\./){${depth}}(?!\\.\\./)[\\w-]+/`, message: 'a feature of the back office imports no other feature: move what they share into admin/kits/.' },
            { regex: `^(?:\\.\\./){${depth + 1}}app/`, message: 'a feature does not import the app shell (admin/app/): the shell composes the features.' },
          ],
        },
      ],
    },
  },
  {
    files: [`admin/kits/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(?:\\.\\./){${depth + 1}}(?:app|features)/`, message: 'a kit of the back office imports no feature and not the app shell: kits are what features share.' }] },
      ],
    },
  },
]);

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**', 'site-configs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps a bare `import 'module'` under verbatimModuleSyntax, which would pull a schema module
      // (and zod) into browser code that only wanted its type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['schemas/**/*.ts'],
    ignores: ['schemas/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', '**/runtime/**', '**/server/**', '**/src/**', '**/blocks/**', '**/machines/**', ...adminAppFolders], message: 'schemas/ may import only zod.' }] },
      ],
    },
  },
  ...boundaryRules.filter((entry) => !entry.files[0].startsWith('schemas')),
  ...blockIsolationRules,
  callByEntryRule,
  ...adminBoundaryRules,
  ...adminFeatureRules,
);
