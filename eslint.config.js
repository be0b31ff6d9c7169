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

const boundaryRules = Object.entries(boundaries).map(([folder, allowed]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  ignores: [`${folder}/**/__tests__/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: allFolders
          .filter((other) => !allowed.includes(other))
          .map((other) => ({
            group: [`**/${other}/**`, `../${other}/*`, `../../${other}/*`, `../../../${other}/*`],
            message: `${folder}/ may import only from ${allowed.join(', ')} (see the architecture brief).`,
          })),
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
  files: ['{blocks,kits,runtime,src}/**/*.{ts,tsx}'],
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
        { patterns: [{ group: ['node:*', 'fs', 'path', '**/runtime/**', '**/server/**', '**/src/**', '**/blocks/**', '**/machines/**'], message: 'schemas/ may import only zod.' }] },
      ],
    },
  },
  ...boundaryRules.filter((entry) => !entry.files[0].startsWith('schemas')),
  ...blockIsolationRules,
  callByEntryRule,
);
