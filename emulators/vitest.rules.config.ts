import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'rules', include: ['test/rules/**/*.test.ts'] },
});
