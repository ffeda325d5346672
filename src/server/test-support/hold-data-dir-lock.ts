// Test support: a separate process that takes the data-directory lock, says so, and waits to be killed.
import { lockDataDir } from '../data-dir';

const dir = process.argv[2]!;
await lockDataDir(dir, () => process.exit(1));
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
