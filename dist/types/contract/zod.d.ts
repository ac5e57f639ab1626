export * from 'zod/mini';
