import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'bench/conformance/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Schemas are built with zod/mini through one module, which sets English messages first (src/contract/zod.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/contract/zod.ts', 'src/contract/zod-json-schema.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='toJSONSchema']",
          message: "import toJSONSchema from '../contract/zod-json-schema.js' (the build keeps it out of z)",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod($|/)',
              message: "build schemas with `import * as z from '../contract/zod.js'` (zod/mini with English messages)",
            },
          ],
        },
      ],
    },
  },
);
