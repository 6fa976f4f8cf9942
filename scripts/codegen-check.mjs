// Fails when the generated GraphQL types are out of date with the schema or the operations.
import { execFileSync } from 'node:child_process';

execFileSync('pnpm', ['codegen'], { stdio: 'inherit' });
const changed = execFileSync('git', ['status', '--porcelain', '--', '*.generated.ts'], { encoding: 'utf8' }).trim();
if (changed) {
  console.error(
    `Generated GraphQL types differ from what codegen writes; run \`pnpm codegen\` and commit:\n${changed}`,
  );
  process.exit(1);
}
console.info('codegen: generated types are up to date');
